import { useSyncExternalStore } from 'react';
import { getUserId, getUsername, subscribeSession } from '../lib/storage';

export interface SessionView {
  userId: string | null;
  username: string | null;
}

let last: SessionView = { userId: null, username: null };
function snapshot(): SessionView {
  const userId = getUserId();
  const username = getUsername();
  // The same object while nothing changed, as useSyncExternalStore requires.
  if (userId !== last.userId || username !== last.username) last = { userId, username };
  return last;
}

/** Who is signed in, re-rendering on sign-in, sign-out and changes made in other tabs. */
export function useSession(): SessionView {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}
