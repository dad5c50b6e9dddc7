import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StockFilter, StockList } from '../../../common/contract/admin-stock';
import { consolePaths } from '../../lib/paths';
import { ProductSearchForm, useAddressSearch } from '../../lib/SearchForm';
import { stockApi } from './api';
import { LEVEL_LABEL } from './words';
import '../orders/orders.css';
import './stock.css';

const FILTERS: { id: StockFilter | ''; label: string }[] = [
  { id: '', label: 'All' },
  { id: 'low', label: 'Low' },
  { id: 'sold-out', label: 'Sold out' },
];

type Answer = { key: string; list: StockList } | { key: string; error: string };

/**
 * Stock (owner, packer): every product with what is on hand, by name or number, or only the low or
 * sold-out ones (lowest first). A product's card opens its page: − and +, "set to", and its history.
 */
export default function StockPage() {
  const { q, params, setParams, search, setSearch, submit } = useAddressSearch();
  const rawFilter = params.get('filter') ?? '';
  const filter = FILTERS.some((f) => f.id === rawFilter) ? (rawFilter as StockFilter | '') : '';
  const key = `${filter}|${q}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    stockApi.list({ q: q || undefined, filter: filter || undefined, limit: 200 }, controller.signal).then(
      (list) => setAnswer({ key, list }),
      (error: Error) => {
        if (error.name !== 'AbortError') setAnswer({ key, error: error.message });
      },
    );
    return () => controller.abort();
  }, [key, q, filter]);
  const result = answer?.key === key ? answer : 'loading';

  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('filter', id);
    else next.delete('filter');
    setParams(next);
  };
  return (
    <section aria-labelledby="stock-title" className="c-stack">
      <h1 id="stock-title">Stock</h1>
      <ProductSearchForm value={search} onChange={setSearch} onSubmit={submit} />
      <div className="c-chips" role="group" aria-label="Show products">
        {FILTERS.map((f) => (
          <button
            key={f.id || 'all'}
            type="button"
            className="c-chip"
            aria-pressed={f.id === filter}
            onClick={() => choose(f.id)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {result === 'loading' && (
        <p role="status" className="c-muted">
          Loading stock…
        </p>
      )}
      {typeof result === 'object' && 'error' in result && (
        <p role="alert" className="c-error">
          {result.error}
        </p>
      )}
      {typeof result === 'object' &&
        'list' in result &&
        (result.list.products.length === 0 ? (
          <p className="c-card">
            {q
              ? `No product matches “${q}”${filter ? ' in this filter' : ''}.`
              : filter === 'low'
                ? 'No product is running low.'
                : filter === 'sold-out'
                  ? 'Nothing is sold out.'
                  : 'There are no products yet.'}
          </p>
        ) : (
          <>
            <ul className="c-list" aria-label="Products">
              {result.list.products.map((p) => (
                <li key={p.id}>
                  <Link className="c-stock-card" to={consolePaths.stockProduct(p.id)}>
                    <strong>{p.name}</strong>
                    <span className="c-stock-count">
                      {p.stock ?? '–'} <span className="c-small">on hand</span>
                    </span>
                    <span className="c-muted c-small">
                      No. {p.id} · low at {p.lowAt}
                      {p.comingSoon ? ' · coming soon' : ''}
                    </span>
                    {p.level !== 'in' && (
                      <span className={`c-badge ${p.level === 'low' ? 'c-badge-low' : 'c-badge-out'}`}>
                        {LEVEL_LABEL[p.level]}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
            {result.list.more && <p className="c-muted">More products match: search by name to narrow the list.</p>}
          </>
        ))}
    </section>
  );
}
