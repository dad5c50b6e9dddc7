import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { closeMiniCart } from '../../hooks/useMiniCartDrawer';
import { MiniCart } from './MiniCart';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open drawer: a modal dialog holding the mini-cart (MiniCartDrawer.tsx shows it). */
export function DrawerPanel() {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useEffectEvent(() => closeMiniCart());

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current!;
    panel.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  return (
    <>
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
    </>
  );
}
