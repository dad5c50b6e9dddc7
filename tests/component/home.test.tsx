import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import HomePage from '../../src/pages/HomePage';
import { makeProduct } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

const list = (prefix: string, n = 14) =>
  Array.from({ length: n }, (_, i) => makeProduct({ id: i + 1, name: `${prefix} ${i + 1}` }));

function serveAll(overrides: Partial<Record<'latest' | 'best' | 'featured', Parameters<typeof http.get>[1]>> = {}) {
  server.use(
    http.get(`${API}/latest-collection/`, overrides.latest ?? (() => HttpResponse.json(list('Trend')))),
    http.get(`${API}/best-sellers/`, overrides.best ?? (() => HttpResponse.json(list('Best')))),
    http.get(`${API}/featured-products/`, overrides.featured ?? (() => HttpResponse.json(list('Feat')))),
  );
}

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

const gridNames = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

const resizeTo = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('Home (grids of 8 / 12 at the 768 px breakpoint)', () => {
  it('grids show the server lists reversed, 12 above 768 px and 8 at or below, following resizes', async () => {
    window.innerWidth = 1280;
    serveAll();
    renderHome();
    await screen.findByRole('list', { name: 'Our Trending products' });
    await screen.findByRole('list', { name: 'Best Seller Products' });
    await screen.findByRole('list', { name: 'Featured Products' });
    expect(gridNames('Our Trending products')).toHaveLength(12);
    expect(gridNames('Best Seller Products').slice(0, 3)).toEqual(['Best 14', 'Best 13', 'Best 12']);

    resizeTo(768);
    for (const name of ['Our Trending products', 'Best Seller Products', 'Featured Products']) {
      await waitFor(() => expect(gridNames(name)).toHaveLength(8));
    }
    expect(gridNames('Featured Products')).toEqual([
      'Feat 14',
      'Feat 13',
      'Feat 12',
      'Feat 11',
      'Feat 10',
      'Feat 9',
      'Feat 8',
      'Feat 7',
    ]);

    resizeTo(769);
    await waitFor(() => expect(gridNames('Our Trending products')).toHaveLength(12));
  });

  it('each grid loads on its own: a failing one shows Retry, a slow one shows Loading..., the rest show', async () => {
    allowConsoleErrors();
    serveAll({
      best: () => HttpResponse.json({ message: 'down' }, { status: 500 }),
      featured: async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      },
    });
    renderHome();
    await screen.findByRole('list', { name: 'Our Trending products' });
    const best = screen.getByRole('region', { name: 'Best Seller Products' });
    expect(await within(best).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured Products' });
    expect(within(featured).getByText('Loading...')).toBeInTheDocument();
  });

  it('an empty grid says so', async () => {
    serveAll({ latest: () => HttpResponse.json([]) });
    renderHome();
    const trending = screen.getByRole('region', { name: 'Our Trending products' });
    expect(await within(trending).findByText('No products found.')).toBeInTheDocument();
  });

  it('banner: 3 slides with Shop Now to /Latestcollection, carousel buttons, LCP image first and eager', async () => {
    const user = userEvent.setup();
    serveAll();
    renderHome();
    const banner = screen.getByRole('region', { name: 'Highlights' });
    const slides = within(banner).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    const shopNow = within(banner).getAllByRole('link', { name: 'Shop Now', hidden: true });
    expect(shopNow).toHaveLength(3);
    shopNow.forEach((a) => expect(a).toHaveAttribute('href', '/Latestcollection'));
    const firstImage = banner.querySelector('img')!;
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(firstImage).toHaveAttribute('width', '1600');
    expect(firstImage).toHaveAttribute('height', '640');
    within(banner).getByRole('button', { name: 'Previous slide' });
    within(banner).getByRole('button', { name: 'Next slide' });
    const pause = within(banner).getByRole('button', { name: 'Pause slides' });
    await user.click(pause);
    expect(within(banner).getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('Shop By Category: the image links to /product/{id}, the name to /category/{id}', async () => {
    serveAll();
    renderHome();
    const section = screen.getByRole('region', { name: 'Shop By Category' });
    const name = await within(section).findByRole('link', { name: 'Coconut Oils' });
    expect(name).toHaveAttribute('href', '/category/2');
    const imageLink = section.querySelector('a[href="/product/2"]');
    expect(imageLink).not.toBeNull();
    expect(imageLink!.querySelector('img')).toHaveAttribute('width', '800');
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('view all links and the three promo blocks go to the listings', async () => {
    serveAll();
    renderHome();
    expect(screen.getByRole('link', { name: 'view all Our Trending products' })).toHaveAttribute(
      'href',
      '/Latestcollection',
    );
    expect(screen.getByRole('link', { name: 'view all Best Seller Products' })).toHaveAttribute('href', '/Bestseller');
    expect(screen.getByRole('link', { name: 'view all Featured Products' })).toHaveAttribute('href', '/Featured');
    const promos = within(screen.getByRole('region', { name: 'Promotions' })).getAllByRole('link');
    expect(promos.map((a) => a.getAttribute('href'))).toEqual(['/Latestcollection', '/Bestseller', '/Featured']);
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('FAQ: 4 questions, one open at a time', async () => {
    const user = userEvent.setup();
    serveAll();
    renderHome();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    const expanded = () => questions.map((q) => q.getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'false', 'false', 'false']);
    await user.click(questions[2]!);
    expect(expanded()).toEqual(['false', 'false', 'true', 'false']);
    expect(within(faq).getByRole('region', { name: questions[2]!.textContent! })).toBeVisible();
    await user.click(questions[2]!);
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('testimonials: 3 clients, with previous / pause / next buttons', async () => {
    serveAll();
    renderHome();
    const section = screen.getByRole('region', { name: 'What Our Clients Say' });
    for (const name of ['Dr. Meera Nair', 'Arjun Rao', 'Fathima Begum']) {
      expect(within(section).getAllByText(name, { exact: false }).length).toBeGreaterThan(0);
    }
    within(section).getByRole('button', { name: 'Pause testimonials' });
    within(section).getByRole('button', { name: 'Next testimonial' });
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('quick view opens from a home grid and returns focus', async () => {
    const user = userEvent.setup();
    serveAll();
    renderHome();
    await screen.findByRole('list', { name: 'Featured Products' });
    const opener = screen.getAllByRole('button', { name: 'Quick view Best 14' })[0]!;
    await user.click(opener);
    // The quick view's code loads on first open.
    expect(await screen.findByRole('dialog', { name: 'Best 14' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
