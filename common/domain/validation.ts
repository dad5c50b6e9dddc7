import { messages } from './messages';
import { pinStateProblem, stateProblem } from './states';
import { buyerGstinProblems } from './gstin';

/*
 * Checkout's texts live here with its rules rather than in messages.ts, which every page loads:
 * only the checkout (and the server) carry them.
 */

/**
 * A checkout field that is filled in but in the wrong format (docs/decisions.md: the spec checks
 * only "digits, up to 6" and "digits"). The server answers these texts, and the form shows them under
 * the field.
 */
export const checkoutFormatMessages = {
  pinCode: 'The PIN code must be 6 digits.',
  billingPinCode: 'The billing PIN code must be 6 digits.',
  phone: 'The phone number must be 10 to 15 digits.',
  billingPhone: 'The billing phone number must be 10 to 15 digits.',
  email: 'Please enter a valid e-mail address.',
} as const;

const formats = checkoutFormatMessages;

/**
 * An address as the checkout form holds it, delivery or billing: the fields of the API's address
 * (`Address` in common/contract/orders.ts, which the form uses as its type), so a saved one fills
 * the form as it is. Spelled out here because the contract imports the shop's rules, not the
 * other way round; a test checks the two agree.
 */
export interface AddressForm {
  name: string;
  street: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  phone: string;
  email: string;
}
export type AddressPart = keyof AddressForm;

/**
 * Checkout's address rules, for the form and the server alike. Each field is named as the form
 * names it (`form`: the part, or `billing.` and the part) and as the place-order body does
 * (`body`). The order is the order of the checks: the server answers the first problem only.
 */
interface RequiredField {
  form: string;
  body: string;
  message: string;
  /** The server accepts an order without it (the billing e-mail, which the specification's payload lacks). */
  formOnly?: boolean;
}

/** The place-order body's name for a part: `mobile` for the phone, `bill_…` for the billing address. */
const bodyName = (part: AddressPart, billing: boolean) =>
  `${billing ? 'bill_' : ''}${part === 'phone' ? 'mobile' : part}`;

/** Checkout's required-field messages, typos as in the spec, in the order they are checked. */
const DELIVERY_MESSAGES: Record<AddressPart, string> = {
  name: 'Name is required',
  street: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  postal_code: 'PIN code is required',
  phone: 'Phone number is required',
  email: 'Email is requried',
};
const BILLING_MESSAGES: Record<AddressPart, string> = {
  name: 'Billing name is required',
  street: 'Billing street address is required',
  city: 'Billing city is required',
  state: 'Billing state is required',
  country: 'Billing country is required',
  postal_code: 'Billing PIN code is required',
  phone: 'Billing phone number is required',
  email: 'Billing Email is requried',
};

export const ADDRESS_PARTS = Object.keys(DELIVERY_MESSAGES) as AddressPart[];

/** The form's key for a part's value and its message: `postal_code`, or `billing.postal_code`. */
export const formKey = (part: AddressPart, billing: boolean) => (billing ? `billing.${part}` : part);

export const REQUIRED_FIELDS: readonly RequiredField[] = [
  ...ADDRESS_PARTS.map((part) => ({ form: part, body: bodyName(part, false), message: DELIVERY_MESSAGES[part] })),
  ...ADDRESS_PARTS.map((part) => ({
    form: formKey(part, true),
    body: bodyName(part, true),
    message: BILLING_MESSAGES[part],
    ...(part === 'email' ? { formOnly: true } : {}),
  })),
];

/** A PIN code is exactly 6 digits. */
export const isPinCode = (value: string) => /^[0-9]{6}$/.test(value.trim());
/** A phone number is 10 to 15 digits (an Indian mobile, or one with its country code). */
export const isPhone = (value: string) => /^\d{10,15}$/.test(value.trim());
/** An e-mail address in its basic shape: something@something.something, no spaces. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

interface FormatRule {
  body: string;
  form: string;
  valid: (value: string) => boolean;
  message: string;
}

/** Formats checked once every required field is filled in (the billing e-mail's is not checked). */
export const FORMAT_RULES: readonly FormatRule[] = [
  { body: 'postal_code', form: 'postal_code', valid: isPinCode, message: formats.pinCode },
  { body: 'bill_postal_code', form: 'billing.postal_code', valid: isPinCode, message: formats.billingPinCode },
  { body: 'mobile', form: 'phone', valid: isPhone, message: formats.phone },
  { body: 'bill_mobile', form: 'billing.phone', valid: isPhone, message: formats.billingPhone },
  { body: 'email', form: 'email', valid: isEmail, message: formats.email },
];

/**
 * The state checks, once the fields are filled in and well formed: the state must be one of the list
 * in common/domain/states.ts (a near miss is offered its correction), and the PIN must be in it.
 * `form` names the field the problem is shown under; `body` the place-order fields it reads.
 */
interface StateRule {
  form: string;
  problem: (state: string, pin: string) => string | null;
  body: { state: string; pin: string };
}
export const STATE_RULES: readonly StateRule[] = [
  {
    form: 'state',
    body: { state: 'state', pin: 'postal_code' },
    problem: (state) => stateProblem(state)?.message ?? null,
  },
  {
    form: 'postal_code',
    body: { state: 'state', pin: 'postal_code' },
    problem: (state, pin) => pinStateProblem(pin, state),
  },
  {
    form: 'billing.state',
    body: { state: 'bill_state', pin: 'bill_postal_code' },
    problem: (state) => stateProblem(state, 'Billing state')?.message ?? null,
  },
  {
    form: 'billing.postal_code',
    body: { state: 'bill_state', pin: 'bill_postal_code' },
    problem: (state, pin) => pinStateProblem(pin, state, 'Billing PIN'),
  },
];

/** The server's check of a place-order body: the first problem, as the 400 answers it, or undefined. */
export function placeOrderProblem(body: Readonly<Record<string, unknown>>): string | undefined {
  for (const { body: field, message, formOnly } of REQUIRED_FIELDS) {
    const value = body[field];
    if (!formOnly && (typeof value !== 'string' || !value.trim())) return `${messages.validationError} ${message}.`;
  }
  const format = FORMAT_RULES.find(({ body: field, valid }) => !valid(String(body[field])))?.message;
  if (format) return format;
  for (const { body: fields, problem } of STATE_RULES) {
    const found = problem(String(body[fields.state]), String(body[fields.pin]));
    if (found) return found;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const business = buyerGstinProblems(text(body.buyer_gstin), text(body.buyer_business_name), String(body.bill_state));
  return business.gstin ?? business.business_name;
}

/** A business buyer's details as the checkout form holds them (both blank: not buying as a business). */
export interface BusinessForm {
  gstin: string;
  business_name: string;
}

/** The form's keys for the business fields' problems. */
export const businessKey = (part: keyof BusinessForm) => `business.${part}`;

/**
 * The form's check at Place Order: form field -> message, for every blank required field and every
 * filled-in field in the wrong format. `billing` is null when the billing address is the delivery one.
 */
export function validateCheckout(
  delivery: AddressForm,
  billing: AddressForm | null,
  business?: BusinessForm,
): Partial<Record<string, string>> {
  const value = (form: string): string | undefined =>
    form.startsWith('billing.')
      ? billing?.[form.slice('billing.'.length) as AddressPart]
      : delivery[form as AddressPart];
  const errors: Partial<Record<string, string>> = {};
  for (const { form, message } of REQUIRED_FIELDS) {
    const v = value(form);
    if (v !== undefined && !v.trim()) errors[form] = message;
  }
  for (const { form } of FORMAT_RULES) {
    const problem = errors[form] ? null : formatProblem(form, value(form) ?? '');
    if (problem) errors[form] = problem;
  }
  for (const rule of STATE_RULES) {
    const billingRule = rule.form.startsWith('billing.');
    if (billingRule && !billing) continue;
    const prefix = billingRule ? 'billing.' : '';
    if (errors[rule.form] || errors[`${prefix}state`]) continue;
    const problem = rule.problem(value(`${prefix}state`) ?? '', value(`${prefix}postal_code`) ?? '');
    if (problem) errors[rule.form] = problem;
  }
  if (business) {
    const found = buyerGstinProblems(business.gstin, business.business_name, (billing ?? delivery).state);
    for (const part of ['gstin', 'business_name'] as const) if (found[part]) errors[businessKey(part)] = found[part];
  }
  return errors;
}

/**
 * The state checks as the shopper leaves the state or the PIN field of an address: form field ->
 * its problem or null (both fields, since each check reads the other).
 */
export function stateFieldProblems(address: Pick<AddressForm, 'state' | 'postal_code'>, billing: boolean) {
  const prefix = billing ? 'billing.' : '';
  const found: Record<string, string | null> = {};
  for (const rule of STATE_RULES.filter((r) => r.form.startsWith('billing.') === billing))
    found[rule.form] =
      rule.form === `${prefix}postal_code` && !isPinCode(address.postal_code)
        ? (formatProblem(rule.form, address.postal_code) ?? null)
        : rule.problem(address.state, address.postal_code);
  // A PIN is not held against a state that is not one yet.
  if (found[`${prefix}state`])
    found[`${prefix}postal_code`] = formatProblem(`${prefix}postal_code`, address.postal_code);
  return found;
}

/**
 * The inline check as the shopper leaves a field (`form` as validateCheckout names it): its format
 * problem, or null while it is blank (required is checked at Place Order) or has no format rule.
 */
export function formatProblem(form: string, value: string): string | null {
  const rule = FORMAT_RULES.find((r) => r.form === form);
  if (!rule || !value.trim() || rule.valid(value)) return null;
  return rule.message;
}

/** PIN code edits keep digits only, at most 6. */
export function sanitizePinCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** A phone edit is accepted only if it is digits; an empty value is refused (null). */
export function acceptPhoneEdit(input: string): string | null {
  return /^\d+$/.test(input) ? input : null;
}
