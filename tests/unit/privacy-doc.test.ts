import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataMapMarkdown, gstRetentionEnds, PERSONAL_DATA } from '../../server/privacy/data-map';

describe('the table of personal data', () => {
  it('docs/privacy.md carries the table in server/privacy/data-map.ts, word for word', () => {
    const doc = readFileSync(new URL('../../docs/privacy.md', import.meta.url), 'utf8');
    const block = /<!-- data-map:start -->\n([\s\S]*?)\n<!-- data-map:end -->/.exec(doc);
    expect(block?.[1]).toBe(dataMapMarkdown());
  });

  it('names the law wherever something is kept for a law', () => {
    for (const entry of PERSONAL_DATA.filter((d) => d.kept.includes('six years')))
      expect(entry.kept, entry.where).toContain('CGST Act 2017, section 36');
  });

  it('keeps GST records six years after the annual return of their financial year is due', () => {
    // FY 2026-27 (April 2026 to March 2027): annual return due 31 Dec 2027, kept to 31 Dec 2033.
    for (const day of ['2026-04-01T00:00:00+05:30', '2026-11-26T12:00:00+05:30', '2027-03-31T23:59:00+05:30'])
      expect(gstRetentionEnds(new Date(day)).toISOString()).toBe('2033-12-31T18:29:59.000Z');
    expect(gstRetentionEnds(new Date('2027-04-01T00:00:00+05:30')).toISOString()).toBe('2034-12-31T18:29:59.000Z');
  });
});
