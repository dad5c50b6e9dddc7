import { useId, useRef } from 'react';
import { closeMiniCart, miniCartReturnFocus } from './useMiniCartDrawer';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { MiniCart } from './MiniCart';

/** The open drawer: a modal dialog holding the mini-cart (MiniCartDrawer.tsx shows it). */
export function DrawerPanel() {
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The layer holds the panel and its backdrop, so the backdrop stays clickable while the page is inert;
  // focus starts on the panel and goes back to Add To Cart (or whatever opened it) on close.
  useFocusTrap(layerRef, true, {
    initialFocus: () => panelRef.current,
    onEscape: closeMiniCart,
    returnFocus: miniCartReturnFocus,
  });

  return (
    <div ref={layerRef}>
      <div
        ref={panelRef}
        className="offcanvas offcanvas-end show mini-cart-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="offcanvas-header">
          <h2 id={titleId} className="offcanvas-title h5">
            Shopping Cart
          </h2>
          <button type="button" className="btn-close" aria-label="Close" onClick={closeMiniCart} />
        </div>
        <div className="offcanvas-body">
          <MiniCart onClose={closeMiniCart} />
        </div>
      </div>
      {/* The backdrop: a pointer press on it closes, as Escape does from the keyboard. */}
      <div className="offcanvas-backdrop fade show" role="presentation" onMouseDown={closeMiniCart} />
    </div>
  );
}
