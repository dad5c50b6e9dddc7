import { useSyncExternalStore } from 'react';

/** Whether the header's mini-cart drawer is open; opened after Add To Cart, closed by the shopper. */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export const openMiniCart = () => set(true);
export const closeMiniCart = () => set(false);

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
