import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { EXAMPLE_SHOP_DETAILS } from '../common/site/company';
import { fillShell, tokenDetails, type Shells } from '../server/pages/shell';
import { closure, readManifest, startKeys } from './route-size.mjs';

/**
 * After a build, renders the first-paint shells (src/app/shell.tsx) and writes them:
 * - dist/.vite/shells.json: the home and page shells with a token for each shop detail, which
 *   the server fills in at start and puts into each page (server/pages/shell.ts);
 * - dist/index.html: the page shell with the example details, inside #root between
 *   <!--shell--> markers, for static hosting (where the storefront shows those details too); and
 *   links for the app's chunk and its styles (src/main.tsx imports it once the shell is painted;
 *   the link downloads it meanwhile, and the shell needs its styles for the first paint).
 * The components render in Node through Vite's SSR loader, which takes care of TSX and of the
 * CSS they import; nothing of this reaches the browser bundle.
 */
export function prerenderShells(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cc:prerender-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const server = await createServer({
        root: config.root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderShells } = (await server.ssrLoadModule('/src/app/shell.tsx')) as {
          renderShells: (details: typeof EXAMPLE_SHOP_DETAILS) => Shells;
        };
        const shells = renderShells(tokenDetails());
        mkdirSync(path.join(outDir, '.vite'), { recursive: true });
        writeFileSync(path.join(outDir, '.vite', 'shells.json'), JSON.stringify(shells));

        const indexFile = path.join(outDir, 'index.html');
        const index = readFileSync(indexFile, 'utf8');
        const shell = fillShell(shells.page, EXAMPLE_SHOP_DETAILS);
        if (!index.includes('<div id="root"></div>') || shell === null)
          throw new Error(
            'prerender: index.html has no empty <div id="root"></div>, or the shell names unknown details',
          );
        const { manifest, entry } = readManifest(outDir);
        const initial = closure(manifest, [entry]);
        const started = closure(manifest, startKeys(manifest, entry));
        const links = [
          ...started.css
            .filter((f) => !initial.css.includes(f))
            .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...started.js
            .filter((f) => !initial.js.includes(f))
            // Marked: the server lets the home page fetch them once its banner is painted (server/pages/routes.ts).
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" data-app>`),
        ];
        writeFileSync(
          indexFile,
          index
            .replace('<div id="root"></div>', `<div id="root"><!--shell-->${shell}<!--/shell--></div>`)
            .replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        );
      } finally {
        await server.close();
      }
    },
  };
}
