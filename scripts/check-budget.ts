/**
 * npm test's size budget for the first screen: the JS and CSS the home page downloads before it
 * shows (the entry and the home page's chunk with their static imports; chunks loaded later, such
 * as the testimonials' slider or the HTTP client, do not count), gzipped. It fails when either is
 * over budget, so whatever lands later keeps the first paint fast. Builds first when the build is
 * missing or stale (the browser suite then reuses that build).
 *
 *   node --import tsx scripts/check-budget.ts      (DIST_DIR as for npm start)
 */
import { buildIfStale, distDir } from './build-if-stale';
import { routeSize } from './route-size.mjs';

/** KB of 1,024 bytes, as bench/bundle.mjs prints them. */
export const BUDGET_KB = { js: 110, css: 25 } as const;

await buildIfStale();
const size = routeSize(distDir, 'src/pages/HomePage.tsx');
const kb = (bytes: number) => bytes / 1024;
const line = (what: 'js' | 'css') =>
  `${what.toUpperCase()} ${kb(size[what]).toFixed(1)} KB of ${BUDGET_KB[what]} KB (headroom ${(BUDGET_KB[what] - kb(size[what])).toFixed(1)} KB)`;
console.log(`Home page first-screen budget, gzipped: ${line('js')}; ${line('css')}.`);

const over = (['js', 'css'] as const).filter((what) => kb(size[what]) > BUDGET_KB[what]);
if (over.length > 0) {
  console.error(
    `Over budget: ${over.map((w) => w.toUpperCase()).join(' and ')}. Load the new code lazily (see docs/decisions.md on the first paint), or run \`npm run bench:bundle\` to see which chunk grew.`,
  );
  process.exit(1);
}
