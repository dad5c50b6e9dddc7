import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { noteShell } from '../lib/firstRender';
import { ShopDetailsProvider } from '../lib/shopDetails';
import { preloadPage } from './router';
import { readShopDetails } from './shopDetails';

/**
 * Starts the app (src/main.tsx loads this module once the shell has been painted). The first
 * page's chunk (the server's HTML already asks for it with modulepreload) is in before the first
 * render, so that render shows the page rather than a spinner. A chunk that fails to load is not
 * fatal here: the page tries again as it renders, and shows the error screen if it must.
 */
export async function start(): Promise<void> {
  await preloadPage(window.location.pathname).catch(() => {});
  const container = document.getElementById('root')!;
  noteShell(container);
  const details = readShopDetails();
  const root = createRoot(container);
  // As a transition, React renders the page in slices and lets the browser handle input between
  // them, instead of one long task; the prerendered shell (src/app/shell.tsx) stays on screen
  // until the page replaces it in one commit.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShopDetailsProvider value={details}>
          <App />
        </ShopDetailsProvider>
      </StrictMode>,
    ),
  );
}
