import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StaffMe } from '../../../common/contract/staff';
import type { StaffAction } from '../../../common/domain/staff';
import { api, ApiError } from '../../lib/api';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; me: StaffMe }
  | { status: 'error'; message: string };

interface SessionValue {
  state: SessionState;
  /** Asks the server who is signed in (after sign-in, enrolment, or a 401). */
  refresh: () => Promise<void>;
  /** The signed-in person, after sign-in or enrolment handed it over. */
  signedIn: (me: StaffMe) => void;
  signedOut: () => void;
  /** Whether the signed-in person's role allows `action` (the server checks again). */
  can: (action: StaffAction) => boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const me = await api.get<StaffMe>('/auth/me', { allowUnauthorized: true });
      setState({ status: 'signed-in', me });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setState({ status: 'signed-out' });
      else setState({ status: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first look at the session, once
    void refresh();
  }, [refresh]);

  const value = useMemo<SessionValue>(
    () => ({
      state,
      refresh,
      signedIn: (me) => setState({ status: 'signed-in', me }),
      signedOut: () => setState({ status: 'signed-out' }),
      can: (action) => state.status === 'signed-in' && state.me.actions.includes(action),
    }),
    [state, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider> (console/app/ConsoleApp.tsx).');
  return value;
}
