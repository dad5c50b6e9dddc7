/**
 * Dates as the shop writes them: '12 Oct 2026' and '12 October 2026', the day first as in India.
 * Written out rather than with Intl.DateTimeFormat: a page's first Intl formatter loads the browser's
 * locale data, which took 65 ms on a desktop (about 260 ms on a mid-range phone) on the blog page's
 * first render, for two fixed English formats.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

type MonthStyle = 'short' | 'long';

/** The calendar date of `date` (UTC fields) as '12 Oct 2026' or '12 October 2026'. */
function formatUtcDay(date: Date, month: MonthStyle): string {
  const name = MONTHS[date.getUTCMonth()]!;
  return `${date.getUTCDate()} ${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCFullYear()}`;
}

/** A calendar date ('2026-10-12', or a timestamp whose first ten characters are one); unparsable input is returned as given. */
export function formatCalendarDate(value: string, month: MonthStyle = 'short'): string {
  const parsed = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? value : formatUtcDay(parsed, month);
}

/** The day in India of an instant (ISO timestamp); unparsable input is returned as given. */
export function formatIndianDay(value: string, month: MonthStyle = 'long'): string {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : formatUtcDay(new Date(parsed.getTime() + IST_OFFSET_MS), month);
}

/** An instant as the time in India, '12 Oct 2026, 3:05 pm IST', whatever the browser's own zone. */
export function formatIndianDateTime(value: string): string {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  const ist = new Date(parsed.getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${formatUtcDay(ist, 'short')}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}
