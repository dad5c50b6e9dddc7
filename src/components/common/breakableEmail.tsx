import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address that a narrow screen wraps only before its @ or a dot ("grievance" stays whole),
 * with a <wbr> at each place; the text read and copied is unchanged.
 */
export function breakableEmail(email: string): ReactNode {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
