import type { SubscribeResponse } from '../../../common/contract/engagement';
import { api } from '../../api/client';

/** Signs an e-mail address up for the newsletter; a repeat sign-up answers the same as a new one. */
export const subscribeToNewsletter = async (email: string): Promise<SubscribeResponse> =>
  (await api.post<SubscribeResponse>('Subscribe/', { email })).data;
