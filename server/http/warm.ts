import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { CachedJson } from './cached-json';

/** Cards made per round trip while warming: a request that comes meanwhile waits for one such query at most. */
const CARD_BATCH = 50;

/**
 * Runs each kind of catalogue read once after the shop starts listening, in the background and one
 * at a time, and throws the answers away: the database's own caches, the prepared statements and
 * the compiled code paths are then warm for the first shoppers. A request that comes meanwhile waits
 * for at most one of these reads.
 *
 * Then it makes every product's card (flagged products first, then by id), a batch at a time, until
 * the cards fill half the read cache's budget: the cards are the only answers it keeps. A first read
 * of a list, a search or a page still asks the database which products it shows, and then joins
 * their cards, as it does after a sale drops the answers that showed the product sold.
 */
export async function warmReadPaths(app: FastifyInstance): Promise<void> {
  const { catalogue, search, blogs } = app.repos;
  // The shop stops listening when it closes: the warm-up stops with it.
  const closing = () => !app.server.listening;
  const started = performance.now();
  const steps: [string, () => Promise<unknown>][] = [
    ['categories', () => catalogue.categories()],
    ['best sellers', () => catalogue.flaggedJson('best_seller')],
    ['featured', () => catalogue.flaggedJson('featured')],
    ['latest', () => catalogue.flaggedJson('latest_collection')],
    ['category page', async () => catalogue.byCategoryPageCards((await catalogue.categories())[0]?.id ?? 1, 0, 24)],
    ['product', () => catalogue.detailJson(1)],
    ['search', () => search.searchJson('warm')],
    ['blogs', () => blogs.list()],
    ['blog post', () => blogs.detail(1)],
  ];
  for (const [name, read] of steps) {
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
    const ids = (
      await queryRows<{ id: number }>(
        app.database.db,
        sql`SELECT id FROM products ORDER BY (best_seller OR featured OR latest_collection) DESC, id`,
      )
    ).map((r) => r.id);
    for (let i = 0; i < ids.length && !closing() && app.cache.bytes < app.cache.maxBytes / 2; i += CARD_BATCH)
      await catalogue.cards(ids.slice(i, i + CARD_BATCH));
  } catch (error) {
    app.log.debug({ err: error }, 'warming the product cards failed');
  }
  app.log.debug({ ms: Math.round(performance.now() - started) }, 'read paths warmed');
}
