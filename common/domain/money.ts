/**
 * Money is held as integer paise everywhere; decimal strings ("1499.00") only
 * cross the API boundary. Parsing is done on the digits so no binary float
 * ever touches an amount.
 */
export type Paise = number;

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d{0,}))?\s*$/;

/** "1499.5" -> 149950. Extra decimals are rounded half up. Throws on anything that is not a decimal. */
export function toPaise(value: string | number): Paise {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, rupees, fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let paise = Number(rupees) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) paise += 1;
  return sign ? -paise : paise;
}

/** 149950 -> "1499.50", the API's decimal string. */
export function toDecimalString(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Indian digit grouping: last three digits, then pairs (1,23,45,678). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

/** 12345678900 -> "12,34,56,789.00" (en-IN, 2 decimals, no symbol). */
export function formatAmount(paise: Paise): string {
  const [whole, fraction] = toDecimalString(paise).replace('-', '').split('.');
  return `${paise < 0 ? '-' : ''}${groupIndian(whole!)}.${fraction}`;
}

/** 149950 -> "₹1,499.50". */
export function formatRupees(paise: Paise): string {
  const text = formatAmount(paise);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** 149950 -> "1,499.50 INR", the listing cards' price text. */
export function formatInr(paise: Paise): string {
  return `${formatAmount(paise)} INR`;
}
