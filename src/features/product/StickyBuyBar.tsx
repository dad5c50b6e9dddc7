import { useEffect, useState, type RefObject } from 'react';

/**
 * A bar at the foot of the window with the price and Add To Cart, shown once the panel's own Add To
 * Cart has scrolled up out of view (not before the shopper has reached it). Its button calls the
 * same handler as the panel's, so it adds once, with the size and options chosen there.
 */
export function StickyBuyBar({
  target,
  price,
  disabled,
  onAdd,
}: {
  target: RefObject<HTMLElement | null>;
  price: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const update = () => setShown(element.getBoundingClientRect().bottom < 0);
    // Crossing the window's edge is the observer's to tell; a jump straight from above the window to
    // below it (Home, scrolling to the top) crosses nothing, so one scroll check per frame covers it.
    const observer = new IntersectionObserver(update);
    observer.observe(element);
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [target]);
  if (!shown) return null;
  return (
    <div className="cc-sticky-bar" role="region" aria-label="Buy this product">
      <div className="container cc-sticky-bar__inner">
        <span className="cc-sticky-bar__price">{price}</span>
        <button type="button" className="btn btn-success px-4" disabled={disabled} onClick={onAdd}>
          Add To Cart
        </button>
      </div>
    </div>
  );
}
