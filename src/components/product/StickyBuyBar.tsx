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
    // The root reaches far below the window, so the button counts as out of view only once it is above.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
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
