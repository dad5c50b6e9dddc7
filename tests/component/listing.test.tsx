import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import BestsellerPage from '../../src/pages/BestsellerPage';
import CategoryProductsPage from '../../src/pages/CategoryProductsPage';
import FeaturedPage from '../../src/pages/FeaturedPage';
import LatestCollectionPage from '../../src/pages/LatestCollectionPage';
import { makeCategory, makeProduct } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';
import { mediaBase, mediaSrcset, mediaUrl } from '../../common/site/media';

const products = (n: number, prefix = 'Item') =>
  Array.from({ length: n }, (_, i) => makeProduct({ id: i + 1, name: `${prefix} ${i + 1}` }));

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/Latestcollection" element={<LatestCollectionPage />} />
        <Route path="/Bestseller" element={<BestsellerPage />} />
        <Route path="/Featured" element={<FeaturedPage />} />
        <Route path="/product/:categoryId" element={<CategoryProductsPage />} />
        <Route path="/category/:categoryId" element={<CategoryProductsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const cardNames = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('Listings (Trending / Best Seller / Featured / Category; 12 per page)', () => {
  it.each([
    ['/Latestcollection', 'latest-collection/', 'Our Trending Products'],
    ['/Bestseller', 'best-sellers/', 'Best Seller Products'],
    ['/Featured', 'featured-products/', 'featured Products'],
  ])('%s shows its heading and the server list reversed, 12 per page', async (url, endpoint, heading) => {
    server.use(http.get(`${API}/${endpoint}`, () => HttpResponse.json(products(14))));
    renderAt(url);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await screen.findByRole('list', { name: heading });
    expect(cardNames(heading)).toEqual([
      'Item 14',
      'Item 13',
      'Item 12',
      'Item 11',
      'Item 10',
      'Item 9',
      'Item 8',
      'Item 7',
      'Item 6',
      'Item 5',
      'Item 4',
      'Item 3',
    ]);
  });

  it('page 2 shows the rest; the page index starts at 0 (page 1 current)', async () => {
    const user = userEvent.setup();
    server.use(http.get(`${API}/best-sellers/`, () => HttpResponse.json(products(30))));
    renderAt('/Bestseller');
    await screen.findByRole('list', { name: 'Best Seller Products' });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cardNames('Best Seller Products')).toEqual([
      'Item 18',
      'Item 17',
      'Item 16',
      'Item 15',
      'Item 14',
      'Item 13',
      'Item 12',
      'Item 11',
      'Item 10',
      'Item 9',
      'Item 8',
      'Item 7',
    ]);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(cardNames('Best Seller Products')).toEqual(['Item 6', 'Item 5', 'Item 4', 'Item 3', 'Item 2', 'Item 1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('a category keeps the server order, titled OUR PRODUCTS with the category name', async () => {
    server.use(http.get(`${API}/products/2/`, () => HttpResponse.json(products(3, 'Oil'))));
    renderAt('/product/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'OUR PRODUCTS' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'OUR PRODUCTS' });
    expect(cardNames('OUR PRODUCTS')).toEqual(['Oil 1', 'Oil 2', 'Oil 3']);
    // The category's name is the page's subject, and ends the breadcrumb; the count is of the whole list.
    expect(await screen.findByText('Coconut Oils', { selector: 'p' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByText('Coconut Oils')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  });

  it('/category/{id} serves the same listing', async () => {
    server.use(http.get(`${API}/products/1/`, () => HttpResponse.json(products(1, 'Dressing'))));
    renderAt('/category/1');
    expect(await screen.findByRole('link', { name: 'Dressing 1' })).toHaveAttribute('href', '/Productdetail/1');
  });

  it('says so when the list is empty', async () => {
    server.use(http.get(`${API}/featured-products/`, () => HttpResponse.json([])));
    renderAt('/Featured');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails, and recovers', async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(`${API}/latest-collection/`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(products(2));
      }),
    );
    renderAt('/Latestcollection');
    expect(await screen.findByText('We could not load these products.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Item 2' })).toBeInTheDocument();
  });

  it('quick view: details, images wrap both ways, index restarts at 0, focus returns to the opener', async () => {
    const user = userEvent.setup();
    const product = makeProduct({
      id: 5,
      name: 'Burn Dressing',
      price: '1000.00',
      offer_type: 'discount_percentage',
      discount_percentage: '20.00',
      description: 'Cooling bio-cellulose sheet.',
      fabric: 'Bio-cellulose',
      style: 'Sheet',
      model_height: 'N/A',
      model_wearing_size: '10 x 10 cm',
      images: (['a', 'b', 'c'] as const).map((variant, i) => ({
        image: mediaUrl(mediaBase('sheetmask', 90, variant), 800),
        srcset: mediaSrcset(mediaBase('sheetmask', 90, variant)),
        alt: `Burn dressing view ${i + 1}`,
        width: 800,
        height: 800,
      })),
    });
    server.use(http.get(`${API}/products/1/`, () => HttpResponse.json([product])));
    renderAt('/product/1');
    const opener = await screen.findByRole('button', { name: 'Quick view Burn Dressing' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Burn Dressing' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const d = within(dialog);
    d.getByText('800.00 INR');
    expect(d.getByText('1,000.00 INR').tagName).toBe('DEL');
    d.getByText('Cooling bio-cellulose sheet.');
    for (const [term, value] of [
      ['Fabric', 'Bio-cellulose'],
      ['Style', 'Sheet'],
      ['Model Height', 'N/A'],
      ['Model Wearing Size', '10 x 10 cm'],
    ]) {
      expect(d.getByText(term!).nextElementSibling).toHaveTextContent(value!);
    }
    const shownImage = () => d.getByRole('img').getAttribute('alt');
    expect(shownImage()).toBe('Burn dressing view 1');
    await user.click(d.getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toBe('Burn dressing view 3');
    await user.click(d.getByRole('button', { name: 'Next image' }));
    await user.click(d.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toBe('Burn dressing view 2');

    const closeButtons = d.getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('alt', 'Burn dressing view 1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('quick view of a coming-soon product hides the price', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/best-sellers/`, () =>
        HttpResponse.json([makeProduct({ name: 'Face Mask', coming_soon: true })]),
      ),
    );
    renderAt('/Bestseller');
    await user.click(await screen.findByRole('button', { name: 'Quick view Face Mask' }));
    const dialog = screen.getByRole('dialog', { name: 'Face Mask' });
    expect(within(dialog).queryByText(/INR/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Coming Soon')).toBeInTheDocument();
  });

  it('a large category is asked for one page at a time (the server pages it); a small one loads whole', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/categories/`, () =>
        HttpResponse.json([
          makeCategory({ id: 7, name: 'Dressings', product_count: 200 }),
          makeCategory({ id: 8, name: 'Soaps', product_count: 5 }),
        ]),
      ),
      http.get(`${API}/products/:id/`, ({ request, params }) => {
        const url = new URL(request.url);
        asked.push(`${params.id}${url.search}`);
        if (params.id === '8') return HttpResponse.json(products(5, 'Soap'));
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const results = Array.from({ length: limit }, (_, i) =>
          makeProduct({ id: (page - 1) * limit + i + 1, name: `Dressing ${(page - 1) * limit + i + 1}` }),
        );
        return HttpResponse.json({ results, total: 200, page, limit, pages: Math.ceil(200 / limit) });
      }),
    );
    renderAt('/product/7?page=2');

    expect(await screen.findByText('Page 2 of 17')).toBeInTheDocument();
    expect(screen.getByText('200 products')).toBeInTheDocument();
    expect(cardNames('OUR PRODUCTS')).toHaveLength(12);
    expect(cardNames('OUR PRODUCTS')[0]).toBe('Dressing 13');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 17')).toBeInTheDocument();
    expect(cardNames('OUR PRODUCTS')[0]).toBe('Dressing 25');
    expect(asked).toEqual(['7?page=2&limit=12', '7?page=3&limit=12']);
  });

  it('a small category loads its whole list once and pages it here', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/categories/`, () =>
        HttpResponse.json([makeCategory({ id: 8, name: 'Soaps', product_count: 5 })]),
      ),
      http.get(`${API}/products/:id/`, ({ request, params }) => {
        asked.push(`${params.id}${new URL(request.url).search}`);
        return HttpResponse.json(products(5, 'Soap'));
      }),
    );
    renderAt('/product/8');
    expect(await screen.findByRole('link', { name: 'Soap 5' })).toBeInTheDocument();
    expect(asked).toEqual(['8']);
  });
});
