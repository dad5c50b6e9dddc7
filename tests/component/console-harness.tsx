import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROLE_ACTIONS, type StaffRole } from '../../common/domain/staff';
import { SessionProvider } from '../../console/features/auth/session';
import { http, HttpResponse, server } from '../mocks/server';

/** Where the console's API answers in the component tests (MSW). */
export const ADMIN = 'http://localhost:3000/api/admin';

/** The server names who is signed in: a staff member of `role`, with that role's actions, just verified. */
export function signedInAs(role: StaffRole): void {
  server.use(
    http.get(`${ADMIN}/auth/me`, () =>
      HttpResponse.json({
        id: 1,
        email: `${role}@shop.example`,
        name: role,
        role,
        actions: ROLE_ACTIONS[role],
        verifiedAt: new Date().toISOString(),
      }),
    ),
  );
}

/**
 * The console opened at `path` by a staff member of `role`, with the screens `routes` maps from
 * their path patterns; `beside` renders inside the router too (an address probe, say).
 */
export function renderConsoleAt(
  path: string,
  role: StaffRole,
  routes: Record<string, ReactElement>,
  beside?: ReactNode,
) {
  signedInAs(role);
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, screen]) => (
            <Route key={pattern} path={pattern} element={screen} />
          ))}
        </Routes>
        {beside}
      </MemoryRouter>
    </SessionProvider>,
  );
}
