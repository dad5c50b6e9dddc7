import { billingFieldMessages, checkoutFieldMessages, pinCodeMessages } from './messages';

export type DeliveryForm = Record<keyof typeof checkoutFieldMessages, string>;
export type BillingForm = Record<keyof typeof billingFieldMessages, string>;

/** Field name -> message for every blank required field. Email format is not checked at checkout: the form only requires it. */
export function validateCheckout(delivery: DeliveryForm, billing: BillingForm | null): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const [field, message] of Object.entries(checkoutFieldMessages)) {
    if (!delivery[field as keyof DeliveryForm]?.trim()) errors[field] = message;
  }
  if (!errors.pinCode && !isPinCode(delivery.pinCode)) errors.pinCode = pinCodeMessages.delivery;
  if (billing) {
    for (const [field, message] of Object.entries(billingFieldMessages)) {
      if (!billing[field as keyof BillingForm]?.trim()) errors[`billing.${field}`] = message;
    }
    if (!errors['billing.postalCode'] && !isPinCode(billing.postalCode)) {
      errors['billing.postalCode'] = pinCodeMessages.billing;
    }
  }
  return errors;
}

/** A PIN code is exactly 6 digits, as the server checks it (server/orders/checkout.ts). */
export function isPinCode(value: string): boolean {
  return /^[0-9]{6}$/.test(value.trim());
}

/** The inline check as the shopper leaves a PIN field: null while blank (required is checked at Place Order). */
export function pinCodeProblem(value: string, billing = false): string | null {
  if (!value.trim() || isPinCode(value)) return null;
  return billing ? pinCodeMessages.billing : pinCodeMessages.delivery;
}

/** PIN code edits keep digits only, at most 6. */
export function sanitizePinCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** A phone edit is accepted only if it is digits; an empty value is refused (null). */
export function acceptPhoneEdit(input: string): string | null {
  return /^\d+$/.test(input) ? input : null;
}
