import { useEffect } from 'react';
import { Icon } from '../common/Icon';
import { company, whatsappHref } from '../../../common/site/company';

/** Floating contact button: opens a WhatsApp chat with the shop in a new tab. */
export function WhatsAppButton() {
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
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${company.brand} on WhatsApp (opens in a new tab)`}
    >
      <Icon name="whatsapp" size={30} />
    </a>
  );
}
