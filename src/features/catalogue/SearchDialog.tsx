import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from './catalogueApi';
import { useProductSearch } from './useProductSearch';
import { paths } from '../../../common/site/paths';
import { messages } from '../../../common/domain/messages';
import { formatInr } from '../../../common/domain/money';
import { discountedUnitPaise } from '../../../common/domain/pricing';
import { Modal } from '../../components/common/Modal';
import { FOCUS_HEADING } from '../../lib/focusLanding';

export interface SearchModalProps {
  open: boolean;
  onClose: () => void;
  /** Called when a result is chosen (its link navigates). Default: onClose. */
  onResultClick?: () => void;
}

/**
 * Product search in a dialog, opened from the header or /SearchModal: loading,
 * error, empty and result states. The body is only mounted while the dialog
 * is open, so closing it resets everything and cancels a request in flight.
 */
export function SearchDialog({ open, onClose, onResultClick }: SearchModalProps) {
  // A chosen result opens its product page, which takes focus (its heading): none goes back to the opener.
  const chosen = useRef(false);
  const select = onResultClick ?? onClose;
  return (
    <Modal
      open={open}
      title="Search products"
      onClose={onClose}
      size="lg"
      returnFocus={() => (chosen.current ? false : null)}
    >
      {open && (
        <SearchBody
          onSelect={() => {
            chosen.current = true;
            select();
          }}
        />
      )}
    </Modal>
  );
}

function SearchBody({ onSelect }: { onSelect: () => void }) {
  const inputId = useId();
  const messageId = useId();
  const [query, setQuery] = useState('');
  const { state, search } = useProductSearch();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search(query);
  }

  return (
    <div className="search-modal">
      <form onSubmit={onSubmit} noValidate role="search" className="mb-3">
        <label htmlFor={inputId} className="form-label">
          Product name
        </label>
        <div className="input-group">
          <input
            id={inputId}
            type="search"
            className={`form-control ${state.status === 'invalid' ? 'is-invalid' : ''}`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. coconut oil, wound dressing"
            autoComplete="off"
            maxLength={200}
            aria-invalid={state.status === 'invalid' || undefined}
            aria-describedby={state.status === 'invalid' ? messageId : undefined}
            data-autofocus
          />
          <button type="submit" className="btn btn-primary" disabled={state.status === 'loading'}>
            Search
          </button>
        </div>
        {state.status === 'invalid' && (
          <div id={messageId} className="invalid-feedback d-block" role="alert">
            {messages.searchEmpty}
          </div>
        )}
      </form>

      <div aria-live="polite">
        {state.status === 'loading' && (
          <div role="status" className="d-flex align-items-center gap-2 py-3">
            <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            <span>Searching...</span>
          </div>
        )}
        {state.status === 'error' && (
          <p className="text-danger mb-0" role="alert">
            {messages.searchFailed}
          </p>
        )}
        {state.status === 'done' && state.results.length === 0 && <p className="mb-0">{messages.searchNoResults}</p>}
        {state.status === 'done' && state.results.length > 0 && (
          <ul className="list-unstyled search-results mb-0" aria-label="Search results">
            {state.results.map((product) => (
              <SearchResult key={product.id} product={product} onSelect={onSelect} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function SearchResult({ product, onSelect }: { product: ProductSummary; onSelect: () => void }) {
  const image = product.images[0];
  return (
    <li>
      <Link to={paths.product(product.id)} state={FOCUS_HEADING} className="search-result" onClick={onSelect}>
        {image ? (
          <img
            src={image.image}
            srcSet={image.srcset || undefined}
            sizes="64px"
            width={image.width}
            height={image.height}
            alt={image.alt || product.name}
            className="search-result__image"
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="search-result__image search-result__image--empty" aria-hidden="true" />
        )}
        <span className="search-result__text">
          <span className="search-result__name">{product.name}</span>
          {product.coming_soon ? (
            <span className="search-result__note">Coming Soon</span>
          ) : (
            <span className="search-result__price">{formatInr(discountedUnitPaise(product))}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
