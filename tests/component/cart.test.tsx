import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../common/contract/cart';
import type { ProductDetail } from '../../common/contract/catalogue';
import { routes } from '../../src/app/router';
import { CART_COUNT_POLL_MS } from '../../src/features/cart/useCartCount';
import CartPage from '../../src/pages/CartPage';
import { makeCartItem, serveGuestCart, serveGuestCount } from '../mocks/cart';
import { makeProductDetail } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

function PaymentProbe() {
  const { state } = useLocation();
  return <p>Checkout with {JSON.stringify((state as { cartItemIds: number[] }).cartItemIds)}</p>;
}

function renderCart() {
  return render(
    <MemoryRouter initialEntries={['/Cart']}>
      <Routes>
        <Route path="/Cart" element={<CartPage />} />
        <Route path="/Payment" element={<PaymentProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
  window.sessionStorage.clear();
});

const oil = makeCartItem({ cart_item_id: 1, product_name: 'Virgin Coconut Oil', price: '500.00', quantity: 2 });
const gauze = makeCartItem({
  cart_item_id: 2,
  product_name: 'Sterile Gauze Pads',
  price: '200.00',
  offer_type: 'discount_percentage',
  discount_percentage: '10.00',
  quantity: 1,
  stock_quantity: 5,
});
const soldOut = makeCartItem({ cart_item_id: 3, product_name: 'Wound Gel', sold_out: true, stock_quantity: 0 });
const tooMany = makeCartItem({ cart_item_id: 4, product_name: 'Coconut Soap', quantity: 5, stock_quantity: 2 });

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('/Cart', () => {
  it('lists the lines in a table, selects in-stock lines, dims sold-out and over-stock ones with the reason', async () => {
    server.use(serveGuestCart(() => [oil, gauze, soldOut, tooMany]));
    renderCart();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText('Cart')).toBeInTheDocument();

    expect(screen.getByRole('checkbox', { name: 'Select Virgin Coconut Oil to order' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Sterile Gauze Pads to order' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Wound Gel to order' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Coconut Soap to order' })).not.toBeChecked();
    expect(row('Wound Gel')).toHaveClass('is-unavailable');
    expect(within(row('Wound Gel')).getByText('This product is currently sold out.')).toBeInTheDocument();
    expect(row('Coconut Soap')).toHaveClass('is-unavailable');
    expect(
      within(row('Coconut Soap')).getByText('Only 2 items available in stock. Please reduce quantity.'),
    ).toBeInTheDocument();
    expect(row('Virgin Coconut Oil')).not.toHaveClass('is-unavailable');

    // Line totals by the shared pricing rule: 2 × 500; 200 less 10 %.
    expect(within(row('Virgin Coconut Oil')).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(row('Sterile Gauze Pads')).getByText('₹180.00', { selector: '.fw-semibold' })).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Cart Totals' }));
    expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent('₹1,180.00');
    expect(totals.getByText('You save').nextSibling).toHaveTextContent('₹20.00');

    // Unticking a selectable line takes it out of the subtotal.
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Sterile Gauze Pads to order' }));
    expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent('₹1,000.00');
  });

  it('refuses to select a sold-out or over-stock line, with the reason', async () => {
    server.use(serveGuestCart(() => [soldOut, tooMany]));
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Wound Gel to order' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('This product is currently sold out.');
    expect(screen.getByRole('checkbox', { name: 'Select Wound Gel to order', hidden: true })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select Coconut Soap to order' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Only 2 items available in stock. Please reduce quantity.',
    );
  });

  it('keeps the quantity within 1..stock, shows Update after a change, sends it and reloads the cart', async () => {
    let lines: CartItem[] = [gauze];
    const patches: unknown[] = [];
    let fetches = 0;
    server.use(
      http.get(`${API}/cart-fetch/`, () => {
        fetches += 1;
        return HttpResponse.json(lines);
      }),
      http.patch(`${API}/cart-update/2/`, async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        patches.push(body);
        lines = [makeCartItem({ ...gauze, quantity: body.quantity, item_price: undefined })];
        return HttpResponse.json({ message: 'Quantity and price updated successfully!', cart_item: lines[0] });
      }),
    );
    const user = userEvent.setup();
    renderCart();
    const input = await screen.findByRole('spinbutton', { name: 'Quantity of Sterile Gauze Pads' });
    expect(screen.getByRole('button', { name: 'Decrease quantity of Sterile Gauze Pads' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();

    const plus = screen.getByRole('button', { name: 'Increase quantity of Sterile Gauze Pads' });
    for (let i = 0; i < 4; i += 1) await user.click(plus);
    expect(input).toHaveValue(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(plus);
    expect(input).toHaveValue(5);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 5 items available in stock.');
    await user.clear(input);
    await user.type(input, '999');
    expect(input).toHaveValue(5);
    // The line's total follows the local quantity: 5 × 180.
    expect(within(row('Sterile Gauze Pads')).getByText('₹900.00')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '3');
    const fetchesBefore = fetches;
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Quantity and price updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([{ quantity: 3 }]);
    expect(fetches).toBeGreaterThan(fetchesBefore);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update', hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Sterile Gauze Pads', hidden: true })).toHaveValue(3);
  });

  it("says 'Failed to update quantity.' when the update is refused", async () => {
    allowConsoleErrors();
    server.use(
      serveGuestCart(() => [oil]),
      http.patch(`${API}/cart-update/1/`, () => HttpResponse.json({ message: 'nope' }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Virgin Coconut Oil' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update quantity.')).toBeInTheDocument();
  });

  it('removes a line with its success message, or says why not', async () => {
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
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Virgin Coconut Oil' }));
    expect(await screen.findByText('Item removed successfully from cart!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Virgin Coconut Oil', hidden: true })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove Sterile Gauze Pads' }));
    expect(await screen.findByText('Failed to remove item from cart.')).toBeInTheDocument();
  });

  it("shows 'No cart items found.' for an empty cart", async () => {
    server.use(serveGuestCart(() => []));
    renderCart();
    expect(await screen.findByText('No cart items found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load cart items. Please try again.' with Retry", async () => {
    allowConsoleErrors();
    let fail = true;
    server.use(
      http.get(`${API}/cart-fetch/`, () => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([oil]))),
    );
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByText('Failed to load cart items. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Virgin Coconut Oil' })).toBeInTheDocument();
  });

  it("Checkout needs a selected line: 'Please select at least one item to order.'", async () => {
    server.use(serveGuestCart(() => [oil, soldOut]));
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Virgin Coconut Oil to order' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Please select at least one item to order.')).toBeInTheDocument();
  });

  it('Checkout takes the selected lines to /Payment (and keeps them for a reload)', async () => {
    server.use(serveGuestCart(() => [oil, gauze, soldOut]));
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Sterile Gauze Pads to order' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Checkout with [1]')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('checkoutItems')).toBe('[1]');
  });

  it('blocks Checkout when a selected line now exceeds the stock, naming the products and their stock', async () => {
    let lines: CartItem[] = [oil, gauze];
    server.use(serveGuestCart(() => lines));
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('checkbox', { name: 'Select Virgin Coconut Oil to order' });
    // Someone else bought most of the oil meanwhile.
    lines = [makeCartItem({ ...oil, stock_quantity: 1, item_price: undefined }), gauze];
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Some selected items exceed the available stock: Virgin Coconut Oil (1 in stock). Please reduce the quantity.',
    );
    expect(screen.queryByText(/Checkout with/)).not.toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone (768 px and narrower)', async () => {
    window.innerWidth = 375;
    server.use(serveGuestCart(() => [oil, soldOut]));
    renderCart();
    const cards = await screen.findByRole('list', { name: 'Cart items' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText('This product is currently sold out.').closest('li')).toHaveClass('is-unavailable');
    expect(within(cards).getByRole('spinbutton', { name: 'Quantity of Virgin Coconut Oil' })).toHaveValue(2);
  });
});

function serveProduct(detail: ProductDetail) {
  server.use(http.get(`${API}/product-detail/${detail.id}/`, () => HttpResponse.json(detail)));
}

function renderShop(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Add To Cart on the product page', () => {
  it('sends the choice, says so, updates the header count at once and opens the mini-cart', async () => {
    let count = 0;
    let lines: CartItem[] = [];
    const posted: unknown[] = [];
    server.use(
      serveGuestCount(() => count),
      serveGuestCart(() => lines),
      http.post(`${API}/cart/`, async ({ request }) => {
        posted.push(await request.json());
        count = 2;
        lines = [makeCartItem({ cart_item_id: 9, product_name: 'Coconut Oil 500', quantity: 2 })];
        return HttpResponse.json({ message: 'Added', cart_item: lines[0], cart_count: 2 }, { status: 201 });
      }),
    );
    serveProduct(makeProductDetail({ id: 30, name: 'Coconut Oil 500', price: '500.00' }));
    const user = userEvent.setup();
    renderShop('/Productdetail/30');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: '500 ml (+₹200.00)' }));
    await user.click(screen.getByRole('button', { name: 'Gift box' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Your product has been successfully added to the cart.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        user_id: null,
        product_id: 30,
        size: 2,
        quantity: 2,
        item_price: '1400.00',
        option: [{ id: 2, name: 'Pack', value: 'Gift box' }],
      },
    ]);
    expect(await header.findByRole('link', { name: 'Cart, 2 items', hidden: true })).toBeInTheDocument();
    // The success note closes by itself; the mini-cart drawer then shows the line.
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 5000 });
    expect(await within(drawer).findByRole('link', { name: 'Coconut Oil 500' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
    // The success note alone stays 1.5 s, and the drawer's code loads when it first opens.
  }, 15_000);

  it("shows the server's message, else 'Failed to add product to cart.', or 'Error adding product to cart.' without a connection", async () => {
    allowConsoleErrors();
    let answer: () => Response = () => HttpResponse.json({ message: 'Only 3 left.' }, { status: 400 });
    server.use(http.post(`${API}/cart/`, () => answer()));
    serveProduct(makeProductDetail({ id: 31 }));
    const user = userEvent.setup();
    renderShop('/Productdetail/31');
    const add = await screen.findByRole('button', { name: 'Add To Cart' });

    // A size is asked for first; nothing is sent without one.
    await user.click(add);
    expect(await screen.findByText('Please choose a size.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '250 ml' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '250 ml' }));
    expect(screen.queryByText('Please choose a size.')).toBeNull();

    await user.click(add);
    expect(await screen.findByText('Only 3 left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = () => HttpResponse.json({}, { status: 500 });
    await user.click(add);
    expect(await screen.findByText('Failed to add product to cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = () => HttpResponse.error();
    await user.click(add);
    expect(await screen.findByText('Error adding product to cart.')).toBeInTheDocument();
  });

  it("caps the quantity at the stock with 'Only {n} items available in stock.'", async () => {
    serveProduct(makeProductDetail({ id: 32, stock_details: { stock_quantity: 3, status: 'in_stock' } }));
    const user = userEvent.setup();
    renderShop('/Productdetail/32');
    const input = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '99999');
    expect(input).toHaveValue(3);
    expect(screen.getByText('Only 3 items available in stock.')).toBeInTheDocument();
    expect(screen.getByText(/Total price:/)).toHaveTextContent('₹1,497.00');
  });

  it('disables the stepper of a sold-out product', async () => {
    serveProduct(makeProductDetail({ id: 33, sold_out: true }));
    renderShop('/Productdetail/33');
    expect(await screen.findByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it("shows the chosen size's price in the headline price", async () => {
    serveProduct(
      makeProductDetail({ id: 34, price: '500.00', offer_type: 'discount_percentage', discount_percentage: '10.00' }),
    );
    const user = userEvent.setup();
    renderShop('/Productdetail/34');
    const headline = () => document.querySelector('.cc-purchase .cc-price')!;
    await screen.findByRole('button', { name: '500 ml (+₹200.00)' });
    expect(headline()).toHaveTextContent('₹450.00');
    await user.click(screen.getByRole('button', { name: '500 ml (+₹200.00)' }));
    // 500 less 10 % plus the 200 add-on; struck out: 500 + 200.
    expect(headline().querySelector('.cc-price__current')).toHaveTextContent('₹650.00');
    expect(headline().querySelector('del')).toHaveTextContent('₹700.00');
  });
});

describe('Header cart count', () => {
  it('asks every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let count = 1;
      server.use(
        serveGuestCount(() => count),
        serveGuestCart(() => []),
      );
      renderShop('/Cart');
      const header = within(screen.getByRole('banner'));
      expect(await header.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
      count = 4;
      await vi.advanceTimersByTimeAsync(CART_COUNT_POLL_MS - 100);
      expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(200);
      expect(await header.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks a signed-in customer's count by user id", async () => {
    window.localStorage.setItem('userId', '7');
    server.use(http.get(`${API}/api/cart/count-by-user/7/`, () => HttpResponse.json({ cart_count: 3 })));
    server.use(http.get(`${API}/cart-fetch/7/`, () => HttpResponse.json([])));
    renderShop('/Cart');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });
});
