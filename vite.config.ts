import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompress';
import { prerenderShells } from './scripts/prerender';
import { purgeBootstrap } from './scripts/purge-bootstrap';

const apiPort = process.env.PORT ?? '8080';

/**
 * The staff console (console/, admin.html) is built by vite.console.config.ts, the build's second
 * pass. The development server answers /admin and every path under it with that page, as the shop
 * does (server/pages/console.ts).
 */
function consoleHistoryFallback(): Plugin {
  return {
    name: 'cc:console-history-fallback',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        if (/^\/admin(\/[^.]*)?(\?.*)?$/.test(url)) request.url = '/admin.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    consoleHistoryFallback(),
    purgeBootstrap(import.meta.dirname),
    prerenderShells(),
    precompressAssets(),
  ],
  // react-slick is CommonJS: without this the production build hands React an object, while Vitest hands it the component; a browser test covers the carousel.
  legacy: { inconsistentCjsInterop: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // bench/bundle.mjs reads it to size each route's chunks.
    manifest: true,
    // Every engine the shop supports preloads modules itself (Chromium, Firefox ESR, WebKit 17+): the
    // polyfill's feature check alone (its first <link> element) took 4.3 ms of the entry's task.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The plugin-timings report (9 lines on every build) names the precompress and shell plugins,
      // which are slow by design (they gzip and prerender); the build prints its own sizes.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, which the entry needs: on its own, not inside the app.
            { name: 'preload-helper', test: /preload-helper/, priority: 1 },
            // The app (src/app/start.tsx and everything it imports statically) is needed by every page:
            // one file instead of a dozen small shared chunks (fewer requests, about 3.5 KB less gzipped).
            { name: 'app', test: /src[\\/]app[\\/]start\.tsx$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
});
