import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../common/contract/cart';
import { SUCCESS_ALERT_MS, showAlert } from '../../src/lib/alerts';
import CartPage from '../../src/pages/CartPage';
import { makeCartItem, serveGuestCart } from '../mocks/cart';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

function renderCart() {
  return render(
    <MemoryRouter initialEntries={['/Cart']}>
      <Routes>
        <Route path="/Cart" element={<CartPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const oil = makeCartItem({ cart_item_id: 1, product_name: 'Virgin Coconut Oil', price: '500.00', quantity: 2 });
const gauze = makeCartItem({ cart_item_id: 2, product_name: 'Sterile Gauze Pads', price: '200.00', quantity: 1 });

beforeEach(() => {
  // shouldAdvanceTime: Testing Library's waits still run; the jumps below are what the alerts see.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alerts (auto-close after 1500 ms)', () => {
  it('a success closes by itself after 1500 ms and is announced; an error stays until dismissed', async () => {
    let lines: CartItem[] = [oil, gauze];
    let refuse = false;
    server.use(
      serveGuestCart(() => lines),
      http.delete(`${API}/cart-remove/:id/`, ({ params }) => {
        if (refuse) return HttpResponse.json({}, { status: 500 });
        lines = lines.filter((l) => String(l.cart_item_id) !== params.id);
        return HttpResponse.json({ message: 'Item removed successfully from cart!' });
      }),
    );
    allowConsoleErrors();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Virgin Coconut Oil' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent('Item removed successfully from cart!');
    // Screen readers read it out as it opens.
    expect(success).toHaveAttribute('aria-live', 'assertive');
    await advance(SUCCESS_ALERT_MS - 600);
    expect(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove Sterile Gauze Pads' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Failed to remove item from cart.');
    await advance(30_000);
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it("'Quantity and price updated successfully!' closes by itself too", async () => {
    let lines: CartItem[] = [oil];
    server.use(
      serveGuestCart(() => lines),
      http.patch(`${API}/cart-update/1/`, async ({ request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        lines = [makeCartItem({ ...oil, quantity, item_price: undefined })];
        return HttpResponse.json({ message: 'ok', cart_item: lines[0] });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Virgin Coconut Oil' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Quantity and price updated successfully!',
    );
    await advance(SUCCESS_ALERT_MS + 400);
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
  });

  it('a success that carries something to note down (the order number) waits for OK', async () => {
    void showAlert({ icon: 'success', title: 'Order Placed', text: 'Order ABCD2345' }, { stay: true });
    expect(await screen.findByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Order Placed' })).not.toBeInTheDocument();
  });
});

describe('a quantity changed in the cart without pressing Update', () => {
  it('is what the totals show, and Checkout saves it before leaving', async () => {
    let lines: CartItem[] = [oil];
    const patches: unknown[] = [];
    server.use(
      serveGuestCart(() => lines),
      http.patch(`${API}/cart-update/1/`, async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        patches.push(body);
        lines = [makeCartItem({ ...oil, quantity: body.quantity, item_price: undefined })];
        return HttpResponse.json({ message: 'ok', cart_item: lines[0] });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/Cart']}>
        <Routes>
          <Route path="/Cart" element={<CartPage />} />
          <Route path="/Payment" element={<p>Checkout page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Virgin Coconut Oil' }));
    // 3 × ₹500 on the line and in the totals, Update not pressed.
    const totals = screen.getByRole('region', { name: 'Cart Totals' });
    expect(totals).toHaveTextContent('₹1,500.00');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(patches).toEqual([{ quantity: 3 }]);
  });

  it('stops Checkout, saying so, when the change cannot be saved', async () => {
    allowConsoleErrors();
    server.use(
      serveGuestCart(() => [oil]),
      http.patch(`${API}/cart-update/1/`, () => HttpResponse.json({ message: 'nope' }, { status: 400 })),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Virgin Coconut Oil' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Failed to update quantity. The new quantity of Virgin Coconut Oil is not saved; checkout has not started.',
    );
  });
});
