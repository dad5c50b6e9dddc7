/**
 * India's 28 states and 8 union territories, as the delivery form suggests them. The storefront
 * this replaces offered 34 names (Ladakh and Lakshadweep were missing), which left shoppers there
 * unable to pick their own state (docs/decisions.md).
 */
export const INDIAN_STATES_AND_UTS = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Case-insensitive substring matches, in list order; nothing for a blank input. */
export function suggestIndianStates(input: string): string[] {
  const needle = input.trim().toLowerCase();
  if (!needle) return [];
  return INDIAN_STATES_AND_UTS.filter((s) => s.toLowerCase().includes(needle));
}

export type IndianStateOrUt = (typeof INDIAN_STATES_AND_UTS)[number];
