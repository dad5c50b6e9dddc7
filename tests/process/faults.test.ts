// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runFaultBench } from '../../bench/faults-run';
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
