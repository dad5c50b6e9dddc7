import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ProductSummary } from '../catalogue/catalogueApi';
import { matchRoute, paths } from '../../../common/site/paths';
import { useProductList } from '../catalogue/useProductList';
import { isNotificationClosed, setNotificationClosed } from '../../lib/storage';
import { useShopDetails } from '../../lib/shopDetails';
import { countViewers } from './viewingCount';
import '../catalogue/catalogue.css';

/** How long the notification stays, how often it comes back, and its exit animation. */
const NOTIFICATION_TIMING = { hideAfterMs: 10_000, intervalMs: 30_000, exitMs: 300 } as const;

interface NewProductNotificationProps {
  hideAfterMs?: number;
  intervalMs?: number;
  exitMs?: number;
  /** Source of randomness (the product picked); Math.random by default. */
  random?: () => number;
  /**
   * 'strip' (the header's): in the contact strip at the top of every page, in place of the dispatch
   * note, so it never covers the page: no price or button under it, and every menu, drawer, dialog and
   * popup opens above it. Not on /Notification, which shows the inline one. 'inline': a card in the
   * page flow, for /Notification.
   */
  variant?: 'strip' | 'inline';
}

type Phase = 'hidden' | 'visible' | 'leaving';
interface Shown {
  product: ProductSummary;
  /** Browsers the shop saw on its page lately; null while unknown or when the shop does not show it. */
  viewers: number | null;
}

/**
 * The rotating new-product notification: a random latest-collection product with a NEW badge and,
 * where the shop shows it (shop.config.json `viewingCount`), how many browsers the shop saw on that
 * product's page in the last few minutes: a figure from the server, never made up here, and left
 * out while it is 0 or unknown (docs/decisions/0241-viewing-count-real-or-off.md). Shows once the list has loaded, hides after
 * 10 s with a 300 ms exit animation, and comes back every 30 s. While the pointer or keyboard focus
 * is on it, it does not hide by itself. Closing it ends the rotation for the rest of the visit (the
 * tab's session storage), so it does not come back on the next page; /Notification still shows its own.
 */
export function NewProductNotification({
  hideAfterMs = NOTIFICATION_TIMING.hideAfterMs,
  intervalMs = NOTIFICATION_TIMING.intervalMs,
  exitMs = NOTIFICATION_TIMING.exitMs,
  random = Math.random,
  variant = 'strip',
}: NewProductNotificationProps) {
  const { pathname } = useLocation();
  const showViewing = useShopDetails().viewingCount?.show === true;
  // Shares the home page's latest-collection request through the cache.
  const list = useProductList('latestCollection', false);
  const products = list.status === 'success' ? list.data : null;
  const [phase, setPhase] = useState<Phase>('hidden');
  const [shown, setShown] = useState<Shown | null>(null);
  const controls = useRef({ close: () => {}, hold: () => {}, release: () => {} });
  const randomRef = useRef(random);
  // Declared before the timer effect, so a new `random` is in place before the next pick.
  useEffect(() => {
    randomRef.current = random;
  }, [random]);

  useEffect(() => {
    if (!products || products.length === 0) return;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    let exitTimer: ReturnType<typeof setTimeout> | undefined;
    let held = false;
    let visible = false;
    const counting = new AbortController();

    const leave = () => {
      clearTimeout(hideTimer);
      if (!visible) return;
      visible = false;
      setPhase('leaving');
      exitTimer = setTimeout(() => setPhase('hidden'), exitMs);
    };
    const armHide = () => {
      clearTimeout(hideTimer);
      if (!held) hideTimer = setTimeout(leave, hideAfterMs);
    };
    const show = () => {
      // A close in this tab, here or on /Notification, ends the strip's rotation for the visit.
      if (variant === 'strip' && isNotificationClosed()) {
        clearInterval(interval);
        return;
      }
      clearTimeout(exitTimer);
      const pick = Math.min(products.length - 1, Math.floor(randomRef.current() * products.length));
      const product = products[pick]!;
      setShown({ product, viewers: null });
      if (showViewing)
        countViewers(product.id, counting.signal).then(
          ({ viewing }) => setShown((now) => (now?.product.id === product.id ? { product, viewers: viewing } : now)),
          () => {},
        );
      setPhase('visible');
      visible = true;
      armHide();
    };
    const interval = setInterval(show, intervalMs);
    show();
    controls.current = {
      close: () => {
        clearInterval(interval);
        setNotificationClosed();
        leave();
      },
      hold: () => {
        held = true;
        clearTimeout(hideTimer);
      },
      release: () => {
        held = false;
        if (visible) armHide();
      },
    };
    return () => {
      counting.abort();
      clearInterval(interval);
      clearTimeout(hideTimer);
      clearTimeout(exitTimer);
    };
  }, [products, hideAfterMs, intervalMs, exitMs, variant, showViewing]);

  if (phase === 'hidden' || !shown) return null;
  if (variant === 'strip' && matchRoute(pathname)?.route === 'notification') return null;

  const { product, viewers } = shown;
  const image = product.images[0];
  const classes = `cc-notify cc-notify--${variant} ${phase === 'leaving' ? 'is-leaving' : 'is-visible'}`;

  return (
    <aside
      className={classes}
      aria-label="New product notification"
      style={{ ['--cc-notify-exit' as string]: `${exitMs}ms` }}
      onMouseEnter={() => controls.current.hold()}
      onMouseLeave={() => controls.current.release()}
      onFocus={() => controls.current.hold()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) controls.current.release();
      }}
    >
      <Link to={paths.product(product.id)} className="cc-notify__link">
        {image ? (
          <img
            src={image.image}
            srcSet={image.srcset || undefined}
            sizes="56px"
            alt=""
            width={56}
            height={56}
            className="cc-notify__img"
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className="cc-notify__text">
          <span className="cc-notify__head">
            <span className="badge text-bg-danger cc-notify__badge">NEW</span>
            <span className="cc-notify__tagline">Try Our Trending Product</span>
          </span>
          <span className="cc-notify__name">{product.name}</span>
          <span className="cc-notify__meta">
            ID: {product.id}
            {viewers ? ` · ${viewers} viewing` : null}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="btn-close cc-notify__close"
        aria-label="Close notification"
        onClick={() => controls.current.close()}
      />
    </aside>
  );
}
