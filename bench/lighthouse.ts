/**
 * Lighthouse (mobile preset, Debian's Chromium) on the storefront's four reference pages: home,
 * /Latestcollection, a product page and /Blog. Each page is measured `--runs` times (default 3,
 * round robin so a burst of load elsewhere on the machine spreads over the pages) and the median of
 * every column is printed, with the spread of performance and LCP so a noisy run shows.
 *
 *   npm run bench:lighthouse -- [--base-url URL] [--root DIR] [--port 8610] [--data-dir DIR] [--runs 3] [--out DIR]
 *     [--pages /Productdetail/44,/Blog]   (only these pages) [--cpu 4]   (CPU slowdown: 8 on a machine twice as fast)
 *     [--all]   (every route of the storefront's route list instead of the four: a blog post, a
 *                category small enough to show whole and one read a page at a time, page 2 of a
 *                listing, the content pages, the cart, checkout and account pages)
 *     [--phone]   (a budget phone: the CPU slowdown is this machine's benchmarkIndex / 300, measured
 *                by one unrecorded run first and printed; --cpu is then ignored)
 *     [--console]   (the staff console's Today, Orders and Order screens instead, signed in as an
 *                owner invited through the CLI and enrolled with a software passkey; a paid order
 *                placed first. Only for a shop this bench starts.)
 *
 * Without --base-url it starts the shop (`scripts/start.ts`, which builds into DIST_DIR when the
 * sources are newer) on --port with --data-dir (a temporary one when not given), rate limits off.
 * --root runs another checkout of the shop (to measure an older commit with the same bench).
 * --out keeps every Lighthouse JSON report.
 * A benchmark: it prints figures and never fails on them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENT_PAGING_MAX_ITEMS } from '../common/domain/pagination';
import { everyRoute, paths } from '../common/site/paths';
import { startShop, type Shop } from './start-shop';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { BrowserClient } from '../tests/api/browser-client';
import { enrol } from '../tests/api/staff-helpers';
import { buyableProducts, checkout } from './shoppers';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    port: { type: 'string', default: '8610' },
    'data-dir': { type: 'string' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
    // Only these pages, comma-separated (e.g. a product page with the owner's photos).
    pages: { type: 'string' },
    all: { type: 'boolean', default: false },
    console: { type: 'boolean', default: false },
    phone: { type: 'boolean', default: false },
    // The CPU slowdown (Lighthouse's mobile preset: 4). On a machine whose benchmarkIndex is twice a
    // slower one's, 8 stands for 4 there: the budget phones many shoppers use are slower still.
    cpu: { type: 'string', default: '4' },
  },
});
let cpu = Number(args.cpu);
/** A budget phone's speed in Lighthouse's benchmarkIndex: the slowdown that stands for one is this machine's index over it. */
const BUDGET_PHONE_INDEX = 300;

const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(args.root!);
const runs = Math.max(1, Number(args.runs));
const chrome = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS].join(' ');

interface Figures {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster). */
  bench: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
}

/** One Lighthouse run; a run that fails (Lighthouse sometimes loses the trace: NO_NAVSTART) is retried twice. */
/** Request headers every Lighthouse load sends (the console's staff cookie with --console). */
let extraHeaders: Record<string, string> | undefined;

function lighthouse(url: string, outFile: string, attempt = 1): Figures {
  try {
    return lighthouseOnce(url, outFile);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${(error as Error).message}; retrying`);
    return lighthouse(url, outFile, attempt + 1);
  }
}

function lighthouseOnce(url: string, outFile: string): Figures {
  const result = spawnSync(
    process.execPath,
    [
      path.join(here, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling.cpuSlowdownMultiplier=${cpu}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${result.status})`);
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const transferred = (type: string) =>
    report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: transferred('script'),
    css: transferred('stylesheet'),
    bench: report.environment?.benchmarkIndex ?? NaN,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}

/**
 * Every route of the storefront's route list, with real ids: a product, a blog post, a category
 * shown whole and (when the catalogue has one) a category read a page at a time, and page 2 of a
 * listing and of that category.
 */
async function routesOfShop(base: string, productId: number): Promise<string[]> {
  const json = async <T>(p: string) => (await (await fetch(base + p)).json()) as T;
  const categories = await json<{ id: number; product_count: number }[]>('/api/categories/');
  const blogs = await json<{ id: number }[]>('/api/api/blogs');
  const whole = categories.filter((c) => c.product_count > 0 && c.product_count <= CLIENT_PAGING_MAX_ITEMS);
  const paged = categories.find((c) => c.product_count > CLIENT_PAGING_MAX_ITEMS);
  const withPages = [...categories].sort((a, b) => b.product_count - a.product_count)[0];
  const routes = everyRoute({
    blogDetail: blogs[0]?.id ?? ':none',
    category: whole[0]?.id ?? ':none',
    product: productId,
  });
  // Beside each listing, the pages a shopper also lands on: page 2, and a category read a page at a time.
  const extra = new Map<string, string[]>([
    [paths.latestCollection, [`${paths.latestCollection}?page=2`]],
    [
      paths.category(whole[0]?.id ?? ':none'),
      [
        ...(withPages && withPages.product_count > 12 ? [`${paths.category(withPages.id)}?page=2`] : []),
        ...(paged ? [paths.category(paged.id)] : []),
      ],
    ],
  ]);
  return routes.flatMap((route) => [route, ...(extra.get(route) ?? [])]).filter((route) => !route.endsWith(':none'));
}

/**
 * The console's pages, signed in: an owner invited through the operators' CLI (on the running shop's
 * DATA_DIR) and enrolled over HTTP with a software passkey, as tests/api/console-staff.ts does; a paid
 * order so the Order screen has one to show.
 */
async function consolePages(base: string, dataDir: string): Promise<string[]> {
  const invite = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/operators/shop.ts', 'staff', 'invite', 'bench-owner@shop.example', '--role', 'owner'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(args.port) },
      encoding: 'utf8',
    },
  );
  const link = /https?:\/\/\S+\/admin\/invite#\S+/.exec(invite.stdout)?.[0];
  if (!link) throw new Error(`no invite link: ${invite.stdout}${invite.stderr}`);
  const owner = new BrowserClient(base, '127.0.0.1');
  await enrol(owner, base, link);
  extraHeaders = { Cookie: [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
  const [product] = await buyableProducts(base);
  const bought = await checkout(base, product!, { pay: true });
  if (!bought.paid) throw new Error('could not place a paid order for the Order screen');
  return ['/admin', '/admin/orders', `/admin/orders/${bought.orderNo}`];
}

if (args.console && args['base-url'])
  throw new Error('--console measures a shop this bench starts: leave out --base-url');
const shop: Shop = args['base-url']
  ? { base: args['base-url'].replace(/\/$/, ''), stop: async () => {} }
  : await startShop(root, Number(args.port), args['data-dir']);
const outDir = args.out ? path.resolve(args.out) : mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
mkdirSync(outDir, { recursive: true });

try {
  // The product page of the first product of the latest collection, so the URL exists on any catalogue.
  const latest = (await (await fetch(`${shop.base}/api/latest-collection/`)).json()) as { id: number }[];
  if (!latest[0]) throw new Error('the latest collection is empty: no product page to measure');
  const pages = args.console
    ? await consolePages(shop.base, shop.dataDir!)
    : args.pages
      ? args.pages.split(',')
      : args.all
        ? await routesOfShop(shop.base, latest[0].id)
        : ['/', '/Latestcollection', `/Productdetail/${latest[0].id}`, '/Blog'];
  // One unmeasured visit per page, so the server's caches are warm as they are for shoppers.
  for (const page of pages) await (await fetch(shop.base + page, { headers: extraHeaders })).text();
  if (args.phone) {
    const calibration = lighthouse(shop.base + pages[0], path.join(outDir, 'calibration.json'));
    cpu = Math.round((calibration.bench / BUDGET_PHONE_INDEX) * 10) / 10;
    console.log(
      `budget phone: benchmarkIndex ${Math.round(calibration.bench)} / ${BUDGET_PHONE_INDEX} = CPU slowdown ${cpu}`,
    );
  }

  const results = new Map<string, Figures[]>(pages.map((p) => [p, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const file = path.join(outDir, `${page.replace(/\W+/g, '_') || 'home'}-${run}.json`);
      const figures = lighthouse(shop.base + page, file);
      results.get(page)!.push(figures);
      console.log(
        `run ${run}/${runs} ${page}: perf ${figures.perf}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, benchmarkIndex ${Math.round(figures.bench)}`,
      );
    }
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const rows = [
    [
      'page',
      'perf',
      'a11y',
      'best practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'JS transferred',
      'CSS transferred',
      'benchmarkIndex',
    ],
  ];
  const spread = [['page', 'perf (min-max)', 'LCP (min-max)', 'TBT (min-max)']];
  for (const [page, all] of results) {
    const m = (k: keyof Figures) => median(all.map((f) => f[k]));
    const range = (k: keyof Figures, f: (n: number) => string) =>
      `${f(Math.min(...all.map((x) => x[k])))}-${f(Math.max(...all.map((x) => x[k])))}`;
    const label =
      page.startsWith('/Productdetail/') && !args.pages
        ? '/Productdetail/{id}'
        : /^\/admin\/orders\/\w+$/.test(page)
          ? '/admin/orders/{orderNo}'
          : page;
    rows.push([
      label,
      String(m('perf')),
      String(m('a11y')),
      String(m('bp')),
      String(m('seo')),
      `${(m('lcp') / 1000).toFixed(2)} s`,
      `${Math.round(m('tbt'))} ms`,
      m('cls').toFixed(3),
      kb(m('js')),
      kb(m('css')),
      String(Math.round(m('bench'))),
    ]);
    spread.push([
      label,
      range('perf', String),
      range('lcp', (n) => `${(n / 1000).toFixed(2)} s`),
      range('tbt', (n) => `${Math.round(n)} ms`),
    ]);
  }
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page (mobile preset${cpu === 4 ? '' : `, CPU ${cpu}× slower`}), ${shop.base}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(table(rows));
  console.log(`\n${table(spread)}`);
  console.log(`\nreports: ${outDir}`);
} finally {
  await shop.stop();
}
