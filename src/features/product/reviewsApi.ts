import type { ReviewBody, ReviewResponse } from '../../../common/contract/engagement';
import { api } from '../../api/client';

export type { ReviewBody, ReviewResponse };

/** Posts a review as the signed-in customer (the server takes the author from the access token). */
export const postReview = async (body: ReviewBody): Promise<ReviewResponse> =>
  (await api.post<ReviewResponse>('reviews/', body)).data;
