/**
 * India's 28 states and 8 union territories: the one list the delivery form suggests from, checkout
 * accepts, and invoices, the delivery charge and the GST books read. The storefront this replaces
 * offered 34 names (Ladakh and Lakshadweep were missing), which left shoppers there unable to pick
 * their own state (docs/decisions.md).
 *
 * Each carries:
 * - `gstCodes`: its GST state code (the first two digits of a GSTIN), the current one first; an older
 *   code still printed on registrations made before a merger or split follows it.
 * - `pinPrefixes`: the first digits of its PIN codes. India Post gives each postal circle the first two
 *   digits (three for the smaller circles); a state or territory inside a larger circle (Goa in
 *   Maharashtra's, Puducherry's enclaves in Tamil Nadu's, Kerala's and Andhra Pradesh's) is named by
 *   a longer prefix. The longest prefix matching a PIN decides its state; where districts of two states
 *   share a prefix (a border), both list it and either is accepted.
 * - `aliases`: what shoppers type for it that is not its name: vehicle-registration and ISO 3166-2:IN
 *   codes, former names, common misspellings. Offered as a correction, never taken silently.
 */
interface StateRecord {
  name: string;
  kind: 'state' | 'union territory';
  gstCodes: readonly string[];
  pinPrefixes: readonly string[];
  aliases: readonly string[];
}

export const INDIAN_STATE_RECORDS = [
  {
    name: 'Andhra Pradesh',
    kind: 'state',
    gstCodes: ['37', '28'],
    pinPrefixes: ['51', '52', '53', '507'],
    aliases: ['AP', 'Andhra', 'Andra Pradesh'],
  },
  {
    name: 'Arunachal Pradesh',
    kind: 'state',
    gstCodes: ['12'],
    pinPrefixes: ['790', '791', '792'],
    aliases: ['AR', 'Arunachal'],
  },
  { name: 'Assam', kind: 'state', gstCodes: ['18'], pinPrefixes: ['78'], aliases: ['AS', 'Asam'] },
  {
    name: 'Bihar',
    kind: 'state',
    gstCodes: ['10'],
    pinPrefixes: ['80', '81', '82', '84', '85', '813'],
    aliases: ['BR', 'Behar'],
  },
  {
    name: 'Chhattisgarh',
    kind: 'state',
    gstCodes: ['22'],
    pinPrefixes: ['49'],
    aliases: ['CG', 'CT', 'Chattisgarh', 'Chhatisgarh', 'Chattisgar'],
  },
  { name: 'Goa', kind: 'state', gstCodes: ['30'], pinPrefixes: ['403'], aliases: ['GA'] },
  {
    name: 'Gujarat',
    kind: 'state',
    gstCodes: ['24'],
    pinPrefixes: ['36', '37', '38', '39', '362', '396'],
    aliases: ['GJ', 'Gujrat', 'Gujarath'],
  },
  { name: 'Haryana', kind: 'state', gstCodes: ['06'], pinPrefixes: ['12', '13'], aliases: ['HR', 'Hariyana'] },
  { name: 'Himachal Pradesh', kind: 'state', gstCodes: ['02'], pinPrefixes: ['17'], aliases: ['HP', 'Himachal'] },
  {
    name: 'Jharkhand',
    kind: 'state',
    gstCodes: ['20'],
    pinPrefixes: ['813', '814', '815', '816', '822', '825', '826', '827', '828', '829', '83'],
    aliases: ['JH', 'Jarkhand', 'Jharkand'],
  },
  {
    name: 'Karnataka',
    kind: 'state',
    gstCodes: ['29'],
    pinPrefixes: ['56', '57', '58', '59'],
    aliases: ['KA', 'Karnatak', 'Karnatka', 'Mysore'],
  },
  {
    name: 'Kerala',
    kind: 'state',
    gstCodes: ['32'],
    pinPrefixes: ['67', '68', '69'],
    aliases: ['KL', 'Kerela', 'Keral', 'Keralam'],
  },
  {
    name: 'Madhya Pradesh',
    kind: 'state',
    gstCodes: ['23'],
    pinPrefixes: ['45', '46', '47', '48'],
    aliases: ['MP', 'Madya Pradesh'],
  },
  {
    name: 'Maharashtra',
    kind: 'state',
    gstCodes: ['27'],
    pinPrefixes: ['40', '41', '42', '43', '44'],
    aliases: ['MH', 'Maharastra', 'Maharashtra State'],
  },
  { name: 'Manipur', kind: 'state', gstCodes: ['14'], pinPrefixes: ['795'], aliases: ['MN'] },
  { name: 'Meghalaya', kind: 'state', gstCodes: ['17'], pinPrefixes: ['793', '794'], aliases: ['ML', 'Megalaya'] },
  { name: 'Mizoram', kind: 'state', gstCodes: ['15'], pinPrefixes: ['796'], aliases: ['MZ'] },
  { name: 'Nagaland', kind: 'state', gstCodes: ['13'], pinPrefixes: ['797', '798'], aliases: ['NL'] },
  {
    name: 'Odisha',
    kind: 'state',
    gstCodes: ['21'],
    pinPrefixes: ['75', '76', '77'],
    aliases: ['OD', 'OR', 'Orissa', 'Odissa'],
  },
  {
    name: 'Punjab',
    kind: 'state',
    gstCodes: ['03'],
    pinPrefixes: ['14', '15', '16', '160'],
    aliases: ['PB', 'Panjab'],
  },
  {
    name: 'Rajasthan',
    kind: 'state',
    gstCodes: ['08'],
    pinPrefixes: ['30', '31', '32', '33', '34'],
    aliases: ['RJ', 'Rajastan'],
  },
  { name: 'Sikkim', kind: 'state', gstCodes: ['11'], pinPrefixes: ['737'], aliases: ['SK'] },
  {
    name: 'Tamil Nadu',
    kind: 'state',
    gstCodes: ['33'],
    pinPrefixes: ['60', '61', '62', '63', '64', '605', '609'],
    aliases: ['TN', 'Tamilnad', 'Thamizh Nadu', 'Madras State'],
  },
  {
    name: 'Telangana',
    kind: 'state',
    gstCodes: ['36'],
    pinPrefixes: ['50', '507'],
    aliases: ['TS', 'TG', 'Telengana', 'Telagana'],
  },
  { name: 'Tripura', kind: 'state', gstCodes: ['16'], pinPrefixes: ['799'], aliases: ['TR'] },
  {
    name: 'Uttar Pradesh',
    kind: 'state',
    gstCodes: ['09'],
    pinPrefixes: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '244', '246', '247', '262'],
    aliases: ['UP', 'Utter Pradesh'],
  },
  {
    name: 'Uttarakhand',
    kind: 'state',
    gstCodes: ['05'],
    pinPrefixes: ['244', '246', '247', '248', '249', '262', '263'],
    aliases: ['UK', 'UA', 'UT', 'Uttaranchal', 'Uttrakhand', 'Uttarkhand'],
  },
  {
    name: 'West Bengal',
    kind: 'state',
    gstCodes: ['19'],
    pinPrefixes: ['70', '71', '72', '73', '74'],
    aliases: ['WB', 'Bengal', 'Paschim Banga'],
  },
  {
    name: 'Andaman and Nicobar Islands',
    kind: 'union territory',
    gstCodes: ['35'],
    pinPrefixes: ['744'],
    aliases: ['AN', 'Andaman', 'Andaman Nicobar', 'Andaman and Nicobar'],
  },
  { name: 'Chandigarh', kind: 'union territory', gstCodes: ['04'], pinPrefixes: ['160'], aliases: ['CH', 'Chandigar'] },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'union territory',
    // 25 (Daman and Diu) was merged into 26 in 2020; registrations made before keep 25.
    gstCodes: ['26', '25'],
    pinPrefixes: ['362', '396'],
    aliases: ['DH', 'DN', 'DD', 'DNH', 'Dadra and Nagar Haveli', 'Daman and Diu', 'Daman', 'Diu', 'Silvassa'],
  },
  {
    name: 'Delhi',
    kind: 'union territory',
    gstCodes: ['07'],
    pinPrefixes: ['11'],
    aliases: ['DL', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi', 'Dilli'],
  },
  {
    name: 'Jammu and Kashmir',
    kind: 'union territory',
    gstCodes: ['01'],
    pinPrefixes: ['18', '19', '194'],
    aliases: ['JK', 'J and K', 'Kashmir', 'Jammu', 'Jammu Kashmir'],
  },
  { name: 'Ladakh', kind: 'union territory', gstCodes: ['38'], pinPrefixes: ['194'], aliases: ['LA', 'Leh', 'Ladak'] },
  {
    name: 'Lakshadweep',
    kind: 'union territory',
    gstCodes: ['31'],
    pinPrefixes: ['68255'],
    aliases: ['LD', 'Lakshadeep', 'Lakshwadeep'],
  },
  {
    name: 'Puducherry',
    kind: 'union territory',
    gstCodes: ['34'],
    // Puducherry and Karaikal share prefixes with Tamil Nadu's districts around them; Yanam and Mahe
    // are single post offices inside Andhra Pradesh's and Kerala's circles.
    pinPrefixes: ['605', '609', '533464', '673310'],
    aliases: ['PY', 'Pondicherry', 'Pondichery', 'Pondy', 'Puduchery'],
  },
] as const satisfies readonly StateRecord[];

export type IndianStateOrUt = (typeof INDIAN_STATE_RECORDS)[number]['name'];

/** The 36 names in the list's order (states, then union territories). */
export const INDIAN_STATES_AND_UTS: readonly IndianStateOrUt[] = INDIAN_STATE_RECORDS.map((s) => s.name);

const byName = new Map<IndianStateOrUt, StateRecord>(INDIAN_STATE_RECORDS.map((s) => [s.name, s]));

/** Case-insensitive substring matches, in list order; nothing for a blank input. */
export function suggestIndianStates(input: string): string[] {
  const needle = input.trim().toLowerCase();
  if (!needle) return [];
  return INDIAN_STATES_AND_UTS.filter((s) => s.toLowerCase().includes(needle));
}

/** Case and runs of spaces do not matter: ' tamil  nadu ' is Tamil Nadu as typed. */
const spaced = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
/** Letters only, '&' read as 'and': 'Jammu & Kashmir', 'T.N.' and 'Tamilnadu' compare by this. */
const compact = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/** The state or territory `input` names, forgiving only case and spacing; undefined otherwise. */
export function canonicalState(input: string | null | undefined): IndianStateOrUt | undefined {
  if (!input) return undefined;
  const key = spaced(input);
  return INDIAN_STATES_AND_UTS.find((name) => name.toLowerCase() === key);
}

/** Edit distance with adjacent transpositions (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/**
 * The state or territory a shopper most likely meant by `input` when it is not one as typed:
 * the same letters spaced or punctuated otherwise ('Tamilnadu', 'Jammu & Kashmir'), a code or a
 * former name ('TN', 'Orissa', 'Pondicherry'), or a near miss by one or two letters ('Kerela',
 * 'Maharastra'). Undefined when nothing is close, or two are equally close.
 */
export function likelyState(input: string | null | undefined): IndianStateOrUt | undefined {
  if (!input) return undefined;
  const exact = canonicalState(input);
  if (exact) return exact;
  const key = compact(input);
  if (!key) return undefined;
  for (const s of INDIAN_STATE_RECORDS)
    if (compact(s.name) === key || s.aliases.some((a) => compact(a) === key)) return s.name;
  // Codes are two letters: a near miss of one would be another code, so only longer names are guessed.
  if (key.length < 4) return undefined;
  let best: IndianStateOrUt | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const s of INDIAN_STATE_RECORDS) {
    const names = [s.name, ...s.aliases].map(compact).filter((n) => n.length >= 4);
    const distance = Math.min(...names.map((n) => editDistance(key, n)));
    if (distance < bestDistance) [best, bestDistance, tie] = [s.name, distance, false];
    else if (distance === bestDistance && best !== s.name) tie = true;
  }
  // One letter in five may be wrong, at least one, at most two.
  const allowed = Math.min(2, Math.max(1, Math.floor(key.length / 5)));
  return !tie && bestDistance <= allowed ? best : undefined;
}

/** The state's GST code (current), e.g. '32' for Kerala. */
export const gstStateCode = (state: IndianStateOrUt): string => byName.get(state)!.gstCodes[0]!;
/** Every GST code a registration in the state may carry (current first). */
export const gstStateCodes = (state: IndianStateOrUt): readonly string[] => byName.get(state)!.gstCodes;

/** The state whose GST code is `code` ('25' and '26' are both the merged territory). */
export function stateOfGstCode(code: string): IndianStateOrUt | undefined {
  return INDIAN_STATE_RECORDS.find((s) => (s.gstCodes as readonly string[]).includes(code))?.name;
}

/**
 * The states a PIN code can be in, by its longest matching prefix (two when a border district shares
 * it); [] when no postal circle has its first digits; null for the Army Postal Service's PINs (9…),
 * which belong to no state.
 */
export function statesOfPin(pin: string): IndianStateOrUt[] | null {
  const digits = pin.trim();
  if (!/^[1-9][0-9]{5}$/.test(digits)) return [];
  if (digits.startsWith('9')) return null;
  let longest = 0;
  let found: IndianStateOrUt[] = [];
  for (const s of INDIAN_STATE_RECORDS)
    for (const prefix of s.pinPrefixes) {
      if (!digits.startsWith(prefix) || prefix.length < longest) continue;
      if (prefix.length > longest) [longest, found] = [prefix.length, []];
      if (!found.includes(s.name)) found.push(s.name);
    }
  return found;
}

/** "Kerala", "Gujarat or Dadra and Nagar Haveli and Daman and Diu". */
const either = (states: readonly string[]) => states.join(' or ');

/** What the checkout says of a state field: its label's word ('State', 'Billing state') and the value. */
export const stateCheckMessages = {
  unknown: (label: string, input: string) => `${label} "${input.trim()}" is not an Indian state or union territory.`,
  didYouMean: (state: string) => `Did you mean ${state}?`,
  pinElsewhere: (label: string, pin: string, states: readonly string[], state: string) =>
    `${label} ${pin.trim()} is in ${either(states)}, not ${state}.`,
  pinNowhere: (label: string, pin: string) => `${label} ${pin.trim()} is not a PIN code of any Indian postal circle.`,
} as const;

export interface StateProblem {
  message: string;
  /** The state the shopper probably meant, offered as a one-press correction. */
  suggestion?: IndianStateOrUt;
}

/** What is wrong with a state as typed (null when it is one of the list, or blank). */
export function stateProblem(input: string, label = 'State'): StateProblem | null {
  if (!input.trim() || canonicalState(input)) return null;
  const suggestion = likelyState(input);
  const unknown = stateCheckMessages.unknown(label, input);
  return suggestion
    ? { message: `${unknown} ${stateCheckMessages.didYouMean(suggestion)}`, suggestion }
    : { message: unknown };
}

/**
 * What is wrong with a PIN code for a state (null when it can be there, or either is not yet a
 * proper value: the format and the state are checked on their own). `label` names the PIN field
 * ('PIN', 'Billing PIN').
 */
export function pinStateProblem(pin: string, state: string, label = 'PIN'): string | null {
  const canonical = canonicalState(state);
  if (!canonical || !/^[0-9]{6}$/.test(pin.trim())) return null;
  const states = statesOfPin(pin);
  if (states === null || states.includes(canonical)) return null;
  if (states.length === 0) return stateCheckMessages.pinNowhere(label, pin);
  return stateCheckMessages.pinElsewhere(label, pin, states, canonical);
}
