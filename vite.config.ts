import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  // react-slick is CommonJS: without this the production build hands React an object, while Vitest hands it the component; a browser test covers the carousel.
  legacy: { inconsistentCjsInterop: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // bench/bundle.mjs reads it to size each route's chunks.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
});
