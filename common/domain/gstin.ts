/**
 * GSTIN (GST identification number): 2-digit state code, the holder's 10-character PAN, an entity
 * number, 'Z', and a check character over the first 14 (base 36, weights 1 and 2 alternating from the
 * left, each product's base-36 digits added; check = (36 − sum mod 36) mod 36).
 */
import type { IndianStateOrUt } from './states';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes (the first two digits of a GSTIN), per the GST state code list. */
export const GST_STATE_CODES: Record<IndianStateOrUt, readonly string[]> = {
  'Jammu and Kashmir': ['01'],
  'Himachal Pradesh': ['02'],
  Punjab: ['03'],
  Chandigarh: ['04'],
  Uttarakhand: ['05'],
  Haryana: ['06'],
  Delhi: ['07'],
  Rajasthan: ['08'],
  'Uttar Pradesh': ['09'],
  Bihar: ['10'],
  Sikkim: ['11'],
  'Arunachal Pradesh': ['12'],
  Nagaland: ['13'],
  Manipur: ['14'],
  Mizoram: ['15'],
  Tripura: ['16'],
  Meghalaya: ['17'],
  Assam: ['18'],
  'West Bengal': ['19'],
  Jharkhand: ['20'],
  Odisha: ['21'],
  Chhattisgarh: ['22'],
  'Madhya Pradesh': ['23'],
  Gujarat: ['24'],
  // 25 (Daman and Diu) was merged into 26 in 2020; registrations made before keep 25.
  'Dadra and Nagar Haveli and Daman and Diu': ['26', '25'],
  Maharashtra: ['27'],
  Karnataka: ['29'],
  Goa: ['30'],
  Lakshadweep: ['31'],
  Kerala: ['32'],
  'Tamil Nadu': ['33'],
  Puducherry: ['34'],
  'Andaman and Nicobar Islands': ['35'],
  Telangana: ['36'],
  // 28 was Andhra Pradesh before Telangana was formed; registrations made before keep it.
  'Andhra Pradesh': ['37', '28'],
  Ladakh: ['38'],
};

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
