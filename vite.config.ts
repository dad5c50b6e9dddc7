import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompress';
import { prerenderShells } from './scripts/prerender';
import { purgeBootstrap } from './scripts/purge-bootstrap';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), purgeBootstrap(import.meta.dirname), prerenderShells(), precompressAssets()],
  // react-slick is CommonJS: without this the production build hands React an object, while Vitest hands it the component; a browser test covers the carousel.
  legacy: { inconsistentCjsInterop: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // bench/bundle.mjs reads it to size each route's chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads with it anyway: one file instead of a dozen
        // small shared chunks (fewer requests, and about 3.5 KB less gzipped than apart).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
