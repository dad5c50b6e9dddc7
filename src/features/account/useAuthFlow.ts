import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/errors';
import * as accounts from './accountsApi';
import { cartWrites } from '../cart/useCart';
import {
  accountMessages,
  authScreenMessages as text,
  registrationErrorMessage,
  verificationTexts,
  type RegisterFields,
} from '../../../common/domain/accounts';
import { paths } from '../../../common/site/paths';
import { setSession, clearSession } from '../../lib/storage';
import { showAlert } from '../../lib/alerts';

export type AuthModal = 'verify' | 'forgot' | 'reset' | null;

/**
 * The sign-in screens' flows: login, register → verify code → signed in → home,
 * forgot → reset. Each failure shows the storefront's own message.
 */
export function useAuthFlow() {
  const navigate = useNavigate();
  const [modal, setModal] = useState<AuthModal>(null);
  /** The address the open modal is about (registered, or asking for a reset). */
  const [email, setEmail] = useState('');
  /** false when the server could not e-mail the sign-up code yet: the code modal says so. */
  const [codeSent, setCodeSent] = useState(true);
  const [busy, setBusy] = useState(false);
  /** The password the server refused at sign-up, with its reason (the form shows it under the field). */
  const [refusedPassword, setRefusedPassword] = useState<{ password: string; text: string } | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  async function signedIn(answer: accounts.LoginResponse, address: string) {
    setSession({
      userId: String(answer.user.user_id),
      username: answer.user.username,
      accessToken: answer.access,
      userEmail: address,
    });
    // What the shopper put in the cart as a guest moves into the account; a failed merge
    // must not stop the sign-in (the guest lines stay with the session).
    // The merge reads the cart again afterwards, merged or not.
    await cartWrites.merge(String(answer.user.user_id)).catch(() => undefined);
    navigate(paths.home);
  }

  async function login(address: string, password: string) {
    await run(async () => {
      try {
        await signedIn(await accounts.login(address, password), address);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        if (status === 403) {
          // Right password, e-mail not verified yet: offer a new code and reopen the code dialog.
          await offerNewCode(address);
          return;
        }
        // A refused attempt is not a wrong password: saying so would send the owner to retype a right one.
        const message =
          status === 429 ? accountMessages.tooManyAttempts : status === 503 ? accountMessages.busy : text.loginFailed;
        await showAlert({ icon: 'error', title: text.loginFailedTitle, text: message });
      }
    });
  }

  async function register(fields: RegisterFields) {
    await run(async () => {
      try {
        const answer = await accounts.register(fields);
        setEmail(answer.email);
        setCodeSent(answer.code_sent !== false);
        setModal('verify');
      } catch (error) {
        const body = error instanceof ApiError ? error.data : undefined;
        const passwordReason = fieldMessage(body, 'password');
        setRefusedPassword(passwordReason ? { password: fields.password, text: passwordReason } : null);
        await showAlert({
          icon: 'error',
          title: text.registrationFailedTitle,
          text: registrationErrorMessage(body, text.registrationFailed),
          confirmButtonText: text.tryAgain,
        });
      }
    });
  }

  /** Asks the server for a new sign-up code and opens the code dialog; says why when it cannot. */
  async function sendNewCode(address: string) {
    try {
      const answer = await accounts.resendOtp(address);
      setEmail(address);
      setCodeSent(answer.message !== accountMessages.mailDelayed);
      setModal('verify');
    } catch (error) {
      await showAlert({ icon: 'error', title: 'Error', text: serverMessage(error) ?? text.otpSendFailed });
    }
  }

  async function offerNewCode(address: string) {
    const choice = await showAlert({
      icon: 'info',
      title: verificationTexts.unverifiedTitle,
      text: accountMessages.loginUnverified,
      confirmButtonText: verificationTexts.sendNewCode,
      showCancelButton: true,
      cancelButtonText: 'Close',
    });
    if (choice.isConfirmed) await sendNewCode(address);
  }

  async function resend() {
    await run(() => sendNewCode(email));
  }

  async function verify(code: string) {
    await run(async () => {
      let answer: accounts.LoginResponse;
      try {
        answer = await accounts.verifyOtp(email, code);
      } catch (error) {
        await showAlert({ icon: 'error', title: 'Error', text: withReason(text.otpVerifyFailed, error) });
        return;
      }
      setModal(null);
      if (!answer.access || !answer.user) {
        await showAlert({ icon: 'error', title: 'Error', text: text.autoLoginFailed });
        return;
      }
      await signedIn(answer, email);
    });
  }

  async function forgot(address: string) {
    await run(async () => {
      try {
        await accounts.requestPasswordReset(address);
        setEmail(address);
        setModal('reset');
      } catch {
        await showAlert({ icon: 'error', title: 'Error', text: text.otpSendFailed });
      }
    });
  }

  async function reset(otp: string, newPassword: string, confirmPassword: string) {
    await run(async () => {
      try {
        await accounts.confirmPasswordReset({
          email,
          otp,
          new_password: newPassword,
          confirm_password: confirmPassword,
        });
        setModal(null);
        await showAlert({ icon: 'success', title: 'Success', text: text.resetDone });
      } catch (error) {
        await showAlert({ icon: 'error', title: 'Error', text: withReason(text.resetFailed, error) });
      }
    });
  }

  async function logout() {
    // The server forgets the refresh token; the browser forgets the session either way.
    await accounts.logout().catch(() => undefined);
    clearSession();
    navigate(paths.home);
  }

  /** The account was deleted (server/privacy/routes.ts): nothing to sign out of on the server. */
  function accountDeleted() {
    clearSession();
    navigate(paths.home);
  }

  return {
    modal,
    setModal,
    email,
    codeSent,
    busy,
    refusedPassword,
    login,
    register,
    verify,
    resend,
    forgot,
    reset,
    logout,
    accountDeleted,
  };
}

/** The `message` of an API error's body, if it has one. */
function serverMessage(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.data : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** The first message the server gave for one field (`{ field: [message] }`). */
function fieldMessage(body: unknown, field: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[field];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first ? first : undefined;
}

/** The storefront's message, then the server's reason when it gave one ("The code is incorrect or has expired."). */
function withReason(fallback: string, error: unknown): string {
  const reason = serverMessage(error);
  return reason && reason !== fallback ? `${fallback} ${reason}` : fallback;
}
