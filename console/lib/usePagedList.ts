import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** One page of a list the server pages with a cursor: its items, and the cursor of the next (null: the last). */
export interface Page<T, C> {
  items: T[];
  next: C | null;
}

export interface PagedList<T, C> {
  items: T[];
  next: C | null;
  loading: boolean;
  error: string | null;
  /** Reads the page after `next` and adds it; with null, reads the list again from its start. */
  load: (cursor: C | null) => Promise<void>;
}

/**
 * A console list read page by page (orders, the audit log): the first page when the screen opens
 * and whenever `key` (the filter, as a string) changes, then more on demand. An answer that comes
 * after the filter has changed, or after a newer read began, is dropped, so a slow page never shows
 * under another filter. `fetchPage` reads the filter from `key` and may change identity freely.
 */
export function usePagedList<T, C>(key: string, fetchPage: (cursor: C | null) => Promise<Page<T, C>>): PagedList<T, C> {
  const [list, setList] = useState<Omit<PagedList<T, C>, 'load'>>({
    items: [],
    next: null,
    loading: true,
    error: null,
  });
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  const load = useCallback(async (cursor: C | null) => {
    const mine = ++generation.current;
    setList((l) => ({ ...l, loading: true, error: null, ...(cursor === null ? { items: [], next: null } : {}) }));
    try {
      const page = await fetchRef.current(cursor);
      if (mine !== generation.current) return;
      setList((l) => ({
        items: cursor === null ? page.items : [...l.items, ...page.items],
        next: page.next,
        loading: false,
        error: null,
      }));
    } catch (error) {
      if (mine !== generation.current) return;
      setList((l) => ({ ...l, loading: false, error: (error as Error).message }));
    }
  }, []);

  // A new filter is a new list: its first page is read again.
  useEffect(() => {
    void load(null);
  }, [load, key]);

  return { ...list, load };
}
