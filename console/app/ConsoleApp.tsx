import { useEffect, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setApiHandlers } from '../lib/api';
import { CONSOLE_BASENAME } from '../lib/paths';
import { SessionProvider, useSession } from '../features/auth/session';
import { StepUpDialog } from '../features/auth/StepUpDialog';
import { consoleRoutes } from './routes';

const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASENAME });

/** Connects the API client's 401 and step-up answers to the session and the step-up dialog. */
function ApiHandlers() {
  const { signedOut } = useSession();
  const [asking, setAsking] = useState<string | null>(null);
  const pending = useRef<((ok: boolean) => void) | null>(null);

  useEffect(() => {
    setApiHandlers({
      onSignedOut: signedOut,
      onStepUp: (message) =>
        new Promise<boolean>((resolve) => {
          pending.current?.(false);
          pending.current = resolve;
          setAsking(message);
        }),
    });
  }, [signedOut]);

  const finish = (ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
    setAsking(null);
  };
  return asking === null ? null : <StepUpDialog message={asking} onDone={finish} />;
}

export function ConsoleApp() {
  return (
    <SessionProvider>
      <ApiHandlers />
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
