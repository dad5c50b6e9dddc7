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
        ],
        css: [{ raw: code }],
        safelist: {
          standard: [
            // Built from a variable (src/components/common/Modal.tsx: `modal-${size}`).
            /^modal-(sm|lg|xl|fullscreen)$/,
            // Elements of the HTML the server writes into pages: product facts and legal declaration
            // tables, blog bodies (server/seed, server/catalogue/legal-metrology.ts).
            /^(table|caption|thead|tbody|tfoot|tr|th|td|h[1-6]|p|ul|ol|li|strong|b|em|small|blockquote|figure|img|a)$/,
          ],
          // Classes that HTML (or an operator's own) may carry.
          greedy: [/^table/, /^img-fluid$/, /^blockquote/],
        },
      });
      return { code: result?.css ?? code, map: null };
    },
  };
}
