import { useCallback, useEffect, useState } from 'react';

/** What a console screen shows from one read: its data, or the error's message. */
export type Loaded<T> = { data: T } | { error: string };

/**
 * One read for a console screen: `loaded` is null while it runs, then the data or the error's
 * message. It runs when the screen opens (only while `enabled`: a role that may not read it asks
 * nothing), is abandoned when the screen closes, and `reload` reads again after a write.
 * `fetcher` must keep its identity between renders (a module's function, or a useCallback).
 */
export function useLoad<T>(
  fetcher: (signal?: AbortSignal) => Promise<T>,
  enabled = true,
): { loaded: Loaded<T> | null; reload: () => Promise<void> } {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetcher(signal).then(
        (data) => setLoaded({ data }),
        (error: Error) => {
          if (error.name !== 'AbortError') setLoaded({ error: error.message });
        },
      ),
    [fetcher],
  );
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, enabled]);
  return { loaded, reload: () => load() };
}
