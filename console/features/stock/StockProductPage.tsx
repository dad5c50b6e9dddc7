import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MAX_STOCK, STOCK_CHANGE_REASONS, type StockChangeReason } from '../../../common/contract/admin-stock';
import { formatIndianDateTime } from '../../../common/site/dates';
import { consolePaths } from '../../lib/paths';
import { useLoad } from '../../lib/useLoad';
import { DetailStates, isRowId } from '../../lib/DetailStates';
import { useActionKey } from '../orders/useActionKey';
import { stockApi } from './api';
import { actorLabel, LEVEL_LABEL, movementLabel, signed } from './words';
import '../orders/orders.css';
import './stock.css';

const REASON_LABEL: Record<StockChangeReason, string> = {
  received: 'Received',
  counted: 'Counted',
  damaged: 'Damaged',
};

/**
 * One product's stock (owner, packer): − and + by so many units, or "set to" a count, each with a
 * reason (received, counted, damaged) and recorded under your name; then its history, newest first,
 * naming who or what moved it.
 */
export default function StockProductPage() {
  const id = Number(useParams().productId);
  const fetcher = useCallback((signal?: AbortSignal) => stockApi.product(id, signal), [id]);
  const { loaded, reload: load } = useLoad(fetcher);

  const back = (
    <Link className="c-back" to={consolePaths.stock}>
      ← Stock
    </Link>
  );
  if (!isRowId(id) || !loaded || 'error' in loaded)
    return <DetailStates back={back} title="Stock" what="product" validId={isRowId(id)} loaded={loaded} />;
  const { product, movements } = loaded.data;
  return (
    <section aria-labelledby="product-title" className="c-stack">
      {back}
      <h1 id="product-title">{product.name}</h1>
      <div className="c-card">
        <dl className="c-kv">
          <dt>On hand</dt>
          <dd>
            <strong>{product.stock ?? 'not recorded'}</strong>
          </dd>
          <dt>Low at</dt>
          <dd>{product.lowAt}</dd>
          <dt>Shown as</dt>
          <dd>
            {LEVEL_LABEL[product.level]}
            {product.markedSoldOut ? ' (marked sold out)' : ''}
          </dd>
        </dl>
      </div>
      <ChangeForm id={id} name={product.name} onChanged={() => void load()} />
      <LowAtForm key={product.lowAt} id={id} lowAt={product.lowAt} onChanged={() => void load()} />
      <section aria-labelledby="history-title" className="c-stack">
        <h2 id="history-title">History</h2>
        {movements.length === 0 ? (
          <p className="c-card">No stock movements yet.</p>
        ) : (
          <ol className="c-list" aria-label="Stock movements, newest first">
            {movements.map((m) => (
              <li key={m.id} className="c-card c-movement">
                <p>
                  <strong>
                    {signed(m.delta)} {movementLabel(m)}
                  </strong>
                </p>
                <p className="c-small">{m.balance} after</p>
                <p className="c-small">by {actorLabel(m.actor)}</p>
                <p className="c-muted c-small">{formatIndianDateTime(m.at)}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function ChangeForm({ id, name, onChanged }: { id: number; name: string; onChanged: () => void }) {
  const [reason, setReason] = useState<StockChangeReason>('received');
  const [units, setUnits] = useState('1');
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const action = useActionKey();
  const unitsId = useId();
  const hintId = useId();
  const n = /^\d{1,10}$/.test(units.trim()) ? Number(units.trim()) : NaN;
  const valid = Number.isSafeInteger(n) && n <= MAX_STOCK;

  const run = async (op: 'take' | 'add' | 'set') => {
    if (!valid || (op !== 'set' && n === 0)) {
      setState({ busy: false, error: `Type a whole number of units${op === 'set' ? '' : ' from 1'} to ${MAX_STOCK}.` });
      return;
    }
    setState({ busy: true });
    try {
      const key = action.key();
      const answer =
        op === 'set'
          ? await stockApi.set(id, { to: n, reason }, key)
          : await stockApi.change(id, { by: op === 'add' ? n : -n, reason }, key);
      action.done();
      setState({ busy: false, done: `${name}: ${answer.before ?? 0} → ${answer.product.stock ?? 0} (${reason}).` });
      onChanged();
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };

  return (
    <section aria-labelledby="change-title" className="c-card">
      <h2 id="change-title">Change stock</h2>
      <fieldset className="c-reasons">
        <legend>Reason</legend>
        {STOCK_CHANGE_REASONS.map((r) => (
          <label key={r} className="c-reason">
            <input
              type="radio"
              name="stock-reason"
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                action.done();
              }}
            />
            {REASON_LABEL[r]}
          </label>
        ))}
      </fieldset>
      <div className="c-stepper">
        <button
          type="button"
          className="c-button"
          aria-label="Take away"
          disabled={state.busy}
          onClick={() => void run('take')}
        >
          −
        </button>
        <div className="c-field">
          <label htmlFor={unitsId}>Units</label>
          <input
            id={unitsId}
            className="c-input"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            aria-describedby={hintId}
            value={units}
            maxLength={10}
            onChange={(e) => {
              setUnits(e.target.value);
              action.done();
            }}
          />
        </div>
        <button
          type="button"
          className="c-button"
          aria-label="Add"
          disabled={state.busy}
          onClick={() => void run('add')}
        >
          +
        </button>
      </div>
      <p id={hintId} className="c-muted c-small">
        − and + take away or add this many; “Set to” makes it what is on hand.
      </p>
      <button type="button" className="c-button c-button-plain" disabled={state.busy} onClick={() => void run('set')}>
        Set to {valid ? n : '…'}
      </button>
      <p role="status" className="c-small">
        {state.busy ? 'Saving…' : (state.done ?? '')}
      </p>
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </section>
  );
}

/** The product's low level: at or under it the console and the product's page say it is low. */
function LowAtForm({ id, lowAt, onChanged }: { id: number; lowAt: number; onChanged: () => void }) {
  const [value, setValue] = useState(String(lowAt));
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const action = useActionKey();
  const fieldId = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const n = /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n > MAX_STOCK) {
      setState({ busy: false, error: `Type a whole number of units from 0 to ${MAX_STOCK}.` });
      return;
    }
    setState({ busy: true });
    try {
      await stockApi.lowAt(id, { lowAt: n }, action.key());
      action.done();
      setState({ busy: false });
      onChanged();
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <form aria-labelledby={`${fieldId}-title`} className="c-card" onSubmit={(e) => void save(e)}>
      <h2 id={`${fieldId}-title`}>Low level</h2>
      <div className="c-search c-fit">
        <div className="c-field">
          <label htmlFor={fieldId}>Low at</label>
          <input
            id={fieldId}
            className="c-input"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            maxLength={10}
            onChange={(e) => {
              setValue(e.target.value);
              action.done();
            }}
          />
        </div>
        <button type="submit" className="c-button c-button-plain" disabled={state.busy}>
          {state.busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      <p className="c-muted c-small">At or under this many, the product shows as low here and on its page.</p>
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </form>
  );
}
