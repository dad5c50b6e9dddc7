import { useState } from 'react';
import { ApiError } from '../../lib/errors';
import { postReview } from './reviewsApi';
import { showAlert } from '../../lib/alerts';
import { queryCache } from '../../lib/queryCache';
import { REVIEW_DEFAULT_RATING, reviewMessages, reviewProblem } from '../../../common/domain/engagement';
import { useSession } from '../../hooks/useSession';

/**
 * The product page's review form: the rating (five stars until the shopper picks another), the text,
 * and sending them as the signed-in customer. A new review shows up in the list because the
 * product's cached answer is refreshed.
 */
export function useReviewForm(productId: number) {
  const { userId } = useSession();
  const [rating, setRating] = useState(REVIEW_DEFAULT_RATING);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    if (submitting || !userId) return;
    const problem = reviewProblem(text, rating);
    if (problem) {
      void showAlert({ icon: 'warning', title: 'Warning', text: problem });
      return;
    }
    setSubmitting(true);
    try {
      await postReview({ user_id: Number(userId), product: productId, text: text.trim(), star_rating: rating });
      setRating(REVIEW_DEFAULT_RATING);
      setText('');
      // The product page (and listings showing its rating) read the product again.
      queryCache.invalidate(`product:${productId}`);
      queryCache.invalidate('products');
      void showAlert({ icon: 'success', title: 'Success', text: reviewMessages.thanks });
    } catch (error) {
      console.error('Review not submitted', error);
      const status = error instanceof ApiError ? error.status : 0;
      const message = error instanceof ApiError ? error.message : '';
      if (status === 400 && message === reviewMessages.duplicate) {
        void showAlert({ icon: 'warning', title: reviewMessages.duplicateTitle, text: reviewMessages.duplicate });
      } else if (status === 401) {
        // The sign-in ran out: the layout's notice offers the login page (src/features/account/SessionExpiredNotice.tsx).
      } else if (status === 429) {
        void showAlert({ icon: 'error', title: 'Error', text: message || reviewMessages.tooMany });
      } else {
        void showAlert({ icon: 'error', title: 'Error', text: reviewMessages.failed });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { signedIn: Boolean(userId), rating, setRating, text, setText, submitting, submit };
}
