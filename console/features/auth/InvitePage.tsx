import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InviteInfo, TotpSetup } from '../../../common/contract/staff';
import { consolePaths } from '../../lib/paths';
import { authApi, passkeyMessage } from './api';
import { useSession } from './session';

type Step = 'passkey' | 'totp' | 'codes';

/** The invite token from the link's fragment (`/admin/invite#TOKEN`): it never reaches a server log. */
const tokenFromLink = () => window.location.hash.replace(/^#/, '');

/**
 * Invite acceptance and enrolment, in three steps: a passkey on this phone, then an authenticator
 * app (QR code or the secret typed in) as the fallback, then the ten recovery codes, shown once.
 */
export function InvitePage() {
  const [token] = useState(tokenFromLink);
  const [invite, setInvite] = useState<InviteInfo | null>(null);
  const [step, setStep] = useState<Step>('passkey');
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { signedIn, state } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    authApi
      .invite(token)
      .then(setInvite)
      .catch((e: Error) => setError(e.message));
  }, [token]);
  // Each step's title takes the focus, so a screen reader hears where the person is.
  useEffect(() => heading.current?.focus(), [step]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(passkeyMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const addPasskey = () =>
    act(async () => {
      await authApi.addPasskey(token);
      setTotp(await authApi.totpSetup(token));
      setStep('totp');
    });
  const confirmApp = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await authApi.confirmTotp(token, code.trim());
      await finish();
    });
  };
  const finish = async () => {
    const done = await authApi.finish(token);
    setCodes(done.recoveryCodes);
    setStep('codes');
    signedIn(done.me);
  };

  if (!token || (error && !invite))
    return (
      <main className="c-signin c-stack">
        <h1>Invite link</h1>
        <p role="alert" className="c-error">
          {error || 'This invite link is not valid any more. Ask the shop owner for a new one.'}
        </p>
      </main>
    );
  if (!invite && state.status !== 'signed-in')
    return (
      <p role="status" className="c-signin c-muted">
        Loading…
      </p>
    );

  return (
    <main className="c-signin c-stack">
      {step === 'passkey' && invite && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Welcome, {invite.name || invite.email}
          </h1>
          <p>
            You are invited as <strong>{invite.role}</strong>. First add a passkey: your phone’s fingerprint, face or
            screen lock signs you in, with no password.
          </p>
          <div className="c-card">
            <button type="button" className="c-button" disabled={busy} onClick={() => void addPasskey()}>
              Add a passkey on this phone
            </button>
          </div>
        </>
      )}
      {step === 'totp' && totp && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Add an authenticator app
          </h1>
          <p>For when your passkey is not at hand: scan the code with an authenticator app, or type the key.</p>
          <div className="c-card">
            <img className="c-qr" src={totp.qr} alt="QR code for your authenticator app" width={192} height={192} />
            <p>
              Key: <span className="c-secret">{totp.secret}</span>
            </p>
          </div>
          <form className="c-card" onSubmit={confirmApp} noValidate>
            <div className="c-field">
              <label htmlFor="enrol-code">The 6-digit code the app shows</label>
              <input
                id="enrol-code"
                className="c-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            <button type="submit" className="c-button" disabled={busy}>
              Confirm the app
            </button>
            <button type="button" className="c-button c-button-plain" disabled={busy} onClick={() => void act(finish)}>
              Skip for now
            </button>
          </form>
        </>
      )}
      {step === 'codes' && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Your recovery codes
          </h1>
          <p>
            Each code signs you in once if your phone is lost. Write them down or save them somewhere safe now: they are
            shown only this once.
          </p>
          <ul className="c-codes c-card" aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <button type="button" className="c-button" onClick={() => navigate(consolePaths.today, { replace: true })}>
            I have saved them
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
    </main>
  );
}
