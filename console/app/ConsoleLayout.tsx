import type { ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../features/auth/session';
import { consolePaths } from '../lib/paths';

/** Signed-in screens only: anyone else goes to sign-in, and comes back where they were after it. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { state, refresh } = useSession();
  const location = useLocation();
  if (state.status === 'loading')
    return (
      <p role="status" className="c-page c-muted">
        Loading…
      </p>
    );
  if (state.status === 'error')
    return (
      <main className="c-page c-stack">
        <p role="alert">{state.message}</p>
        <button type="button" className="c-button" onClick={() => void refresh()}>
          Try again
        </button>
      </main>
    );
  if (state.status === 'signed-out')
    return <Navigate to={consolePaths.signIn} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

const TABS = [
  { to: consolePaths.today, label: 'Today', end: true },
  { to: consolePaths.orders, label: 'Orders', end: false },
  { to: consolePaths.more, label: 'More', end: false },
];

/** The console's frame on a phone: a title bar, the screen, and the bottom navigation. */
export function ConsoleLayout() {
  const { state } = useSession();
  const me = state.status === 'signed-in' ? state.me : null;
  return (
    <div className="c-frame">
      <header className="c-topbar">
        <span className="c-brand">Shop console</span>
        {me && <span className="c-who">{me.name || me.email}</span>}
      </header>
      <main className="c-page" id="main">
        <Outlet />
      </main>
      <nav className="c-tabs" aria-label="Console">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="c-tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
