import type { CartItem } from '../../../common/contract/cart';
import { toPaise, type Paise } from '../../../common/domain/money';
import { lineTotalPaise } from '../../../common/domain/pricing';
import { messages } from '../../../common/domain/messages';

/** A line's total at `quantity` units, by the shop's one pricing rule (the server uses the same). */
export function linePaise(item: CartItem, quantity = item.quantity): Paise {
  return lineTotalPaise({ ...item, quantity, sizeAddOn: item.size_price });
}

/** What the line would cost with no offer at all: (list price + size add-on) × quantity. */
function fullPricePaise(item: CartItem, quantity = item.quantity): Paise {
  return (toPaise(item.price) + toPaise(item.size_price || '0')) * quantity;
}

/** What the line's offer saves (a percentage discount, or the free units of buy X get Y). */
export function lineSavingPaise(item: CartItem, quantity = item.quantity): Paise {
  return Math.max(0, fullPricePaise(item, quantity) - linePaise(item, quantity));
}

/** Why a line cannot be ordered now, or null when it can. */
export function unorderableReason(item: CartItem, quantity = item.quantity): string | null {
  if (item.sold_out || item.stock_quantity <= 0) return messages.soldOutSelect;
  if (quantity > item.stock_quantity) return messages.onlyInStockReduce(item.stock_quantity);
  return null;
}

export const isOrderable = (item: CartItem, quantity = item.quantity) => unorderableReason(item, quantity) === null;

/** "Size: 500 ml · Pack: Gift box", or '' when the line has neither. */
export function lineDetails(item: CartItem): string {
  const parts: string[] = [];
  if (item.selected_size) parts.push(`Size: ${item.selected_size}`);
  if (item.option) parts.push(item.option);
  return parts.join(' · ');
}
