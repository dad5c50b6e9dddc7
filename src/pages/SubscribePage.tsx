import { PageBanner } from '../components/common/PageBanner';
import { NewsletterForm } from '../components/newsletter/NewsletterForm';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';
import { company } from '../../common/site/company';
import '../styles/widgets.css';

/** The newsletter sign-up on a page of its own (the footer carries the same block). */
export default function SubscribePage() {
  usePageMeta(staticMeta('subscribe'));
  return (
    <>
      <PageBanner title="Subscribe" />
      <section className="container py-5">
        <div className="row justify-content-center">
          <div className="col-12 col-md-8 col-lg-6">
            <div className="cc-subscribe-card">
              <NewsletterForm
                headingClassName="h3"
                intro={`News of new products and offers from ${company.brand}, by e-mail.`}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
