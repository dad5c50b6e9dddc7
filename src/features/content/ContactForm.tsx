import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useContactForm } from './useContactForm';
import { FormField, TextAreaField } from '../../components/common/FormField';
import '../../styles/widgets.css';
import { PrivacyNotice } from '../../components/common/PrivacyNotice';

/** Name, e-mail, mobile, address and message, sent to the shop's contact/ endpoint. */
export function ContactForm() {
  const { fields, errors, status, refusals, change, submit } = useContactForm();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const sending = status.kind === 'sending';

  // After a refused send, take the shopper to the first field that needs them.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  // The confirmation is brought into view: on a phone the cleared form could leave it below the fold.
  useEffect(() => {
    if (status.kind === 'sent') sentRef.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, [status.kind]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form ref={formRef} className="cc-contact-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="h4">
        Send us a message
      </h2>
      <div className="row g-3">
        <FormField
          className="col-12 col-md-6"
          label="Name"
          value={fields.name}
          onChange={(v) => change('name', v)}
          error={errors.name}
          autoComplete="name"
          required
        />
        <FormField
          className="col-12 col-md-6"
          label="Email"
          type="email"
          value={fields.email}
          onChange={(v) => change('email', v)}
          error={errors.email}
          autoComplete="email"
          required
        />
        <FormField
          className="col-12 col-md-6"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          value={fields.mobile}
          onChange={(v) => change('mobile', v)}
          error={errors.mobile}
          autoComplete="tel"
          required
        />
        <FormField
          className="col-12 col-md-6"
          label="Address (optional)"
          value={fields.address}
          onChange={(v) => change('address', v)}
          error={errors.address}
          autoComplete="address-line1"
        />
        <div className="col-12">
          <TextAreaField
            label="Message"
            rows={5}
            value={fields.message}
            onChange={(v) => change('message', v)}
            error={errors.message}
            required
          />
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <button type="submit" className="btn btn-success" disabled={sending}>
          {sending ? 'Sending...' : 'Send message'}
        </button>
        <p ref={sentRef} role="status" className="cc-contact-form__sent mb-0">
          {status.kind === 'sent' ? status.message : ''}
        </p>
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="cc-contact-form__failed mt-3 mb-0">
          {status.message}
        </p>
      )}
      <PrivacyNotice />
    </form>
  );
}
