/**
 * The staff console's roles and what each may do, declared once: the server checks every console
 * route against this table, and the console hides what a role cannot do with the same table.
 */

export const STAFF_ROLES = ['owner', 'packer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = [
  /** See orders, print packing slips and invoices. */
  'orders.view',
  /** Ship and deliver. */
  'orders.fulfil',
  'orders.refund',
  /** Accept a payment under review. */
  'orders.accept',
  /** Set stock and see its history. */
  'stock.manage',
  /** Change a product's name, price, discount, flags, sizes, options and texts; add a product. */
  'products.edit',
  /** Add, reorder and remove a product's photos (and see the products to find one). */
  'photos.manage',
  'customers.find',
  'customers.export',
  'customers.correct',
  'customers.erase',
  'messages.manage',
  /** Customers' requests about their data: log them, see their deadlines, mark them done. */
  'requests.manage',
  /** Add and disable coupons. */
  'coupons.manage',
  'staff.manage',
  'backups.manage',
  'books.export',
  /** The whole audit log and its CSV export (each order's own history is part of orders.view). */
  'audit.view',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const EVERYTHING: readonly StaffAction[] = STAFF_ACTIONS;

export const ROLE_ACTIONS: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  owner: EVERYTHING,
  packer: ['orders.view', 'orders.fulfil', 'stock.manage', 'photos.manage'],
  support: ['orders.view', 'customers.find', 'customers.export', 'messages.manage', 'requests.manage'],
};

export function canStaff(role: StaffRole, action: StaffAction): boolean {
  return ROLE_ACTIONS[role].includes(action);
}

/**
 * Actions that ask for a fresh passkey tap or authenticator code when the last one is older than
 * STEP_UP_SECONDS: money leaving, a payment judged by a person, a customer's data leaving or going,
 * and who may act at all.
 */
export const STEP_UP_ACTIONS: readonly StaffAction[] = [
  'orders.refund',
  'orders.accept',
  'customers.export',
  'customers.erase',
  'staff.manage',
];
export const STEP_UP_SECONDS = 5 * 60;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
