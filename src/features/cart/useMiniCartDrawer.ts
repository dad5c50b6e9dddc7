import { useSyncExternalStore } from 'react';

/** Whether the header's mini-cart drawer is open; opened after Add To Cart, closed by the shopper. */
let open = false;
/** Where focus goes when the drawer closes (the Add To Cart that opened it), if not its opener. */
let returnTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

/** `from`: the control focus returns to on close (a success popup came in between, so it is not the opener). */
export const openMiniCart = (from: HTMLElement | null = null) => {
  returnTo = from;
  set(true);
};
export const closeMiniCart = () => set(false);
export const miniCartReturnFocus = () => returnTo;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMiniCartOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
