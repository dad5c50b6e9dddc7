import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CartItem } from './cartApi';
import { showAlert } from '../../lib/alerts';
import { isOrderable, linePaise, lineSavingPaise, unorderableReason } from './cartLines';
import { cartTexts } from './cartTexts';
import { goToCheckout } from './checkoutSelection';
import { messages } from '../../../common/domain/messages';
import { cartWrites, reloadCart, useCart } from './useCart';

const toast = (icon: 'success' | 'error' | 'warning', text: string, title?: string) =>
  showAlert({ icon, title: title ?? (icon === 'success' ? 'Success' : icon === 'error' ? 'Error' : 'Warning'), text });

/** "Coconut Oil (3 in stock), Gauze Pads (0 in stock)" */
const stockList = (lines: CartItem[]) =>
  lines.map((item) => `${item.product_name} (${Math.max(0, item.stock_quantity)} in stock)`).join(', ');

/**
 * /Cart's state: the lines, the quantities changed on screen but not sent (Update sends one,
 * Checkout all), which lines are ticked for the order, the stock notes, and what is being sent.
 * The totals follow the quantities on screen, Update pressed or not: checkout saves them first.
 */
export function useCartPage() {
  const cart = useCart();
  const navigate = useNavigate();
  /** Quantities changed here but not yet sent (Update sends them). */
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  /** The shopper's own ticks; a line nobody ticked or unticked is selected when it can be ordered. */
  const [choices, setChoices] = useState<Record<number, boolean>>({});
  const [stockNotes, setStockNotes] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<number | 'checkout' | null>(null);

  const lines = cart.status === 'success' ? cart.data : [];
  const selected = (item: CartItem) => isOrderable(item) && (choices[item.cart_item_id] ?? true);
  const chosen = lines.filter(selected);
  const quantityOf = (item: CartItem) => drafts[item.cart_item_id] ?? item.quantity;

  function toggle(item: CartItem, wanted: boolean) {
    const reason = unorderableReason(item);
    if (wanted && reason) {
      void toast('warning', reason);
      return;
    }
    setChoices((prev) => ({ ...prev, [item.cart_item_id]: wanted }));
  }

  function changeQuantity(item: CartItem, quantity: number) {
    setStockNotes((prev) => ({ ...prev, [item.cart_item_id]: false }));
    setDrafts((prev) => {
      const next = { ...prev };
      if (quantity === item.quantity) delete next[item.cart_item_id];
      else next[item.cart_item_id] = quantity;
      return next;
    });
  }

  async function update(item: CartItem) {
    const quantity = drafts[item.cart_item_id];
    if (quantity === undefined) return;
    setBusy(item.cart_item_id);
    try {
      await cartWrites.update(item.cart_item_id, quantity);
      // The cart is read again (new line price, stock) before the draft goes, so nothing flickers back.
      await reloadCart(cart.userId);
      setDrafts(({ [item.cart_item_id]: _sent, ...rest }) => rest);
      // The Update button goes once the line is saved: focus lands on the line's quantity instead of
      // falling to the top of the page.
      void showAlert({
        icon: 'success',
        title: 'Success',
        text: cartTexts.updated,
        returnFocus: false,
        didClose: () =>
          document.querySelector<HTMLElement>(`[data-cart-line="${item.cart_item_id}"] input[inputmode]`)?.focus(),
      });
    } catch {
      void toast('error', cartTexts.updateFailed);
    } finally {
      setBusy(null);
    }
  }

  async function remove(item: CartItem) {
    setBusy(item.cart_item_id);
    try {
      await cartWrites.remove(item.cart_item_id);
      void toast('success', cartTexts.removed);
    } catch {
      void toast('error', cartTexts.removeFailed);
    } finally {
      setBusy(null);
    }
  }

  async function checkout() {
    if (chosen.length === 0) {
      void toast('warning', messages.selectAtLeastOne);
      return;
    }
    setBusy('checkout');
    try {
      // A quantity changed without pressing Update is what the shopper sees, so it is what they order:
      // it is saved first, and checkout stops (saying so) if it cannot be.
      const unsaved = chosen.filter((item) => drafts[item.cart_item_id] !== undefined);
      for (const item of unsaved) {
        try {
          await cartWrites.update(item.cart_item_id, drafts[item.cart_item_id]!);
        } catch {
          void toast('error', `${cartTexts.updateFailed} ${cartTexts.notSaved(item.product_name)}`);
          return;
        }
      }
      // Stock is read again: someone may have bought the last units since the page loaded.
      const fresh = (await reloadCart(cart.userId)) ?? lines;
      if (unsaved.length > 0) setDrafts({});
      const ids = new Set(chosen.map((item) => item.cart_item_id));
      const current = fresh.filter((item) => ids.has(item.cart_item_id));
      const short = current.filter((item) => !isOrderable(item));
      if (short.length > 0) {
        void toast(
          'warning',
          `Some selected items exceed the available stock: ${stockList(short)}. Please reduce the quantity.`,
        );
        return;
      }
      if (current.length === 0) {
        void toast('warning', messages.selectAtLeastOne);
        return;
      }
      goToCheckout(
        navigate,
        current.map((item) => item.cart_item_id),
      );
    } finally {
      setBusy(null);
    }
  }

  return {
    cart,
    lines,
    selected,
    quantityOf,
    changed: (item: CartItem) => drafts[item.cart_item_id] !== undefined,
    stockNote: (item: CartItem) => Boolean(stockNotes[item.cart_item_id]),
    noteStockLimit: (item: CartItem) => setStockNotes((prev) => ({ ...prev, [item.cart_item_id]: true })),
    busy,
    totals: {
      items: chosen.reduce((sum, item) => sum + quantityOf(item), 0),
      subtotal: chosen.reduce((sum, item) => sum + linePaise(item, quantityOf(item)), 0),
      savings: chosen.reduce((sum, item) => sum + lineSavingPaise(item, quantityOf(item)), 0),
    },
    toggle,
    changeQuantity,
    update: (item: CartItem) => void update(item),
    remove: (item: CartItem) => void remove(item),
    checkout: () => void checkout(),
  };
}

export type CartPageState = ReturnType<typeof useCartPage>;
