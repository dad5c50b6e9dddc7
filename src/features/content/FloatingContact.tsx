import { telHref } from '../../../common/site/company';
import { useShopDetails } from '../../lib/shopDetails';
import { Icon } from '../../components/common/Icon';
import './content.css';

/**
 * The floating contact widget of the blog, blog posts and About: the shop's phone number, one tap
 * to call. It sits just above the WhatsApp button; on phones only its icon shows, and the number
 * stays in its name for screen readers.
 */
export function FloatingContact() {
  const shop = useShopDetails();
  return (
    <a className="floating-contact" data-floating="" href={telHref(shop.phone)}>
      <Icon name="phone" size={22} />
      <span className="floating-contact__text">
        Call us <span className="floating-contact__number">{shop.phone}</span>
      </span>
    </a>
  );
}
