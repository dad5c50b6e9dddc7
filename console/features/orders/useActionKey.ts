import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../lib/api';

/**
 * One Idempotency-Key per action: the same key while the person retries the same tap (a lost answer
 * on a flaky network must not refund twice), a fresh one once it succeeded or the inputs changed.
 */
export function useActionKey(): { key: () => string; done: () => void } {
  const current = useRef<string | null>(null);
  const key = useCallback(() => (current.current ??= newIdempotencyKey()), []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { key, done };
}
