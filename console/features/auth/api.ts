/** The console's sign-in, enrolment, step-up and devices calls (server/staff/api.ts). */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { EnrolFinished, InviteInfo, StaffDevices, StaffMe, TotpSetup } from '../../../common/contract/staff';
import { api } from '../../lib/api';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreateOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
const quiet = { allowUnauthorized: true };

export const authApi = {
  invite: (token: string) => api.post<InviteInfo>('/auth/invite', { token }, quiet),
  async addPasskey(token: string): Promise<void> {
    const optionsJSON = await api.post<CreateOptions>('/auth/enrol/passkey/options', { token }, quiet);
    const response = await startRegistration({ optionsJSON });
    await api.post('/auth/enrol/passkey', { token, response }, quiet);
  },
  totpSetup: (token: string) => api.post<TotpSetup>('/auth/enrol/totp/options', { token }, quiet),
  confirmTotp: (token: string, code: string) => api.post('/auth/enrol/totp', { token, code }, quiet),
  finish: (token: string) => api.post<EnrolFinished>('/auth/enrol/finish', { token }, quiet),
  async signInWithPasskey(): Promise<StaffMe> {
    const optionsJSON = await api.post<Options>('/auth/passkey/options', {}, quiet);
    const response = await startAuthentication({ optionsJSON });
    return api.post<StaffMe>('/auth/passkey', { response }, quiet);
  },
  signInWithCode: (email: string, code: string) => api.post<StaffMe>('/auth/code', { email, code }, quiet),
  async stepUpWithPasskey(): Promise<StaffMe> {
    const optionsJSON = await api.post<Options>('/auth/step-up/options', {}, quiet);
    const response = await startAuthentication({ optionsJSON });
    return api.post<StaffMe>('/auth/step-up/passkey', { response }, quiet);
  },
  stepUpWithCode: (code: string) => api.post<StaffMe>('/auth/step-up/code', { code }, quiet),
  devices: () => api.get<StaffDevices>('/auth/devices'),
  signOutDevice: (id: string) => api.delete(`/auth/devices/${id}`),
  signOutEverywhere: () => api.post('/auth/sign-out-everywhere'),
  signOut: () => api.post('/auth/sign-out'),
};

/** A passkey prompt the person closed is not an error to shout about. */
export function passkeyMessage(error: unknown): string {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey prompt was closed. Try again.';
  return (error as Error).message || 'That did not work. Try again.';
}
