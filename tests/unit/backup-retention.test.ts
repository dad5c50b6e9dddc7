import { describe, expect, it } from 'vitest';
import { DAILY_BACKUPS, MONTHLY_BACKUPS, retention, type StoredBackup } from '../../server/operators/backup-retention';

const DAY = 86_400_000;
/** 02:30 in India (21:00 UTC the day before) on the n-th night after 1 Jan 2027. */
const night = (n: number) => new Date(Date.UTC(2026, 11, 31, 21, 0) + n * DAY);
const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Ten years of nightly backups, the retention applied after each one as `backup --to store` does. */
function tenYears(skip: (n: number) => boolean = () => false): {
  kept: StoredBackup[];
  everDropped: Set<string>;
  now: Date;
} {
  let stored: StoredBackup[] = [];
  const everDropped = new Set<string>();
  const nights = 3653;
  for (let n = 0; n < nights; n++) {
    if (skip(n)) continue;
    stored.push({ key: `b-${n}`, made: night(n) });
    const { keep, drop } = retention(stored, night(n));
    for (const d of drop) everDropped.add(d.key);
    stored = keep;
  }
  return { kept: stored, everDropped, now: night(nights - 1) };
}

describe('backup retention: 30 daily, one a month for six years', () => {
  it('after ten years of nightly backups keeps the last 30 nights and the first of each of the last 72 months', () => {
    const { kept, now } = tenYears();
    const days = kept.map((b) => indiaDay(b.made));
    // The last 30 nights, every one.
    for (let i = 0; i < DAILY_BACKUPS; i++) expect(days).toContain(indiaDay(new Date(now.getTime() - i * DAY)));
    // One a month: the first of each of the last 72 months (this one included), nothing older.
    const months = new Set(kept.map((b) => indiaDay(b.made).slice(0, 7)));
    expect(months.size).toBe(MONTHLY_BACKUPS);
    const firsts = kept.filter((b) => indiaDay(b.made).endsWith('-01'));
    expect(firsts).toHaveLength(MONTHLY_BACKUPS);
    const oldest = indiaDay(kept[0]!.made);
    // The last night is 31 Dec 2036: 72 months back is January 2031.
    expect(indiaDay(now)).toBe('2036-12-31');
    expect(oldest).toBe('2031-01-01');
    // 30 nights plus the firsts of the months before them: about a hundred archives, not 3,653.
    expect(kept.length).toBeLessThanOrEqual(DAILY_BACKUPS + MONTHLY_BACKUPS);
    expect(kept.length).toBeGreaterThanOrEqual(DAILY_BACKUPS + MONTHLY_BACKUPS - 2);
  });

  it('never deletes a backup it later needs: a monthly one is kept from the night it is made', () => {
    const { kept, everDropped } = tenYears();
    for (const b of kept) expect(everDropped.has(b.key)).toBe(false);
  });

  it('with nights missed, the month keeps its earliest backup and the daily window only what exists', () => {
    // No backup on the first five nights of any month, and none at all in one whole month.
    const { kept, now } = tenYears((n) => {
      const day = indiaDay(night(n));
      return Number(day.slice(8)) <= 5 || day.startsWith('2034-03');
    });
    const months = kept.map((b) => indiaDay(b.made).slice(0, 7));
    expect(months).not.toContain('2034-03');
    const firstOfMonth = kept.filter((b, i) => i === 0 || months[i] !== months[i - 1]);
    for (const b of firstOfMonth) expect(Number(indiaDay(b.made).slice(8))).toBe(6);
    expect(new Set(months).size).toBe(MONTHLY_BACKUPS - 1);
    expect(kept.at(-1)!.made).toEqual(now);
  });

  it('keeps the newest backup however old it is, and drops nothing of a young shop', () => {
    const old = [{ key: 'last', made: new Date('2020-01-15T21:00:00Z') }];
    expect(retention(old, new Date('2030-01-01T00:00:00Z')).keep).toEqual(old);
    const week = Array.from({ length: 7 }, (_, n) => ({ key: `k${n}`, made: night(n) }));
    expect(retention(week, night(6)).drop).toEqual([]);
    expect(retention([], night(0))).toEqual({ keep: [], drop: [] });
  });

  it('counts days in India: two backups on one Indian night keep only the later one', () => {
    const evening = { key: 'a', made: new Date('2027-03-10T13:00:00Z') }; // 18:30 IST on the 10th
    const late = { key: 'b', made: new Date('2027-03-10T18:00:00Z') }; // 23:30 IST on the 10th
    const after = { key: 'c', made: new Date('2027-03-10T19:00:00Z') }; // 00:30 IST on the 11th
    const { keep } = retention([evening, late, after], new Date('2027-03-20T00:00:00Z'));
    // 'a' stays as March's first; 'b' is the 10th's newest; 'c' the 11th's.
    expect(keep.map((b) => b.key)).toEqual(['a', 'b', 'c']);
    const next = retention([evening, late, after], new Date('2027-05-20T00:00:00Z')).keep.map((b) => b.key);
    expect(next).toEqual(['a', 'c']);
  });
});
