import { useState } from 'react';

/** Shown when the sign-up code itself could not be downloaded (offline, or a new release). */
const UNAVAILABLE = 'An unexpected error occurred. Please try again later.';

/**
 * The newsletter block's state: the address, whether it is being sent, and a problem found with it.
 * The checks, the request and the popups load on the first submit (src/features/content/newsletterSignUp.ts).
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
    setSending(true);
    try {
      const { signUp } = await import('./newsletterSignUp');
      const result = await signUp(email);
      setProblem(result.problem);
      if (result.subscribed) setEmailValue('');
    } catch (error) {
      console.error('Newsletter sign-up could not load', error);
      setProblem(UNAVAILABLE);
    } finally {
      setSending(false);
    }
  }

  return { email, setEmail, sending, problem, submit };
}
