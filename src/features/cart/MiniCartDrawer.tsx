import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { closeMiniCart, useMiniCartOpen } from './useMiniCartDrawer';
import { loadChunk } from '../../lib/chunk';

/** The drawer with the mini-cart is not needed until it first opens (after Add To Cart). */
const DrawerPanel = lazy(() =>
  loadChunk(() => import('./MiniCartDrawerPanel')).then((module) => ({ default: module.DrawerPanel })),
);

/**
 * The header's mini-cart, sliding in from the right after Add To Cart: a modal dialog
 * (focus moves in and stays, Escape or the backdrop closes, focus goes back), closed on navigation.
 */
export function MiniCartDrawer() {
  const open = useMiniCartOpen();
  const { key } = useLocation();
  // Going elsewhere (a link inside, or Back) closes it.
  useEffect(() => closeMiniCart(), [key]);
  return open ? (
    <Suspense fallback={null}>
      <DrawerPanel />
    </Suspense>
  ) : null;
}
