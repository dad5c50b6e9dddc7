import { PageBanner } from '../components/common/PageBanner';
import { joinList, MINIMUM_AGE, PAYMENT_METHODS } from '../../common/domain/policy';
import { GrievanceOfficer } from '../features/content/GrievanceOfficer';
import { useStaticPageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import '../features/content/content.css';

/** Privacy Policy: what we collect, why, and who to ask; the grievance officer handles privacy complaints too. */
export default function PrivacyPolicyPage() {
  useStaticPageMeta('privacyPolicy');
  const shop = useShopDetails();
  return (
    <>
      <PageBanner title="Privacy Policy" />
      <article className="container policy">
        <p className="lead">
          {shop.brand} respects your privacy. This policy explains what personal information we collect when you use our
          website, why we collect it and the choices you have.
        </p>

        <h2>Information we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, mobile number and password (stored only as a
            secure hash) when you register.
          </li>
          <li>
            <strong>Order details:</strong> delivery and billing addresses, phone number, e-mail, the products you order
            and your order history.
          </li>
          <li>
            <strong>Payment details:</strong> payments by {joinList(PAYMENT_METHODS, 'or')} are handled by our payment
            provider. We never see or store your full card number, CVV or UPI PIN.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, e-mail or WhatsApp, and your e-mail
            address if you subscribe to our newsletter.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps your cart while you shop as a guest, and basic
            server logs (such as IP address and browser type) used to keep the site secure.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To process, ship and track your orders and to handle returns.</li>
          <li>To manage your account, cart and favourites.</li>
          <li>To answer your questions and send service messages about your orders.</li>
          <li>To send our newsletter, only if you subscribed; every newsletter has a way to unsubscribe.</li>
          <li>To prevent fraud and keep the website secure.</li>
        </ul>

        <h2>Who we share it with</h2>
        <p>
          We do not sell your personal information. We share only what is needed with the courier that delivers your
          order, the payment provider that processes your payment, and authorities when the law requires it.
        </p>

        <h2>How long we keep it</h2>
        <ul>
          <li>
            <strong>Account, saved address, cart and favourites:</strong> until you delete your account. An account
            whose e-mail was never confirmed is deleted after 7 days.
          </li>
          <li>
            <strong>Orders and tax invoices:</strong> six years after the annual GST return for their financial year is
            due, as the CGST Act (section 36) requires; then the name, address, phone and e-mail on them are removed.
            Orders never paid are deleted after 90 days.
          </li>
          <li>
            <strong>Reviews:</strong> while the product is sold; if you delete your account they stay under &ldquo;A
            customer&rdquo;.
          </li>
          <li>
            <strong>Contact messages:</strong> one year. <strong>Newsletter:</strong> until you unsubscribe.
          </li>
          <li>
            <strong>Guest session and cart:</strong> 90 days after your last visit.{' '}
            <strong>E-mails we sent you:</strong> the record of each, 90 days.
          </li>
        </ul>

        <h2>Your choices</h2>
        <p>
          You can ask us to show, correct or delete the personal information we hold about you, and unsubscribe from the
          newsletter at any time, by writing to <a href={`mailto:${shop.careEmail}`}>{shop.careEmail}</a>.
        </p>
        <p>
          Signed in, you can also download everything we hold about you, or delete your account, from your account page
          (Login / Register). Deleting your account withdraws your consent: we delete what we hold, except what the tax
          law above requires us to keep. You may name someone to exercise these rights for you if you cannot.
        </p>
        <p>
          If we do not resolve a complaint, first to our grievance officer below, you may complain to the Data
          Protection Board of India under the Digital Personal Data Protection Act, 2023.
        </p>

        <h2>Security</h2>
        <p>
          Our website uses encrypted connections (HTTPS), passwords are stored as secure hashes and access to customer
          data is limited to the staff who need it.
        </p>

        <h2>Age</h2>
        <p>
          Our shop is meant for adults. You must be at least {MINIMUM_AGE} years old to create an account or place an
          order.
        </p>

        <h2>Changes to this policy</h2>
        <p>If we change this policy we will publish the new version on this page.</p>

        <GrievanceOfficer />
      </article>
    </>
  );
}
