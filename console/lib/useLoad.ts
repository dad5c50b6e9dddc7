import { useCallback, useEffect, useState } from 'react';

/** What a console screen shows from one read: its data, or the error's message. */
export type Loaded<T> = { data: T } | { error: string };

/**
 * One read for a console screen: `loaded` is null while it runs, then the data or the error's
 * message. It runs when the screen opens (only while `enabled`: a role that may not read it asks
 * nothing), is abandoned when the screen closes, and `reload` reads again after a write; `replace`
 * shows data a write answered with. `fetcher` must keep its identity between renders (a module's
 * function, or a useCallback); a new one (another product's id) shows null again until it answers,
 * never the last one's data.
 */
export function useLoad<T>(
  fetcher: (signal?: AbortSignal) => Promise<T>,
  enabled = true,
): { loaded: Loaded<T> | null; reload: () => Promise<void>; replace: (data: T) => void } {
  const [state, setState] = useState<{ from: typeof fetcher; loaded: Loaded<T> } | null>(null);
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetcher(signal).then(
        (data) => setState({ from: fetcher, loaded: { data } }),
        (error: Error) => {
          if (error.name !== 'AbortError') setState({ from: fetcher, loaded: { error: error.message } });
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
  return {
    loaded: state?.from === fetcher ? state.loaded : null,
    reload: () => load(),
    replace: (data: T) => setState({ from: fetcher, loaded: { data } }),
  };
}
