import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/app/RouteErrorBoundary';
import { routes } from '../../src/app/router';
import { CHUNK_TIMEOUT_MS, loadChunk } from '../../src/lib/chunk';

function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Routes', () => {
  it('shows the not-found page for an unknown route, inside the shop layout', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | CocoCare Naturals'));
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  it('matches route paths case-insensitively, as the old links expect', async () => {
    renderRoute('/privacypolicy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  it('renders the Terms page with its last-updated date and a breadcrumb', async () => {
    renderRoute('/TermsAndConditions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Oct 23, 2024')).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByText('Terms and Conditions')).toHaveAttribute('aria-current', 'page');
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  it('/Subscribe is the newsletter sign-up', async () => {
    renderRoute('/Subscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe' })).toBeInTheDocument();
    // The page's own block, and the footer's.
    expect(screen.getAllByRole('textbox', { name: 'Your e-mail address' })).toHaveLength(2);
    expect(screen.queryByText(/opens soon/)).not.toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  describe('error screen', () => {
    function renderThrowing(error: Error) {
      vi.spyOn(console, 'error').mockImplementation(() => {}); // React and the router report the caught error
      function Boom(): never {
        throw error;
      }
      render(
        <MemoryRouter>
          <RouteErrorBoundary>
            <Boom />
          </RouteErrorBoundary>
        </MemoryRouter>,
      );
    }

    it("shows 'Unexpected Application Error!' with the message for a render error", () => {
      renderThrowing(new Error('Cannot read properties of undefined'));

      expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
    });

    it('reports a failed page download as a chunk load error with a reload button', () => {
      renderThrowing(
        new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/CartPage-abc.js'),
      );

      expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(screen.getByText(/Chunk load error:/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    });
  });
});

describe('a chunk that never arrives', () => {
  it('gives up after 120 s, and the error screen reports it as a chunk load error', async () => {
    vi.useFakeTimers();
    try {
      let settled: unknown;
      const pending = loadChunk(() => new Promise<never>(() => {})).catch((error: unknown) => (settled = error));
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(CHUNK_TIMEOUT_MS).toBe(120_000);
      expect(settled).toMatchObject({ name: 'ChunkLoadError' });

      vi.useRealTimers();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      function Stalled(): never {
        throw settled;
      }
      render(
        <MemoryRouter>
          <RouteErrorBoundary>
            <Stalled />
          </RouteErrorBoundary>
        </MemoryRouter>,
      );
      expect(screen.getByText(/Chunk load error:/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a chunk that arrives in time straight through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
