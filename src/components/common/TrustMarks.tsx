import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { DAMAGE_REPORT_HOURS } from '../../../common/domain/policy';
import { razorpayOn } from '../../config/payments';

/**
 * The accepted methods as the shop's marks show them, in the order of the Terms (PAYMENT_METHODS of
 * common/domain/policy.ts). Kept here, not there: that module is in every page's first code.
 */
const PAYMENT_MARKS = ['UPI', 'Debit card', 'Credit card'] as const;
/** Only what the Returns & Refunds policy promises. */
const RETURNS_LINE = `Damaged item? E-mail us within ${DAMAGE_REPORT_HOURS} hours of delivery.`;

/**
 * The accepted payment methods, drawn as the shop's own marks (text, no card-network logos), and
 * "secure payment by Razorpay" only when Razorpay really takes the payments.
 */
export function PaymentMarks({ className = '' }: { className?: string }) {
  return (
    <div className={`cc-trust__pay ${className}`}>
      <span className="cc-trust__label">We accept</span>
      <ul className="cc-trust__marks" aria-label="Accepted payment methods">
        {PAYMENT_MARKS.map((mark) => (
          <li key={mark} className="cc-trust__mark">
            {mark}
          </li>
        ))}
      </ul>
      {razorpayOn() && <span className="cc-trust__secure">Secure payment by Razorpay</span>}
    </div>
  );
}

/** What the returns policy promises, with the link to it. */
export function ReturnsLine({ className = '' }: { className?: string }) {
  return (
    <p className={`cc-trust__returns ${className}`}>
      {RETURNS_LINE} <Link to={paths.refundPolicy}>Returns &amp; Refunds policy</Link>
    </p>
  );
}

/** Payment marks and the returns line together: cart totals, checkout and footer. */
export function TrustMarks({ className = '' }: { className?: string }) {
  return (
    <div className={`cc-trust ${className}`}>
      <PaymentMarks />
      <ReturnsLine />
    </div>
  );
}
