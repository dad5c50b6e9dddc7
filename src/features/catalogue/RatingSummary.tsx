import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StarRating } from './StarRating';

/** The event that asks the product page's tabs to open one of them (src/components/common/Tabs.tsx). */
export const OPEN_TAB_EVENT = 'cc:open-tab';

/**
 * Stars, average and count under a product's name, as a link to its reviews. On the product page the
 * link opens the Review tab and moves there; elsewhere (quick view) `href` leads to that page.
 */
export function RatingSummary({
  average,
  count,
  href,
  className = '',
}: {
  average: number | null;
  count: number;
  href?: string;
  className?: string;
}) {
  if (!count || average === null) return null;
  const content: ReactNode = (
    <>
      <span aria-hidden="true">
        <StarRating value={average} />
      </span>
      <span className="visually-hidden">Rated </span>
      <span className="cc-rating__average">{average.toFixed(1)}</span>
      <span className="cc-rating__count">
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </>
  );
  return (
    <p className={`cc-rating ${className}`}>
      {href === undefined ? (
        <a
          href="#reviews"
          className="cc-rating__link"
          onClick={(event) => {
            event.preventDefault();
            window.dispatchEvent(new CustomEvent(OPEN_TAB_EVENT, { detail: 'review' }));
          }}
        >
          {content}
        </a>
      ) : (
        <Link to={href} className="cc-rating__link">
          {content}
        </Link>
      )}
    </p>
  );
}
