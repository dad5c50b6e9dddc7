import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMutation } from '../../src/hooks/useMutation';
import { queryCache } from '../../src/lib/queryCache';

/** A call the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.restoreAllMocks();
  queryCache.clear();
});

describe('useMutation', () => {
  it('goes idle → pending → success, answers the result, and makes the named cache keys stale', async () => {
    const invalidate = vi.spyOn(queryCache, 'invalidate');
    const call = deferred<string>();
    const { result } = renderHook(() =>
      useMutation((n: number) => call.promise.then((v) => `${v}${n}`), { invalidates: ['cart', 'orders'] }),
    );
    expect(result.current.status).toBe('idle');

    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.run(7);
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.pending).toBe(true);
    expect(invalidate).not.toHaveBeenCalled();

    await act(async () => call.resolve('order-'));
    await expect(answer).resolves.toBe('order-7');
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBe('order-7');
    expect(invalidate.mock.calls).toEqual([['cart'], ['orders']]);
  });

  it('keeps the error in its state and throws it to the caller; invalidates nothing', async () => {
    const invalidate = vi.spyOn(queryCache, 'invalidate');
    const failure = new Error('refused');
    const { result } = renderHook(() => useMutation(() => Promise.reject(failure), { invalidates: ['cart'] }));
    await act(async () => {
      await expect(result.current.run()).rejects.toBe(failure);
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(failure);
    expect(invalidate).not.toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('shows the latest call only: an earlier answer arriving last does not overwrite it', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const { result } = renderHook(() => useMutation(() => calls.shift()!.promise));
    act(() => {
      void result.current.run();
      void result.current.run();
    });
    await act(async () => second.resolve('second'));
    await act(async () => first.resolve('first'));
    expect(result.current.data).toBe('second');
  });

  it('sets nothing once the component has gone', async () => {
    const call = deferred<string>();
    const error = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useMutation(() => call.promise));
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.run();
    });
    unmount();
    call.resolve('late');
    await expect(answer).resolves.toBe('late');
    await waitFor(() => expect(error).not.toHaveBeenCalled());
  });
});
