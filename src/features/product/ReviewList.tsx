import type { Review } from '../../../common/contract/catalogue';
import { reviewMessages } from '../../../common/domain/engagement';
import { StarRating } from '../catalogue/StarRating';
import { formatIndianDay } from '../../../common/site/dates';
import '../../styles/widgets.css';

/** The product's reviews, newest as the server orders them. Texts are shown as text, never as HTML. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <p className="text-body-secondary">No reviews yet.</p>;
  return (
    <ul className="list-unstyled cc-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="cc-review">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <strong>{review.user}</strong>
            <StarRating value={review.star_rating} />
            <time dateTime={review.created_at} className="small text-body-secondary">
              {formatIndianDay(review.created_at)}
            </time>
            {review.verified_purchase && <span className="cc-review__verified">{reviewMessages.verifiedPurchase}</span>}
          </div>
          <p className="mb-0 mt-1 cc-review__text">{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
