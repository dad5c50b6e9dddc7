import { useState } from 'react';
import { ApiError } from '../api/client';
import { subscribeToNewsletter } from '../api/newsletter';
import { showAlert } from '../components/product/alerts';
import { newsletterMessages as text, subscribeProblem } from '../../common/domain/engagement';

/**
 * The newsletter sign-up: the address, whether it is being sent, and a problem with it found before
 * sending. The answer is told in a popup: subscribed, refused by the server ('Oops...'), or no answer.
 */
export function useNewsletter() {
  const [email, setEmailValue] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function setEmail(value: string) {
    setEmailValue(value);
    setProblem(null);
  }

  async function submit() {
    if (sending) return;
    const found = subscribeProblem(email);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      await subscribeToNewsletter(email.trim());
      setEmailValue('');
      void showAlert({ icon: 'success', title: text.subscribedTitle, text: text.subscribed });
    } catch (error) {
      console.error('Newsletter sign-up failed', error);
      // A status means the server answered "not ok"; none means the request itself failed.
      if (error instanceof ApiError && error.status > 0)
        void showAlert({ icon: 'error', title: text.failedTitle, text: text.failed });
      else void showAlert({ icon: 'error', title: text.errorTitle, text: text.error });
    } finally {
      setSending(false);
    }
  }

  return { email, setEmail, sending, problem, submit, sendingText: text.sending };
}
