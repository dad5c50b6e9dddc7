import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authApi, passkeyMessage } from './api';

/**
 * "Confirm it is you": a passkey tap, or an app or recovery code. A modal <dialog> keeps the focus
 * inside it (the rest of the page is inert while it is open) and the focus goes back to where it
 * was when it closes. `onDone(true)` lets the API client send the refused request again.
 */
export function StepUpDialog({ message, onDone }: { message: string; onDone: (ok: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [withCode, setWithCode] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);

  const confirm = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await work();
      onDone(true);
    } catch (e) {
      setError(passkeyMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void confirm(() => authApi.stepUpWithCode(code.trim()));
  };

  return (
    <dialog
      ref={dialog}
      className="c-dialog"
      aria-labelledby="step-up-title"
      aria-describedby="step-up-text"
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}
    >
      <div className="c-stack">
        <h2 id="step-up-title">Confirm it is you</h2>
        <p id="step-up-text">{message}</p>
        <button
          type="button"
          className="c-button"
          disabled={busy}
          onClick={() => void confirm(authApi.stepUpWithPasskey)}
        >
          Use your passkey
        </button>
        {!withCode ? (
          <button type="button" className="c-button c-button-plain" onClick={() => setWithCode(true)}>
            Use a code instead
          </button>
        ) : (
          <form className="c-stack" onSubmit={submitCode} noValidate>
            <div className="c-field">
              <label htmlFor="step-up-code">Code from your authenticator app, or a recovery code</label>
              <input
                id="step-up-code"
                className="c-input"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            <button type="submit" className="c-button" disabled={busy}>
              Confirm
            </button>
          </form>
        )}
        {error && (
          <p role="alert" className="c-error">
            {error}
          </p>
        )}
        <button type="button" className="c-button c-button-plain" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
