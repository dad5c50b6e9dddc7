import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from '../../src/layout/Layout';
import { makeProduct } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { mediaUrl } from '../../common/site/media';

function renderShop() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <p>Home content</p> },
          { path: 'Productdetail/:id', element: <p>Product page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function openSearch() {
  const user = userEvent.setup();
  await screen.findAllByRole('link', { name: 'Wound Dressings' }); // layout's category fetch settled
  const opener = screen.getByRole('button', { name: 'Search products' });
  await user.click(opener);
  // The dialog's code loads on first open.
  const dialog = within(await screen.findByRole('dialog', { name: 'Search products' }));
  return { user, opener, dialog };
}

describe('Search modal', () => {
  it('asks for a product name when the query is empty', async () => {
    renderShop();
    const { user, dialog } = await openSearch();

    await user.click(dialog.getByRole('button', { name: 'Search' }));

    expect(dialog.getByText('Please enter a product name.')).toBeVisible();
    expect(dialog.getByLabelText('Product name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows Searching... and then the results with en-IN prices, each linking to its product', async () => {
    let query: string | null = null;
    server.use(
      http.get(`${API}/search/`, async ({ request }) => {
        query = new URL(request.url).searchParams.get('q');
        await delay(50);
        return HttpResponse.json([
          makeProduct({ id: 11, name: 'Bio-cellulose Wound Dressing', price: '124999.00' }),
          makeProduct({
            id: 12,
            name: 'Coconut Sheet Mask',
            price: '1000.00',
            discount_percentage: '10.00',
            offer_type: 'discount_percentage',
          }),
          makeProduct({ id: 13, name: 'Monolaurin Capsules', price: '899.00', coming_soon: true }),
        ]);
      }),
    );
    const router = renderShop();
    const { user, dialog } = await openSearch();

    await user.type(dialog.getByLabelText('Product name'), 'dressing');
    await user.click(dialog.getByRole('button', { name: 'Search' }));

    expect(await dialog.findByText('Searching...')).toBeVisible();
    const results = await dialog.findByRole('list', { name: 'Search results' });
    expect(query).toBe('dressing');
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Bio-cellulose Wound Dressing');
    expect(items[0]).toHaveTextContent('1,24,999.00 INR');
    expect(items[1]).toHaveTextContent('900.00 INR');
    expect(items[2]).not.toHaveTextContent('INR');
    expect(within(items[0]!).getByRole('img')).toHaveAttribute('src', mediaUrl('jar-30-a', 800));

    const link = within(items[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/Productdetail/11');
    await user.click(link);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Productdetail/11');
  });

  it('says so when no product matches', async () => {
    server.use(http.get(`${API}/search/`, () => HttpResponse.json([])));
    renderShop();
    const { user, dialog } = await openSearch();

    await user.type(dialog.getByLabelText('Product name'), 'zzz{Enter}');

    expect(await dialog.findByText('No products matched your search.')).toBeVisible();
  });

  it('shows an error when the search fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API}/search/`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderShop();
    const { user, dialog } = await openSearch();

    await user.type(dialog.getByLabelText('Product name'), 'oil{Enter}');

    expect(await dialog.findByText('An error occurred while fetching results.')).toBeVisible();
    expect(consoleError).toHaveBeenCalled();
  });

  it('resets its state on close and returns focus to the search button', async () => {
    server.use(
      http.get(`${API}/search/`, () => HttpResponse.json([makeProduct({ id: 21, name: 'Virgin Coconut Oil' })])),
    );
    renderShop();
    const { user, opener, dialog } = await openSearch();
    await user.type(dialog.getByLabelText('Product name'), 'oil{Enter}');
    await dialog.findByText('Virgin Coconut Oil');

    await user.click(dialog.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const reopened = within(screen.getByRole('dialog', { name: 'Search products' }));
    expect(reopened.getByLabelText('Product name')).toHaveValue('');
    expect(reopened.queryByText('Virgin Coconut Oil')).not.toBeInTheDocument();
    expect(reopened.getByLabelText('Product name')).toHaveFocus();
  });

  it('closes with Escape and cancels a search still in flight', async () => {
    server.use(
      http.get(`${API}/search/`, async () => {
        await delay(200);
        return HttpResponse.json([]);
      }),
    );
    renderShop();
    const { user, opener, dialog } = await openSearch();
    await user.type(dialog.getByLabelText('Product name'), 'oil{Enter}');
    await dialog.findByText('Searching...');
    const abort = vi.spyOn(AbortController.prototype, 'abort');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(abort).toHaveBeenCalled();
    abort.mockRestore();
    await delay(250); // the cancelled answer arrives into an unmounted body without a console error
  });
});
