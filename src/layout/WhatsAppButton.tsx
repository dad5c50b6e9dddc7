import { useEffect } from 'react';
import { Icon } from '../components/common/Icon';
import { whatsappHref } from '../../common/site/company';
import { useShopDetails } from '../lib/shopDetails';

/** Floating contact button: opens a WhatsApp chat with the shop in a new tab. */
export function WhatsAppButton() {
  const shop = useShopDetails();
  useEffect(() => {
    // Steps aside from controls it would cover (floatingAside.ts), in a chunk of its own.
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./floatingAside').then((module) => {
      if (!gone) stop = module.watchFloatingButtons();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <a
      className="whatsapp-fab"
      data-floating=""
      href={whatsappHref(shop.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${shop.brand} on WhatsApp (opens in a new tab)`}
    >
      <Icon name="whatsapp" size={30} />
    </a>
  );
}
