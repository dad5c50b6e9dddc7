import type {
  Address,
  Coupon,
  PlaceOrderBody,
  PaymentWindowFailureBody,
  SavedAddress,
  PlaceOrderResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '../../../common/contract/orders';
import { queryCache } from '../../lib/queryCache';
import { api, get } from '../../api/client';

export type { Address, Coupon, PlaceOrderBody, PlaceOrderResponse, SavedAddress, VerifyPaymentBody };

/**
 * The last address, with the business buyer's GSTIN if the last order had one, or null when the
 * shopper has none yet (or it cannot be read: the form starts blank).
 */
export async function fetchAddress(userId: string | null, signal?: AbortSignal): Promise<SavedAddress | null> {
  const answer = await get<Partial<SavedAddress> | null>(
    userId ? `user-address/${userId}/` : 'guest-address/',
    undefined,
    signal,
  );
  if (!answer || typeof answer.street !== 'string') return null;
  return {
    ...(answer as Address),
    buyer_gstin: answer.buyer_gstin ?? null,
    buyer_business_name: answer.buyer_business_name ?? null,
  };
}

export const fetchCoupons = (signal?: AbortSignal) => get<Coupon[]>('coupen/', undefined, signal);

/**
 * Creates the order. The Idempotency-Key makes a retried request (a double click, a dropped
 * connection) return the same order instead of a second one.
 */
export const placeOrder = async (body: PlaceOrderBody, idempotencyKey: string) =>
  (await api.post<PlaceOrderResponse>('place-order/', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;

export const verifyPayment = async (proof: VerifyPaymentBody) =>
  (await api.post<VerifyPaymentResponse>('payments/verify/', proof)).data;

/** Tells the server the payment window could not be opened; a failure to report is not the shopper's problem. */
export const reportPaymentWindowFailure = async (report: PaymentWindowFailureBody) => {
  try {
    await api.post('payments/window-failed/', report);
  } catch {
    // Nothing more to do: the shopper has been told already.
  }
};

/** Checkout's cached reads, beside its fetchers so that only the checkout's code carries them. */
export const orderQueries = {
  /** The coupons on offer, read when the shopper applies a code. */
  coupons: () => queryCache.query('coupons', fetchCoupons),
  /**
   * The address the shopper last ordered to (a guest's by the session cookie), or null. A failure
   * counts as none: the form then starts blank, as it would for a first order.
   */
  address: (userId: string | null) =>
    queryCache.query(`address:${userId ?? 'guest'}`, (signal) =>
      fetchAddress(userId, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return null;
      }),
    ),
};
