import type { ProductDetail } from '../../api/catalogue';
import { SafeHtml } from '../common/SafeHtml';
import { Tabs, type TabItem } from '../common/Tabs';
import { StarRating } from './StarRating';

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

/** Description / Additional Information / Review tabs; Review is open first. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const tabs: TabItem[] = [
    {
      id: 'description',
      label: 'Description',
      panel: <SafeHtml html={product.product_details} className="cc-rich-text" empty="No description yet." />,
    },
    {
      id: 'additional',
      label: 'Additional Information',
      panel: <SafeHtml html={product.additional_info} className="cc-rich-text" empty="No additional information." />,
    },
    {
      id: 'review',
      label: `Review (${product.reviews.length})`,
      panel:
        product.reviews.length === 0 ? (
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
        ),
    },
  ];
  return (
    <section className="cc-tabs mt-5" aria-label="Product information">
      <Tabs
        label="Product information"
        tabs={tabs}
        initial="review"
        listClassName="nav nav-tabs"
        panelClassName="cc-tabs__panel"
      />
    </section>
  );
}
