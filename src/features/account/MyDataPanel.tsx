import { useState } from 'react';
import { useMyData } from './useMyData';
import { PasswordField } from './PasswordField';

interface MyDataPanelProps {
  /** Called once the account is gone: the page forgets the session. */
  onDeleted: () => void;
}

/** The customer's data rights on their account view: download their data, delete their account. */
export function MyDataPanel({ onDeleted }: MyDataPanelProps) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const { busy, message, download, remove } = useMyData({ onDeleted });

  return (
    <div className="mt-4 pt-3 border-top text-start">
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <button type="button" className="btn btn-outline-dark btn-sm" disabled={busy} onClick={download}>
          Download my data
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={busy}
          aria-expanded={asking}
          onClick={() => setAsking((a) => !a)}
        >
          Delete my account
        </button>
      </div>
      {asking && (
        <form
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            remove(password);
          }}
        >
          <p className="small">
            This deletes your account, saved address, cart, favourites and messages, and signs you out everywhere. Paid
            orders keep the name and address on their tax invoice for six years, as GST law requires.
          </p>
          <PasswordField
            label="Your password"
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <button type="submit" className="btn btn-danger btn-sm" disabled={busy || !password}>
            Delete my account for good
          </button>
        </form>
      )}
      {message && (
        <p className="text-danger small mt-2" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
