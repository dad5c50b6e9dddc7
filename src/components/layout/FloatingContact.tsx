import { company, telHref } from '../../../common/site/company';
import { Icon } from '../common/Icon';
import '../../styles/content.css';

/**
 * The floating contact widget of the blog, blog posts and About: the shop's phone number, one tap
 * to call. It sits just above the WhatsApp button; on phones only its icon shows, and the number
 * stays in its name for screen readers.
 */
export function FloatingContact() {
  return (
    <a className="floating-contact" data-floating="" href={telHref(company.phone)}>
      <Icon name="phone" size={22} />
      <span className="floating-contact__text">
        Call us <span className="floating-contact__number">{company.phone}</span>
      </span>
    </a>
  );
}
