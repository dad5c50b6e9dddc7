import type { StaffAction } from './staff';

/**
 * Alerts to staff (server/alerts/): what happened, and the action of the role table
 * (./staff.ts) a person needs to get it. Each person picks among the kinds their role allows.
 */
export const ALERT_KINDS = ['order-paid', 'payment-flagged', 'stock-low', 'message-new', 'request-due'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_NEEDS: Record<AlertKind, StaffAction> = {
  'order-paid': 'orders.view',
  'payment-flagged': 'orders.accept',
  'stock-low': 'stock.manage',
  'message-new': 'messages.manage',
  'request-due': 'requests.manage',
};

export const ALERT_WORDS: Record<AlertKind, string> = {
  'order-paid': 'A new paid order',
  'payment-flagged': 'A payment flagged for review',
  'stock-low': 'Stock low or sold out',
  'message-new': 'A new contact message',
  'request-due': 'A customer’s data request near its deadline',
};

export function isAlertKind(value: unknown): value is AlertKind {
  return typeof value === 'string' && (ALERT_KINDS as readonly string[]).includes(value);
}

/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

/** Minutes after midnight in IST at `at`. */
export function istMinutes(at: Date): number {
  return Math.floor((at.getTime() / 60_000 + IST_OFFSET_MINUTES) % DAY_MINUTES);
}

/**
 * Whether `at` falls in quiet hours from `from` to `until` (minutes after midnight IST; `until` not
 * included). A span may wrap past midnight (22:00 to 07:00); equal ends or nulls mean no quiet hours.
 */
export function inQuietHours(at: Date, from: number | null, until: number | null): boolean {
  if (from === null || until === null || from === until) return false;
  const m = istMinutes(at);
  return from < until ? m >= from && m < until : m >= from || m < until;
}

/** The instant quiet hours end (the next `until` in IST after `at`). */
export function quietHoursEnd(at: Date, until: number): Date {
  const wait = (until - istMinutes(at) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const start = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(start + wait * 60_000);
}

/** "22:00" ↔ 1320. */
export const minutesToClock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export function clockToMinutes(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
