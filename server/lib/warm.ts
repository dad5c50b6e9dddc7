import type { FastifyInstance } from 'fastify';
import { CachedJson } from './cached-json';

/**
 * Runs each kind of catalogue read once after the shop starts listening, in the background and one
 * at a time, and throws the answers away: the database's own caches, the prepared statements and
 * the compiled code paths are then warm for the first shoppers, while the read cache stays as it
 * was (a first read is still answered from the database). A request that comes meanwhile waits for
 * at most one of these reads.
 */
export async function warmReadPaths(app: FastifyInstance): Promise<void> {
  const { catalogue, search, blogs } = app.repos;
  const started = performance.now();
  const steps: [string, () => Promise<unknown>][] = [
    ['categories', () => catalogue.categories()],
    ['best sellers', () => catalogue.flagged('best_seller')],
    ['featured', () => catalogue.flagged('featured')],
    ['latest', () => catalogue.flagged('latest_collection')],
    ['category page', async () => catalogue.byCategoryPage((await catalogue.categories())[0]?.id ?? 1, 0, 24)],
    ['product', () => catalogue.detail(1)],
    ['search', () => search.search('warm')],
    ['blogs', () => blogs.list()],
    ['blog post', () => blogs.detail(1)],
  ];
  for (const [name, read] of steps) {
    try {
      await CachedJson.of(await read());
    } catch (error) {
      // Nothing depends on it: a failed warm-up only leaves that path cold.
      app.log.debug({ err: error, step: name }, 'warming a read path failed');
    }
  }
  app.log.debug({ ms: Math.round(performance.now() - started) }, 'read paths warmed');
}
