import { describe, expect, it } from 'vitest';
import { entryBytes, ReadCache } from '../../server/http/cache';
import { CachedJson } from '../../server/http/cached-json';
import { etagMatches } from '../../server/http/etag';
import { searchKey } from '../../server/catalogue/search';

/** A pre-serialized answer of about `kb` kilobytes (random text, so gzip cannot shrink it away). */
function answer(kb: number, seed = 1): CachedJson {
  let x = seed;
  const text = Array.from({ length: kb * 1024 }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(97 + (x % 26));
  }).join('');
  return new CachedJson({ text });
}

const load = (value: unknown) => async () => value;

describe('read cache', () => {
  it('counts an answer by its bytes: the JSON and its gzip copy', () => {
    const value = answer(10);
    expect(value.bytes).toBeGreaterThan(10 * 1024);
    expect(entryBytes('k', value)).toBeGreaterThan(value.bytes);
  });

  it('keeps the total within its byte budget, however many entries', async () => {
    const cache = new ReadCache(0, 100 * 1024);
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, load(answer(10, i)));
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(10);
  });

  it('evicts the least recently used entry, not the oldest', async () => {
    const cache = new ReadCache(0, 50 * 1024);
    await cache.get('hot', load(answer(10, 1)));
    await cache.get('a', load(answer(10, 2)));
    await cache.get('b', load(answer(10, 3)));
    await cache.get('hot', load(answer(10, 9))); // a hit: 'hot' is now the most recently used
    await cache.get('c', load(answer(10, 4)));
    await cache.get('d', load(answer(10, 5)));
    expect(cache.has('hot')).toBe(true);
    expect(cache.has('a')).toBe(false);
  });

  it('keeps "not found" apart, so unknown ids never push out real answers', async () => {
    const cache = new ReadCache(0, 40 * 1024);
    await cache.get('category:1', load(answer(20)));
    for (let id = 0; id < 5000; id++) await cache.get(`product:${id + 100000}`, load(null));
    expect(cache.has('category:1')).toBe(true);
    expect(cache.size).toBeLessThanOrEqual(1 + 1000);
    // A remembered "not found" is still served from memory.
    let loads = 0;
    await cache.get('product:104999', async () => (loads++, null));
    expect(loads).toBe(0);
  });

  it('does not keep an entry bigger than the whole budget', async () => {
    const cache = new ReadCache(0, 8 * 1024);
    const value = answer(20);
    expect(await cache.get('big', load(value))).toBe(value);
    expect(cache.has('big')).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it('loads once for many concurrent requests of one key', async () => {
    const cache = new ReadCache(0, 1024 * 1024);
    let loads = 0;
    const slow = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return answer(1);
    };
    const values = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', slow)));
    expect(loads).toBe(1);
    expect(new Set(values).size).toBe(1);
  });

  it('does not keep a value loaded while a write happened', async () => {
    const cache = new ReadCache(0, 1024 * 1024);
    let release!: () => void;
    const pending = cache.get('k', () => new Promise<CachedJson>((resolve) => (release = () => resolve(answer(1)))));
    cache.invalidate();
    release();
    await pending;
    expect(cache.has('k')).toBe(false);
  });

  it("drops a changed product's card and every list, but keeps the other cards and the blog", async () => {
    const cache = new ReadCache(0, 1024 * 1024);
    for (const key of ['card:1', 'card:2', 'card:12', 'flag:best_seller', 'search:oil', 'product:2', 'blogs'])
      await cache.get(key, load(`{"key":"${key}"}`));
    cache.clear({ products: [1] });
    const held = ['card:1', 'card:2', 'card:12', 'flag:best_seller', 'search:oil', 'product:2', 'blogs'].filter((k) =>
      cache.has(k),
    );
    expect(held).toEqual(['card:2', 'card:12', 'blogs']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('counts a card (JSON text) by its length', () => {
    expect(entryBytes('card:1', 'x'.repeat(1000))).toBeLessThan(2500);
  });

  it('expires entries after the TTL', async () => {
    const cache = new ReadCache(30, 1024 * 1024);
    await cache.get('k', load(answer(1)));
    expect(cache.has('k')).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    let loads = 0;
    await cache.get('k', async () => (loads++, answer(1)));
    expect(loads).toBe(1);
  });
});

describe('search cache keys', () => {
  it.each([
    ['coconut!', 'coconut!!'],
    ['Coconut Oil', '  coconut   oil  '],
    ['coconut-oil', 'coconut, oil.'],
    ['COCONUT\u0000oil', 'coconut oil'],
  ])('%j and %j share one entry', (a, b) => {
    expect(searchKey(a)).toBe(searchKey(b));
  });

  it('tells different queries apart', () => {
    expect(searchKey('coconut oil')).not.toBe(searchKey('coconut soap'));
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['"x",W/"abc" , "y"', true],
    ['*', true],
    ['"x", "y"', false],
    ['', false],
    [undefined, false],
  ])('%j matches: %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
