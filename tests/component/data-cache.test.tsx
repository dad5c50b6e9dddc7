import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueQueries } from '../../src/features/catalogue/catalogueQueries';
import { routes } from '../../src/app/router';
import { useQuery } from '../../src/hooks/useQuery';
import { queryCache } from '../../src/lib/queryCache';
import { makeProduct } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';

/** Every API request the page makes, as 'GET /api/…'. */
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const list = (prefix: string, n = 3) =>
  Array.from({ length: n }, (_, i) => makeProduct({ id: i + 1, name: `${prefix} ${i + 1}` }));

function serveCatalogue() {
  server.use(
    http.get(`${API}/latest-collection/`, () => HttpResponse.json(list('Trend'))),
    http.get(`${API}/best-sellers/`, () => HttpResponse.json(list('Best'))),
    http.get(`${API}/featured-products/`, () => HttpResponse.json(list('Feat'))),
    http.get(`${API}/products/:id/`, () => HttpResponse.json(list('Oil', 14))),
  );
}

describe('one request per resource per page view', () => {
  it('the home page asks once each for categories and the latest collection, though several parts show them', async () => {
    serveCatalogue();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);

    // The first render loads the lazy home page and its lazy sections, each transformed on first
    // use: seconds on a busy machine (9.8 s was seen), more than the 5 s tests/component/setup.ts allows.
    await screen.findByRole('list', { name: 'Our Trending products' }, { timeout: 15_000 });
    await screen.findByRole('list', { name: 'Best Seller Products' });
    await screen.findByRole('list', { name: 'Featured Products' });
    // The header menu, the footer and the home cards all list the categories.
    await within(screen.getByRole('navigation', { name: 'Categories' })).findByRole('link', {
      name: 'Coconut Oils',
    });

    // The header's cart badge asks once too.
    expect(requests.sort()).toEqual([
      'GET /api/api/cart/session-count/',
      'GET /api/best-sellers/',
      'GET /api/categories/',
      'GET /api/featured-products/',
      'GET /api/latest-collection/',
    ]);

    // On to a category: the categories are already known; only its products are new.
    requests = [];
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('region', { name: 'Shop By Category' })).getByRole('link', { name: 'Coconut Oils' }),
    );
    await screen.findByRole('list', { name: 'OUR PRODUCTS' });
    expect(requests).toEqual(['GET /api/products/2/']);
  });
});

function Latest({ label }: { label: string }) {
  const result = useQuery(catalogueQueries.latestCollection());
  return (
    <p aria-label={label}>{result.status === 'success' ? result.data.map((p) => p.name).join(', ') : result.status}</p>
  );
}

describe('the query cache in components', () => {
  it('two components showing the same list share one request and one answer', async () => {
    serveCatalogue();
    render(
      <>
        <Latest label="one" />
        <Latest label="two" />
      </>,
    );

    expect(await screen.findByText('Trend 1, Trend 2, Trend 3', { selector: '[aria-label="one"]' })).toBeVisible();
    expect(screen.getByLabelText('two')).toHaveTextContent('Trend 1, Trend 2, Trend 3');
    expect(requests).toEqual(['GET /api/latest-collection/']);
  });

  it('invalidating after a write refetches what is on screen, keeping the old answer until the new one arrives', async () => {
    let version = 1;
    server.use(
      http.get(`${API}/latest-collection/`, () => HttpResponse.json([makeProduct({ id: 1, name: `v${version}` })])),
    );
    render(<Latest label="list" />);
    expect(await screen.findByText('v1')).toBeVisible();

    version = 2;
    act(() => queryCache.invalidate('products'));
    expect(screen.getByLabelText('list')).toHaveTextContent('v1');
    expect(await screen.findByText('v2')).toBeVisible();
    expect(requests).toEqual(['GET /api/latest-collection/', 'GET /api/latest-collection/']);
  });
});
