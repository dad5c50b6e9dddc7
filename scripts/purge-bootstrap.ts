import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/**
 * Ships only the Bootstrap rules the shop uses. Bootstrap's stylesheet is about 30 KB gzipped and
 * the storefront uses a small part of it; every class name written anywhere in the code is kept
 * (PurgeCSS reads each word of the files below), so a class in a new component is kept the next
 * time the shop is built. Only Bootstrap is purged: the shop's own stylesheets are kept whole.
 */
export function purgeBootstrap(root: string): Plugin {
  return {
    name: 'cc:purge-bootstrap',
    apply: 'build',
    // Before Vite's CSS plugin, so the hook sees the stylesheet's text.
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/.test(id)) return null;
      const [result] = await new PurgeCSS().purge({
        content: [
          path.join(root, 'index.html'),
          path.join(root, 'src/**/*.{ts,tsx}'),
          path.join(root, 'common/**/*.ts'),
          // HTML the server writes into pages (product facts tables, legal declarations, blog bodies).
          path.join(root, 'server/**/*.ts'),
        ],
        css: [{ raw: code }],
        safelist: {
          // Built from a variable (src/components/common/Modal.tsx: `modal-${size}`).
          standard: [/^modal-(sm|lg|xl|fullscreen)$/],
          // Classes an operator may use in product or blog HTML.
          greedy: [/^table/, /^img-fluid$/, /^blockquote/],
        },
      });
      return { code: result?.css ?? code, map: null };
    },
  };
}
