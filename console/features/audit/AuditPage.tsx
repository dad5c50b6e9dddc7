import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditQuery, AuditRecordOnTheWire } from '../../../common/contract/admin-records';
import { formatIndianDateTime } from '../../../common/site/dates';
import { usePagedList } from '../../lib/usePagedList';
import { auditApi } from './api';

const PAGE = 30;
type Kind = '' | 'order' | 'product' | 'customer' | 'staff';
const KINDS: { value: Kind; label: string }[] = [
  { value: '', label: 'Everything' },
  { value: 'order', label: 'One order' },
  { value: 'product', label: 'One product' },
  { value: 'staff', label: 'One staff member' },
];

/** Today and the first of this month as India counts them, YYYY-MM-DD. */
function indianToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

function queryOf(params: URLSearchParams): AuditQuery {
  const kind = params.get('kind') ?? '';
  return {
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    kind: KINDS.some((k) => k.value === kind && kind) ? (kind as AuditQuery['kind']) : undefined,
    target: params.get('target') || undefined,
  };
}

function brief(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * The audit log (owner): who did what, newest first, by period and by target (an order, a product, a
 * staff member), more as you go; and any period as a CSV for the accountant or an inquiry.
 */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const queryKey = JSON.stringify(query);
  const today = indianToday();
  const [form, setForm] = useState({
    from: query.from ?? '',
    to: query.to ?? '',
    kind: (query.kind ?? '') as Kind,
    target: query.target ?? '',
  });
  const [csv, setCsv] = useState<{ busy: boolean; saved?: string; error?: string }>({ busy: false });
  const list = usePagedList<AuditRecordOnTheWire, number>(queryKey, async (before) => {
    const page = await auditApi.list({ ...query, before: before ?? undefined, limit: PAGE });
    return { items: page.entries, next: page.next };
  });
  const { load } = list;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (form.from) next.set('from', form.from);
    if (form.to) next.set('to', form.to);
    if (form.kind && form.target.trim()) {
      next.set('kind', form.kind);
      next.set('target', form.target.trim());
    }
    setParams(next);
  };

  const downloadCsv = async () => {
    const from = form.from || `${today.slice(0, 8)}01`;
    const to = form.to || today;
    setCsv({ busy: true });
    try {
      setCsv({ busy: false, saved: await auditApi.csv(from, to) });
    } catch (error) {
      setCsv({ busy: false, error: (error as Error).message });
    }
  };

  const filtered = Boolean(query.from || query.to || query.target);
  return (
    <section aria-labelledby="audit-title" className="c-stack">
      <h1 id="audit-title">Audit log</h1>
      <form className="c-card" onSubmit={submit} aria-label="Which entries">
        <div className="c-row c-row-fields">
          <div className="c-field">
            <label htmlFor="audit-from">From</label>
            <input
              id="audit-from"
              className="c-input"
              type="date"
              max={today}
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.target.value })}
            />
          </div>
          <div className="c-field">
            <label htmlFor="audit-to">To</label>
            <input
              id="audit-to"
              className="c-input"
              type="date"
              max={today}
              value={form.to}
              onChange={(e) => setForm({ ...form, to: e.target.value })}
            />
          </div>
        </div>
        <div className="c-field">
          <label htmlFor="audit-kind">About</label>
          <select
            id="audit-kind"
            className="c-input"
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.target.value as Kind })}
          >
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        {form.kind && (
          <div className="c-field">
            <label htmlFor="audit-target">
              {form.kind === 'order' ? 'Order number' : form.kind === 'product' ? 'Product number' : 'Staff e-mail'}
            </label>
            <input
              id="audit-target"
              className="c-input"
              value={form.target}
              maxLength={100}
              autoCapitalize={form.kind === 'order' ? 'characters' : 'off'}
              onChange={(e) => setForm({ ...form, target: e.target.value })}
            />
          </div>
        )}
        <button type="submit" className="c-button">
          Show entries
        </button>
        <button
          type="button"
          className="c-button c-button-plain"
          disabled={csv.busy}
          onClick={() => void downloadCsv()}
        >
          {csv.busy ? 'Preparing the CSV…' : 'Download CSV of the period'}
        </button>
        <p role="status" className="c-muted c-small">
          {csv.saved ? `Saved ${csv.saved}.` : 'Without dates, the CSV covers this month so far.'}
        </p>
        {csv.error && (
          <p role="alert" className="c-error">
            {csv.error}
          </p>
        )}
      </form>
      {list.items.length > 0 && (
        <ol className="c-list" aria-label="Entries, newest first">
          {list.items.map((e) => (
            <li key={e.id} className="c-card c-audit-entry">
              <p>
                <strong>{e.action}</strong> · {e.targetKind} {e.target}
              </p>
              <p className="c-small">{e.actor}</p>
              <p className="c-muted c-small">
                <time dateTime={e.at}>{formatIndianDateTime(e.at)}</time>
                {e.documentNo ? ` · ${e.documentNo}` : ''}
              </p>
              {(e.before !== null || e.after !== null) && (
                <p className="c-small c-change">{[brief(e.before), brief(e.after)].filter(Boolean).join(' → ')}</p>
              )}
              {e.reason && <p className="c-small">“{e.reason}”</p>}
            </li>
          ))}
        </ol>
      )}
      {!list.loading && !list.error && list.items.length === 0 && (
        <p className="c-card">
          {filtered ? 'No entries match. Widen the period or clear the target.' : 'Nothing recorded yet.'}
        </p>
      )}
      {list.error && (
        <div className="c-card" role="alert">
          <p className="c-error">{list.error}</p>
          <button type="button" className="c-button" onClick={() => void load(list.items.length ? list.next : null)}>
            Try again
          </button>
        </div>
      )}
      {list.loading && (
        <p role="status" className="c-muted">
          Loading entries…
        </p>
      )}
      {list.next && !list.loading && !list.error && (
        <button type="button" className="c-button c-button-plain" onClick={() => void load(list.next)}>
          Load more entries
        </button>
      )}
    </section>
  );
}
