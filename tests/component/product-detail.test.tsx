import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ProductDetailPage from '../../src/pages/ProductDetailPage';
import { makeProduct, makeProductDetail } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import type { ProductDetail } from '../../common/contract/catalogue';
import { allowConsoleErrors } from './console';

function serve(detail: ProductDetail) {
  server.use(http.get(`${API}/product-detail/${detail.id}/`, () => HttpResponse.json(detail)));
}

function renderDetail(id: number | string) {
  return render(
    <MemoryRouter initialEntries={[`/Productdetail/${id}`]}>
      <Routes>
        <Route path="/Productdetail/:id" element={<ProductDetailPage />} />
        <Route path="/AuthForm" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
  document.querySelector('.swal2-container')?.remove();
});

describe('Product detail (display, quantity and toggles)', () => {
  it('shows name, discounted and original price, dispatch time, and Review as the default tab', async () => {
    serve(
      makeProductDetail({
        id: 10,
        name: 'Coconut Oil 500',
        price: '1499.00',
        offer_type: 'discount_percentage',
        discount_percentage: '10.00',
      }),
    );
    renderDetail(10);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coconut Oil 500' })).toBeInTheDocument();
    expect(screen.getByText('₹1,349.10', { selector: '.cc-price__current' })).toBeInTheDocument();
    expect(screen.getByText(/Total price:/)).toHaveTextContent('Total price: ₹1,349.10');
    expect(screen.getByText('₹1,499.00').tagName).toBe('DEL');
    // The promise the API gives: the product's own here (the shop's when it names none, tests/api/dispatch-promise.test.ts).
    expect(screen.getByText(/Dispatch time:/)).toHaveTextContent('Dispatch time: Ships in 2-3 business days');
    expect(await screen.findByRole('tab', { name: /Review/ })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(panel).getByText('Lovely aroma.')).toBeInTheDocument();
    expect(within(panel).getByText('1 October 2026')).toBeInTheDocument();
    // SEO tags are set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toContain('Coconut Oil 500'));
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  });

  it('size and each option group are single-choice toggles; total = (unit + size add-on) × quantity', async () => {
    const user = userEvent.setup();
    serve(
      makeProductDetail({ id: 11, price: '500.00', offer_type: 'discount_percentage', discount_percentage: '10.00' }),
    );
    renderDetail(11);
    const total = async () => (await screen.findByText(/Total price:/)).textContent;
    expect(await total()).toBe('Total price: ₹450.00');

    const sizes = within(screen.getByRole('group', { name: 'Size' }));
    const small = sizes.getByRole('button', { name: '250 ml' });
    const large = sizes.getByRole('button', { name: '500 ml (+₹200.00)' });
    await user.click(large);
    expect(large).toHaveAttribute('aria-pressed', 'true');
    expect(await total()).toBe('Total price: ₹650.00');
    await user.click(small);
    expect(small).toHaveAttribute('aria-pressed', 'true');
    expect(large).toHaveAttribute('aria-pressed', 'false');
    await user.click(small);
    expect(small).toHaveAttribute('aria-pressed', 'false');
    await user.click(large);

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(await total()).toBe('Total price: ₹1,950.00');

    const pack = within(screen.getByRole('group', { name: 'Pack' }));
    await user.click(pack.getByRole('button', { name: 'Single' }));
    await user.click(pack.getByRole('button', { name: 'Gift box' }));
    expect(pack.getByRole('button', { name: 'Single' })).toHaveAttribute('aria-pressed', 'false');
    expect(pack.getByRole('button', { name: 'Gift box' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(pack.getByRole('button', { name: 'Gift box' }));
    expect(pack.getByRole('button', { name: 'Gift box' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('quantity never goes below 1', async () => {
    const user = userEvent.setup();
    serve(makeProductDetail({ id: 12 }));
    renderDetail(12);
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toBeDisabled();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue(1);
    await user.clear(input);
    await user.type(input, '4');
    expect(screen.getByText(/Total price:/)).toHaveTextContent('₹1,996.00');
    await user.clear(input);
    await user.type(input, '1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(decrease);
    await user.click(decrease);
    expect(input).toHaveValue(1);
  });

  it('sold out: shows Sold Out and disables Add To Cart', async () => {
    serve(makeProductDetail({ id: 13, sold_out: true }));
    renderDetail(13);
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Favourite' })).toBeEnabled();
  });

  it('coming soon: shows Coming Soon and hides price, quantity, dispatch and buttons', async () => {
    serve(makeProductDetail({ id: 14, name: 'Sheet Mask', coming_soon: true }));
    renderDetail(14);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sheet Mask' })).toBeInTheDocument();
    const panel = within(screen.getByRole('heading', { level: 1 }).parentElement!);
    expect(panel.getByText('Coming Soon')).toBeInTheDocument();
    expect(panel.queryByText(/₹|Total price/)).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Dispatch time:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Favourite' })).not.toBeInTheDocument();
  });

  it("Add To Cart with no stock record says 'Stock Unavaliable.' titled 'Product Unavailable'", async () => {
    const user = userEvent.setup();
    serve(makeProductDetail({ id: 15, stock_details: null }));
    renderDetail(15);
    await user.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Stock Unavaliable.')).toBeInTheDocument();
    expect(screen.getByText('Product Unavailable')).toBeInTheDocument();
  });

  it("favourite as a guest: 'Please log in to add favorites.' with a Login button to /AuthForm", async () => {
    const user = userEvent.setup();
    serve(makeProductDetail({ id: 17 }));
    renderDetail(17);
    await user.click(await screen.findByRole('button', { name: 'Add to Favourite' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please log in to add favorites.');
    await user.click(within(alert).getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('favourite when signed in: saved through the API, with the success and failure messages', async () => {
    window.localStorage.setItem('userId', '3');
    let fail = false;
    server.use(
      http.get(`${API}/fetch-favorites/3/`, () => HttpResponse.json([])),
      http.post(`${API}/create-favorites/`, () =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json(
              {
                id: 1,
                product: 18,
                product_name: 'x',
                product_images: [],
                product_price: '1.00',
                model_height: '',
                model_wearing_size: '',
              },
              { status: 201 },
            ),
      ),
    );
    const user = userEvent.setup();
    serve(makeProductDetail({ id: 18 }));
    renderDetail(18);
    await user.click(await screen.findByRole('button', { name: 'Add to Favourite' }));
    expect(await screen.findByText('Product added to favorites successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Add to Favourite' }));
    expect(await screen.findByText('Failed to add favorites.')).toBeInTheDocument();
  });

  it('tabs: Description and Additional Information show sanitized HTML, arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    serve(
      makeProductDetail({
        id: 19,
        product_details:
          '<p>Grown from coconut water.</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
      }),
    );
    renderDetail(19);
    await user.click(await screen.findByRole('tab', { name: 'Description' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Grown from coconut water.');
    expect(panel.innerHTML).not.toContain('onerror');
    expect(panel.querySelector('script')).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Additional Information' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Country of origin: India');
  });

  it('gallery: thumbnails switch the main image and a full-screen viewer opens and closes', async () => {
    const user = userEvent.setup();
    serve(makeProductDetail({ id: 20, name: 'Gel' }));
    renderDetail(20);
    await user.click(await screen.findByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Product 20, second view' })).toBeInTheDocument();
    const zoom = screen.getByRole('button', { name: 'View full screen' });
    await user.click(zoom);
    const dialog = screen.getByRole('dialog', { name: 'Gel' });
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Product 20');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(zoom).toHaveFocus();
  });

  it('related products: 8 on desktop, 4 at 768 px or less after a resize', async () => {
    window.innerWidth = 1280;
    serve(
      makeProductDetail({
        id: 21,
        related_products: Array.from({ length: 10 }, (_, i) => makeProduct({ id: 100 + i, name: `Related ${i}` })),
      }),
    );
    renderDetail(21);
    const list = await screen.findByRole('list', { name: 'Related Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    act(() => {
      window.innerWidth = 768;
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
  });

  it('unknown id: Product not found with a way back to the shop', async () => {
    allowConsoleErrors();
    server.use(
      http.get(`${API}/product-detail/999/`, () =>
        HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
      ),
    );
    renderDetail(999);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/Latestcollection');
  });

  it('other failures: an error with Retry', async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(`${API}/product-detail/22/`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(makeProductDetail({ id: 22, name: 'Back again' }));
      }),
    );
    renderDetail(22);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
  });
});
