import { LRUCache } from 'lru-cache';
import { CachedJson } from './cached-json';
import { databaseUnavailable } from '../db/errors';

/** Answers "not found" are remembered apart, in this many entries at most, so they never push out real ones. */
const MAX_NEGATIVE_ENTRIES = 1000;

/** Bookkeeping per entry beyond its payload (key, lru-cache slots, wrapper), counted into the budget. */
const ENTRY_OVERHEAD = 200;

/**
 * Memory an entry takes, in bytes. A pre-serialized answer knows its size exactly; for anything else
 * (objects the server renders pages from) the JSON length is taken three times over, since parsed
 * objects take several times the bytes of their JSON text.
 */
export function entryBytes(key: string, value: unknown): number {
  if (value instanceof CachedJson) return value.bytes + key.length + ENTRY_OVERHEAD;
  // JSON text kept as a string (a product's card): two bytes a character at most.
  if (typeof value === 'string') return value.length * 2 + key.length + ENTRY_OVERHEAD;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  return (json?.length ?? 1024) * 3 + key.length + ENTRY_OVERHEAD;
}

interface Entry {
  value: unknown;
}

/**
 * What a write changed: these products (their stock, price, flags or reviews), or, when `products`
 * is absent, anything in the catalogue.
 */
export interface CatalogueChange {
  products?: number[];
}

/**
 * Keys no product change touches: blog posts, drawn pictures (drawn from the name alone) and the
 * search's word plans (the catalogue's vocabulary changes only with an import, which clears all). Every
 * other answer may show a changed product: its own detail, but also listings, search, categories and
 * the related products on other products' pages.
 */
const UNRELATED_KEY = /^(?:blogs$|blog:|seo:blog:|media:|search-word:)/;

/**
 * A product's card (`card:{id}`) shows that product alone: a change to some products drops their
 * cards and keeps the others, which the lists dropped with them are then joined from again.
 */
const CARD_KEY = /^card:(\d+)$/;

/** The NOTIFY channel on which a process tells the others a catalogue change (several processes on PostgreSQL). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** A change as the NOTIFY payload other processes read (empty: everything), and back. */
export function encodeChange(change: CatalogueChange = {}): string {
  // PostgreSQL's NOTIFY payload is under 8000 bytes: a very long list becomes "everything".
  const json = change.products ? JSON.stringify({ products: change.products }) : '';
  return json.length > 7000 ? '' : json;
}

export function decodeChange(payload: string): CatalogueChange {
  try {
    const parsed = payload ? (JSON.parse(payload) as { products?: unknown }) : {};
    const products = Array.isArray(parsed.products) ? parsed.products.filter(Number.isSafeInteger) : undefined;
    return products ? { products: products as number[] } : {};
  } catch {
    return {};
  }
}

/**
 * Read cache for catalogue answers, bounded in bytes with least-recently-used eviction. PGlite
 * serves one query at a time, so catalogue reads must not reach it on every request; each write
 * through this server calls invalidate(). With several processes on PostgreSQL, invalidate() also
 * NOTIFYs the others, and entries expire after a short TTL as a backstop.
 *
 * Loads are shared: many requests for one missing key run one query. A value loaded while a write
 * happened is returned but not kept (it may predate the write). Empty answers (null: "not found")
 * live in a separate small LRU, so requests for unknown ids cannot evict the catalogue.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly negatives: LRUCache<string, Entry>;
  /**
   * Answers dropped by a write or by their TTL, kept (in a quarter of the budget) for one use only:
   * when reloading one fails because the database is away, the last answer is served instead of a
   * 503. Its stock may be a sale behind, but no checkout succeeds while the database is away.
   */
  private readonly previous: LRUCache<string, Entry>;
  /** Answers served from `previous` while the database was away. */
  staleServed = 0;
  private inflight = new Map<string, Promise<unknown>>();
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    readonly maxBytes: number,
    private readonly onInvalidate?: (change: CatalogueChange) => void,
  ) {
    const ttl = ttlMs > 0 ? { ttl: ttlMs } : {};
    this.previous = new LRUCache<string, Entry>({
      maxSize: Math.max(1, Math.floor(maxBytes / 4)),
      sizeCalculation: (entry, key) => entryBytes(key, entry.value),
    });
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entryBytes(key, entry.value),
      // Dropped by a write or expired (not evicted for room): kept as the fallback above.
      dispose: (entry, key, reason) => {
        // Cards are never served that way (see get), so they do not take that room.
        if ((reason === 'delete' || reason === 'expire') && !CARD_KEY.test(key)) this.previous.set(key, entry);
      },
      ...ttl,
    });
    this.negatives = new LRUCache<string, Entry>({ max: MAX_NEGATIVE_ENTRIES, ...ttl });
  }

  /**
   * Cached value for key, loading it once even when many requests ask at the same time.
   * `fallback: false` for a part of other answers (a product's card): its last value is not served
   * when the database is away, since the answer made from it would be kept as if it were fresh.
   */
  async get<T>(key: string, load: () => Promise<T>, options: { fallback?: boolean } = {}): Promise<T> {
    const entry = this.entries.get(key) ?? this.negatives.get(key);
    if (entry) {
      this.hits++;
      return entry.value as T;
    }
    this.misses++;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.generation;
    const promise = load()
      .then(
        (value) => {
          // A write that happened while loading makes this value stale: don't keep it.
          if (generation === this.generation) {
            if (value === null || value === undefined) this.negatives.set(key, { value });
            else this.entries.set(key, { value });
            this.previous.delete(key);
          } else if (value !== null && value !== undefined) this.previous.set(key, { value });
          return value;
        },
        (error: unknown) => {
          const last = options.fallback !== false && databaseUnavailable(error) ? this.previous.get(key) : undefined;
          if (!last) throw error;
          this.staleServed++;
          return last.value as T;
        },
      )
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  /** Drop what a write here changed, and tell the other processes. */
  invalidate(change: CatalogueChange = {}): void {
    this.clear(change);
    this.onInvalidate?.(change);
  }

  /**
   * Drop what a write changed (here or in another process): after a change to some products, their
   * cards and every catalogue answer but the other cards, the blog and the drawn pictures; otherwise
   * everything. Loads under way
   * are not kept either way.
   */
  clear(change: CatalogueChange = {}): void {
    this.generation++;
    this.inflight.clear();
    if (!change.products) {
      this.entries.clear();
      this.negatives.clear();
      return;
    }
    const changed = new Set(change.products);
    for (const cache of [this.entries, this.negatives])
      for (const key of [...cache.keys()]) {
        if (UNRELATED_KEY.test(key)) continue;
        const card = CARD_KEY.exec(key);
        if (!card || changed.has(Number(card[1]))) cache.delete(key);
      }
  }

  /** Entries held (answers and "not found"s). */
  get size(): number {
    return this.entries.size + this.negatives.size;
  }

  /** Bytes held by answers, as counted against maxBytes. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Whether key is held, without counting as a use (tests, diagnostics). */
  has(key: string): boolean {
    return this.entries.has(key) || this.negatives.has(key);
  }

  get ttl(): number {
    return this.ttlMs;
  }
}
