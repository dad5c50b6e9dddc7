import { leavingPage } from './leavingPage';

/**
 * A small keyed cache for API reads, so each resource is requested once per page view
 * however many components show it (the layout, the home sections and the notification
 * all read the categories or the latest collection).
 *
 * - One request per key at a time: everyone asking while it runs shares it.
 * - Answers are kept and reused while fresh (`staleMs`); a stale answer is still shown
 *   while a new one is fetched.
 * - `invalidate` after a write marks entries stale: those on screen refetch at once,
 *   the others on their next use.
 * - A request nobody waits for any more is aborted; an entry nobody has used for `gcMs`
 *   is dropped.
 */

export interface Query<T> {
  readonly key: string;
  readonly load: (signal: AbortSignal) => Promise<T>;
}

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export const LOADING: QueryState<never> = Object.freeze({ status: 'loading', data: undefined, error: undefined });

interface Entry<T> {
  query: Query<T>;
  state: QueryState<T>;
  fetchedAt: number;
  stale: boolean;
  request: { promise: Promise<T>; controller: AbortController } | null;
  listeners: Set<() => void>;
  /** Callers of `fetch` still waiting for the answer. */
  waiters: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface QueryCacheOptions {
  /** How long an answer is reused without asking again. */
  staleMs?: number;
  /** How long an entry nobody uses is kept. */
  gcMs?: number;
  now?: () => number;
  /** Where failures are reported; list failures are only logged, never thrown at the shopper. */
  onError?: (key: string, error: unknown) => void;
}

export class QueryCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly staleMs: number;
  private readonly gcMs: number;
  private readonly now: () => number;
  private readonly onError: (key: string, error: unknown) => void;

  constructor(options: QueryCacheOptions = {}) {
    this.staleMs = options.staleMs ?? 60_000;
    this.gcMs = options.gcMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
    this.onError =
      options.onError ??
      ((_key, error) => {
        if (!leavingPage()) console.error('Request failed', error);
      });
  }

  /**
   * The query for `key`: the same object for as long as the key is cached, so components
   * can depend on it. `load` is only used when the key is new.
   */
  query<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Query<T> {
    return this.entry({ key, load }).query;
  }

  /** What is known about a query now (the same object until it changes). */
  snapshot<T>(query: Query<T>): QueryState<T> {
    return (this.entries.get(query.key)?.state as QueryState<T> | undefined) ?? LOADING;
  }

  /** Watch a query; loads it if nothing fresh is cached. Returns the unsubscribe function. */
  subscribe<T>(query: Query<T>, listener: () => void): () => void {
    const entry = this.entry(query);
    clearTimeout(entry.timer);
    entry.listeners.add(listener);
    if (this.needsLoad(entry)) void this.load(entry).catch(() => {});
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) this.release(entry);
    };
  }

  /** The data of a query: cached when fresh, else from the request in flight or a new one. */
  fetch<T>(query: Query<T>): Promise<T> {
    const entry = this.entry(query);
    if (entry.state.status === 'success' && !this.needsLoad(entry)) return Promise.resolve(entry.state.data);
    clearTimeout(entry.timer);
    entry.waiters += 1;
    return this.load(entry).finally(() => {
      entry.waiters -= 1;
      this.release(entry);
    });
  }

  /**
   * An answer that arrived another way (embedded in the page): kept as if just fetched, unless
   * the query already has an answer or a request of its own.
   */
  seed<T>(query: Query<T>, data: T): void {
    const entry = this.entry(query);
    if (entry.state.status === 'success' || entry.request) return;
    entry.stale = false;
    entry.fetchedAt = this.now();
    this.set(entry, { status: 'success', data, error: undefined });
  }

  /** Ask again now (a Retry button). */
  refetch<T>(query: Query<T>): void {
    const entry = this.entry(query);
    entry.stale = true;
    void this.load(entry).catch(() => {});
  }

  /**
   * After a write: every key equal to `prefix` or starting with `prefix:` is stale. Entries
   * on screen refetch now; the rest on their next use.
   */
  invalidate(prefix: string): void {
    for (const entry of this.entries.values()) {
      const { key } = entry.query;
      if (key !== prefix && !key.startsWith(`${prefix}:`)) continue;
      entry.stale = true;
      if (entry.listeners.size > 0) void this.load(entry).catch(() => {});
    }
  }

  /** Forget everything (tests, logging out), aborting requests in flight. */
  clear(): void {
    for (const entry of this.entries.values()) {
      clearTimeout(entry.timer);
      entry.request?.controller.abort();
    }
    this.entries.clear();
  }

  private entry<T>(query: Query<T>): Entry<T> {
    let entry = this.entries.get(query.key) as Entry<T> | undefined;
    if (!entry) {
      entry = {
        query,
        state: LOADING,
        fetchedAt: 0,
        stale: false,
        request: null,
        listeners: new Set(),
        waiters: 0,
        timer: undefined,
      };
      this.entries.set(query.key, entry as Entry<unknown>);
      // Created but never watched (a render React threw away): drop it later.
      this.release(entry);
    }
    return entry;
  }

  private needsLoad(entry: Entry<unknown>): boolean {
    if (entry.request) return false;
    if (entry.state.status !== 'success') return true;
    return entry.stale || this.now() - entry.fetchedAt >= this.staleMs;
  }

  private load<T>(entry: Entry<T>): Promise<T> {
    if (entry.request) return entry.request.promise;
    const controller = new AbortController();
    // A failed answer is forgotten so the spinner shows during a retry; a good one stays on screen.
    if (entry.state.status === 'error') this.set(entry, LOADING);
    const promise = entry.query.load(controller.signal).then(
      (data) => {
        if (entry.request?.controller !== controller) return data;
        entry.request = null;
        entry.stale = false;
        entry.fetchedAt = this.now();
        this.set(entry, { status: 'success', data, error: undefined });
        return data;
      },
      (error: unknown) => {
        if (entry.request?.controller === controller && !controller.signal.aborted) {
          entry.request = null;
          this.onError(entry.query.key, error);
          this.set(entry, { status: 'error', data: undefined, error });
        }
        throw error;
      },
    );
    entry.request = { promise, controller };
    return promise;
  }

  private set<T>(entry: Entry<T>, state: QueryState<T>) {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }

  /**
   * Nobody is watching: abort a request in flight (a macrotask later, so a component that
   * unmounts and mounts again at once, as React's StrictMode does, keeps it), and drop the
   * entry after `gcMs`.
   */
  private release(entry: Entry<unknown>) {
    const unused = () => entry.listeners.size === 0 && entry.waiters === 0;
    if (!unused()) return;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      if (!unused()) return;
      if (entry.request) {
        entry.request.controller.abort();
        entry.request = null;
        if (entry.state.status !== 'success') entry.state = LOADING;
      }
      entry.timer = setTimeout(() => {
        if (unused() && !entry.request && this.entries.get(entry.query.key) === entry) {
          this.entries.delete(entry.query.key);
        }
      }, this.gcMs);
    }, 0);
  }
}

/** The storefront's one cache. */
export const queryCache = new QueryCache();
