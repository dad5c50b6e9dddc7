import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductCreateBody, ProductList } from '../../../common/contract/admin-products';
import { priceProblem } from '../../../common/domain/product-edit';
import { consolePaths } from '../../lib/paths';
import { useActionKey } from '../orders/useActionKey';
import { productsApi } from './api';
import '../orders/orders.css';
import '../stock/stock.css';
import './products.css';

const GST_RATES = [0, 3, 5, 18, 40] as const;

/**
 * A new product (owner): its name, category, price and tax; the rest (photos, sizes, texts) on its
 * own page, where this leads. Its stock is set on the Stock screen: until then it cannot be ordered.
 */
export default function NewProductPage() {
  const navigate = useNavigate();
  const uid = useId();
  const action = useActionKey();
  const [categories, setCategories] = useState<ProductList['categories'] | null>(null);
  const [draft, setDraft] = useState({
    name: '',
    categoryId: '',
    price: '',
    hsnCode: '',
    gstRate: '18',
    description: '',
  });
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  useEffect(() => {
    const controller = new AbortController();
    productsApi.list({ limit: 1 }, controller.signal).then(
      (list) => setCategories(list.categories),
      (error: Error) => {
        if (error.name !== 'AbortError') setState({ busy: false, error: error.message });
      },
    );
    return () => controller.abort();
  }, []);

  const set = (next: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    action.done();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      (draft.name.trim() ? undefined : 'Give the product a name.') ??
      (draft.categoryId ? undefined : 'Choose its category.') ??
      priceProblem(draft.price) ??
      (/^[0-9]{4,8}$/.test(draft.hsnCode.trim()) ? undefined : 'The HSN code is 4 to 8 digits (3304 for skin care).');
    if (problem) {
      setState({ busy: false, error: problem });
      return;
    }
    const body: ProductCreateBody = {
      name: draft.name.trim(),
      categoryId: Number(draft.categoryId),
      price: draft.price.trim(),
      hsnCode: draft.hsnCode.trim(),
      gstRate: Number(draft.gstRate) as ProductCreateBody['gstRate'],
      description: draft.description,
    };
    setState({ busy: true });
    try {
      const made = await productsApi.create(body, action.key());
      action.done();
      void navigate(consolePaths.product(made.product.id));
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };

  return (
    <section aria-labelledby={`${uid}-title`} className="c-stack">
      <Link className="c-back" to={consolePaths.products}>
        ← Products
      </Link>
      <h1 id={`${uid}-title`}>New product</h1>
      <form className="c-card c-stack" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`${uid}-title`}>
        <div className="c-field">
          <label htmlFor={`${uid}-name`}>Name</label>
          <input
            id={`${uid}-name`}
            className="c-input"
            autoComplete="off"
            maxLength={200}
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <div className="c-field">
          <label htmlFor={`${uid}-category`}>Category</label>
          <select
            id={`${uid}-category`}
            className="c-input"
            value={draft.categoryId}
            onChange={(e) => set({ categoryId: e.target.value })}
          >
            <option value="">{categories ? 'Choose…' : 'Loading…'}</option>
            {categories?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor={`${uid}-price`}>Price (₹, taxes included)</label>
          <input
            id={`${uid}-price`}
            className="c-input"
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            value={draft.price}
            onChange={(e) => set({ price: e.target.value })}
          />
        </div>
        <div className="c-row-fields">
          <div className="c-field">
            <label htmlFor={`${uid}-hsn`}>HSN code</label>
            <input
              id={`${uid}-hsn`}
              className="c-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              value={draft.hsnCode}
              onChange={(e) => set({ hsnCode: e.target.value })}
            />
          </div>
          <div className="c-field">
            <label htmlFor={`${uid}-gst`}>GST rate</label>
            <select
              id={`${uid}-gst`}
              className="c-input"
              value={draft.gstRate}
              onChange={(e) => set({ gstRate: e.target.value })}
            >
              {GST_RATES.map((r) => (
                <option key={r} value={r}>
                  {r}%
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="c-field">
          <label htmlFor={`${uid}-description`}>Description</label>
          <textarea
            id={`${uid}-description`}
            className="c-input c-textarea"
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </div>
        <p className="c-muted c-small">
          Photos, sizes, options and the other texts come next, on the product’s page. Set its stock on the Stock
          screen: until then it cannot be ordered.
        </p>
        <button type="submit" className="c-button c-button-wide" disabled={state.busy}>
          {state.busy ? 'Adding…' : 'Add the product'}
        </button>
        {state.error && (
          <p role="alert" className="c-error">
            {state.error}
          </p>
        )}
      </form>
    </section>
  );
}
