import type { ReactNode } from 'react';
import type { Loaded } from './useLoad';

/**
 * What a console detail screen shows before its data: the id in the address is not one (Not found),
 * the read is running (Loading…), or it failed (the screen's title and the error's message), each
 * under the screen's back link. Answers null once there is data: the screen draws it.
 */
export function DetailStates<T>({
  back,
  title,
  what,
  validId,
  loaded,
}: {
  back: ReactNode;
  /** The screen's heading above an error. */
  title: string;
  /** What the id names, for "There is no such …". */
  what: string;
  validId: boolean;
  loaded: Loaded<T> | null;
}) {
  if (!validId)
    return (
      <section className="c-stack">
        {back}
        <h1>Not found</h1>
        <p>There is no such {what}.</p>
      </section>
    );
  if (!loaded)
    return (
      <section className="c-stack">
        {back}
        <p role="status" className="c-muted">
          Loading…
        </p>
      </section>
    );
  if ('error' in loaded)
    return (
      <section className="c-stack">
        {back}
        <h1>{title}</h1>
        <p role="alert" className="c-error">
          {loaded.error}
        </p>
      </section>
    );
  return null;
}

/** A positive whole-number id from the address (`/admin/products/12`). */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1;
