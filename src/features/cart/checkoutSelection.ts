import type { NavigateFunction } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { getCheckoutSelection, setCheckoutSelection } from '../../lib/storage';

interface CheckoutState {
  cartItemIds?: unknown;
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** Opens /Payment for these cart lines (kept for the tab too, so a reload still knows them). */
export function goToCheckout(navigate: NavigateFunction, cartItemIds: number[]) {
  setCheckoutSelection(cartItemIds);
  navigate(paths.payment, { state: { cartItemIds } satisfies CheckoutState });
}

/** The lines chosen for checkout: from the navigation, else from this tab's storage; null when neither. */
export function checkoutSelection(locationState: unknown): number[] | null {
  const fromRoute = (locationState as CheckoutState | null)?.cartItemIds;
  return isIdList(fromRoute) ? fromRoute : getCheckoutSelection();
}
