import { useState, type FormEvent } from 'react';
import type { CouponOnTheWire } from '../../../common/contract/admin-coupons';
import { couponProblem, type NewCoupon } from '../../../common/domain/coupon';
import { formatRupees, toPaise } from '../../../common/domain/money';
import { formatIndianDateTime } from '../../../common/site/dates';
import { useSession } from '../auth/session';
import { TextField } from '../../lib/TextField';
import { useLoad } from '../../lib/useLoad';
import { useActionKey } from '../orders/useActionKey';
import { couponsApi } from './api';
import '../orders/orders.css';
import '../stock/stock.css';

/** A date picked in the form is a day in India: it starts at 00:00 IST; "until" ends at that day's midnight. */
const istStart = (day: string) => `${day}T00:00:00+05:30`;
const istEndOf = (day: string) => new Date(Date.parse(istStart(day)) + 86_400_000).toISOString();

function describe(c: CouponOnTheWire): string {
  const off = c.type === 'percentage' ? `${Number(c.value)}% off` : `${formatRupees(toPaise(c.value))} off`;
  return Number(c.minOrder) > 0 ? `${off} orders of ${formatRupees(toPaise(c.minOrder))} or more` : `${off} any order`;
}

/**
 * Coupons (owner): every coupon with whether shoppers can use it now and how often it was used; add
 * one (code, percentage or amount, minimum order, dates, uses) and disable one. The same service as
 * `coupons add` and `coupons disable` (server/coupons/service.ts); each change is recorded under your name.
 */
export default function CouponsPage() {
  const { can } = useSession();
  const allowed = can('coupons.manage');
  const { loaded, reload: load } = useLoad(couponsApi.list, allowed);

  if (!allowed)
    return (
      <section className="c-stack">
        <h1>Coupons</h1>
        <p>Only the owner manages coupons.</p>
      </section>
    );
  return (
    <section aria-labelledby="coupons-title" className="c-stack">
      <h1 id="coupons-title">Coupons</h1>
      <AddCoupon onAdded={() => void load()} />
      {loaded === null && (
        <p role="status" className="c-muted">
          Loading coupons…
        </p>
      )}
      {loaded && 'error' in loaded && (
        <p role="alert" className="c-error">
          {loaded.error}
        </p>
      )}
      {loaded &&
        'data' in loaded &&
        (loaded.data.coupons.length === 0 ? (
          <p className="c-card">No coupons yet.</p>
        ) : (
          <ul className="c-list" aria-label="Coupons, active first">
            {loaded.data.coupons.map((c) => (
              <li key={c.id}>
                <CouponCard coupon={c} onChanged={() => void load()} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function CouponCard({ coupon: c, onChanged }: { coupon: CouponOnTheWire; onChanged: () => void }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const action = useActionKey();
  const titleId = `coupon-${c.id}`;
  const disable = async () => {
    setState({ busy: true });
    try {
      await couponsApi.disable(c.code, action.key());
      action.done();
      setState({ busy: false });
      onChanged();
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  const status = !c.active ? 'Disabled' : c.live ? 'Live' : 'Not live now';
  return (
    <article aria-labelledby={titleId} className="c-card">
      <div className="c-row">
        <h2 id={titleId} className="c-wrap">
          {c.code}
        </h2>
        <span className={`c-badge ${c.live ? '' : c.active ? 'c-badge-low' : 'c-badge-out'}`}>{status}</span>
      </div>
      <p>{describe(c)}</p>
      <p className="c-small c-muted">
        {c.startsAt ? `From ${formatIndianDateTime(c.startsAt)}` : 'From now'}
        {c.endsAt ? ` until ${formatIndianDateTime(c.endsAt)}` : ', no end'} · used {c.uses}
        {c.maxUses === null ? ' times' : ` of ${c.maxUses} times`}
      </p>
      {c.active && (
        <div className="c-actions">
          <button
            type="button"
            className="c-button c-button-plain"
            disabled={state.busy}
            aria-label={`Disable ${c.code}`}
            onClick={() => void disable()}
          >
            {state.busy ? 'Saving…' : 'Disable'}
          </button>
        </div>
      )}
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </article>
  );
}

const EMPTY = {
  code: '',
  type: 'percentage' as NewCoupon['type'],
  value: '',
  minOrder: '0',
  from: '',
  until: '',
  uses: '',
};

function AddCoupon({ onAdded }: { onAdded: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const action = useActionKey();
  const set = (field: keyof typeof EMPTY, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    // Another coupon now: a new key, so the server does not answer with the last one's result.
    action.done();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const coupon: NewCoupon = {
      code: form.code.trim().toUpperCase(),
      type: form.type,
      value: form.value.trim(),
      minOrder: form.minOrder.trim() || '0',
      startsAt: form.from ? new Date(istStart(form.from)).toISOString() : null,
      endsAt: form.until ? istEndOf(form.until) : null,
      maxUses: form.uses.trim() ? Number(form.uses.trim()) : null,
    };
    // The shop's own rules (common/domain/coupon.ts) answer at once; the server checks them again.
    const problem = couponProblem(coupon);
    if (problem) {
      setState({ busy: false, error: problem });
      return;
    }
    setState({ busy: true });
    try {
      const answer = await couponsApi.add(coupon, action.key());
      action.done();
      setForm(EMPTY);
      setState({ busy: false, done: `Coupon ${answer.coupon.code} added: ${describe(answer.coupon)}.` });
      onAdded();
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };

  return (
    <form className="c-card c-stack" aria-labelledby="add-coupon-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="add-coupon-title">Add a coupon</h2>
      <TextField
        label="Code"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={30}
        value={form.code}
        onChange={(value) => set('code', value)}
      />
      <fieldset className="c-reasons">
        <legend>Discount</legend>
        {(
          [
            ['percentage', 'Percentage'],
            ['price', 'Amount in ₹'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="c-reason">
            <input
              type="radio"
              name="coupon-type"
              value={value}
              checked={form.type === value}
              onChange={() => set('type', value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <TextField
        label={form.type === 'percentage' ? 'Per cent off' : 'Rupees off'}
        inputMode="decimal"
        autoComplete="off"
        value={form.value}
        onChange={(value) => set('value', value)}
      />
      <TextField
        label="Minimum order (₹)"
        inputMode="decimal"
        autoComplete="off"
        value={form.minOrder}
        onChange={(value) => set('minOrder', value)}
      />
      <TextField label="From (optional)" type="date" value={form.from} onChange={(value) => set('from', value)} />
      <TextField
        label="Until, the whole day (optional)"
        type="date"
        value={form.until}
        onChange={(value) => set('until', value)}
      />
      <TextField
        label="Most uses (optional)"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={form.uses}
        onChange={(value) => set('uses', value)}
      />
      <button type="submit" className="c-button" disabled={state.busy}>
        {state.busy ? 'Adding…' : 'Add coupon'}
      </button>
      {state.done && (
        <p role="status" className="c-small">
          {state.done}
        </p>
      )}
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </form>
  );
}
