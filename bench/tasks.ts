/**
 * Where a page's main thread goes: loads each page in Chromium (a phone's viewport, no throttling),
 * records a performance trace, and prints every main-thread task of `--min` ms or more with what ran
 * in it (script evaluation and compilation by file, functions called by file, style, layout, paint,
 * HTML parsing), so a long task Lighthouse reports can be named. Lighthouse's budget-phone figures
 * scale these durations by its CPU slowdown (bench/lighthouse.ts --phone): at ×13, a task of 3.8 ms
 * here is 50 ms there, where blocking time begins.
 *
 *   npm run bench:tasks -- [--base-url URL] [--port 8612] [--pages /product/1,/Blog] [--min 2] [--runs 1]
 *     [--slowdown 13] [--quiet]
 *
 * Without --base-url it starts the shop as bench/lighthouse.ts does. A benchmark: it prints figures.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startShop, type Shop } from './start-shop';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    port: { type: 'string', default: '8612' },
    pages: { type: 'string', default: '/,/Bestseller,/product/1,/Productdetail/1,/Blog,/Cart' },
    min: { type: 'string', default: '2' },
    runs: { type: 'string', default: '1' },
    // The budget phone's CPU slowdown (bench/lighthouse.ts --phone prints this machine's): each task
    // after the first contentful paint counts what it would block there, past 50 ms.
    slowdown: { type: 'string', default: '13' },
    // Only the per-page summary, not each task.
    quiet: { type: 'boolean', default: false },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { data?: { url?: string; frame?: string; stackTrace?: { url: string }[] }; name?: string };
}

const short = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

/** Names what ran inside one task: its direct and nested events, summed by kind and file. */
function describe(inside: TraceEvent[]): string {
  const parts = new Map<string, number>();
  const add = (key: string, ms: number) => parts.set(key, (parts.get(key) ?? 0) + ms);
  for (const e of inside) {
    const ms = (e.dur ?? 0) / 1000;
    const url = short(e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url);
    switch (e.name) {
      case 'EvaluateScript':
      case 'v8.evaluateModule':
        add(`evaluate ${url || 'module'}`, ms);
        break;
      case 'v8.compile':
      case 'v8.compileModule':
        add(`compile ${url}`, ms);
        break;
      case 'FunctionCall':
        add(`call ${url}`, ms);
        break;
      case 'TimerFire':
      case 'FireAnimationFrame':
      case 'EventDispatch':
        add(e.name, ms);
        break;
      case 'UpdateLayoutTree':
        add('style', ms);
        break;
      case 'Layout':
        add('layout', ms);
        break;
      case 'Paint':
      case 'PrePaint':
      case 'Layerize':
        add('paint', ms);
        break;
      case 'ParseHTML':
        add('parse HTML', ms);
        break;
      case 'ParseAuthorStyleSheet':
        add('parse CSS', ms);
        break;
      case 'MajorGC':
      case 'MinorGC':
        add('GC', ms);
        break;
    }
  }
  return [...parts.entries()]
    .filter(([, ms]) => ms >= 0.3)
    .sort((a, b) => b[1] - a[1])
    .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
    .join(', ');
}

async function tracePage(base: string, page: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const tab = await context.newPage();
    await browser.startTracing(tab, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'loading'],
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's renderer main thread: the CrRendererMain thread with the most events.
    const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const count = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
    const thread = threads.sort((a, b) => count(b) - count(a))[0];
    if (!thread) throw new Error(`no renderer main thread in the trace of ${page}`);
    const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
    const navStart =
      events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid && e.args?.data?.url?.startsWith('http'))
        ?.ts ?? main.find((e) => e.ts > 0)!.ts;
    const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) / 1000 >= Number(args.min));
    let afterFcp = 0;
    let blocking = 0;
    if (!args.quiet)
      console.log(`\n${page}: first contentful paint ${fcp ? ((fcp.ts - navStart) / 1000).toFixed(0) : '?'} ms`);
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.ph === 'X');
      const ms = (task.dur ?? 0) / 1000;
      if (fcp && task.ts > fcp.ts) {
        afterFcp += ms;
        blocking += Math.max(0, ms * Number(args.slowdown) - 50);
      }
      if (!args.quiet)
        console.log(
          `  at ${((task.ts - navStart) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms  ${describe(inside)}`,
        );
    }
    if (!args.quiet)
      console.log(
        `  tasks of ${args.min} ms or more after the first contentful paint: ${afterFcp.toFixed(1)} ms in all`,
      );
    return { afterFcp, blocking };
  } finally {
    await browser.close();
  }
}

let shop: Shop | undefined;
try {
  let base = args['base-url'];
  if (!base) {
    shop = await startShop(path.resolve(import.meta.dirname, '..'), Number(args.port));
    base = shop.base;
  }
  // One unrecorded load first, so every page is measured with the server's caches warm.
  for (const page of args.pages!.split(',')) await fetch(base + page);
  const results = new Map<string, { afterFcp: number; blocking: number }[]>();
  for (let run = 1; run <= Number(args.runs); run++)
    for (const page of args.pages!.split(',')) {
      const figures = await tracePage(base, page);
      results.set(page, [...(results.get(page) ?? []), figures]);
    }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `\nMedian of ${args.runs} loads per page (no throttling), ${base}: the main thread's tasks of ${args.min} ms or more after the first contentful paint, and what they would block at ${args.slowdown}× slower`,
  );
  console.log('| page | tasks after FCP | blocking at the slowdown |\n| --- | --- | --- |');
  for (const [page, runs] of results)
    console.log(
      `| ${page} | ${median(runs.map((r) => r.afterFcp)).toFixed(1)} ms | ${median(runs.map((r) => r.blocking)).toFixed(0)} ms |`,
    );
} finally {
  await shop?.stop();
}
