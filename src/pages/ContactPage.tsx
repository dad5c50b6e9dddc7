import { PageBanner } from '../components/common/PageBanner';
import { ChatWidget } from '../features/content/ChatWidget';
import { ContactDetails } from '../features/content/ContactDetails';
import { ContactForm } from '../features/content/ContactForm';
import { ContactMap } from '../features/content/ContactMap';
import { useStaticPageMeta } from '../lib/seo';

/** The shop's contact details, the contact form, the map and the chat widget. */
export default function ContactPage() {
  useStaticPageMeta('contact');
  return (
    <>
      <PageBanner title="Contact Us" />
      <section className="container pt-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-5">
            <ContactDetails />
          </div>
          <div className="col-12 col-lg-7">
            <ContactForm />
          </div>
        </div>
      </section>
      <section className="container pt-5" aria-labelledby="contact-map">
        <h2 id="contact-map" className="h4">
          Find us
        </h2>
        <ContactMap />
      </section>
      <ChatWidget />
    </>
  );
}
