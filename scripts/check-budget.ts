/**
 * npm test's size budget for the first screen of every route: the JS and CSS a page downloads
 * before it shows (the entry, the app it starts and the route's page chunk, with their static
 * imports; chunks loaded later, such as the testimonials' slider, the footer or the HTTP client,
 * do not count), gzipped. The home page, where most shoppers land, has the tightest budget. It
 * fails when any route is over, so whatever lands later keeps every first paint fast. Builds
 * first when the build is missing or stale (the browser suite then reuses that build).
 *
 *   node --import tsx scripts/check-budget.ts      (DIST_DIR as for npm start)
 */
import path from 'node:path';
import { buildIfStale, distDir } from './build-if-stale';
import { readManifest, routeSize } from './route-size.mjs';
import { NOT_FOUND_PAGE, ROUTE_PAGES } from '../server/pages/assets';

/** KB of 1,024 bytes, as bench/bundle.mjs prints them. */
export const BUDGET_KB = { js: 110, css: 25 } as const;
/** The home page's own, tighter budget. */
export const HOME_BUDGET_KB = { js: 100.5, css: 25 } as const;
/**
 * Checkout's own allowance while the state and PIN checks and the GSTIN fields ride in its first
 * screen (docs/decisions/0283-checkout-budget-allowance.md); the next step takes it back to 110.
 */
export const PAYMENT_BUDGET_KB = { js: 113, css: 25 } as const;

await buildIfStale();
const { pages } = readManifest(distDir);
const routed = new Set([...Object.values(ROUTE_PAGES), NOT_FOUND_PAGE].map((page) => `src/pages/${page}.tsx`));
const kb = (bytes: number) => bytes / 1024;
const over: string[] = [];
const rows: string[] = [];
for (const page of pages.filter((p) => routed.has(p))) {
  const name = path.basename(page, '.tsx');
  const budget = name === 'HomePage' ? HOME_BUDGET_KB : name === 'PaymentPage' ? PAYMENT_BUDGET_KB : BUDGET_KB;
  const size = routeSize(distDir, page);
  const cell = (what: 'js' | 'css') => `${kb(size[what]).toFixed(1)}/${budget[what]}`;
  rows.push(`${name.padEnd(22)} JS ${cell('js').padEnd(11)} CSS ${cell('css')}`);
  for (const what of ['js', 'css'] as const)
    if (kb(size[what]) > budget[what]) over.push(`${name} ${what.toUpperCase()} ${kb(size[what]).toFixed(2)} KB`);
}
const missing = [...routed].filter((page) => !pages.includes(page));
console.log(`First-screen budget per route, gzipped KB (size/budget):\n${rows.join('\n')}`);
if (missing.length > 0) {
  console.error(`No chunk in the build for ${missing.join(', ')}: the budget cannot be checked for these routes.`);
  process.exit(1);
}
if (over.length > 0) {
  console.error(
    `Over budget: ${over.join('; ')}. Load what the first screen does not show lazily (see docs/decisions.md on the first paint), or run \`npm run bench:bundle\` to see which chunk grew.`,
  );
  process.exit(1);
}
console.log(`Every route within budget (home ${HOME_BUDGET_KB.js} KB JS, others ${BUDGET_KB.js} KB).`);
