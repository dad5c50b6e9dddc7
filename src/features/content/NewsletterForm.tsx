import { useId, type FormEvent } from 'react';
import { useNewsletter } from './useNewsletter';
import { PrivacyNotice } from '../../components/common/PrivacyNotice';

interface NewsletterFormProps {
  /** The heading's classes (the footer's style by default). */
  headingClassName?: string;
  /** The heading's level: h2 in the footer, under the page's h1 on /Subscribe. */
  headingLevel?: 'h2' | 'h3';
  /** A line under the heading. */
  intro?: string;
}

/** The newsletter block: one required e-mail field and Subscribe. Small, because the footer is on every page. */
export function NewsletterForm({
  headingClassName = 'site-footer__heading',
  headingLevel: Heading = 'h2',
  intro,
}: NewsletterFormProps) {
  const { email, setEmail, sending, problem, submit } = useNewsletter();
  const inputId = useId();
  const titleId = useId();
  const problemId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} aria-labelledby={titleId}>
      <Heading id={titleId} className={headingClassName}>
        Newsletter
      </Heading>
      {intro && <p>{intro}</p>}
      <label htmlFor={inputId} className="form-label">
        Your e-mail address
      </label>
      <div className="input-group">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          className={`form-control${problem ? ' is-invalid' : ''}`}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
        <button type="submit" className="btn btn-success" disabled={sending}>
          {sending ? 'Sending...' : 'Subscribe'}
        </button>
      </div>
      <p id={problemId} className="newsletter__note" role="alert">
        {problem}
      </p>
      <PrivacyNotice />
    </form>
  );
}
