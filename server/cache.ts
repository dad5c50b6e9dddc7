/**
 * Read cache for catalogue answers. PGlite serves one query at a time, so
 * catalogue reads must not reach it on every request; each write through this
 * server calls invalidate(). With several processes on PostgreSQL, invalidate()
 * also NOTIFYs the others, and entries expire after a short TTL as a backstop.
 */
export class ReadCache {
  private entries = new Map<string, { value: unknown; expires: number }>();
  private inflight = new Map<string, Promise<unknown>>();
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly onInvalidate?: () => void,
  ) {}

  /** Cached value for key, loading it once even when many requests ask at the same time. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && (this.ttlMs === 0 || entry.expires > Date.now())) {
      this.hits++;
      return entry.value as T;
    }
    this.misses++;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.generation;
    const promise = load()
      .then((value) => {
        // A write that happened while loading makes this value stale: don't keep it.
        if (generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private store(key: string, value: unknown) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** Drop everything (a write happened here). */
  invalidate(): void {
    this.clear();
    this.onInvalidate?.();
  }

  /** Drop everything (a write happened in another process). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
  }

  get size() {
    return this.entries.size;
  }
}
