import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompress';

/**
 * The staff console (admin.html → console/main.tsx), the build's second pass into the same dist/
 * (`npm run build` runs vite.config.ts first, which empties dist/, then this). A pass of its own
 * rather than a second input of the storefront's: with one module graph, the modules both use
 * (React, the router) became chunks shared by both entries and the storefront's first-screen JS grew
 * by 16.6 KB gzipped (docs/decisions/0292-console-build-pass.md). Its files live in assets/console/.
 */
export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets/console',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      input: { admin: 'admin.html' },
      checks: { bundlerTimings: false },
    },
  },
});
