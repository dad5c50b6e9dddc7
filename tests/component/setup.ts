import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryCache } from '../../src/lib/queryCache';
import { server } from '../mocks/server';

// A request no handler answers is a test bug: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // A popup left open by one test would hide the next test's page from screen readers (aria-hidden).
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
  cleanup();
  // Each test starts with nothing cached, as a fresh page load does.
  queryCache.clear();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(async () => {
  server.close();
  // A closed popup gives focus back 100 ms later (sweetalert2's RESTORE_FOCUS_TIMEOUT): let that run
  // while the DOM still exists, or it throws into the next file once this one's window is gone.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 150));
});

// jsdom lacks these; components use them for layout decisions.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// jsdom has no layout, so no scrolling an element into view; the browser suite checks where things land.
Element.prototype.scrollIntoView = vi.fn() as unknown as typeof Element.prototype.scrollIntoView;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// A console error or warning during a test fails it.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} during test: ${args.map(String).join(' ')}`);
  };
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(fail('error'));
  vi.spyOn(console, 'warn').mockImplementation(fail('warn'));
});

// findBy* waits up to 1 s by default; a loaded 2-core CI machine running files in parallel needs longer.
configure({ asyncUtilTimeout: 5000 });
