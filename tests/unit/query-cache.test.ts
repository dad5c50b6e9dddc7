import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryCache } from '../../src/lib/queryCache';

/** A loader whose calls are counted and answered by hand. */
function controlled<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  return { load, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('QueryCache', () => {
  it('gives the same query object for a key, and ignores a second loader', () => {
    const cache = new QueryCache();
    const a = cache.query('categories', async () => [1]);
    const b = cache.query('categories', async () => [2]);
    expect(b).toBe(a);
  });

  it('shares one request among everyone who asks while it runs', async () => {
    const cache = new QueryCache();
    const { load, calls } = controlled<string[]>();
    const query = cache.query('categories', load);
    const seen: string[] = [];
    cache.subscribe(query, () => seen.push('first'));
    cache.subscribe(query, () => seen.push('second'));
    const fetched = cache.fetch(query);

    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(['Oils']);
    await expect(fetched).resolves.toEqual(['Oils']);
    expect(cache.snapshot(query)).toMatchObject({ status: 'success', data: ['Oils'] });
    expect(seen).toEqual(['first', 'second']);
  });

  it('reuses a fresh answer, and asks again once it is stale (showing the old one meanwhile)', async () => {
    let now = 1_000;
    const cache = new QueryCache({ staleMs: 100, now: () => now });
    const { load, calls } = controlled<number>();
    const query = cache.query('latest', load);
    const stop = cache.subscribe(query, () => {});
    calls[0]!.resolve(1);
    await flush();
    stop();

    cache.subscribe(query, () => {})();
    expect(load).toHaveBeenCalledTimes(1);

    now += 100;
    cache.subscribe(query, () => {});
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.snapshot(query)).toMatchObject({ status: 'success', data: 1 });
    calls[1]!.resolve(2);
    await flush();
    expect(cache.snapshot(query)).toMatchObject({ status: 'success', data: 2 });
  });

  it('after a write, refetches the invalidated keys on screen and the others on next use', async () => {
    const cache = new QueryCache();
    const cart = controlled<number>();
    const count = controlled<number>();
    const other = controlled<number>();
    const cartQuery = cache.query('cart', cart.load);
    const countQuery = cache.query('cart:count', count.load);
    const otherQuery = cache.query('cartography', other.load);
    cache.subscribe(cartQuery, () => {});
    cart.calls[0]!.resolve(1);
    void cache.fetch(countQuery);
    count.calls[0]!.resolve(1);
    void cache.fetch(otherQuery);
    other.calls[0]!.resolve(1);
    await flush();
    expect(cart.load).toHaveBeenCalledTimes(1);

    cache.invalidate('cart');

    expect(cart.load).toHaveBeenCalledTimes(2); // watched: at once
    expect(count.load).toHaveBeenCalledTimes(1); // not watched: on its next use
    const again = cache.fetch(countQuery);
    expect(count.load).toHaveBeenCalledTimes(2);
    count.calls[1]!.resolve(2);
    await expect(again).resolves.toBe(2);
    expect(other.load).toHaveBeenCalledTimes(1); // 'cartography' is not under 'cart'
  });

  it('aborts a request nobody waits for any more, but not one a component re-subscribes to at once', async () => {
    const cache = new QueryCache();
    const { load, calls } = controlled<number>();
    const query = cache.query('product:1', load);

    // Unmount and mount again in the same task, as React's StrictMode does: one request, kept.
    cache.subscribe(query, () => {})();
    const stop = cache.subscribe(query, () => {});
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls[0]!.signal.aborted).toBe(false);

    stop();
    await flush();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(cache.snapshot(query).status).toBe('loading');
  });

  it('reports a failure once, keeps it for every subscriber, and loads again on retry', async () => {
    const onError = vi.fn();
    const cache = new QueryCache({ onError });
    const { load, calls } = controlled<number>();
    const query = cache.query('blogs', load);
    cache.subscribe(query, () => {});
    cache.subscribe(query, () => {});
    calls[0]!.reject(new Error('boom'));
    await flush();

    expect(onError).toHaveBeenCalledTimes(1);
    expect(cache.snapshot(query)).toMatchObject({ status: 'error' });

    cache.refetch(query);
    expect(cache.snapshot(query).status).toBe('loading');
    calls[1]!.resolve(3);
    await flush();
    expect(cache.snapshot(query)).toMatchObject({ status: 'success', data: 3 });
  });

  it('drops an entry nobody has used for gcMs', async () => {
    vi.useFakeTimers();
    const cache = new QueryCache({ gcMs: 1_000 });
    const first = cache.query('blog:1', async () => 1);
    await cache.fetch(first);
    await vi.advanceTimersByTimeAsync(999);
    expect(cache.query('blog:1', async () => 2)).toBe(first);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(cache.query('blog:1', async () => 2)).not.toBe(first);
  });
});
