import { useRef, useState, type FormEvent } from 'react';
import type { RefundBody, RefundPreview, StaffOrderDetail } from '../../../common/contract/admin';
import { formatRupees } from '../../../common/domain/money';
import { ordersApi } from './api';
import { useActionKey } from './useActionKey';

interface Props {
  order: StaffOrderDetail;
  onClose: () => void;
  onRefunded: (message: string) => void;
}

/**
 * Refund selected lines: pick lines (and how many units), say why, say whether the goods came back
 * to stock; the credit note's amounts are shown before anything is refunded, and confirming sends
 * the same request under one Idempotency-Key however often the tap is retried.
 */
export function RefundPanel({ order, onClose, onRefunded }: Props) {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [returned, setReturned] = useState(false);
  const [preview, setPreview] = useState<{ body: RefundBody; credit: RefundPreview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionKey();
  const heading = useRef<HTMLHeadingElement>(null);

  const edit = () => {
    setPreview(null);
    action.done();
  };

  const body = (): RefundBody => ({
    lines: Object.entries(chosen).map(([line, quantity]) => ({ line: Number(line), quantity })),
    reason: reason.trim(),
    returned,
  });

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const asked = body();
    if (!asked.lines.length) return setError('Choose at least one line to refund.');
    if (!asked.reason) return setError('Say why it is refunded: the credit note prints the reason.');
    setBusy(true);
    try {
      setPreview({ body: asked, credit: await ordersApi.previewRefund(order.orderNo, asked) });
      heading.current?.focus();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setError(null);
    setBusy(true);
    try {
      const done = await ordersApi.refund(order.orderNo, preview.body, action.key());
      action.done();
      onRefunded(
        done.providerStatus === 'failed'
          ? `The refund of ${formatRupees(done.amountPaise)} failed at the payment provider: ${done.failure ?? 'no reason given'}. Try again later or refund by hand.`
          : `Refund of ${formatRupees(done.amountPaise)} ${done.providerStatus === 'processed' ? 'made' : 'asked for (the provider confirms it shortly)'}${done.creditNoteNo ? `; credit note ${done.creditNoteNo}` : ''}.`,
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (preview) {
    const c = preview.credit;
    const tax = c.lines.reduce((n, l) => n + l.taxPaise, 0);
    const taxable = c.lines.reduce((n, l) => n + l.taxablePaise, 0);
    return (
      <section className="c-card c-main-action" aria-labelledby="refund-preview-title">
        <h2 id="refund-preview-title" tabIndex={-1} ref={heading}>
          Credit note to issue
        </h2>
        <ul className="c-lines">
          {c.lines.map((l) => (
            <li key={l.line}>
              <span>
                {l.description}
                <span className="c-block c-muted c-small">
                  line {l.line} · {l.quantity} {l.quantity === 1 ? 'unit' : 'units'}
                </span>
              </span>
              <span className="c-amount">{formatRupees(l.valuePaise)}</span>
            </li>
          ))}
        </ul>
        <dl className="c-kv">
          <dt>Taxable value</dt>
          <dd>{formatRupees(taxable)}</dd>
          <dt>{c.intraState ? 'CGST + SGST' : 'IGST'}</dt>
          <dd>{formatRupees(tax)}</dd>
          <dt className="c-total">Refund to the customer</dt>
          <dd className="c-total">{formatRupees(c.amountPaise)}</dd>
        </dl>
        <p className="c-muted">
          Reason: {preview.body.reason}.{' '}
          {preview.body.returned ? 'The goods go back into stock.' : 'The goods do not go back into stock.'}
        </p>
        {error && (
          <p role="alert" className="c-error">
            {error}
          </p>
        )}
        <div className="c-actions">
          <button type="button" className="c-button c-button-plain" onClick={edit} disabled={busy}>
            Change
          </button>
          <button type="button" className="c-button" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Refunding…' : `Refund ${formatRupees(c.amountPaise)}`}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className="c-card" onSubmit={showPreview} aria-labelledby="refund-title" noValidate>
      <h2 id="refund-title">Refund lines</h2>
      <fieldset className="c-stack" style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="c-muted">Lines to refund, and how many units</legend>
        {order.items.map((l) => {
          const on = chosen[l.line] !== undefined;
          return (
            <div key={l.line} className="c-check">
              <input
                id={`refund-line-${l.line}`}
                type="checkbox"
                checked={on}
                onChange={(e) => {
                  edit();
                  setChosen((c) => {
                    const next = { ...c };
                    if (e.target.checked) next[l.line] = l.quantity;
                    else delete next[l.line];
                    return next;
                  });
                }}
              />
              <label htmlFor={`refund-line-${l.line}`}>
                {l.name}
                {l.size ? ` (${l.size})` : ''} · {formatRupees(l.totalPaise)}
              </label>
              <span>
                <label className="c-small c-muted" htmlFor={`refund-qty-${l.line}`}>
                  Units
                </label>{' '}
                <select
                  id={`refund-qty-${l.line}`}
                  className="c-input c-qty"
                  disabled={!on}
                  value={chosen[l.line] ?? l.quantity}
                  onChange={(e) => {
                    edit();
                    setChosen((c) => ({ ...c, [l.line]: Number(e.target.value) }));
                  }}
                >
                  {Array.from({ length: l.quantity }, (_, i) => (
                    <option key={i + 1} value={i + 1}>
                      {i + 1}
                    </option>
                  ))}
                </select>
              </span>
            </div>
          );
        })}
      </fieldset>
      <div className="c-field">
        <label htmlFor="refund-reason">Reason (printed on the credit note)</label>
        <input
          id="refund-reason"
          className="c-input"
          value={reason}
          maxLength={200}
          onChange={(e) => {
            edit();
            setReason(e.target.value);
          }}
        />
      </div>
      <label className="c-switch" htmlFor="refund-returned">
        <input
          id="refund-returned"
          type="checkbox"
          role="switch"
          checked={returned}
          onChange={(e) => {
            edit();
            setReturned(e.target.checked);
          }}
        />
        Returned to stock
      </label>
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
      <div className="c-actions">
        <button type="button" className="c-button c-button-plain" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="c-button" disabled={busy}>
          {busy ? 'Working out…' : 'Show the credit note'}
        </button>
      </div>
    </form>
  );
}
