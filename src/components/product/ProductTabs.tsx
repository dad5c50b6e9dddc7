import DOMPurify from 'dompurify';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductDetail } from '../../api/catalogue';
import { StarRating } from './StarRating';

const TABS = [
  { key: 'description', label: 'Description' },
  { key: 'additional', label: 'Additional Information' },
  { key: 'review', label: 'Review' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function SafeHtml({ html, empty }: { html: string; empty: string }) {
  if (!html.trim()) return <p className="text-body-secondary">{empty}</p>;
  return <div className="cc-rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

/** Description / Additional Information / Review tabs; Review is open first (SPEC §2). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const [active, setActive] = useState<TabKey>('review');
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, i: number) {
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + TABS.length) % TABS.length;
    setActive(TABS[next]!.key);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="cc-tabs mt-5" aria-label="Product information">
      <div role="tablist" className="nav nav-tabs" aria-label="Product information">
        {TABS.map((tab, i) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-controls={`${baseId}-panel-${tab.key}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={`nav-link${selected ? ' active' : ''}`}
              onClick={() => setActive(tab.key)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
              {tab.key === 'review' ? ` (${product.reviews.length})` : ''}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active}
          tabIndex={0}
          className="cc-tabs__panel"
        >
          {tab.key === 'description' && <SafeHtml html={product.product_details} empty="No description yet." />}
          {tab.key === 'additional' && <SafeHtml html={product.additional_info} empty="No additional information." />}
          {tab.key === 'review' &&
            (product.reviews.length === 0 ? (
              <p className="text-body-secondary">No reviews yet.</p>
            ) : (
              <ul className="list-unstyled cc-reviews">
                {product.reviews.map((review) => (
                  <li key={review.id} className="cc-review">
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <strong>{review.user}</strong>
                      <StarRating value={review.star_rating} />
                      <time dateTime={review.created_at} className="small text-body-secondary">
                        {formatDate(review.created_at)}
                      </time>
                    </div>
                    <p className="mb-0 mt-1">{review.text}</p>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      ))}
    </section>
  );
}
