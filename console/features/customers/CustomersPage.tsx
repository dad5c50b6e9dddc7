import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CustomerCorrectBody, CustomerErasure, FoundCustomer } from '../../../common/contract/admin-records';
import { CORRECTABLE_FIELDS } from '../../../common/domain/corrections';
import { formatIndianDateTime } from '../../../common/site/dates';
import { consolePaths } from '../../lib/paths';
import { SearchForm } from '../../lib/SearchForm';
import { useSession } from '../auth/session';
import { STATUS_LABEL } from '../orders/words';
import type { OrderStatus } from '../../../common/contract/admin';
import { customersApi } from './api';

/** What the search of `q` came back with; a result for another `q` means this one is still loading. */
type Answer = { q: string; found: FoundCustomer } | { q: string; error: string };

const nothingFound = (f: FoundCustomer) =>
  !f.accounts.length && !f.orders.length && !f.subscriptions.length && !f.messages.length;

/**
 * Customers: find a person by e-mail or mobile (every account, order, subscription and message), and
 * export what the shop holds about an address. Each find and export is recorded under your name.
 */
export default function CustomersPage() {
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [search, setSearch] = useState(q);
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** What the last erasure changed: kept above the results, which are then looked up again. */
  const [erased, setErased] = useState<CustomerErasure | null>(null);
  const [lookups, setLookups] = useState(0);

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    customersApi.find(q, controller.signal).then(
      (found) => setAnswer({ q, found }),
      (error: Error) => {
        if (error.name !== 'AbortError') setAnswer({ q, error: error.message });
      },
    );
    return () => controller.abort();
  }, [q, lookups]);
  const result = !q ? 'idle' : answer?.q !== q ? 'loading' : answer;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErased(null);
    setParams(search.trim() ? { q: search.trim() } : {});
  };
  // The results shown before the erasure are stale: what is left of the person (orders kept for
  // tax, without their e-mail) is looked up again, as a new search would.
  const onErased = (report: CustomerErasure) => {
    setErased(report);
    setLookups((n) => n + 1);
  };

  return (
    <section aria-labelledby="customers-title" className="c-stack">
      <h1 id="customers-title">Customers</h1>
      <SearchForm
        label="E-mail address or mobile number"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        button="Find"
        value={search}
        onChange={setSearch}
        onSubmit={submit}
      />
      {erased && <ErasureReport erasure={erased} />}
      {result === 'idle' && (
        <p className="c-muted">
          Every account, order, newsletter subscription and message of that person. Each search is recorded under your
          name.
        </p>
      )}
      {result === 'loading' && (
        <p role="status" className="c-muted">
          Looking…
        </p>
      )}
      {typeof result === 'object' && 'error' in result && (
        <p role="alert" className="c-error">
          {result.error}
        </p>
      )}
      {typeof result === 'object' &&
        'found' in result &&
        (nothingFound(result.found) ? (
          <p className="c-card c-wrap">Nothing matches {q}.</p>
        ) : (
          <Results
            found={result.found}
            canExport={can('customers.export')}
            canErase={can('customers.erase')}
            canCorrect={can('customers.correct')}
            onErased={onErased}
          />
        ))}
    </section>
  );
}

function Results({
  found,
  canExport,
  canErase,
  canCorrect,
  onErased,
}: {
  found: FoundCustomer;
  canExport: boolean;
  canErase: boolean;
  canCorrect: boolean;
  onErased: (report: CustomerErasure) => void;
}) {
  return (
    <>
      {found.orders.length > 0 && (
        <section aria-labelledby="found-orders" className="c-stack">
          <h2 id="found-orders">Orders ({found.orders.length})</h2>
          <ul className="c-list">
            {found.orders.map((o) => (
              <li key={o.orderNo}>
                <Link className="c-list-link c-found" to={consolePaths.order(o.orderNo)}>
                  <strong>{o.orderNo}</strong>
                  <span>{STATUS_LABEL[o.status as OrderStatus] ?? o.status}</span>
                  <span className="c-muted c-small">
                    {formatIndianDateTime(o.placedAt)} · {o.guest ? 'guest' : 'account'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(canExport || canErase) && found.emails.length > 0 && (
        <section aria-labelledby="found-export" className="c-stack">
          <h2 id="found-export">Their data</h2>
          {found.emails.map((email) => (
            <DataCard key={email} email={email} canExport={canExport} canErase={canErase} onErased={onErased} />
          ))}
        </section>
      )}
      {found.accounts.length > 0 && (
        <section aria-labelledby="found-accounts" className="c-card">
          <h2 id="found-accounts">Accounts ({found.accounts.length})</h2>
          {canCorrect && found.accounts.map((a) => <CorrectForm key={`fix-${a.id}`} email={a.email} />)}
          {found.accounts.map((a) => (
            <p key={a.id}>
              <strong>{a.username}</strong> · {a.email} · {a.mobile}
              <br />
              <span className="c-muted c-small">
                Since {formatIndianDateTime(a.createdAt)} · {a.verified ? 'verified' : 'not verified'}
              </span>
            </p>
          ))}
        </section>
      )}
      {found.subscriptions.length > 0 && (
        <section aria-labelledby="found-news" className="c-card">
          <h2 id="found-news">Newsletter</h2>
          {found.subscriptions.map((s) => (
            <p key={s.email}>
              {s.email} <span className="c-muted c-small">since {formatIndianDateTime(s.consentedAt)}</span>
            </p>
          ))}
        </section>
      )}
      {found.messages.length > 0 && (
        <section aria-labelledby="found-messages" className="c-card">
          <h2 id="found-messages">Contact messages ({found.messages.length})</h2>
          {found.messages.map((m) => (
            <p key={m.id}>
              {m.name} · {m.email} <span className="c-muted c-small">{formatIndianDateTime(m.receivedAt)}</span>
            </p>
          ))}
        </section>
      )}
    </>
  );
}

/**
 * One address's data: "Export data" (a JSON file) and "Erase…", which first shows what erasing would
 * change and what the GST law keeps; both ask for a step-up when due.
 */
function DataCard({
  email,
  canExport,
  canErase,
  onErased,
}: {
  email: string;
  canExport: boolean;
  canErase: boolean;
  onErased: (report: CustomerErasure) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; saved?: string; error?: string }>({ busy: false });
  const [erasure, setErasure] = useState<CustomerErasure | null>(null);
  const run = async (work: () => Promise<Partial<typeof state>>) => {
    setState({ busy: true });
    try {
      setState({ busy: false, ...(await work()) });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  const exportData = () => run(async () => ({ saved: await customersApi.exportData(email) }));
  const preview = () =>
    run(async () => {
      setErasure(await customersApi.erasePreview(email));
      return {};
    });
  const erase = () =>
    run(async () => {
      const report = await customersApi.erase(email);
      setErasure(null);
      onErased(report);
      return {};
    });
  return (
    <div className="c-card c-wrap">
      <p>
        <strong>{email}</strong>
      </p>
      {canExport && (
        <button
          type="button"
          className="c-button"
          disabled={state.busy}
          aria-label={`Export data for ${email}`}
          onClick={() => void exportData()}
        >
          {state.busy ? 'Working…' : 'Export data'}
        </button>
      )}
      {canErase && !erasure && (
        <button
          type="button"
          className="c-button c-button-plain"
          disabled={state.busy}
          aria-label={`Erase ${email}…`}
          onClick={() => void preview()}
        >
          Erase…
        </button>
      )}
      {erasure && (
        <section aria-label="What erasing would change" className="c-stack">
          <p>
            <strong>Erasing would change:</strong>
          </p>
          <ul>
            {erasure.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="c-muted c-small">Nothing has been changed yet. This cannot be undone.</p>
          <button type="button" className="c-button c-button-danger" disabled={state.busy} onClick={() => void erase()}>
            Erase {erasure.email}
          </button>
          <button type="button" className="c-button c-button-plain" onClick={() => setErasure(null)}>
            Cancel
          </button>
        </section>
      )}
      <p role="status" className="c-muted c-small">
        {state.saved ? `Saved ${state.saved}. The export is recorded under your name.` : ''}
      </p>
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </div>
  );
}

/** What an erasure changed, line by line, above the search's fresh results. */
function ErasureReport({ erasure }: { erasure: CustomerErasure }) {
  return (
    <section aria-label="Erased" className="c-card c-wrap c-stack">
      <p>
        <strong>Erased {erasure.email}:</strong>
      </p>
      <ul>
        {erasure.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

const FIELD_WORDS: Record<CustomerCorrectBody['field'], string> = {
  name: 'Account name',
  email: 'Account e-mail',
  mobile: 'Account mobile',
  'address.name': 'Saved address: name',
  'address.street': 'Saved address: street',
  'address.city': 'Saved address: city',
  'address.state': 'Saved address: state',
  'address.country': 'Saved address: country',
  'address.postal_code': 'Saved address: PIN code',
  'address.phone': 'Saved address: phone',
  'address.email': 'Saved address: e-mail',
};

/** "Correct a detail": one field of the account or its saved address, as the customer asked. */
function CorrectForm({ email }: { email: string }) {
  const [field, setField] = useState<CustomerCorrectBody['field']>('name');
  const [value, setValue] = useState('');
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const id = email.replace(/[^a-z0-9]/gi, '-');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    try {
      const { message } = await customersApi.correct({ email, field, value });
      setState({ busy: false, done: message });
      setValue('');
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <form className="c-stack" onSubmit={(e) => void submit(e)} aria-label={`Correct a detail of ${email}`}>
      <div className="c-field">
        <label htmlFor={`fix-field-${id}`}>Detail to correct</label>
        <select
          id={`fix-field-${id}`}
          className="c-input"
          value={field}
          onChange={(e) => setField(e.target.value as CustomerCorrectBody['field'])}
        >
          {CORRECTABLE_FIELDS.map((f) => (
            <option key={f} value={f}>
              {FIELD_WORDS[f]}
            </option>
          ))}
        </select>
      </div>
      <div className="c-field">
        <label htmlFor={`fix-value-${id}`}>Correct value</label>
        <input
          id={`fix-value-${id}`}
          className="c-input"
          value={value}
          maxLength={300}
          required
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <button type="submit" className="c-button c-button-plain" disabled={state.busy || !value.trim()}>
        Correct it
      </button>
      <p role="status" className="c-muted c-small">
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
