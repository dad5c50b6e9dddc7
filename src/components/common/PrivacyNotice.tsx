import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';

/**
 * The one-line notice where personal data is collected (DPDP Act 2023, s.5): what is kept, why, for
 * how long and the customer's rights are in the Privacy Policy it links to.
 */
export function PrivacyNotice({ className = 'small mt-2 mb-0' }: { className?: string }) {
  return (
    <p className={`privacy-notice ${className}`}>
      What we keep, why, and your rights: <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
    </p>
  );
}
