import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ProductChangeBody, ProductForm } from '../../../common/contract/admin-products';
import { formatRupees, toPaise } from '../../../common/domain/money';
import { addOnProblem, discountProblem, priceProblem, twoDecimals } from '../../../common/domain/product-edit';
import { paths } from '../../../common/site/paths';
import { consolePaths } from '../../lib/paths';
import { useLoad } from '../../lib/useLoad';
import { DetailStates, isRowId } from '../../lib/DetailStates';
import { useSession } from '../auth/session';
import { useActionKey } from '../orders/useActionKey';
import { productsApi } from './api';
import { PhotosPanel } from './PhotosPanel';
import '../orders/orders.css';
import '../stock/stock.css';
import './products.css';

/**
 * One product (owner; a packer for its photos): its photos first, then, for whoever may edit products,
 * its name, price, discount, flags, sizes, options and texts. Saving sends only what changed; the
 * storefront shows it at once.
 */
export default function ProductPage() {
  const id = Number(useParams().productId);
  const { can } = useSession();
  const fetcher = useCallback((signal?: AbortSignal) => productsApi.product(id, signal), [id]);
  const { loaded, replace } = useLoad(fetcher);
  const [notice, setNotice] = useState('');

  const back = (
    <Link className="c-back" to={consolePaths.products}>
      ← Products
    </Link>
  );
  if (!isRowId(id) || !loaded || 'error' in loaded)
    return <DetailStates back={back} title="Product" what="product" validId={isRowId(id)} loaded={loaded} />;
  const product = loaded.data;
  const saved = (data: ProductForm, changed: string[]) => {
    replace(data);
    setNotice(changed.length ? 'Saved. The shop shows it now.' : 'Nothing to save: nothing was changed.');
  };
  return (
    <section aria-labelledby="product-title" className="c-stack">
      {back}
      <h1 id="product-title">{product.name}</h1>
      <p className="c-small">
        No. {product.id} · {formatRupees(toPaise(product.price))} ·{' '}
        <a href={paths.product(product.id)} target="_blank" rel="noopener noreferrer">
          See it in the shop
        </a>
      </p>
      <PhotosPanel
        productId={product.id}
        productName={product.name}
        photos={product.photos}
        onChange={(photos) => replace({ ...product, photos })}
      />
      {can('products.edit') ? (
        <EditForm key={JSON.stringify(product)} product={product} notice={notice} onSaved={saved} />
      ) : (
        <p className="c-card c-muted">Only the owner changes a product’s name, price and texts.</p>
      )}
    </section>
  );
}

const FLAGS = [
  ['bestSeller', 'Best seller'],
  ['featured', 'Featured'],
  ['latestCollection', 'Latest collection'],
  ['soldOut', 'Sold out (whatever the stock)'],
  ['comingSoon', 'Coming soon'],
] as const;
type Flag = (typeof FLAGS)[number][0];

interface Draft {
  name: string;
  price: string;
  discountPercentage: string;
  flags: Record<Flag, boolean>;
  sizes: { value: string; price: string }[];
  options: { name: string; values: string }[];
  description: string;
  productDetails: string;
  additionalInfo: string;
}

function draftOf(p: ProductForm): Draft {
  return {
    name: p.name,
    price: p.price,
    discountPercentage: p.discountPercentage,
    flags: Object.fromEntries(FLAGS.map(([k]) => [k, p[k]])) as Record<Flag, boolean>,
    sizes: p.sizes.map((s) => ({ ...s })),
    options: p.options.map((o) => ({ name: o.name, values: o.values.join('\n') })),
    description: p.description,
    productDetails: p.productDetails,
    additionalInfo: p.additionalInfo,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What changed from the product as loaded, as the API takes it; or the first problem and its field. */
function changes(p: ProductForm, d: Draft): { body: ProductChangeBody } | { problem: string; field: keyof Draft } {
  const checks: [keyof Draft, string | undefined][] = [
    ['name', d.name.trim() ? undefined : 'Give the product a name.'],
    ['price', priceProblem(d.price)],
    ['discountPercentage', discountProblem(d.discountPercentage)],
    [
      'sizes',
      d.sizes
        .map((s) => (s.value.trim() ? addOnProblem(s.price, s.value) : 'Give each size a name, or remove it.'))
        .find(Boolean),
    ],
    [
      'options',
      d.options.map((o) => (o.name.trim() ? undefined : 'Give each option a name, or remove it.')).find(Boolean),
    ],
  ];
  const failed = checks.find(([, problem]) => problem);
  if (failed) return { problem: failed[1]!, field: failed[0] };
  const body: ProductChangeBody = {};
  if (d.name.trim() !== p.name) body.name = d.name.trim();
  if (twoDecimals(d.price) !== p.price) body.price = d.price.trim();
  if (twoDecimals(d.discountPercentage) !== p.discountPercentage) body.discountPercentage = d.discountPercentage.trim();
  for (const [k] of FLAGS) if (d.flags[k] !== p[k]) body[k] = d.flags[k];
  const sizes = d.sizes.map((s) => ({ value: s.value.trim(), price: twoDecimals(s.price) }));
  if (!same(sizes, p.sizes)) body.sizes = sizes;
  const options = d.options.map((o) => ({
    name: o.name.trim(),
    values: o.values
      .split('\n')
      .map((v) => v.trim())
      .filter(Boolean),
  }));
  if (!same(options, p.options)) body.options = options;
  if (d.description !== p.description) body.description = d.description;
  if (d.productDetails !== p.productDetails) body.productDetails = d.productDetails;
  if (d.additionalInfo !== p.additionalInfo) body.additionalInfo = d.additionalInfo;
  return { body };
}

function EditForm({
  product,
  notice,
  onSaved,
}: {
  product: ProductForm;
  notice: string;
  onSaved: (p: ProductForm, changed: string[]) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(product));
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string; field?: keyof Draft }>({
    busy: false,
    done: notice,
  });
  const action = useActionKey();
  const uid = useId();
  const set = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    action.done();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = changes(product, draft);
    if ('problem' in result) {
      setState({ busy: false, error: result.problem, field: result.field });
      document.getElementById(`${uid}-${result.field}`)?.focus();
      return;
    }
    const { body } = result;
    if (!Object.keys(body).length) {
      setState({ busy: false, done: 'Nothing to save: nothing was changed.' });
      return;
    }
    setState({ busy: true });
    try {
      const answer = await productsApi.change(product.id, body, action.key());
      action.done();
      onSaved(answer.product, answer.changed);
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };

  const field = (name: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <div className="c-field">
      <label htmlFor={`${uid}-${name}`}>{label}</label>
      <input
        id={`${uid}-${name}`}
        className="c-input"
        autoComplete="off"
        value={draft[name] as string}
        aria-invalid={state.field === name || undefined}
        aria-describedby={state.field === name ? `${uid}-error` : undefined}
        onChange={(e) => set({ [name]: e.target.value })}
        {...extra}
      />
      {state.field === name && (
        <p id={`${uid}-error`} className="c-error c-small">
          {state.error}
        </p>
      )}
    </div>
  );
  const area = (name: 'description' | 'productDetails' | 'additionalInfo', label: string, hint?: string) => (
    <div className="c-field">
      <label htmlFor={`${uid}-${name}`}>{label}</label>
      <textarea
        id={`${uid}-${name}`}
        className="c-input c-textarea"
        value={draft[name]}
        aria-describedby={hint ? `${uid}-${name}-hint` : undefined}
        onChange={(e) => set({ [name]: e.target.value })}
      />
      {hint && (
        <p id={`${uid}-${name}-hint`} className="c-muted c-small">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <form aria-labelledby={`${uid}-title`} className="c-card c-stack" onSubmit={(e) => void save(e)} noValidate>
      <h2 id={`${uid}-title`}>Details</h2>
      {field('name', 'Name', { maxLength: 200 })}
      <div className="c-row-fields">
        {field('price', 'Price (₹, taxes included)', { inputMode: 'decimal', maxLength: 14 })}
        {field('discountPercentage', 'Discount (%)', { inputMode: 'decimal', maxLength: 6 })}
      </div>
      <fieldset className="c-fieldset">
        <legend>Shown as</legend>
        {FLAGS.map(([k, label]) => (
          <label key={k} className="c-switch">
            <input
              type="checkbox"
              checked={draft.flags[k]}
              onChange={(e) => set({ flags: { ...draft.flags, [k]: e.target.checked } })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="c-fieldset">
        <legend>Sizes</legend>
        {draft.sizes.length === 0 && <p className="c-muted c-small">One size only.</p>}
        {draft.sizes.map((s, i) => (
          <div key={i} className="c-size-row">
            <div className="c-field">
              <label htmlFor={`${uid}-size-${i}`}>Size {i + 1}</label>
              <input
                id={`${uid}-size-${i}`}
                className="c-input"
                autoComplete="off"
                maxLength={100}
                value={s.value}
                onChange={(e) =>
                  set({ sizes: draft.sizes.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })
                }
              />
            </div>
            <div className="c-field">
              <label htmlFor={`${uid}-add-${i}`}>Adds ₹</label>
              <input
                id={`${uid}-add-${i}`}
                className="c-input"
                inputMode="decimal"
                autoComplete="off"
                maxLength={14}
                value={s.price}
                onChange={(e) =>
                  set({ sizes: draft.sizes.map((x, j) => (j === i ? { ...x, price: e.target.value } : x)) })
                }
              />
            </div>
            <button
              type="button"
              className="c-button c-button-danger"
              aria-label={`Remove size ${i + 1}`}
              onClick={() => set({ sizes: draft.sizes.filter((_, j) => j !== i) })}
            >
              ✕
            </button>
          </div>
        ))}
        <button
          type="button"
          className="c-button c-button-plain"
          onClick={() => set({ sizes: [...draft.sizes, { value: '', price: '0.00' }] })}
        >
          Add a size
        </button>
      </fieldset>
      <fieldset className="c-fieldset">
        <legend>Options</legend>
        {draft.options.map((o, i) => (
          <div key={i} className="c-stack">
            <div className="c-size-row">
              <div className="c-field">
                <label htmlFor={`${uid}-opt-${i}`}>Option {i + 1}</label>
                <input
                  id={`${uid}-opt-${i}`}
                  className="c-input"
                  autoComplete="off"
                  maxLength={100}
                  value={o.name}
                  onChange={(e) =>
                    set({ options: draft.options.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })
                  }
                />
              </div>
              <span />
              <button
                type="button"
                className="c-button c-button-danger"
                aria-label={`Remove option ${i + 1}`}
                onClick={() => set({ options: draft.options.filter((_, j) => j !== i) })}
              >
                ✕
              </button>
            </div>
            <div className="c-field">
              <label htmlFor={`${uid}-vals-${i}`}>Choices of option {i + 1}, one per line</label>
              <textarea
                id={`${uid}-vals-${i}`}
                className="c-input c-textarea"
                value={o.values}
                onChange={(e) =>
                  set({ options: draft.options.map((x, j) => (j === i ? { ...x, values: e.target.value } : x)) })
                }
              />
            </div>
          </div>
        ))}
        <button
          type="button"
          className="c-button c-button-plain"
          onClick={() => set({ options: [...draft.options, { name: '', values: '' }] })}
        >
          Add an option
        </button>
      </fieldset>
      {area('description', 'Description')}
      {area('productDetails', 'Details (HTML)', 'Scripts and event attributes are removed when saved.')}
      {area(
        'additionalInfo',
        'Additional information (HTML)',
        'Ingredients, storage… Cleaned the same way when saved.',
      )}
      <button type="submit" className="c-button c-button-wide" disabled={state.busy}>
        {state.busy ? 'Saving…' : 'Save changes'}
      </button>
      <p role="status" className="c-small">
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
