import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { CachedJson } from './cached-json';
import { CATEGORY_PAGE_DEFAULT_LIMIT } from '../../common/contract/catalogue';

/**
 * Cards made per round trip while warming: a request that comes meanwhile waits for one such query
 * at most (about 5 ms on PGlite at 10,000 products).
 */
const CARD_BATCH = 25;

/** Every category's first page is warmed before the rest. */
const FIRST_PAGE = CATEGORY_PAGE_DEFAULT_LIMIT;

/** Requests being answered, per app, and whether it closed: the warm-up runs only while none is. */
const state = new WeakMap<FastifyInstance, { requests: number; closed: boolean }>();

/**
 * Counts the requests being answered, so the warm-up gives way to shoppers: PGlite answers one query
 * at a time, and a shopper's first read queued behind a batch of cards waits for all of it. Called
 * while the app is built (hooks cannot be added once it listens).
 */
export function trackRequests(app: FastifyInstance): void {
  const counts = { requests: 0, closed: false };
  state.set(app, counts);
  // Callback hooks, as on every request: an async one costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    counts.requests++;
    // 'close' comes once however the answer ends (sent, failed, or the client went away).
    reply.raw.once('close', () => counts.requests--);
    done();
  });
  app.addHook('onClose', async () => {
    counts.closed = true;
  });
}

/**
 * Runs each kind of catalogue read once, in the background and one at a time, and throws the answers
 * away: the database's own caches, the prepared statements and the compiled code paths (PGlite's
 * WebAssembly runs slowly until V8 has optimized it: the first ten searches of a fresh start take
 * 20-470 ms where later ones take 15-20) are then warm for the first shoppers. It starts while the
 * app is being built (server/app.ts, `warm`), when the database thread has nothing else to do, and
 * the shop does not wait for it: it listens as soon as it is built.
 *
 * Then it makes every product's card, a batch at a time, until the cards fill half the read cache's
 * budget: flagged products first (home's lists), then every category's first page, then category
 * by category, the largest first, in listing order (a whole category is the longest list to join). The cards are
 * the only answers it keeps. A first read of a list, a search or a page still asks the database which
 * products it shows, and then joins their cards, as it does after a sale drops the answers that showed
 * the product sold.
 *
 * Every step, and every batch, waits until no request is being answered: shoppers' reads never
 * queue behind the warm-up for more than the one step already running.
 */
export async function warmReadPaths(app: FastifyInstance): Promise<void> {
  const { catalogue, search, blogs } = app.repos;
  const counts = state.get(app) ?? { requests: 0, closed: false };
  const closing = () => counts.closed;
  const quiet = async () => {
    while (counts.requests > 0 && !counts.closed) await new Promise((r) => setTimeout(r, 5));
  };
  const started = performance.now();
  const steps: [string, () => Promise<unknown>][] = [
    ['product', () => catalogue.detailJson(1)],
    // One query whose words are common (ranked from the postings) and one with a typo, whose words
    // are not all in one product (ranked over every match, then any word).
    ['search', () => search.searchJson('coconut oil')],
    ['search, typo', () => search.searchJson('wuond cram zanzibar')],
    ['categories', () => catalogue.categories()],
    ['category page', async () => catalogue.byCategoryPageCards((await catalogue.categories())[0]?.id ?? 1, 0, 24)],
    ['best sellers', () => catalogue.flaggedJson('best_seller')],
    ['featured', () => catalogue.flaggedJson('featured')],
    ['latest', () => catalogue.flaggedJson('latest_collection')],
    ['blogs', () => blogs.list()],
    ['blog post', () => blogs.detail(1)],
  ];
  for (const [name, read] of steps) {
    await quiet();
    if (closing()) return;
    try {
      const answer = await read();
      await (typeof answer === 'string' ? CachedJson.ofText(answer) : CachedJson.of(answer));
    } catch (error) {
      // Nothing depends on it: a failed warm-up only leaves that path cold.
      app.log.debug({ err: error, step: name }, 'warming a read path failed');
    }
  }
  try {
    // Short queries, each a walk of an index, rather than one sorting every product (which held
    // PGlite 20-35 ms, and a shopper's read queued behind it; a window over them, 75-320 ms).
    const idsOf = async (query: ReturnType<typeof sql>) => {
      await quiet();
      return (await queryRows<{ id: number }>(app.database.db, query)).map((r) => r.id);
    };
    const categories = await queryRows<{ id: number }>(
      app.database.db,
      sql`SELECT id FROM categories ORDER BY product_count DESC, id`,
    );
    const inCategory = (id: number, limit?: number) =>
      idsOf(
        sql`SELECT id FROM products WHERE category_id = ${id} ORDER BY sold_out, coming_soon, id${limit ? sql` LIMIT ${limit}` : sql``}`,
      );
    const ids = new Set(await idsOf(sql`SELECT id FROM products WHERE best_seller OR featured OR latest_collection`));
    for (const c of categories) for (const id of await inCategory(c.id, FIRST_PAGE)) ids.add(id);
    // Cards a batch at a time; false once the budget's half is full or the shop closes.
    const make = async (list: number[]) => {
      for (let i = 0; i < list.length; i += CARD_BATCH) {
        await quiet();
        if (closing() || app.cache.bytes >= app.cache.maxBytes / 2) return false;
        await catalogue.cards(list.slice(i, i + CARD_BATCH));
      }
      return true;
    };
    // Then whole categories, largest first, each asked for once the cards before it are made.
    let going = await make([...ids]);
    for (const c of categories) {
      if (!going) break;
      going = await make((await inCategory(c.id)).filter((id) => !ids.has(id)));
    }
  } catch (error) {
    app.log.debug({ err: error }, 'warming the product cards failed');
  }
  app.log.debug({ ms: Math.round(performance.now() - started) }, 'read paths warmed');
}
