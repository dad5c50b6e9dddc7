/**
 * GSTIN (GST identification number): 2-digit state code, the holder's 10-character PAN, an entity
 * number, 'Z', and a check character over the first 14 (base 36, weights 1 and 2 alternating from the
 * left, each product's base-36 digits added; check = (36 − sum mod 36) mod 36).
 */
import { canonicalState, gstStateCodes, INDIAN_STATE_RECORDS, stateOfGstCode, type IndianStateOrUt } from './states';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes (the first two digits of a GSTIN), current first, from the one list in states.ts. */
export const GST_STATE_CODES: Readonly<Record<IndianStateOrUt, readonly string[]>> = Object.fromEntries(
  INDIAN_STATE_RECORDS.map((s): [IndianStateOrUt, readonly string[]] => [s.name, s.gstCodes]),
) as Record<IndianStateOrUt, readonly string[]>;

/** The check character for the first 14 characters of a GSTIN (upper case). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = BASE36.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError(`"${first14[i]}" cannot appear in a GSTIN`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * What is wrong with `gstin` for a seller registered in `state`, or null when it is right: its
 * format, its check character, and its first two digits against the state's code.
 */
export function gstinProblem(gstin: string, state: string): string | null {
  if (!FORMAT.test(gstin))
    return `"${gstin}" is not a GSTIN: 15 characters, 2 digits, a PAN (5 letters, 4 digits, 1 letter), an entity number, Z and a check character`;
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== expected)
    return `"${gstin}" has the wrong check character (${gstin[14]}; the first 14 characters give ${expected}): a character is mistyped`;
  const codes = stateCodes(state);
  if (!codes) return `the seller's state "${state}" is not an Indian state or union territory`;
  if (!codes.includes(gstin.slice(0, 2)))
    return `"${gstin}" is registered in state code ${gstin.slice(0, 2)}, but the seller's state ${state} has code ${codes[0]}`;
  return null;
}

/** A state's GST codes (its current one first), by name, ignoring case and spacing; undefined if unknown. */
export function stateCodes(state: string): readonly string[] | undefined {
  const key = state.trim().replace(/\s+/g, ' ').toLowerCase();
  const entry = Object.entries(GST_STATE_CODES).find(([name]) => name.toLowerCase() === key);
  return entry?.[1];
}

/** A made-up GSTIN with a valid check character for `state` (printed marked as an example). */
export function exampleGstin(state: string): string {
  const first14 = `${stateCodes(state)?.[0] ?? '33'}ABCDE1234F1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/**
 * A state as a GST document prints it, its name with its code: "Tamil Nadu (33)". Spacing and case
 * are forgiven as the delivery form's state is typed ('tamilnadu'); an unknown name is printed as given.
 */
export function stateWithCode(state: string): string {
  const key = state.replace(/\s+/g, '').toLowerCase();
  const entry = Object.entries(GST_STATE_CODES).find(([name]) => name.replace(/\s+/g, '').toLowerCase() === key);
  return entry ? `${entry[0]} (${entry[1][0]})` : state.trim();
}

/** GSTR-1's place of supply: "33-Tamil Nadu"; an unknown name as given. */
export function placeOfSupplyCode(state: string): string {
  const printed = stateWithCode(state);
  const m = /^(.*) \((\d{2})\)$/.exec(printed);
  return m ? `${m[2]}-${m[1]}` : printed;
}

/** A GSTIN as typed, as it is checked and stored: no spaces, capitals. */
export const normalGstin = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** What checkout says of a buyer's GSTIN and business name (shown under the field, answered by the 400). */
export const buyerGstinMessages = {
  format:
    'A GSTIN is 15 characters: 2 digits for the state, the PAN (5 letters, 4 digits, 1 letter), an entity number, Z and a check character.',
  check: (typed: string, expected: string) =>
    `The GSTIN's last character is ${typed}, but its first 14 characters give ${expected}: a character is mistyped.`,
  state: (code: string, registered: string, billing: string, billingCode: string) =>
    `This GSTIN is registered in ${registered} (${code}), but the billing state is ${billing} (${billingCode}).`,
  unknownState: (code: string) => `This GSTIN's state code ${code} is not an Indian state or union territory.`,
  nameRequired: 'Please enter the registered business name for the GSTIN.',
  gstinRequired: 'Please enter the GSTIN of the registered business (or leave both fields blank).',
} as const;

/**
 * What is wrong with a business buyer's GSTIN and name, field by field ('gstin', 'business_name'),
 * for the billing state: the GSTIN is checked as the seller's is (format, check character), and its
 * state code must be the billing state's. Both blank is no GSTIN at all (a B2C order); the state is
 * checked only once it is a state of the list (it has its own check).
 */
export function buyerGstinProblems(
  typedGstin: string,
  businessName: string,
  billingState: string,
): { gstin?: string; business_name?: string } {
  const gstin = normalGstin(typedGstin);
  const name = businessName.trim();
  if (!gstin && !name) return {};
  if (!gstin) return { gstin: buyerGstinMessages.gstinRequired };
  const problems: { gstin?: string; business_name?: string } = {};
  if (!name) problems.business_name = buyerGstinMessages.nameRequired;
  if (!FORMAT.test(gstin)) return { ...problems, gstin: buyerGstinMessages.format };
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== expected) return { ...problems, gstin: buyerGstinMessages.check(gstin[14]!, expected) };
  const code = gstin.slice(0, 2);
  const registered = stateOfGstCode(code);
  if (!registered) return { ...problems, gstin: buyerGstinMessages.unknownState(code) };
  const billing = canonicalState(billingState);
  if (billing && !gstStateCodes(billing).includes(code))
    problems.gstin = buyerGstinMessages.state(code, registered, billing, gstStateCodes(billing)[0]!);
  return problems;
}
