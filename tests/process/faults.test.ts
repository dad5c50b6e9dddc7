// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { faultTable, runFaultBench } from '../../bench/faults-run';
import { expectTargets } from './fault-targets';

/**
 * The fault bench's short version on PGlite: Redis refused and held silent, the PGlite
 * thread stuck past the watchdog's restart, SMTP hanging and the payment provider hanging, each for
 * a couple of seconds under a small mixed load. The PostgreSQL suite runs the database faults
 * (tests/api/faults-pg.test.ts).
 */
describe('dependencies failing under load (PGlite)', () => {
  it('answers at once, keeps selling and heals by itself', { timeout: 180_000 }, async () => {
    const run = await runFaultBench({
      faults: ['redis-down', 'redis-silent', 'db-thread-stall', 'smtp-hang', 'provider-hang'],
      seconds: 2,
      // Past the watchdog's restart (5 s of silence, then a few seconds to open PGlite again).
      // The provider's health flag turns at its first call past the 1.5 s deadline: sample after it.
      faultSeconds: { 'db-thread-stall': 9, 'provider-hang': 4 },
      clients: 4,
      settleSeconds: 1,
      // Where it is, as it goes: a run that outlives the test's timeout says which fault it was in.
      log: (line) => {
        if (!line.includes('{')) console.log(line);
      },
    });
    expectTargets(run);
    const byFault = Object.fromEntries(run.results.map((r) => [r.fault, r]));
    // What /api/health says during each fault.
    expect(byFault['redis-down']!.health).toMatch(/^200 .*"redis":"degraded"/);
    expect(byFault['redis-silent']!.health).toMatch(/^200 .*"redis":"degraded"/);
    expect(byFault['db-thread-stall']!.health).toMatch(/^503 .*"database_status":"degraded"/);
    expect(byFault['provider-hang']!.health).toMatch(/^200 .*"payments":"degraded"/);
    // One error line when Redis goes away and one when it is back.
    expect(byFault['redis-down']!.errorLines).toBe(2);
  });
});

/**
 * The object store refused, cutting its answers, and silent, each for a few seconds under a small
 * load with two products' photos in it (bench/faults-run.ts). The machine may be loaded by other
 * suites: what is checked is what a shopper and the owner see, not the shop's speed, except that a
 * photo never waits past the store's deadline.
 */
describe('the object store failing under load (PGlite)', () => {
  it(
    'pages, photos it holds and checkout go on; an upload is refused whole; a backup says why, tries again and is kept once the store is back',
    { timeout: 420_000 },
    async () => {
      const run = await runFaultBench({
        faults: ['store-down', 'store-drop', 'store-silent'],
        seconds: 5,
        clients: 4,
        settleSeconds: 1,
      });
      console.log(
        `${faultTable(run)}\n${run.results.map((r) => `${r.fault}: ${JSON.stringify(r.worstByKind)}`).join('\n')}`,
      );
      expect(run.crashed).toBeNull();
      expect(run.ordersLost).toBe(0);
      expect(run.ledgerMismatches).toBe(0);
      for (const r of run.results) {
        const s = r.store!;
        // No 5xx at all (the store is not needed for a page, a cached read or a checkout), nothing unanswered.
        expect(
          Object.keys(r.statuses).filter((k) => /^5|timeout|error/.test(k)),
          r.fault,
        ).toEqual([]);
        expect(r.statuses['201'] ?? 0, `${r.fault}: orders and sign-ups still go through`).toBeGreaterThan(0);
        if (r.cachedOkPct !== null) expect(r.cachedOkPct, r.fault).toBe(100);
        expect(r.health, r.fault).toMatch(/^200 .*"photo_store":"degraded"/);
        // Photos the shop served before come from its memory; one it never served answers 404 (the
        // page keeps its drawn picture) within the store's 1.5 s deadline and the 2 s budget.
        expect(
          Object.keys(s.warmPhotos).filter((k) => k !== '200'),
          r.fault,
        ).toEqual([]);
        expect(r.worstByKind.photo ?? 0, r.fault).toBeLessThanOrEqual(2500);
        const cold = /^(\d+) in (\d+) ms$/.exec(s.coldPhoto);
        expect(cold?.[1], `${r.fault}: ${s.coldPhoto}`).toBe('404');
        expect(Number(cold![2]), r.fault).toBeLessThanOrEqual(2500);
        // The upload is refused with the reason, and adds nothing.
        expect(s.upload.exit, `${r.fault}: ${s.upload.message}`).toBe(2);
        expect(s.upload.message, r.fault).toMatch(/^The photo store is not answering \(.+\); nothing was changed\./);
        expect(s.upload.photosAdded, r.fault).toBe(0);
        // The backup fails at first with the bucket's reason, tries again, and is kept with its record.
        expect(s.backup.firstFailure, r.fault).toMatch(
          /^Backup try 1 of 8 failed: the bucket is not answering \(.+\); nothing was kept\. Trying again in \d+ s\.$/,
        );
        expect(s.backup.tries, r.fault).toBeGreaterThanOrEqual(2);
        expect(s.backup.exit, `${r.fault}: ${s.backup.result}`).toBe(0);
        expect(s.backup.result, r.fault).toMatch(/^Backup written to the bucket as backups\/shop-/);
        expect(s.orphanArchives, r.fault).toBe(0);
        // Heals by itself: a photo it had not served comes from the store again.
        expect(r.recoveryMs, r.fault).not.toBeNull();
      }
    },
  );
});
