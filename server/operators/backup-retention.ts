/**
 * Which backups in the bucket to keep (docs/deploy.md, "Backups"): the newest of each of the last 30
 * days, and the first of each month for six years (72 months, this one included). The newest backup
 * is always kept, however old, so a shop whose backups stopped still has its last one. Days and months
 * are India's (the shop's), so a backup taken at 02:30 belongs to that night's date, not UTC's.
 *
 * The first of a month is kept from the night it is made until it falls out of the six years: a
 * monthly backup is never one that was about to be deleted as a daily one.
 */
export const DAILY_BACKUPS = 30;
export const MONTHLY_BACKUPS = 72;

export interface StoredBackup {
  key: string;
  made: Date;
}

const IST_MS = 330 * 60_000;
/** India's date, as days since 1970-01-01. */
const dayNumber = (at: Date) => Math.floor((at.getTime() + IST_MS) / 86_400_000);
/** India's month, as months since 1970-01. */
function monthNumber(at: Date): number {
  const d = new Date(at.getTime() + IST_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** The backups to keep and the ones to delete, given every backup there is and the time now. */
export function retention(backups: StoredBackup[], now: Date): { keep: StoredBackup[]; drop: StoredBackup[] } {
  const sorted = [...backups].sort((a, b) => a.made.getTime() - b.made.getTime());
  const today = dayNumber(now);
  const thisMonth = monthNumber(now);
  const newestOfDay = new Map<number, StoredBackup>();
  const firstOfMonth = new Map<number, StoredBackup>();
  for (const b of sorted) {
    const day = dayNumber(b.made);
    if (today - day < DAILY_BACKUPS) newestOfDay.set(day, b);
    const month = monthNumber(b.made);
    if (thisMonth - month < MONTHLY_BACKUPS && !firstOfMonth.has(month)) firstOfMonth.set(month, b);
  }
  const kept = new Set<StoredBackup>([...newestOfDay.values(), ...firstOfMonth.values()]);
  if (sorted.length) kept.add(sorted.at(-1)!);
  return { keep: sorted.filter((b) => kept.has(b)), drop: sorted.filter((b) => !kept.has(b)) };
}
