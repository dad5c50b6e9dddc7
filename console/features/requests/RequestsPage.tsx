import { useId, useState, type FormEvent } from 'react';
import type { DataRequestOnTheWire } from '../../../common/contract/admin-coupons';
import {
  DATA_REQUEST_DAYS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_WORDS,
  type DataRequestKind,
} from '../../../common/domain/data-requests';
import { formatIndianDateTime } from '../../../common/site/dates';
import { useSession } from '../auth/session';
import { TextField } from '../../lib/TextField';
import { useLoad } from '../../lib/useLoad';
import { useActionKey } from '../orders/useActionKey';
import { requestsApi } from './api';
import '../orders/orders.css';
import '../stock/stock.css';

/** "due in 3 days", "due today", "2 days late": whole days, as a person counts them. */
export function dueWords(dueAt: string, now = Date.now()): string {
  const days = Math.ceil((Date.parse(dueAt) - now) / 86_400_000);
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} late`;
  if (days === 0) return 'due today';
  return `due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Customers' requests (owner, support): what people asked about their data, open ones by deadline
 * ({DATA_REQUEST_DAYS} days from arrival, docs/privacy.md), then done ones. Log one by hand here, or
 * from a message with "Log as data request"; "Mark done" is recorded under your name.
 */
export default function RequestsPage() {
  const { can } = useSession();
  const allowed = can('requests.manage');
  const { loaded, reload: load } = useLoad(requestsApi.list, allowed);

  if (!allowed)
    return (
      <section className="c-stack">
        <h1>Customers’ requests</h1>
        <p>The owner and support manage customers’ requests.</p>
      </section>
    );
  return (
    <section aria-labelledby="requests-title" className="c-stack">
      <h1 id="requests-title">Customers’ requests</h1>
      <p className="c-muted c-small">
        Each is answered within {DATA_REQUEST_DAYS} days of arriving (docs/privacy.md). Check that it comes from the
        person (a reply from the address on record) before acting on it.
      </p>
      {loaded === null && (
        <p role="status" className="c-muted">
          Loading requests…
        </p>
      )}
      {loaded && 'error' in loaded && (
        <p role="alert" className="c-error">
          {loaded.error}
        </p>
      )}
      {loaded && 'data' in loaded && (
        <>
          <p className="c-muted">{loaded.data.open === 0 ? 'No open requests.' : `${loaded.data.open} open.`}</p>
          {loaded.data.requests.length > 0 && (
            <ul className="c-list" aria-label="Requests, soonest deadline first">
              {loaded.data.requests.map((r) => (
                <li key={r.id}>
                  <RequestCard request={r} onChanged={() => void load()} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <LogRequest onLogged={() => void load()} />
    </section>
  );
}

export function RequestCard({ request: r, onChanged }: { request: DataRequestOnTheWire; onChanged?: () => void }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const action = useActionKey();
  const titleId = `request-${r.id}`;
  const done = async () => {
    setState({ busy: true });
    try {
      await requestsApi.done(r.id, action.key());
      action.done();
      setState({ busy: false });
      onChanged?.();
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  // The moment the card was first shown: "late" and "due in" do not change while it is on screen.
  const [now] = useState(() => Date.now());
  const late = r.status === 'open' && Date.parse(r.dueAt) < now;
  return (
    <article aria-labelledby={titleId} className="c-card">
      <div className="c-row">
        <h2 id={titleId} className="c-wrap">
          {DATA_REQUEST_WORDS[r.kind]}: {r.name}
        </h2>
        <span className={`c-badge ${r.status === 'done' ? '' : late ? 'c-badge-out' : 'c-badge-low'}`}>
          {r.status === 'done' ? 'Done' : dueWords(r.dueAt, now)}
        </span>
      </div>
      <p className="c-small c-wrap">
        {r.email}
        <br />
        <span className="c-muted">
          Received {formatIndianDateTime(r.receivedAt)} · due {formatIndianDateTime(r.dueAt)}
          {r.messageId ? ` · from message #${r.messageId}` : ''}
        </span>
      </p>
      {r.note && <p className="c-message-text">{r.note}</p>}
      {r.status === 'done' ? (
        <p className="c-small c-muted">
          Done {r.doneAt ? formatIndianDateTime(r.doneAt) : ''} by {r.doneBy}
        </p>
      ) : (
        onChanged && (
          <div className="c-actions">
            <button
              type="button"
              className="c-button"
              disabled={state.busy}
              aria-label={`Mark done: ${r.name}`}
              onClick={() => void done()}
            >
              {state.busy ? 'Saving…' : 'Mark done'}
            </button>
          </div>
        )
      )}
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </article>
  );
}

export function KindChoice({
  kind,
  onChange,
  name,
}: {
  kind: DataRequestKind;
  onChange: (kind: DataRequestKind) => void;
  name: string;
}) {
  return (
    <fieldset className="c-reasons">
      <legend>What they ask</legend>
      {DATA_REQUEST_KINDS.map((k) => (
        <label key={k} className="c-reason">
          <input type="radio" name={name} value={k} checked={kind === k} onChange={() => onChange(k)} />
          {DATA_REQUEST_WORDS[k]}
        </label>
      ))}
    </fieldset>
  );
}

function LogRequest({ onLogged }: { onLogged: () => void }) {
  const [kind, setKind] = useState<DataRequestKind>('access');
  const [form, setForm] = useState({ name: '', email: '', note: '' });
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const action = useActionKey();
  const noteId = useId();
  const set = (field: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    action.done();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !/^[^\s@]+@[^\s@]+$/.test(form.email.trim())) {
      setState({ busy: false, error: 'Give the person’s name and e-mail address.' });
      return;
    }
    setState({ busy: true });
    try {
      const answer = await requestsApi.log(
        { kind, name: form.name.trim(), email: form.email.trim(), note: form.note.trim() || undefined },
        action.key(),
      );
      action.done();
      setForm({ name: '', email: '', note: '' });
      setState({ busy: false, done: `Logged: due ${formatIndianDateTime(answer.request.dueAt)}.` });
      onLogged();
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <form className="c-card c-stack" aria-labelledby="log-request-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="log-request-title">Log a request by hand</h2>
      <KindChoice kind={kind} name="request-kind" onChange={(k) => (setKind(k), action.done())} />
      <TextField label="Name" autoComplete="off" value={form.name} onChange={(value) => set('name', value)} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={(value) => set('email', value)}
      />
      <div className="c-field">
        <label htmlFor={noteId}>Note (optional)</label>
        <textarea
          id={noteId}
          className="c-input"
          rows={3}
          value={form.note}
          onChange={(e) => set('note', e.target.value)}
        />
      </div>
      <button type="submit" className="c-button" disabled={state.busy}>
        {state.busy ? 'Logging…' : 'Log request'}
      </button>
      <p role="status" className="c-small">
        {state.done ?? ''}
      </p>
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </form>
  );
}
