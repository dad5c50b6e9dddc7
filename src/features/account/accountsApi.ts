import type { LoginResponse } from '../../../common/contract/accounts';
import type { RegisterFields } from '../../../common/domain/accounts';
import { api } from '../../api/client';

export type { LoginResponse };

const post = async <T>(url: string, body: unknown = {}): Promise<T> => (await api.post<T>(url, body)).data;

/** `code_sent: false`: the account exists but its code could not be e-mailed yet (the server keeps trying). */
export const register = (fields: RegisterFields) =>
  post<{ message: string; email: string; code_sent?: boolean }>('register/', fields);
/** Verifies the e-mailed code; the server signs the new customer in with it. */
export const verifyOtp = (email: string, code: string) => post<LoginResponse>('verify-otp/', { email, code });
export const resendOtp = (email: string) => post<{ message: string }>('resend-otp/', { email });
export const login = (email: string, password: string) => post<LoginResponse>('api/login/', { email, password });
export const logout = () => post<{ message: string }>('logout/');
export const requestPasswordReset = (email: string) => post<{ message: string }>('password-reset/', { email });
export const confirmPasswordReset = (fields: {
  email: string;
  otp: string;
  new_password: string;
  confirm_password: string;
}) => post<{ message: string }>('password-reset-confirm/', fields);
