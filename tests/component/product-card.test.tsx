import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/features/catalogue/ProductCard';
import { makeProduct } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import type { ProductSummary } from '../../common/contract/catalogue';
import { mediaUrl } from '../../common/site/media';

function renderCard(product: ProductSummary, onQuickView?: (p: ProductSummary) => void) {
  return render(
    <MemoryRouter>
      <ProductCard product={product} onQuickView={onQuickView} />
    </MemoryRouter>,
  );
}

const labelsShown = () => {
  const list = screen.queryByRole('list', { name: 'Product labels' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    : [];
};

type Flags = { bogo: boolean; discount: boolean; soldOut: boolean; comingSoon: boolean; trending: boolean };
const combos: Flags[] = Array.from({ length: 32 }, (_, n) => ({
  bogo: Boolean(n & 1),
  discount: Boolean(n & 2),
  soldOut: Boolean(n & 4),
  comingSoon: Boolean(n & 8),
  trending: Boolean(n & 16),
}));
const describeFlags = (f: Flags) =>
  Object.entries(f)
    .filter(([, on]) => on)
    .map(([k]) => k)
    .join('+') || 'no flags';

describe('ProductCard labels and price', () => {
  it.each(combos.map((f) => [describeFlags(f), f] as const))('%s', (_name, f) => {
    renderCard(
      makeProduct({
        name: 'Coconut Dressing',
        price: '1499.00',
        is_bogo: f.bogo,
        buy_quantity: f.bogo ? 2 : null,
        get_quantity: f.bogo ? 1 : null,
        offer_type: f.discount ? 'discount_percentage' : f.bogo ? 'buy_x_get_y' : null,
        discount_percentage: f.discount ? '10.00' : '0.00',
        sold_out: f.soldOut,
        coming_soon: f.comingSoon,
        latest_collection: f.trending,
      }),
    );
    const expected = [
      ...(f.bogo ? ['Buy 2 Get 1'] : []),
      ...(f.discount ? ['-10.00%'] : []),
      ...(f.soldOut ? ['Sold Out'] : []),
      ...(f.comingSoon ? ['Coming Soon'] : []),
      ...(f.trending ? ['Trending'] : []),
    ];
    expect(labelsShown()).toEqual(expected);

    if (f.comingSoon) {
      expect(screen.queryByText(/INR/)).not.toBeInTheDocument();
    } else if (f.discount) {
      expect(screen.getByText('1,349.10 INR')).toBeInTheDocument();
      const original = screen.getByText('1,499.00 INR');
      expect(original.tagName).toBe('DEL');
    } else {
      expect(screen.getByText('1,499.00 INR')).toBeInTheDocument();
      expect(document.querySelector('del')).toBeNull();
    }
  });

  it("shows no discount label for '0.00' nor for a buy-x-get-y offer carrying a percentage", () => {
    renderCard(makeProduct({ offer_type: 'discount_percentage', discount_percentage: '0.00' }));
    expect(labelsShown()).toEqual([]);
    screen.getByText('499.00 INR');
  });

  it('shows no percentage label, and no percentage off, when the offer is buy-x-get-y', () => {
    renderCard(
      makeProduct({
        offer_type: 'buy_x_get_y',
        discount_percentage: '20.00',
        is_bogo: true,
        buy_quantity: 1,
        get_quantity: 1,
      }),
    );
    expect(labelsShown()).toEqual(['Buy 1 Get 1']);
    screen.getByText('499.00 INR');
  });

  it("writes the discount as the field spells it ('-12.50%') and rounds the price half up", () => {
    renderCard(makeProduct({ price: '349.00', offer_type: 'discount_percentage', discount_percentage: '12.50' }));
    expect(labelsShown()).toEqual(['-12.50%']);
    // 349.00 − 349.00 × 12.5 / 100 = 305.375 → 305.38
    screen.getByText('305.38 INR');
  });

  it('charges and labels no discount for a product with no offer type', () => {
    renderCard(makeProduct({ price: '200.00', offer_type: null, discount_percentage: '10.00' }));
    expect(labelsShown()).toEqual([]);
    screen.getByText('200.00 INR');
    expect(document.querySelector('del')).toBeNull();
  });

  it('links the name and the price to the product, and shows the second image for hover', () => {
    renderCard(makeProduct({ id: 42, name: 'Monolaurin Capsules' }));
    expect(screen.getByRole('link', { name: 'Monolaurin Capsules' })).toHaveAttribute('href', '/Productdetail/42');
    const priceLink = screen.getByText('499.00 INR').closest('a');
    expect(priceLink).toHaveAttribute('href', '/Productdetail/42');
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('alt', 'Product 42');
    expect(images[0]).toHaveAttribute('width', '800');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('src', mediaUrl('jar-30-b', 800));
  });

  it('tells a guest to log in and leaves the heart empty', async () => {
    const user = userEvent.setup();
    renderCard(makeProduct({ name: 'Aloe Gel' }));
    const heart = screen.getByRole('button', { name: 'Add Aloe Gel to favourites' });
    await user.click(heart);
    expect(await screen.findByText('Please log in to add favorites.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves a favourite for a signed-in customer, and the heart toggles whatever the server answers', async () => {
    window.localStorage.setItem('userId', '7');
    const created: unknown[] = [];
    server.use(
      http.get(`${API}/fetch-favorites/7/`, () => HttpResponse.json([])),
      http.post(`${API}/create-favorites/`, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ message: 'no' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderCard(makeProduct({ id: 5, name: 'Aloe Gel' }));
    const heart = screen.getByRole('button', { name: 'Add Aloe Gel to favourites' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Failed to add to favorites.')).toBeInTheDocument();
    expect(created).toEqual([{ user_id: 7, product_id: 5 }]);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it("fills the heart of a product already in the customer's favourites, and says when one is added", async () => {
    window.localStorage.setItem('userId', '7');
    const saved = {
      id: 70,
      product: 5,
      product_name: 'Aloe Gel',
      product_images: [],
      product_price: '100.00',
      model_height: '',
      model_wearing_size: '',
    };
    server.use(
      http.get(`${API}/fetch-favorites/7/`, () => HttpResponse.json([saved])),
      http.post(`${API}/create-favorites/`, () => HttpResponse.json({ ...saved, id: 71, product: 6 }, { status: 201 })),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ProductCard product={makeProduct({ id: 5, name: 'Aloe Gel' })} />
        <ProductCard product={makeProduct({ id: 6, name: 'Neem Soap' })} />
      </MemoryRouter>,
    );
    const saved5 = screen.getByRole('button', { name: 'Add Aloe Gel to favourites' });
    await waitFor(() => expect(saved5).toHaveAttribute('aria-pressed', 'true'));
    const heart6 = screen.getByRole('button', { name: 'Add Neem Soap to favourites' });
    expect(heart6).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart6);
    expect(await screen.findByText('Product added to favorites!')).toBeInTheDocument();
    expect(heart6).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers quick view by name', async () => {
    const user = userEvent.setup();
    const opened: ProductSummary[] = [];
    const product = makeProduct({ name: 'Aloe Gel' });
    renderCard(product, (p) => opened.push(p));
    await user.click(screen.getByRole('button', { name: 'Quick view Aloe Gel' }));
    expect(opened).toEqual([product]);
  });
});
