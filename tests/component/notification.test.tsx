import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewProductNotification } from '../../src/features/product/NewProductNotification';
import NotificationPage from '../../src/pages/NotificationPage';
import { makeProduct } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';
import { mediaSrcset } from '../../common/site/media';
import { ShopDetailsProvider } from '../../src/lib/shopDetails';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';

const latest = [
  makeProduct({ id: 1, name: 'Coconut Soap' }),
  makeProduct({ id: 2, name: 'Healing Gel' }),
  makeProduct({ id: 3, name: 'Hair Oil' }),
];

/** A repeatable random source: returns the given values in turn, then repeats the last one. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

function renderAt(path: string, random: () => number, shop = EXAMPLE_SHOP_DETAILS) {
  return render(
    <ShopDetailsProvider value={shop}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<NewProductNotification random={random} />} />
        </Routes>
      </MemoryRouter>
    </ShopDetailsProvider>,
  );
}

const showingViewers = { ...EXAMPLE_SHOP_DETAILS, viewingCount: { show: true, withinMinutes: 5 } };

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const notification = () => screen.queryByRole('complementary', { name: 'New product notification' });

let requests = 0;
beforeEach(() => {
  requests = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(
    http.get(`${API}/latest-collection/`, () => {
      requests += 1;
      return HttpResponse.json(latest);
    }),
  );
});

/** Lets the latest-collection request finish (and React settle) before time is moved on. */
async function afterLoad() {
  await waitFor(() => expect(requests).toBe(1));
  await act(async () => {
    await Promise.resolve();
  });
}
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('New-product notification (states; timers 10 s / 30 s / 300 ms; viewing count off or real)', () => {
  it('shows a random latest-collection product once the list has loaded', async () => {
    renderAt('/', sequence(0.5));
    const box = await screen.findByRole('complementary', { name: 'New product notification' });
    const n = within(box);
    n.getByText('NEW');
    n.getByText('Try Our Trending Product');
    n.getByText('Healing Gel');
    n.getByText('ID: 2');
    // The shop shows no viewing count unless it says so (shop.config.json viewingCount), and never invents one.
    expect(box).not.toHaveTextContent(/viewing/);
    expect(n.getByRole('link')).toHaveAttribute('href', '/Productdetail/2');
    // The smallest picture in the srcset is chosen for its 56 px (the 400 px drawing, or a photo's 320 px).
    expect(box.querySelector('img')).toHaveAttribute('srcset', mediaSrcset('jar-30-a'));
    expect(box.querySelector('img')).toHaveAttribute('sizes', '56px');
  });

  it('where the shop shows it, the viewing count is the figure the shop counted for that product', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/product-viewers/:id/`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ viewing: 4 });
      }),
    );
    renderAt('/', sequence(0.99), showingViewers);
    const box = await screen.findByRole('complementary', { name: 'New product notification' });
    within(box).getByText('Hair Oil');
    expect(await within(box).findByText('ID: 3 · 4 viewing')).toBeInTheDocument();
    expect(asked).toEqual(['3']);
  });

  it('a count of 0, or one the shop could not give, shows no figure at all', async () => {
    server.use(http.get(`${API}/product-viewers/:id/`, () => HttpResponse.json({ viewing: 0 })));
    renderAt('/', sequence(0.99), showingViewers);
    const box = await screen.findByRole('complementary', { name: 'New product notification' });
    await waitFor(() => within(box).getByText('ID: 3'));
    expect(box).not.toHaveTextContent(/viewing/);
  });

  it('hides after 10 s with a 300 ms exit animation, and comes back every 30 s', async () => {
    renderAt('/', sequence(0, 0.7));
    const box = await screen.findByRole('complementary', { name: 'New product notification' });
    within(box).getByText('Coconut Soap');
    await advance(9_500);
    expect(notification()).toHaveClass('is-visible');
    await advance(600); // 10.1 s: leaving, still in the page while it animates out
    expect(notification()).toHaveClass('is-leaving');
    await advance(300);
    expect(notification()).not.toBeInTheDocument();
    await advance(19_700); // about 30 s after it first showed
    const again = await screen.findByRole('complementary', { name: 'New product notification' });
    expect(again).toHaveClass('is-visible');
    within(again).getByText('Hair Oil'); // a new random pick
  });

  it('closes on the close button with the exit animation, and stays closed for the rest of the visit', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderAt('/', sequence(0));
    await screen.findByRole('complementary', { name: 'New product notification' });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(notification()).toHaveClass('is-leaving');
    await advance(350);
    expect(notification()).not.toBeInTheDocument();
    await advance(30_000);
    await advance(30_000);
    expect(notification()).not.toBeInTheDocument(); // no 30 s beat after a close
    first.unmount();

    // Another page in the same tab (the list is already loaded): the notification does not come.
    renderAt('/Blog', sequence(0));
    await advance(31_000);
    expect(notification()).not.toBeInTheDocument();
  });

  it('a visit that has not closed it still gets it on every page', async () => {
    const first = renderAt('/', sequence(0));
    await screen.findByRole('complementary', { name: 'New product notification' });
    first.unmount();
    renderAt('/Blog', sequence(0.4));
    within(await screen.findByRole('complementary', { name: 'New product notification' })).getByText('Healing Gel');
  });

  it('does not hide by itself while the pointer is on it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/', sequence(0));
    const box = await screen.findByRole('complementary', { name: 'New product notification' });
    await user.hover(box);
    await advance(15_000);
    expect(notification()).toHaveClass('is-visible');
    await user.unhover(box);
    await advance(10_100);
    expect(notification()).toHaveClass('is-leaving');
  });

  it('clicking it opens the product', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/']}>
        <NewProductNotification random={sequence(0.4)} />
        <Routes>
          <Route path="/" element={null} />
          <Route path="/Productdetail/:id" element={<h1>Product page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('link', { name: /Healing Gel/ }));
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  });

  it('shows nothing when the latest collection is empty', async () => {
    server.use(
      http.get(`${API}/latest-collection/`, () => {
        requests += 1;
        return HttpResponse.json([]);
      }),
    );
    renderAt('/', sequence(0));
    await afterLoad();
    await advance(1_000);
    expect(notification()).not.toBeInTheDocument();
  });

  it('shows nothing when the latest collection fails to load, and logs the failure', async () => {
    const logged = allowConsoleErrors();
    server.use(
      http.get(`${API}/latest-collection/`, () => {
        requests += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    renderAt('/', sequence(0));
    await afterLoad();
    await advance(31_000);
    expect(notification()).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Request failed', expect.anything());
  });

  it('sits in the header strip on every page, product, cart and checkout included', async () => {
    renderAt('/Productdetail/4', sequence(0));
    expect(await screen.findByRole('complementary', { name: 'New product notification' })).toHaveClass(
      'cc-notify--strip',
    );
  });

  it('/Notification shows it in the page flow', async () => {
    render(
      <MemoryRouter initialEntries={['/Notification']}>
        <NotificationPage />
      </MemoryRouter>,
    );
    const box = await screen.findByRole('complementary', { name: 'New product notification' });
    expect(box).toHaveClass('cc-notify--inline');
    expect(box).not.toHaveClass('cc-notify--strip');
  });

  it('/Notification shows its own even after a close, since that is what the page is for', async () => {
    window.sessionStorage.setItem('notificationClosed', '1');
    render(
      <MemoryRouter initialEntries={['/Notification']}>
        <NotificationPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('complementary', { name: 'New product notification' })).toHaveClass(
      'cc-notify--inline',
    );
  });

  it('the strip stays away from /Notification, which shows its own', async () => {
    renderAt('/Notification', sequence(0));
    await afterLoad();
    await advance(1_000);
    expect(notification()).not.toBeInTheDocument();
  });
});
