import type pg from 'pg';

/**
 * A request's later round trips go ahead of other requests' first ones.
 *
 * A read may make several round trips: a product page its own row, then the cards of its related
 * products not made yet; a search its words' plans, its ranking, then its cards. When the pool is
 * busy every round trip waits in line, so with 20 requests in flight a read of three round trips
 * waited three lines where one of one waited one: after a restart, searches were the slowest reads
 * by far. Serving what a started read needs first keeps the work the same and each read's wait about
 * one line long. The caller says which round trips continue a read (`asContinuation`), rather than
 * the pool tracking each request through an AsyncLocalStorage, whose promise hooks cost every cached
 * read 5-15% of its CPU on Node 20 (bench:api).
 */
let continuing = false;

/**
 * Starts a query that continues a read (it needs the answer of an earlier one: cards for the ids a
 * list or page found, a search's ranking after its words' plans). `start` must reach the pool
 * synchronously, as node-postgres's `pool.query` does.
 */
export function asContinuation<T>(start: () => T): T {
  continuing = true;
  try {
    return start();
  } finally {
    continuing = false;
  }
}

/**
 * Makes `pool` serve continuing checkouts before the others, in order of arrival within each. The
 * line is pg-pool's own (its pending queue, so its connection timeout still applies); a pool without
 * one (another version) stays first come, first served. A transaction is one checkout, however many
 * statements it runs, and keeps its place. First round trips are never held back for long: a read
 * has few later ones.
 */
export function finishStartedReadsFirst(pool: pg.Pool): void {
  const line = (pool as unknown as { _pendingQueue?: object[] })._pendingQueue;
  if (!Array.isArray(line)) return;
  const ahead = new WeakSet<object>();
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as unknown as { connect: (callback?: unknown) => unknown }).connect = (callback?: unknown) => {
    const continues = continuing;
    continuing = false;
    const waiting = line.length;
    const result = connect(callback);
    // The pool was busy and queued this checkout last: move it behind the other continuing ones.
    if (continues && line.length === waiting + 1) {
      const checkout = line.pop()!;
      ahead.add(checkout);
      const firstNew = line.findIndex((queued) => !ahead.has(queued));
      line.splice(firstNew < 0 ? line.length : firstNew, 0, checkout);
    }
    return result;
  };
}
