import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatIndianDateTime, formatIndianDay } from '../../common/site/dates';

describe('shop dates', () => {
  const days = ['2026-01-01', '2026-02-28', '2024-02-29', '2026-10-12', '1999-12-31'];

  it('write a calendar date as Intl does for en-IN, without loading Intl', () => {
    for (const day of days) {
      for (const month of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
        expect(formatCalendarDate(day, month)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
      }
    }
    expect(formatCalendarDate('2026-10-12T23:59:00Z')).toBe('12 Oct 2026');
  });

  it('take the day in India for an instant, across midnight UTC', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (const instant of [
      '2026-10-12T18:29:59Z',
      '2026-10-12T18:30:00Z',
      '2026-12-31T20:00:00Z',
      '2026-03-01T00:00:00Z',
    ]) {
      expect(formatIndianDay(instant)).toBe(intl.format(new Date(instant)));
    }
    expect(formatIndianDay('2026-10-12T18:30:00Z')).toBe('13 October 2026');
  });

  it('return what it cannot read as given', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatIndianDay('')).toBe('');
  });

  it('write an order time in India whatever the browser zone: one zone (IST) for every date shown', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatIndianDateTime('2026-10-12T20:00:00.000Z')).toBe('13 Oct 2026, 1:30 am IST');
    expect(formatIndianDateTime('2026-10-12T06:35:00.000Z')).toBe('12 Oct 2026, 12:05 pm IST');
    expect(formatIndianDateTime('2026-10-12T18:30:00.000Z')).toBe('13 Oct 2026, 12:00 am IST');
    expect(formatIndianDay('2026-10-12T20:00:00.000Z', 'short')).toBe('13 Oct 2026');
    expect(formatIndianDateTime('not a date')).toBe('not a date');
  });
});
