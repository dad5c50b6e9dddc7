import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import * as accounts from '../api/accounts';
import { mergeCart } from '../api/cart';
import { cartWrites } from './useCart';
import {
  accountMessages,
  authScreenMessages as text,
  registrationErrorMessage,
  type RegisterFields,
} from '../../common/domain/accounts';
import { paths } from '../../common/site/paths';
import { setSession, clearSession } from '../lib/storage';
import { showAlert } from '../components/product/alerts';

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
    await mergeCart(String(answer.user.user_id)).catch(() => undefined);
    cartWrites.refresh();
    navigate(paths.home);
  }

  async function login(address: string, password: string) {
    await run(async () => {
      try {
        await signedIn(await accounts.login(address, password), address);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
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
        await showAlert({
          icon: 'error',
          title: text.registrationFailedTitle,
          text: registrationErrorMessage(body, text.registrationFailed),
          confirmButtonText: text.tryAgain,
        });
      }
    });
  }

  async function verify(code: string) {
    await run(async () => {
      let answer: accounts.LoginResponse;
      try {
        answer = await accounts.verifyOtp(email, code);
      } catch {
        await showAlert({ icon: 'error', title: 'Error', text: text.otpVerifyFailed });
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
      } catch {
        await showAlert({ icon: 'error', title: 'Error', text: text.resetFailed });
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

  return { modal, setModal, email, codeSent, busy, login, register, verify, forgot, reset, logout, accountDeleted };
}
