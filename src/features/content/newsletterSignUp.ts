import { ApiError } from '../../lib/errors';
import { subscribeToNewsletter } from './newsletterApi';
import { showAlert } from '../../lib/alerts';
import { newsletterMessages as text, subscribeProblem } from '../../../common/domain/engagement';

/**
 * Checks and sends a newsletter sign-up and tells the shopper how it went in a popup: subscribed,
 * refused by the server ('Oops...'), or no answer at all ('Error'). Loaded on the first submit, so
 * the footer every page carries stays small.
 */
export async function signUp(email: string): Promise<{ problem: string | null; subscribed: boolean }> {
  const problem = subscribeProblem(email);
  if (problem) return { problem, subscribed: false };
  try {
    await subscribeToNewsletter(email.trim());
    void showAlert({ icon: 'success', title: text.subscribedTitle, text: text.subscribed });
    return { problem: null, subscribed: true };
  } catch (error) {
    console.error('Newsletter sign-up failed', error);
    if (error instanceof ApiError && error.status > 0)
      void showAlert({ icon: 'error', title: text.failedTitle, text: text.failed });
    else void showAlert({ icon: 'error', title: text.errorTitle, text: text.error });
    return { problem: null, subscribed: false };
  }
}
