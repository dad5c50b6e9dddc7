import { useState } from 'react';
import type { StaffMessage } from '../../../common/contract/admin-stock';
import { formatIndianDateTime } from '../../../common/site/dates';
import type { DataRequestKind } from '../../../common/domain/data-requests';
import { useSession } from '../auth/session';
import { useLoad } from '../../lib/useLoad';
import { useActionKey } from '../orders/useActionKey';
import { requestsApi } from '../requests/api';
import { KindChoice } from '../requests/RequestsPage';
import { messagesApi } from './api';
import '../orders/orders.css';
import '../stock/stock.css';

/** The phone's mail app, with the address and a subject that names the message. */
export function replyLink(m: StaffMessage): string {
  const subject = `Re: your message of ${formatIndianDateTime(m.receivedAt)}`;
  return `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/**
 * Messages (owner, support): what people sent through the contact page, the unanswered first, each
 * part newest first. Reply opens the phone's mail app; "Mark answered" is recorded under your name.
 */
export default function MessagesPage() {
  const { loaded, reload: load } = useLoad(messagesApi.list);

  return (
    <section aria-labelledby="messages-title" className="c-stack">
      <h1 id="messages-title">Messages</h1>
      {loaded === null && (
        <p role="status" className="c-muted">
          Loading messages…
        </p>
      )}
      {loaded && 'error' in loaded && (
        <p role="alert" className="c-error">
          {loaded.error}
        </p>
      )}
      {loaded &&
        'data' in loaded &&
        (loaded.data.messages.length === 0 ? (
          <p className="c-card">No contact messages yet.</p>
        ) : (
          <>
            <p className="c-muted">
              {loaded.data.unanswered === 0
                ? 'Every message is answered.'
                : `${loaded.data.unanswered} not answered yet.`}
            </p>
            <ul className="c-list" aria-label="Messages, unanswered first">
              {loaded.data.messages.map((m) => (
                <li key={m.id}>
                  <MessageCard message={m} onAnswered={() => void load()} />
                </li>
              ))}
            </ul>
            {loaded.data.more && (
              <p className="c-muted">Older messages: `npm run shop -- messages list --limit N` on the server.</p>
            )}
          </>
        ))}
    </section>
  );
}

function MessageCard({ message: m, onAnswered }: { message: StaffMessage; onAnswered: () => void }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const action = useActionKey();
  const titleId = `message-${m.id}`;
  const mark = async () => {
    setState({ busy: true });
    try {
      await messagesApi.markAnswered(m.id, action.key());
      action.done();
      setState({ busy: false });
      onAnswered();
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <article aria-labelledby={titleId} className="c-card">
      <div className="c-row">
        <h2 id={titleId} className="c-wrap">
          {m.name}
        </h2>
        <span className={`c-badge ${m.answeredAt ? '' : 'c-badge-low'}`}>
          {m.answeredAt ? 'Answered' : 'Not answered'}
        </span>
      </div>
      <p className="c-small c-wrap">
        {m.email} · +91 {m.mobile}
        <br />
        <span className="c-muted">
          Received {formatIndianDateTime(m.receivedAt)}
          {m.answeredAt ? ` · answered ${formatIndianDateTime(m.answeredAt)}` : ''}
        </span>
      </p>
      <p className="c-message-text">{m.message}</p>
      <div className="c-actions">
        <a className="c-button c-button-plain" href={replyLink(m)} aria-label={`Reply to ${m.name}`}>
          Reply
        </a>
        {!m.answeredAt && (
          <button
            type="button"
            className="c-button"
            disabled={state.busy}
            aria-label={`Mark answered: ${m.name}`}
            onClick={() => void mark()}
          >
            {state.busy ? 'Saving…' : 'Mark answered'}
          </button>
        )}
      </div>
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
      <LogAsRequest message={m} />
    </article>
  );
}

/**
 * "Log as data request" (owner, support): the message becomes a request in the queue with its kind,
 * due from when the message arrived (server/privacy/requests.ts).
 */
function LogAsRequest({ message: m }: { message: StaffMessage }) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<DataRequestKind>('access');
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const action = useActionKey();
  if (!can('requests.manage')) return null;
  const log = async () => {
    setState({ busy: true });
    try {
      const answer = await requestsApi.log({ kind, messageId: m.id }, action.key());
      action.done();
      setOpen(false);
      setState({
        busy: false,
        done: `Logged as request #${answer.request.id}, due ${formatIndianDateTime(answer.request.dueAt)}.`,
      });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <>
      {open ? (
        <div className="c-stack">
          <KindChoice kind={kind} name={`request-kind-${m.id}`} onChange={(k) => (setKind(k), action.done())} />
          <div className="c-actions">
            <button type="button" className="c-button" disabled={state.busy} onClick={() => void log()}>
              {state.busy ? 'Logging…' : 'Log request'}
            </button>
            <button type="button" className="c-button c-button-plain" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="c-actions">
          <button
            type="button"
            className="c-button c-button-plain"
            aria-label={`Log as data request: ${m.name}`}
            onClick={() => setOpen(true)}
          >
            Log as data request
          </button>
        </div>
      )}
      {state.done && <p className="c-small">{state.done}</p>}
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </>
  );
}
