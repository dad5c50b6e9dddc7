/**
 * Focus kept inside one dialog, drawer or window while it is open: focus moves in, Tab and Shift+Tab
 * cycle inside it, the rest of the page is made `inert` (so neither Tab nor a screen reader nor a
 * stray Enter reaches what lies behind the overlay), Escape asks it to close, and on release focus
 * goes back to the control that opened it. Plain DOM, so the shop's React dialogs (useFocusTrap.ts)
 * and a payment window built by a provider's script (paymentWindow.ts) share it.
 */

export interface FocusTrapOptions {
  /** What to focus first: an element, or a function finding one. Default: `[data-autofocus]`, else the first tabbable, else the container. */
  initialFocus?: HTMLElement | null | (() => HTMLElement | null);
  /** Escape inside the trap (or with focus lost to the page body). */
  onEscape?: () => void;
  /**
   * Where focus goes on release. Default (or when this gives null): whatever had focus when the trap
   * started. `false`: leave focus alone (the caller moves it, e.g. to a page opened from the dialog).
   */
  returnFocus?: HTMLElement | null | false | (() => HTMLElement | null | false);
  /**
   * Make the page behind inert once the frame showing the trap has been painted, not at once: marking
   * the page inert restyles all of it, and done at once that work delays the dialog's own paint (on a
   * listing, about half of the time from the tap to the quick view showing). Focus moves in, and Tab
   * and Escape are held, at once either way.
   */
  inertAfterPaint?: boolean;
}

export interface FocusTrap {
  /** Ends the trap: the page stops being inert, and focus returns (see `returnFocus`). */
  release: (options?: { returnFocus?: boolean }) => void;
}

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements Tab stops at inside `container`, in order (no positive tabindex in the shop). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[inert], [hidden]') &&
      // Rendered: display:none (or inside it) has no boxes; jsdom lays nothing out, so it counts all.
      (el.getClientRects().length > 0 || typeof navigator === 'undefined' || /jsdom/i.test(navigator.userAgent)) &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/** Open traps, innermost last: only the innermost one answers keys. */
const stack: TrapState[] = [];

interface TrapState {
  container: HTMLElement;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Makes everything outside `container` inert: each sibling of it and of its ancestors up to <body>.
 * An ancestor left inert by a trap underneath (a drawer opened from inside a dialog's page) is let
 * go for the while. Returns the function that puts everything back.
 */
function inertOutside(container: HTMLElement, afterPaint = false): () => void {
  const made: HTMLElement[] = [];
  const freed: HTMLElement[] = [];
  const siblings: HTMLElement[] = [];
  for (let node: HTMLElement | null = container; node && node !== document.body; node = node.parentElement) {
    if (node.hasAttribute('inert')) {
      node.removeAttribute('inert');
      freed.push(node);
    }
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children) as Element[]) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      // Scripts, styles and the like are not shown: leave them be.
      if (/^(SCRIPT|STYLE|LINK|TEMPLATE|NOSCRIPT)$/.test(sibling.tagName)) continue;
      siblings.push(sibling);
    }
  }
  // The ancestors are freed at once (focus cannot move into an inert one); only the siblings may wait.
  let restored = false;
  const mark = () => {
    if (restored) return;
    for (const sibling of siblings) {
      if (sibling.hasAttribute('inert') || !sibling.isConnected) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  };
  if (afterPaint) requestAnimationFrame(() => setTimeout(mark, 0));
  else mark();
  return () => {
    restored = true;
    for (const el of made) el.removeAttribute('inert');
    for (const el of freed) el.setAttribute('inert', '');
  };
}

function resolve<T>(value: T | (() => T)): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}

/** Starts trapping focus in `container`. */
export function trapFocus(container: HTMLElement, options: FocusTrapOptions = {}): FocusTrap {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const restorePage = inertOutside(container, options.inertAfterPaint);
  // The last control focused inside: when it goes away (a button disabled while it works), Tab
  // carries on from where it was instead of starting over.
  let last: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && container.contains(event.target)) last = event.target;
  };
  container.addEventListener('focusin', onFocusIn);

  const first =
    (options.initialFocus === undefined ? undefined : resolve(options.initialFocus)) ??
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    tabbables(container)[0] ??
    container;
  if (first === container && container.tabIndex < 0 && !container.hasAttribute('tabindex'))
    container.setAttribute('tabindex', '-1');
  first.focus({ preventScroll: first === container });

  const state: TrapState = {
    container,
    onKeyDown(event: KeyboardEvent) {
      if (stack[stack.length - 1] !== state || event.defaultPrevented) return;
      const active = document.activeElement;
      const inside = !!active && container.contains(active);
      // Keys meant for something else on top (a popup opened from the dialog) are left to it.
      if (!inside && active && active !== document.body) return;
      if (event.key === 'Escape') {
        if (!options.onEscape) return;
        event.preventDefault();
        event.stopPropagation();
        options.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = tabbables(container);
      event.preventDefault();
      if (stops.length === 0) {
        container.focus();
        return;
      }
      const from = inside ? (active as HTMLElement) : last;
      let index = from ? stops.indexOf(from) : -1;
      if (index === -1 && from) {
        // Focus was on a control that is now gone or disabled: continue from its place in the order.
        const after = stops.findIndex((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
        index = after === -1 ? stops.length : after;
        index = event.shiftKey ? index : index - 1;
      }
      const next = event.shiftKey
        ? stops[index <= 0 ? stops.length - 1 : index - 1]
        : stops[index === -1 || index >= stops.length - 1 ? 0 : index + 1];
      next!.focus();
    },
  };
  stack.push(state);
  document.addEventListener('keydown', state.onKeyDown);

  let released = false;
  return {
    release({ returnFocus = true } = {}) {
      if (released) return;
      released = true;
      document.removeEventListener('keydown', state.onKeyDown);
      container.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(state), 1);
      restorePage();
      if (!returnFocus) return;
      const chosen = options.returnFocus === undefined ? undefined : resolve(options.returnFocus);
      if (chosen === false) return;
      const target = chosen ?? opener;
      if (target && target !== document.body && target.isConnected) target.focus();
    },
  };
}
