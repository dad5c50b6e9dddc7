import { telHref, whatsappHref } from '../../../common/site/company';
import { useShopDetails } from '../../lib/shopDetails';
import { CompanyAddress } from '../../components/common/CompanyAddress';
import { Icon } from '../../components/common/Icon';
import { SocialIcon } from './SocialIcon';
import '../../styles/widgets.css';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** Where to find, write to, call and follow the shop: every value from the shop's configuration. */
export function ContactDetails() {
  const shop = useShopDetails();
  return (
    <div className="cc-contact-details">
      <section aria-labelledby="contact-visit">
        <h2 id="contact-visit" className="cc-contact-details__heading">
          Visit us
        </h2>
        <CompanyAddress withName />
      </section>
      <section aria-labelledby="contact-write">
        <h2 id="contact-write" className="cc-contact-details__heading">
          Write to us
        </h2>
        <ul className="list-unstyled cc-contact-details__list">
          <li>
            <Icon name="mail" size={18} />
            <span>
              Customer care: <a href={`mailto:${shop.careEmail}`}>{shop.careEmail}</a>
            </span>
          </li>
          <li>
            <Icon name="mail" size={18} />
            <span>
              Orders: <a href={`mailto:${shop.ordersEmail}`}>{shop.ordersEmail}</a>
            </span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="contact-call">
        <h2 id="contact-call" className="cc-contact-details__heading">
          Call us
        </h2>
        <ul className="list-unstyled cc-contact-details__list">
          <li>
            <Icon name="phone" size={18} />
            <a href={telHref(shop.phone)}>{shop.phone}</a>
          </li>
          <li>
            <Icon name="phone" size={18} />
            <a href={telHref(shop.secondPhone)}>{shop.secondPhone}</a>
          </li>
          <li>
            <Icon name="whatsapp" size={18} />
            <a href={whatsappHref(shop.whatsappNumber)} target="_blank" rel="noopener noreferrer">
              Chat on WhatsApp{NEW_TAB}
            </a>
          </li>
        </ul>
      </section>
      {shop.social.length > 0 && (
        <section aria-labelledby="contact-follow">
          <h2 id="contact-follow" className="cc-contact-details__heading">
            Follow us
          </h2>
          <ul className="list-inline cc-contact-details__social mb-0">
            {shop.social.map((s) => (
              <li key={s.name} className="list-inline-item">
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.name} (opens in a new tab)`}
                >
                  <SocialIcon network={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
