import { PageBanner } from '../components/common/PageBanner';
import { NewsletterForm } from '../features/content/NewsletterForm';
import { useStaticPageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import '../styles/widgets.css';

/** The newsletter sign-up on a page of its own (the footer carries the same block). */
export default function SubscribePage() {
  useStaticPageMeta('subscribe');
  const shop = useShopDetails();
  return (
    <>
      <PageBanner title="Subscribe" />
      <section className="container py-5">
        <div className="row justify-content-center">
          <div className="col-12 col-md-8 col-lg-6">
            <div className="cc-subscribe-card">
              <NewsletterForm
                headingClassName="h3"
                intro={`News of new products and offers from ${shop.brand}, by e-mail.`}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
