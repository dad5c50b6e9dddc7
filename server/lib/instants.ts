/**
 * PostgreSQL's text of a timestamptz ('2026-11-28 06:05:00.1+00', what the fulfilment service reads
 * with ::text) as ISO 8601 in UTC ('2026-11-28T06:05:00.100Z'), which every browser parses: V8 reads
 * neither the space nor an offset without minutes. A Date (a driver that parses timestamps) is taken as is.
 */
export function isoInstant(value: string | Date): string;
export function isoInstant(value: string | Date | null): string | null;
export function isoInstant(value: string | Date | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  const text = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new Error(`not a timestamp: ${value}`);
  return at.toISOString();
}

/** Midnight IST at the start of an Indian calendar day given as YYYY-MM-DD; null for one that does not exist (2026-02-30). */
export function indianDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime()) || new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10) !== day)
    return null;
  return at;
}
