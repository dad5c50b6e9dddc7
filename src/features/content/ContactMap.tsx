import { useEffect, useRef, useState } from 'react';
import type { ShopDetails } from '../../../common/site/company';
import { useShopDetails } from '../../lib/shopDetails';
import '../../styles/widgets.css';

export const MAP_PICTURE = '/images/contact-map.svg';

/**
 * Google Maps link for the shop's location. Kept here rather than in common/site/company.ts, whose
 * code every page loads, so only the contact page's chunk carries it (npm run budget).
 */
export const mapsHref = ({ latitude, longitude }: ShopDetails['map']) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** Google's embed for the configured location (the shop's CSP allows frames from www.google.com). */
export const mapEmbedUrl = ({ latitude, longitude, zoom }: ShopDetails['map']) =>
  `https://www.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;

/**
 * The shop on a map. Until the shopper asks, it is a local drawing: nothing loads from Google, so
 * the page stays fast and no third-party cookie is set before anyone chooses to see the map.
 */
export function ContactMap() {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const shop = useShopDetails();
  const place = `${shop.brand}, ${shop.address.city}`;

  // The button goes away with the picture: keep a keyboard user's place on the map.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <figure className="cc-map">
      <div className="cc-map__frame">
        {shown ? (
          <iframe
            ref={frameRef}
            className="cc-map__embed"
            src={mapEmbedUrl(shop.map)}
            title={`Map showing ${place}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            <img
              className="cc-map__picture"
              src={MAP_PICTURE}
              alt={`Drawn map with a pin marking ${place}`}
              width={800}
              height={450}
              loading="lazy"
              decoding="async"
            />
            <button type="button" className="btn btn-success cc-map__show" onClick={() => setShown(true)}>
              Show map
            </button>
          </>
        )}
      </div>
      <figcaption className="cc-map__caption">
        {!shown && <span>The map loads from Google Maps when you choose to show it. </span>}
        <a href={mapsHref(shop.map)} target="_blank" rel="noopener noreferrer">
          Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
