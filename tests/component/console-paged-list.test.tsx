import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList, type Page } from '../../console/lib/usePagedList';

/** A page read the test answers when it chooses. */
function deferred() {
  let answer!: (page: Page<string, number>) => void;
  const promise = new Promise<Page<string, number>>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('a console list read page by page', () => {
  it('drops a slow first page of the last filter once the filter has changed', async () => {
    const reads: Record<string, ReturnType<typeof deferred>> = { all: deferred(), paid: deferred() };
    const { result, rerender } = renderHook(({ filter }) => usePagedList(filter, () => reads[filter]!.promise), {
      initialProps: { filter: 'all' },
    });
    expect(result.current.loading).toBe(true);
    rerender({ filter: 'paid' });
    await act(async () => reads.paid!.answer({ items: ['paid order'], next: null }));
    await act(async () => reads.all!.answer({ items: ['an order of another filter'], next: 7 }));
    expect(result.current.items).toEqual(['paid order']);
    expect(result.current.next).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it('adds the next page after the last, and reads from the start again with null', async () => {
    const pages: Record<string, Page<string, number>> = {
      start: { items: ['a', 'b'], next: 2 },
      '2': { items: ['c'], next: null },
    };
    const asked: (number | null)[] = [];
    const { result } = renderHook(() =>
      usePagedList<string, number>('all', async (cursor) => {
        asked.push(cursor);
        return pages[cursor === null ? 'start' : String(cursor)]!;
      }),
    );
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b']));
    await act(() => result.current.load(2));
    expect(result.current.items).toEqual(['a', 'b', 'c']);
    expect(result.current.next).toBeNull();
    await act(() => result.current.load(null));
    expect(result.current.items).toEqual(['a', 'b']);
    expect(asked).toEqual([null, 2, null]);
  });

  it('keeps what it has and says why when a page fails', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      usePagedList<string, number>('all', async (cursor) => {
        if (fail) throw new Error('Something went wrong. Please try again later.');
        return { items: [cursor === null ? 'a' : 'b'], next: 2 };
      }),
    );
    await waitFor(() => expect(result.current.items).toEqual(['a']));
    fail = true;
    await act(() => result.current.load(2));
    expect(result.current.items).toEqual(['a']);
    expect(result.current.error).toBe('Something went wrong. Please try again later.');
  });
});
