import type { ContactBody, ContactErrorResponse, ContactResponse } from '../../../common/contract/engagement';
import { api } from '../../api/client';

export type { ContactBody, ContactErrorResponse, ContactResponse };

/** Sends the contact form; a 400 carries each failing field's message (`ContactErrorResponse`). */
export const sendContactMessage = async (body: ContactBody): Promise<ContactResponse> =>
  (await api.post<ContactResponse>('contact/', body)).data;
