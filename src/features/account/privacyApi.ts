import { api } from '../../api/client';

/** Everything the shop holds about the signed-in customer (the JSON file they download). */
export const fetchMyData = async (): Promise<unknown> => (await api.get<unknown>('account/data/')).data;
/** Deletes the signed-in customer's account; the server checks the password first. */
export const deleteMyAccount = async (password: string) =>
  (await api.post<{ message: string }>('account/delete/', { password })).data;
