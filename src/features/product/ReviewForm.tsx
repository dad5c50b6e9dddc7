import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { REVIEW_MAX_RATING } from '../../../common/domain/engagement';
import { paths } from '../../../common/site/paths';
import { useReviewForm } from './useReviewForm';
import '../../styles/widgets.css';

const STARS = Array.from({ length: REVIEW_MAX_RATING }, (_, i) => i + 1);

/** Star rating (a radio group: arrow keys move between stars) and text; guests are asked to log in. */
export function ReviewForm({ productId }: { productId: number }) {
  const { signedIn, rating, setRating, text, setText, submitting, submit } = useReviewForm(productId);
  const baseId = useId();
  const titleId = `${baseId}-title`;

  if (!signedIn) {
    return (
      <section className="cc-review-form" aria-labelledby={titleId}>
        <h2 id={titleId} className="h5">
          Write a review
        </h2>
        <p className="mb-2">Please log in to write a review.</p>
        <Link to={paths.auth} className="btn btn-outline-success">
          Login
        </Link>
      </section>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form className="cc-review-form" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} className="h5">
        Write a review
      </h2>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Your rating</legend>
        <div className="cc-rate">
          {STARS.map((n) => (
            <span key={n} className="cc-rate__option">
              <input
                type="radio"
                className="cc-rate__input"
                id={`${baseId}-star-${n}`}
                name={`${baseId}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <label htmlFor={`${baseId}-star-${n}`} className={`cc-rate__star${n <= rating ? ' is-on' : ''}`}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
              </label>
            </span>
          ))}
          <span className="cc-rate__value" aria-hidden="true">
            {rating} / {REVIEW_MAX_RATING}
          </span>
        </div>
      </fieldset>
      <div className="mb-3">
        <label htmlFor={`${baseId}-text`} className="form-label">
          Your review
        </label>
        <textarea
          id={`${baseId}-text`}
          className="form-control"
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-success" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit Review'}
      </button>
    </form>
  );
}
