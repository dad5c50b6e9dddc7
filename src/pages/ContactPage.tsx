import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { company, telHref, whatsappHref } from '../../common/site/company';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';
import { CompanyAddress } from '../components/common/CompanyAddress';

/** The shop's contact details. The contact form, map and chat widget arrive in a later issue. */
export default function ContactPage() {
  usePageMeta(staticMeta('contact'));
  return (
    <>
      <PageBanner title="Contact Us" />
      <section className="container pt-5">
        <div className="row g-4">
          <div className="col-12 col-md-4">
            <h2 className="h5">Visit us</h2>
            <CompanyAddress className="mb-0" withName />
          </div>
          <div className="col-12 col-md-4">
            <h2 className="h5">Write to us</h2>
            <p className="mb-1">
              <a href={`mailto:${company.careEmail}`}>{company.careEmail}</a>
            </p>
            <p>
              <a href={`mailto:${company.ordersEmail}`}>{company.ordersEmail}</a>
            </p>
          </div>
          <div className="col-12 col-md-4">
            <h2 className="h5">Call us</h2>
            <p className="mb-1">
              <a href={telHref(company.phone)}>{company.phone}</a>
            </p>
            <p>
              <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
                Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </div>
      </section>
      <ComingSoon>
        <p className="lead">
          Our contact form is being set up. Please check back soon, or write to us at the address above.
        </p>
      </ComingSoon>
    </>
  );
}
