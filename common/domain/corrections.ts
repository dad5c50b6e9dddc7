/**
 * What a customer may ask the shop to correct (their data rights): a field of the account, or of its
 * saved address (`address.city`). The CLI's `customers correct`, the console and the API's schema
 * read this one list.
 */
export const CORRECTABLE_FIELDS = [
  'name',
  'email',
  'mobile',
  'address.name',
  'address.street',
  'address.city',
  'address.state',
  'address.country',
  'address.postal_code',
  'address.phone',
  'address.email',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
