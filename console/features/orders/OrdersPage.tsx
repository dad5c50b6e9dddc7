import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStatus, OrdersQuery, StaffOrderSummary } from '../../../common/contract/admin';
import { formatRupees } from '../../../common/domain/money';
import { formatIndianDateTime } from '../../../common/site/dates';
import { consolePaths } from '../../lib/paths';
import { SearchForm, useAddressSearch } from '../../lib/SearchForm';
import { usePagedList } from '../../lib/usePagedList';
import { openPdf, ordersApi, pdfPaths } from './api';
import { ORDER_FILTERS, STATUS_LABEL } from './words';
import './orders.css';

const PAGE = 20;

/** The filter the address bar names (?status=paid, ?flagged=true, ?q=…), so Today's counts link straight to it. */
function queryOf(params: URLSearchParams): OrdersQuery {
  const status = params.get('status');
  return {
    status: status && status in STATUS_LABEL ? (status as OrderStatus) : undefined,
    flagged: params.get('flagged') === 'true' || undefined,
    q: params.get('q') ?? undefined,
  };
}

function filterId(q: OrdersQuery): string {
  if (q.flagged) return 'flagged';
  return ORDER_FILTERS.find((f) => f.status === q.status)?.id ?? 'all';
}

/** Orders: filter chips, search, newest first, more as you scroll; and today's packing slips. */
export default function OrdersPage() {
  const { params, setParams, search, setSearch, submit } = useAddressSearch();
  const query = queryOf(params);
  const queryKey = JSON.stringify(query);
  const [printError, setPrintError] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const list = usePagedList<StaffOrderSummary, string>(queryKey, async (cursor) => {
    const page = await ordersApi.list({ ...query, cursor: cursor ?? undefined, limit: PAGE });
    return { items: page.orders, next: page.next };
  });
  const { load } = list;

  // More as you scroll: when the end of the list comes into view, the next page loads.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !list.next || list.loading || list.error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load(list.next);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [list.next, list.loading, list.error, load]);

  const choose = (id: string) => {
    const filter = ORDER_FILTERS.find((f) => f.id === id)!;
    const next = new URLSearchParams();
    if (filter.status) next.set('status', filter.status);
    if (filter.flagged) next.set('flagged', 'true');
    if (query.q) next.set('q', query.q);
    setParams(next);
  };

  const printToday = async () => {
    setPrintError(null);
    setPrinting(true);
    try {
      await openPdf(pdfPaths.todaysSlips);
    } catch (error) {
      setPrintError((error as Error).message);
    } finally {
      setPrinting(false);
    }
  };

  const active = filterId(query);
  return (
    <section aria-labelledby="orders-title" className="c-stack">
      <div className="c-row">
        <h1 id="orders-title">Orders</h1>
        <button type="button" className="c-button c-button-plain" onClick={() => void printToday()} disabled={printing}>
          {printing ? 'Preparing slips…' : 'Print today’s slips'}
        </button>
      </div>
      {printError && (
        <p role="alert" className="c-error">
          {printError}
        </p>
      )}
      <SearchForm
        label="Search orders"
        maxLength={100}
        placeholder="Order no., phone, e-mail or name"
        value={search}
        onChange={setSearch}
        onSubmit={submit}
      />
      <div className="c-chips" role="group" aria-label="Show orders">
        {ORDER_FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className="c-chip"
            aria-pressed={f.id === active}
            onClick={() => choose(f.id)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {query.q && (
        <p className="c-muted">
          Showing orders matching “{query.q}”.{' '}
          <Link
            to={`${consolePaths.orders}?${(() => {
              const next = new URLSearchParams(params);
              next.delete('q');
              return next.toString();
            })()}`}
            onClick={() => setSearch('')}
          >
            Clear search
          </Link>
        </p>
      )}
      {list.items.length > 0 && (
        <ul className="c-list" aria-label="Orders, newest first">
          {list.items.map((o) => (
            <li key={o.orderNo}>
              <OrderCard order={o} />
            </li>
          ))}
        </ul>
      )}
      {!list.loading && !list.error && list.items.length === 0 && (
        <p className="c-card">
          {query.q
            ? 'No order matches this search. Check the order number, phone, e-mail or name, or clear the search.'
            : 'No orders here.'}
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
          Loading orders…
        </p>
      )}
      {list.next && !list.loading && !list.error && (
        <div ref={sentinel}>
          <button type="button" className="c-button c-button-plain c-button-wide" onClick={() => void load(list.next)}>
            Load more orders
          </button>
        </div>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: StaffOrderSummary }) {
  return (
    <Link className="c-order-card" to={consolePaths.order(order.orderNo)}>
      <strong>{order.orderNo}</strong>
      <span className="c-amount">{formatRupees(order.totalPaise)}</span>
      <span>
        {order.name}, {order.city}
      </span>
      <span className="c-muted c-small">
        {order.units} {order.units === 1 ? 'item' : 'items'}
      </span>
      <span className="c-muted c-small">{formatIndianDateTime(order.placedAt)}</span>
      <span />
      <span className="c-badge">{STATUS_LABEL[order.status]}</span>
      {order.flag ? <span className="c-badge c-badge-flag">Flagged</span> : <span />}
    </Link>
  );
}
