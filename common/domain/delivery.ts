import type { Paise } from './money';

export const TAMIL_NADU_CHARGE: Paise = 6500;
export const OTHER_STATE_CHARGE: Paise = 12000;
export const ENTER_SHIPPING_ADDRESS = 'Enter shipping address';

/** 'Tamil Nadu', 'tamilnadu', 'TN', ' tamil  nadu ' are all Tamil Nadu. */
function isTamilNadu(state: string): boolean {
  const compact = state.replace(/\s+/g, '').toLowerCase();
  return compact === 'tamilnadu' || compact === 'tn';
}

/** ₹65 for Tamil Nadu, ₹120 elsewhere, null (not charged yet) while the state is blank. */
export function deliveryChargePaise(state: string | null | undefined): Paise | null {
  if (!state || !state.trim()) return null;
  return isTamilNadu(state) ? TAMIL_NADU_CHARGE : OTHER_STATE_CHARGE;
}
