import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { consolePaths } from '../../lib/paths';
import { authApi, passkeyMessage } from './api';
import { useSession } from './session';

/** Passkey first; "Use a code instead" opens the address and code form (app code or recovery code). */
export function SignInPage() {
  const { state, signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? consolePaths.today;
  const [withCode, setWithCode] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (state.status === 'signed-in') return <Navigate to={from} replace />;

  const run = async (work: () => Promise<Parameters<typeof signedIn>[0]>) => {
    setBusy(true);
    setError('');
    try {
      signedIn(await work());
      navigate(from, { replace: true });
    } catch (e) {
      setError(passkeyMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(() => authApi.signInWithCode(email.trim(), code.trim()));
  };

  return (
    <main className="c-signin c-stack">
      <h1>Sign in to the console</h1>
      <div className="c-card">
        <button type="button" className="c-button" disabled={busy} onClick={() => void run(authApi.signInWithPasskey)}>
          Sign in with your passkey
        </button>
        {!withCode && (
          <button type="button" className="c-button c-button-plain" onClick={() => setWithCode(true)}>
            Use a code instead
          </button>
        )}
      </div>
      {withCode && (
        <form className="c-card" onSubmit={submitCode} noValidate>
          <div className="c-field">
            <label htmlFor="signin-email">Email address</label>
            <input
              id="signin-email"
              className="c-input"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="c-field">
            <label htmlFor="signin-code">Code from your authenticator app, or a recovery code</label>
            <input
              id="signin-code"
              className="c-input"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <button type="submit" className="c-button" disabled={busy}>
            Sign in
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
    </main>
  );
}
