import { useEffect, useEffectEvent, type RefObject } from 'react';
import { trapFocus, type FocusTrapOptions } from '../lib/focusTrap';

export interface UseFocusTrapOptions extends Omit<FocusTrapOptions, 'onEscape'> {
  /** Escape: usually closes the dialog. */
  onEscape?: () => void;
}

/**
 * Every dialog, drawer and window of the shop keeps focus this way (src/lib/focusTrap.ts): while
 * `active`, focus moves into `ref`, stays there, the page behind is inert (from the frame after the
 * one that shows the dialog), Escape calls `onEscape`,
 * and on close focus returns to the opener (or to `returnFocus`). The body stops scrolling meanwhile.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: UseFocusTrapOptions = {}) {
  // The latest callbacks, without restarting the trap when a parent passes new functions.
  const escape = useEffectEvent(() => options.onEscape?.());
  const returnTarget = useEffectEvent(() => {
    const value = options.returnFocus;
    return (typeof value === 'function' ? value() : value) ?? null;
  });
  const initial = useEffectEvent(() => {
    const value = options.initialFocus;
    return typeof value === 'function' ? value() : (value ?? null);
  });
  const hasReturn = options.returnFocus !== undefined;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const trap = trapFocus(container, {
      initialFocus: initial,
      onEscape: escape,
      inertAfterPaint: true,
      ...(hasReturn ? { returnFocus: returnTarget } : {}),
    });
    return () => {
      document.body.style.overflow = previousOverflow;
      trap.release();
    };
  }, [active, ref, hasReturn]);
}
