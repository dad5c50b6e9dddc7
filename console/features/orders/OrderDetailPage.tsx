import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { StaffAddress, StaffOrderDetail } from '../../../common/contract/admin';
import { formatRupees } from '../../../common/domain/money';
import { canStaff, type StaffAction } from '../../../common/domain/staff';
import { formatCalendarDate, formatIndianDateTime } from '../../../common/site/dates';
import { consolePaths } from '../../lib/paths';
import { useSession } from '../auth/session';
import { openPdf, ordersApi, pdfPaths } from './api';
import { RefundPanel } from './RefundPanel';
import { useActionKey } from './useActionKey';
import { STATUS_LABEL } from './words';
import './orders.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string; notFound: boolean }
  | { status: 'ready'; order: StaffOrderDetail };

/** What the signed-in role may do (common/domain/staff.ts); the server checks again on every call. */
function useCan(): (action: StaffAction) => boolean {
  const { state } = useSession();
  return (action) => state.status === 'signed-in' && canStaff(state.me.role, action);
}

const REFUNDABLE = new Set(['paid', 'shipped', 'delivered', 'partially_refunded']);

/** One order: the next step as its one main button, then everything about it, oldest facts last. */
export default function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  const [loads, setLoads] = useState(0);
  const load = () => setLoads((n) => n + 1);

  useEffect(() => {
    let live = true;
    ordersApi.detail(orderNo).then(
      (order) => live && setState({ status: 'ready', order }),
      (error: Error & { status?: number }) =>
        live &&
        setState({ status: 'error', message: error.message, notFound: error.status === 404 || error.status === 400 }),
    );
    return () => {
      live = false;
    };
  }, [orderNo, loads]);

  const changed = (message: string) => {
    setNotice(message);
    load();
  };

  if (state.status === 'loading')
    return (
      <p role="status" className="c-muted">
        Loading order {orderNo}…
      </p>
    );
  if (state.status === 'error')
    return (
      <section className="c-stack" aria-labelledby="order-title">
        <h1 id="order-title">Order {orderNo}</h1>
        <div className="c-card" role="alert">
          <p className="c-error">{state.message}</p>
          {state.notFound ? (
            <Link to={consolePaths.orders}>Back to the orders</Link>
          ) : (
            <button type="button" className="c-button" onClick={load}>
              Try again
            </button>
          )}
        </div>
      </section>
    );

  const order = state.order;
  return (
    <section className="c-stack" aria-labelledby="order-title">
      <p>
        <Link to={consolePaths.orders}>← Orders</Link>
      </p>
      <div className="c-row">
        <h1 id="order-title">Order {order.orderNo}</h1>
        <span className="c-badge">{STATUS_LABEL[order.status]}</span>
      </div>
      <p className="c-muted">
        Placed {formatIndianDateTime(order.placedAt)} by {order.name}
      </p>
      {order.flag && (
        <p className="c-alert">
          <strong>Needs a person:</strong> {order.flag}
        </p>
      )}
      {notice && (
        <p role="status" className="c-alert">
          {notice}
        </p>
      )}
      <NextStep order={order} onChanged={changed} />
      <Lines order={order} />
      <Prints order={order} />
      <RefundSection order={order} onChanged={changed} />
      <Addresses shipTo={order.shipTo} billTo={order.billTo} />
      <Payment order={order} />
      <Documents order={order} />
      <History order={order} />
    </section>
  );
}

function NextStep({ order, onChanged }: { order: StaffOrderDetail; onChanged: (message: string) => void }) {
  const can = useCan();
  if (order.status === 'payment_review')
    return can('orders.accept') ? (
      <AcceptPayment order={order} onChanged={onChanged} />
    ) : (
      <p className="c-card">The owner decides on this payment.</p>
    );
  if (order.status === 'paid')
    return can('orders.fulfil') ? (
      <ShipForm order={order} onChanged={onChanged} />
    ) : (
      <p className="c-card">Waiting to be packed and shipped.</p>
    );
  if (order.status === 'shipped')
    return can('orders.fulfil') ? <DeliverButton order={order} onChanged={onChanged} /> : null;
  return null;
}

function ShipForm({ order, onChanged }: { order: StaffOrderDetail; onChanged: (message: string) => void }) {
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!trackingNumber.trim()) return setError('Enter the courier’s tracking number.');
    if (!/^https?:\/\/\S+$/.test(trackingUrl.trim()))
      return setError('Enter the tracking page’s address, starting with https://');
    setBusy(true);
    try {
      const done = await ordersApi.ship(
        order.orderNo,
        { trackingNumber: trackingNumber.trim(), trackingUrl: trackingUrl.trim() },
        action.key(),
      );
      action.done();
      onChanged(
        done.changed
          ? `Shipped. Invoice ${done.invoiceNo} issued${done.emailed ? ' and e-mailed to the customer' : ''}.`
          : `It was already shipped; nothing changed and no e-mail was sent.`,
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="c-card c-main-action" onSubmit={submit} aria-labelledby="ship-title" noValidate>
      <h2 id="ship-title">Ship this order</h2>
      <div className="c-field">
        <label htmlFor="tracking-number">Tracking number</label>
        <input
          id="tracking-number"
          className="c-input"
          value={trackingNumber}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => {
            setTrackingNumber(e.target.value);
            action.done();
          }}
        />
      </div>
      <div className="c-field">
        <label htmlFor="tracking-url">Tracking URL</label>
        <input
          id="tracking-url"
          className="c-input"
          type="url"
          inputMode="url"
          value={trackingUrl}
          maxLength={500}
          placeholder="https://"
          onChange={(e) => {
            setTrackingUrl(e.target.value);
            action.done();
          }}
        />
      </div>
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
      <button type="submit" className="c-button c-button-wide" disabled={busy}>
        {busy ? 'Shipping…' : 'Ship order'}
      </button>
    </form>
  );
}

function DeliverButton({ order, onChanged }: { order: StaffOrderDetail; onChanged: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionKey();
  const deliver = async () => {
    setError(null);
    setBusy(true);
    try {
      const done = await ordersApi.deliver(order.orderNo, action.key());
      action.done();
      onChanged(
        done.changed
          ? `Marked delivered${done.emailed ? ', and the customer was e-mailed' : ''}.`
          : 'It was already delivered; nothing changed.',
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="c-card c-main-action">
      <p>
        Shipped {order.tracking.shippedAt ? formatIndianDateTime(order.tracking.shippedAt) : ''} with{' '}
        {order.tracking.courier ? `${order.tracking.courier} ` : ''}
        {order.tracking.number}.
      </p>
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
      <button type="button" className="c-button c-button-wide" onClick={() => void deliver()} disabled={busy}>
        {busy ? 'Saving…' : 'Mark delivered'}
      </button>
    </div>
  );
}

function AcceptPayment({ order, onChanged }: { order: StaffOrderDetail; onChanged: (message: string) => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionKey();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!note.trim()) return setError('Say why the payment is accepted (it goes into the order’s history).');
    setBusy(true);
    try {
      const done = await ordersApi.acceptPayment(order.orderNo, note.trim(), action.key());
      action.done();
      onChanged(`Payment ${done.paymentId ?? ''} accepted: the order is paid.`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="c-card c-main-action" onSubmit={submit} aria-labelledby="accept-title" noValidate>
      <h2 id="accept-title">Accept this payment</h2>
      <p className="c-muted">{order.payment.lastError ?? 'The payment differs from the order and waits for you.'}</p>
      <div className="c-field">
        <label htmlFor="accept-note">Why it is accepted</label>
        <input
          id="accept-note"
          className="c-input"
          value={note}
          maxLength={500}
          onChange={(e) => {
            setNote(e.target.value);
            action.done();
          }}
        />
      </div>
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
      <button type="submit" className="c-button c-button-wide" disabled={busy}>
        {busy ? 'Accepting…' : 'Accept payment'}
      </button>
    </form>
  );
}

function Lines({ order }: { order: StaffOrderDetail }) {
  const t = order.totals;
  return (
    <section className="c-card" aria-labelledby="lines-title">
      <h2 id="lines-title">Items</h2>
      <ul className="c-lines">
        {order.items.map((l) => (
          <li key={l.line}>
            <span>
              <strong>{l.name}</strong>
              <span className="c-block c-muted c-small">
                {[l.size && `Size ${l.size}`, ...l.options.map((o) => `${o.name}: ${o.value}`)]
                  .filter(Boolean)
                  .join(' · ')}
                {l.size || l.options.length ? ' · ' : ''}
                {l.quantity} × {formatRupees(l.unitPaise)}
              </span>
            </span>
            <span className="c-amount">{formatRupees(l.totalPaise)}</span>
          </li>
        ))}
      </ul>
      <dl className="c-kv">
        <dt>Subtotal</dt>
        <dd>{formatRupees(t.subtotalPaise)}</dd>
        <dt>Delivery</dt>
        <dd>{formatRupees(t.deliveryPaise)}</dd>
        {t.couponPaise > 0 && (
          <>
            <dt>Coupon {t.couponCode}</dt>
            <dd>−{formatRupees(t.couponPaise)}</dd>
          </>
        )}
        <dt className="c-total">Total</dt>
        <dd className="c-total">{formatRupees(t.totalPaise)}</dd>
      </dl>
    </section>
  );
}

function Prints({ order }: { order: StaffOrderDetail }) {
  const [error, setError] = useState<string | null>(null);
  const print = async (path: string) => {
    setError(null);
    try {
      await openPdf(path);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const invoiced = order.invoiceNo !== null || order.status === 'paid';
  return (
    <section className="c-card" aria-labelledby="print-title">
      <h2 id="print-title">Print</h2>
      <div className="c-actions">
        <button
          type="button"
          className="c-button c-button-plain"
          onClick={() => void print(pdfPaths.slip(order.orderNo))}
        >
          Packing slip
        </button>
        {invoiced && (
          <button
            type="button"
            className="c-button c-button-plain"
            onClick={() => void print(pdfPaths.invoice(order.orderNo))}
          >
            GST invoice
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
    </section>
  );
}

function RefundSection({ order, onChanged }: { order: StaffOrderDetail; onChanged: (message: string) => void }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('orders.refund') || !REFUNDABLE.has(order.status)) return null;
  return open ? (
    <RefundPanel
      order={order}
      onClose={() => setOpen(false)}
      onRefunded={(message) => {
        setOpen(false);
        onChanged(message);
      }}
    />
  ) : (
    <button type="button" className="c-button c-button-danger" onClick={() => setOpen(true)}>
      Refund…
    </button>
  );
}

function AddressBlock({ title, address }: { title: string; address: StaffAddress }) {
  return (
    <div>
      <h3 className="c-small c-muted">{title}</h3>
      <address style={{ fontStyle: 'normal' }}>
        <strong>{address.name}</strong>
        <br />
        {address.street}
        <br />
        {address.city}, {address.state} {address.postalCode}
        <br />
        {address.country}
        <br />
        <a href={`tel:${address.phone}`}>{address.phone}</a>
        <br />
        <a href={`mailto:${address.email}`}>{address.email}</a>
      </address>
    </div>
  );
}

function Addresses({ shipTo, billTo }: { shipTo: StaffAddress; billTo: StaffAddress }) {
  return (
    <section className="c-card" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      <AddressBlock title="Ship to" address={shipTo} />
      <AddressBlock title="Bill to" address={billTo} />
    </section>
  );
}

function Payment({ order }: { order: StaffOrderDetail }) {
  const p = order.payment;
  return (
    <section className="c-card" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <dl className="c-kv">
        <dt>Provider</dt>
        <dd>{p.provider}</dd>
        <dt>Payment</dt>
        <dd>{p.paymentId ?? 'not paid'}</dd>
        {order.paidAt && (
          <>
            <dt>Paid</dt>
            <dd>{formatIndianDateTime(order.paidAt)}</dd>
          </>
        )}
        {p.lastError && (
          <>
            <dt>Last error</dt>
            <dd>{p.lastError}</dd>
          </>
        )}
      </dl>
      {order.paymentEvents.length > 0 && (
        <>
          <h3 className="c-small c-muted">Events from the provider</h3>
          <ul className="c-timeline">
            {order.paymentEvents.map((e, i) => (
              <li key={i}>
                {formatIndianDateTime(e.at)}: {e.type}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Documents({ order }: { order: StaffOrderDetail }) {
  return (
    <section className="c-card" aria-labelledby="documents-title">
      <h2 id="documents-title">Invoice and credit notes</h2>
      <p>{order.invoiceNo ? `Tax invoice ${order.invoiceNo}` : 'No invoice yet: it is issued when the order ships.'}</p>
      {order.refunds.length > 0 && (
        <ul className="c-timeline" aria-label="Refunds">
          {order.refunds.map((r, i) => (
            <li key={i}>
              <strong>{formatRupees(r.amountPaise)}</strong> refund, {r.status}
              {r.creditNoteNo ? `, credit note ${r.creditNoteNo}` : ''}
              {r.returned ? ', goods returned to stock' : ''}: {r.reason}
              <span className="c-block c-muted c-small">
                {formatIndianDateTime(r.at)}
                {r.failure ? ` · ${r.failure}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.creditNotes.length > 0 && (
        <ul className="c-timeline" aria-label="Credit notes">
          {order.creditNotes.map((c) => (
            <li key={c.creditNoteNo}>
              Credit note {c.creditNoteNo} of {formatCalendarDate(c.date)}: {formatRupees(c.totalPaise)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function History({ order }: { order: StaffOrderDetail }) {
  return (
    <section className="c-card" aria-labelledby="history-title">
      <h2 id="history-title">Status history</h2>
      <ol className="c-timeline">
        {order.transitions.map((t, i) => (
          <li key={i}>
            <strong>
              {t.from_status ? `${STATUS_LABEL[t.from_status]} → ` : ''}
              {STATUS_LABEL[t.to_status]}
            </strong>
            <span className="c-block c-muted c-small">
              {formatIndianDateTime(t.created_at)} · by {t.person ?? t.actor}
              {t.note ? ` · ${t.note}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
