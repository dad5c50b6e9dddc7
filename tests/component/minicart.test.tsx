import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../common/contract/cart';
import { routes } from '../../src/app/router';
import { closeMiniCart, openMiniCart } from '../../src/features/cart/useMiniCartDrawer';
import MiniCartPage from '../../src/pages/MiniCartPage';
import { makeCartItem, serveGuestCart } from '../mocks/cart';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

function Where() {
  const { pathname, state } = useLocation();
  return (
    <p>
      At {pathname} {state ? JSON.stringify(state) : ''}
    </p>
  );
}

function renderMiniCart() {
  return render(
    <MemoryRouter initialEntries={['/Minicart']}>
      <Routes>
        <Route path="/Minicart" element={<MiniCartPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const oil = makeCartItem({
  cart_item_id: 1,
  product_name: 'Virgin Coconut Oil',
  quantity: 2,
  price: '300.00',
  size_price: '50.00',
  selected_size: '500 ml',
  option: 'Pack: Gift box',
});
const gel = makeCartItem({ cart_item_id: 2, product_name: 'Wound Gel', sold_out: true, stock_quantity: 0 });

describe('Mini-cart: its four states', () => {
  it('loading, then the lines with their prices, a subtotal and the three ways on', async () => {
    server.use(serveGuestCart(() => [oil, gel]));
    const user = userEvent.setup();
    renderMiniCart();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const list = await screen.findByRole('list', { name: 'Cart items' });
    const first = within(list).getByRole('link', { name: 'Virgin Coconut Oil' }).closest('li')!;
    expect(first).toHaveTextContent('Size: 500 ml · Pack: Gift box');
    // (300 + 50 add-on) × 2.
    expect(first).toHaveTextContent('Qty 2 · ₹700.00');
    expect(within(list).getByText('Sold Out').closest('li')).toHaveClass('is-unavailable');
    // The sold-out line is not counted.
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('₹700.00');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/Cart');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByText('At /Payment {"cartItemIds":[1]}')).toBeInTheDocument();
  });

  it('accepts the lines wrapped in {items}', async () => {
    server.use(serveGuestCart(() => ({ items: [oil] })));
    renderMiniCart();
    expect(await screen.findByRole('link', { name: 'Virgin Coconut Oil' })).toBeInTheDocument();
  });

  it('empty', async () => {
    server.use(serveGuestCart(() => []));
    renderMiniCart();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it.each([
    [
      'a status with the server message',
      () => HttpResponse.json({ message: 'Cart locked' }, { status: 503 }),
      'Error 503: Cart locked',
    ],
    ['a status without a message', () => HttpResponse.json({}, { status: 500 }), 'Error 500: Failed to fetch cart'],
    [
      'an answer that is not a cart',
      () => HttpResponse.json({ cart: 'nope' }),
      'Unexpected response format from server',
    ],
    ['no connection', () => HttpResponse.error(), 'Failed to connect to server. Please try again.'],
  ])('error (%s) with Retry', async (_case, answer, message) => {
    allowConsoleErrors();
    let fail = true;
    server.use(http.get(`${API}/cart-fetch/`, () => (fail ? answer() : HttpResponse.json([oil]))));
    const user = userEvent.setup();
    renderMiniCart();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Virgin Coconut Oil' })).toBeInTheDocument();
  });
});

describe('Mini-cart: remove', () => {
  it("removes a line; a refusal shows the server's message, else 'Failed to remove item from cart.'", async () => {
    allowConsoleErrors();
    let lines: CartItem[] = [oil, gel];
    let refusal: Response | null = null;
    server.use(
      serveGuestCart(() => lines),
      http.delete(`${API}/cart-remove/:id/`, ({ params }) => {
        if (refusal) return refusal;
        lines = lines.filter((l) => String(l.cart_item_id) !== params.id);
        return HttpResponse.json({ message: 'Item removed successfully from cart!' });
      }),
    );
    const user = userEvent.setup();
    renderMiniCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Wound Gel' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Wound Gel' })).not.toBeInTheDocument());

    refusal = HttpResponse.json({ message: 'Cart is being checked out.' }, { status: 409 });
    await user.click(screen.getByRole('button', { name: 'Remove Virgin Coconut Oil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart is being checked out.');

    refusal = HttpResponse.json({}, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Remove Virgin Coconut Oil' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove item from cart.'));
    expect(screen.getByRole('link', { name: 'Virgin Coconut Oil' })).toBeInTheDocument();
  });
});

describe('Mini-cart drawer in the header', () => {
  it('is a dialog with View cart, Proceed to Checkout and Continue Shopping; Escape and Continue Shopping close it', async () => {
    server.use(serveGuestCart(() => [oil]));
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/About'] });
    render(<RouterProvider router={router} />);
    await screen.findAllByRole('link', { name: 'Wound Dressings' });

    act(() => openMiniCart());
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(drawer).findByRole('link', { name: 'Virgin Coconut Oil' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/Cart');
    expect(within(drawer).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await user.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();

    act(() => openMiniCart());
    await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();

    // View cart goes to /Cart and closes the drawer.
    act(() => openMiniCart());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Shopping Cart' })).getByRole('link', { name: 'View cart' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cart'));
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
    act(() => closeMiniCart());
  });
});
