import { Icon } from '../common/Icon';
import { company, whatsappHref } from '../../../common/site/company';

/** Floating contact button: opens a WhatsApp chat with the shop in a new tab. */
export function WhatsAppButton() {
  return (
    <a
      className="whatsapp-fab"
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${company.brand} on WhatsApp (opens in a new tab)`}
    >
      <Icon name="whatsapp" size={30} />
    </a>
  );
}
