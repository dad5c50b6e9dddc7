import { useState } from 'react';
import { ApiError } from '../../lib/errors';
import { sendContactMessage, type ContactErrorResponse } from './contactApi';
import {
  contactMessages,
  normaliseContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactFields,
} from '../../../common/domain/engagement';
import { useShopDetails } from '../../lib/shopDetails';

const EMPTY: ContactFields = { name: '', email: '', mobile: '', address: '', message: '' };

export type ContactStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/** The field messages of a 400, if it has any (a malformed body gets only `message`). */
function fieldErrors(error: unknown): ContactErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = (error.data as ContactErrorResponse | undefined)?.errors;
  return errors && typeof errors === 'object' && Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The contact form's state: fields, each field's message (checked with the server's own rules,
 * re-checked as the shopper types once they have tried to send), and what happened to the last send.
 */
export function useContactForm() {
  const { careEmail } = useShopDetails();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  /** Counts refused sends, so the form can move focus to the first field in error each time. */
  const [refusals, setRefusals] = useState(0);

  function change(field: ContactField, value: string) {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (checking) setErrors(validateContact(next));
    if (status.kind === 'sent' || status.kind === 'failed') setStatus({ kind: 'idle' });
  }

  async function submit() {
    if (status.kind === 'sending') return;
    const found = validateContact(fields);
    setChecking(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const answer = await sendContactMessage(normaliseContact(fields));
      setFields(EMPTY);
      setChecking(false);
      setStatus({ kind: 'sent', message: answer.message || contactMessages.sent });
    } catch (error) {
      console.error('Contact message not sent', error);
      const found = fieldErrors(error);
      if (found) {
        setErrors(found);
        setRefusals((n) => n + 1);
        setStatus({ kind: 'idle' });
      } else if (error instanceof ApiError && error.status === 429) {
        setStatus({ kind: 'failed', message: error.message || contactMessages.tooMany });
      } else if (error instanceof ApiError && error.status === 400 && error.message) {
        setStatus({ kind: 'failed', message: error.message });
      } else {
        setStatus({
          kind: 'failed',
          message: `Your message could not be sent. Please try again, or write to us at ${careEmail}.`,
        });
      }
    }
  }

  return { fields, errors, status, refusals, change, submit };
}
