import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductList } from '../../../common/contract/admin-products';
import { formatRupees, toPaise } from '../../../common/domain/money';
import { consolePaths } from '../../lib/paths';
import { ProductSearchForm, useAddressSearch } from '../../lib/SearchForm';
import { useSession } from '../auth/session';
import { productsApi } from './api';
import '../orders/orders.css';
import '../stock/stock.css';
import './products.css';

type Answer = { key: string; list: ProductList } | { key: string; error: string };

/**
 * Products (owner; a packer to photograph them): every product by name or number, with its price
 * and how many photos it has. A card opens the product: its photos, and for the owner its fields.
 * The whole catalogue still comes in and goes out as a file on the command line (docs/catalogue.md).
 */
export default function ProductsPage() {
  const { can } = useSession();
  const { q, search, setSearch, submit } = useAddressSearch();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    productsApi.list({ q: q || undefined, limit: 200 }, controller.signal).then(
      (list) => setAnswer({ key: q, list }),
      (error: Error) => {
        if (error.name !== 'AbortError') setAnswer({ key: q, error: error.message });
      },
    );
    return () => controller.abort();
  }, [q]);
  const result = answer?.key === q ? answer : 'loading';

  return (
    <section aria-labelledby="products-title" className="c-stack">
      <h1 id="products-title">Products</h1>
      {can('products.edit') && (
        <Link className="c-button c-button-wide c-link-button" to={consolePaths.newProduct}>
          New product
        </Link>
      )}
      <ProductSearchForm value={search} onChange={setSearch} onSubmit={submit} />
      {result === 'loading' && (
        <p role="status" className="c-muted">
          Loading products…
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
          <p className="c-card">{q ? `No product matches “${q}”.` : 'There are no products yet.'}</p>
        ) : (
          <>
            <ul className="c-list" aria-label="Products">
              {result.list.products.map((p) => (
                <li key={p.id}>
                  <Link className="c-product-card" to={consolePaths.product(p.id)}>
                    {p.thumbnail ? (
                      <img className="c-thumb" src={p.thumbnail} alt="" width={56} height={56} loading="lazy" />
                    ) : (
                      <span className="c-thumb c-thumb-none" aria-hidden="true" />
                    )}
                    <span className="c-product-text">
                      <strong>{p.name}</strong>
                      <span className="c-small">
                        {formatRupees(toPaise(p.price))}
                        {toPaise(p.discountPercentage) > 0 ? ` · −${Number(p.discountPercentage)}%` : ''}
                      </span>
                      <span className="c-muted c-small">
                        No. {p.id} · {p.photos === 0 ? 'no photo' : p.photos === 1 ? '1 photo' : `${p.photos} photos`}
                        {p.soldOut ? ' · sold out' : ''}
                        {p.comingSoon ? ' · coming soon' : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {result.list.more && <p className="c-muted">More products match: search by name to narrow the list.</p>}
          </>
        ))}
      <section aria-labelledby="catalogue-title" className="c-card c-stack">
        <h2 id="catalogue-title">Many products at once</h2>
        <p className="c-small">
          Importing or exporting the whole catalogue stays on the shop’s command line:{' '}
          <code>npm run shop -- catalogue export products --file products.csv</code>, edit, then{' '}
          <code>catalogue import</code>. The columns are explained in <code>docs/catalogue.md</code>.
        </p>
      </section>
    </section>
  );
}
