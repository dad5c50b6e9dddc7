import { useEffect } from 'react';
import { reportViewing } from './viewersApi';
import { useShopDetails } from '../../lib/shopDetails';
import { viewerId } from '../../lib/storage';

/** Within the shortest window a shop may set (1 minute), so an open page is never dropped from the count. */
const PRESENCE_EVERY_MS = 50_000;

/**
 * While the product's page is open, tells the shop so once now and then every 50 s, for the
 * notification strip's viewing count; nothing at all when the shop does not show it.
 */
export function useProductPresence(productId: number | undefined): void {
  const { viewingCount } = useShopDetails();
  const show = viewingCount?.show === true;
  useEffect(() => {
    if (!show || productId === undefined) return;
    const viewer = viewerId();
    const report = () => void reportViewing(productId, viewer).catch(() => {});
    report();
    const timer = setInterval(report, PRESENCE_EVERY_MS);
    return () => clearInterval(timer);
  }, [show, productId]);
}
