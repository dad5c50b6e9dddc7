import { useCallback, useEffect, useRef, useState } from 'react';
import { queryCache } from '../lib/queryCache';

export type MutationState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
const PENDING = { status: 'pending', data: undefined, error: undefined } as const;

export interface MutationOptions {
  /** Cache key prefixes a success makes stale (src/lib/queryCache.ts), so the reads on screen follow. */
  invalidates?: readonly string[];
}

/**
 * A write (or a read made on demand, such as a coupon check) and its state, the counterpart of
 * useQuery for what the shopper sets off. `run` answers the call's result or throws its error, so a
 * flow of several steps can await it; the state shows the latest call only, and nothing is set after
 * the component has gone.
 */
export function useMutation<Args extends unknown[], T>(
  call: (...args: Args) => Promise<T>,
  { invalidates = [] }: MutationOptions = {},
) {
  const [state, setState] = useState<MutationState<T>>(IDLE);
  const latest = useRef(0);
  const mounted = useRef(true);
  const callRef = useRef(call);
  const invalidatesRef = useRef(invalidates);
  useEffect(() => {
    callRef.current = call;
    invalidatesRef.current = invalidates;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<T> => {
    const id = ++latest.current;
    const settle = (next: MutationState<T>) => {
      if (mounted.current && id === latest.current) setState(next);
    };
    settle(PENDING);
    try {
      const data = await callRef.current(...args);
      for (const prefix of invalidatesRef.current) queryCache.invalidate(prefix);
      settle({ status: 'success', data, error: undefined });
      return data;
    } catch (error) {
      settle({ status: 'error', data: undefined, error });
      throw error;
    }
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, pending: state.status === 'pending', run, reset };
}
