import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import AboutPage from '../../src/pages/AboutPage';
import { ABOUT_FILM } from '../../src/features/content/AboutFilm';
import { EXAMPLE_SHOP_DETAILS, telHref } from '../../common/site/company';

function renderAbout() {
  const router = createMemoryRouter([{ path: '/About', element: <AboutPage /> }], { initialEntries: ['/About'] });
  render(<RouterProvider router={router} />);
}

describe('About Us', () => {
  it('shows the values grid and five tabs with the first one active', () => {
    renderAbout();

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const value of [
      'Integrity',
      'Equality',
      'Performance Driven',
      'Quality First',
      'Sustainability',
      'Think Outside the Box',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'What we do',
      'Impacting 8 million views',
      'Sustainable Tech at Core of our Products',
      'Goodness of Coconut',
      'Technology',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'What we do' })).toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1); // the others are hidden
  });

  it('switches tabs by click and with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAbout();

    await user.click(screen.getByRole('tab', { name: 'Goodness of Coconut' }));
    expect(screen.getByRole('tab', { name: 'Goodness of Coconut' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Goodness of Coconut' })).toHaveTextContent('lauric acid');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Technology' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Technology' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'What we do' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('About film', () => {
  let intersect: (visible: boolean) => void = () => {};
  let reducedMotion = false;
  let play: MockInstance<HTMLMediaElement['play']>;
  let pause: MockInstance<HTMLMediaElement['pause']>;
  let media: MockInstance<typeof window.matchMedia>;

  beforeEach(() => {
    // jsdom has neither media playback nor IntersectionObserver: stand in for both.
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { value: false, configurable: true });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { value: true, configurable: true });
      this.dispatchEvent(new Event('pause'));
    });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          intersect = (visible) =>
            act(() => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never));
        }
        observe() {}
        disconnect() {}
      },
    );
    media = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    // Only these spies: the console spies of tests/component/setup.ts must stay.
    for (const spy of [play, pause, media]) spy.mockRestore();
    vi.unstubAllGlobals();
    reducedMotion = false;
  });

  const video = () => document.querySelector('video')!;

  it('is muted, looping, inline and downloads nothing until it is in view, with a poster and two formats', () => {
    renderAbout();

    const v = video();
    expect(v.muted).toBe(true);
    expect(v).toHaveAttribute('loop');
    expect(v).toHaveAttribute('playsinline');
    expect(v).toHaveAttribute('preload', 'none');
    expect(v).not.toHaveAttribute('autoplay');
    expect(v).toHaveAttribute('poster', ABOUT_FILM.poster);
    expect([...v.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      [ABOUT_FILM.webm, 'video/webm'],
      [ABOUT_FILM.mp4, 'video/mp4'],
    ]);
    expect(v).toHaveAccessibleName(/Coconut palms/);
    expect(play).not.toHaveBeenCalled();
  });

  it('plays when it comes into view, pauses off screen, and the button pauses it for good', async () => {
    const user = userEvent.setup();
    renderAbout();

    intersect(true);
    expect(play).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Pause film' });

    intersect(false);
    expect(pause).toHaveBeenCalledTimes(1);
    intersect(true);
    expect(play).toHaveBeenCalledTimes(2);

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Play film' })).toBeInTheDocument();
    intersect(false);
    intersect(true);
    expect(play).toHaveBeenCalledTimes(2); // the shopper's pause holds while scrolling

    await user.click(screen.getByRole('button', { name: 'Play film' }));
    expect(play).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Pause film' })).toBeInTheDocument();
  });

  it('stays on its poster for shoppers who prefer reduced motion, until they press Play', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    renderAbout();

    intersect(true);
    expect(play).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play film' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("shows the floating contact widget with the shop's phone", () => {
    renderAbout();
    expect(screen.getByRole('link', { name: `Call us ${EXAMPLE_SHOP_DETAILS.phone}` })).toHaveAttribute(
      'href',
      telHref(EXAMPLE_SHOP_DETAILS.phone),
    );
  });
});
