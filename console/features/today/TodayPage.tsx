import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TodayFigures } from '../../../common/contract/admin';
import { formatRupees } from '../../../common/domain/money';
import { consolePaths } from '../../lib/paths';
import { useSession } from '../auth/session';
import { ordersApi } from '../orders/api';
import type { DataRequestOnTheWire } from '../../../common/contract/admin-coupons';
import { DATA_REQUEST_NEAR_DAYS } from '../../../common/domain/data-requests';
import { requestsApi } from '../requests/api';
import { dueWords } from '../requests/RequestsPage';
import '../orders/orders.css';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; figures: TodayFigures };

/** Today: the day's and the week's sales, and the counts that need someone, each opening its list. */
export default function TodayPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { can } = useSession();

  useEffect(() => {
    let live = true;
    ordersApi.today().then(
      (figures) => live && setState({ status: 'ready', figures }),
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <section aria-labelledby="today-title" className="c-stack">
      <h1 id="today-title">Today</h1>
      {state.status === 'loading' && (
        <p role="status" className="c-muted">
          Loading today’s figures…
        </p>
      )}
      {state.status === 'error' && (
        <div className="c-card" role="alert">
          <p className="c-error">{state.message}</p>
          <button
            type="button"
            className="c-button"
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && <Figures figures={state.figures} canReadMessages={can('messages.manage')} />}
      {can('requests.manage') && <RequestsDueSoon />}
    </section>
  );
}

/** Customers' requests within DATA_REQUEST_NEAR_DAYS of their deadline (or past it), soonest first. */
function RequestsDueSoon() {
  const [due, setDue] = useState<DataRequestOnTheWire[] | { error: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    requestsApi.dueSoon(DATA_REQUEST_NEAR_DAYS, controller.signal).then(
      (list) => setDue(list.requests),
      (error: Error) => {
        if (error.name !== 'AbortError') setDue({ error: error.message });
      },
    );
    return () => controller.abort();
  }, []);
  if (due === null) return null;
  return (
    <section aria-labelledby="due-title" className="c-stack">
      <h2 id="due-title">Requests due within {DATA_REQUEST_NEAR_DAYS} days</h2>
      {'error' in due ? (
        <p role="alert" className="c-error">
          {due.error}
        </p>
      ) : due.length === 0 ? (
        <p className="c-muted">None: every customer’s request has more than a week left.</p>
      ) : (
        <ul className="c-list" aria-label="Requests due soon">
          {due.map((r) => (
            <li key={r.id}>
              <Link className="c-list-link c-count-link" to={consolePaths.requests}>
                <span>
                  {r.name} ({r.kind})
                </span>
                <span className="c-badge c-badge-low c-badge-nowrap">{dueWords(r.dueAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Figures({ figures, canReadMessages }: { figures: TodayFigures; canReadMessages: boolean }) {
  return (
    <>
      <dl className="c-figures" aria-label="Sales">
        <div className="c-figure">
          <dt>Sales today</dt>
          <dd>{formatRupees(figures.salesTodayPaise)}</dd>
          <dd className="c-muted c-small">
            {figures.ordersToday} {figures.ordersToday === 1 ? 'order' : 'orders'} paid
          </dd>
        </div>
        <div className="c-figure">
          <dt>This week</dt>
          <dd>{formatRupees(figures.salesWeekPaise)}</dd>
          <dd className="c-muted c-small">since Monday</dd>
        </div>
      </dl>
      <ul className="c-list" aria-label="Needs you">
        <li>
          <Link className="c-list-link c-count-link" to={`${consolePaths.orders}?status=paid`}>
            <span>Orders to ship</span>
            <span className="c-count">{figures.toShip}</span>
          </Link>
        </li>
        <li>
          <Link className="c-list-link c-count-link" to={`${consolePaths.orders}?flagged=true`}>
            <span>Flagged payments</span>
            <span className={figures.flagged ? 'c-count c-count-alert' : 'c-count'}>{figures.flagged}</span>
          </Link>
        </li>
        <li>
          {canReadMessages ? (
            <Link className="c-list-link c-count-link" to={consolePaths.messages}>
              <span>Unread messages</span>
              <span className="c-count">{figures.unreadMessages}</span>
            </Link>
          ) : (
            <div className="c-list-link c-count-link">
              <span>Unread messages</span>
              <span className="c-count">{figures.unreadMessages}</span>
            </div>
          )}
        </li>
      </ul>
    </>
  );
}
