import { expect } from 'vitest';
import type { FaultRunResult } from '../../bench/faults-run';

/** The targets (docs/operations.md) for a run of the fault bench (the process suite's and the PostgreSQL suite's). */
export function expectTargets(run: FaultRunResult) {
  expect(run.crashed).toBeNull();
  for (const r of run.results) {
    const statuses = Object.keys(r.statuses);
    // Only 503 among the 5xx, and no request left without an answer.
    expect(
      statuses.filter((s) => /^5/.test(s) && s !== '503'),
      r.fault,
    ).toEqual([]);
    expect((r.statuses.timeout ?? 0) + (r.statuses.error ?? 0), r.fault).toBe(0);
    // The 2 s budget, with room for a CI machine's scheduling; sign-ins and registrations are left
    // out, since their scrypt hash alone takes seconds on a busy machine, fault or not.
    expect(r.worstUnhashedMs, r.fault).toBeLessThanOrEqual(2500);
    expect(r.recoveryMs, r.fault).not.toBeNull();
    // A stuck PGlite thread does not come back by itself: it is restarted, and opening PGlite again
    // takes seconds (3.5 s on an idle machine, up to about 8 s on a loaded one; docs/decisions.md).
    expect(r.recoveryMs!, r.fault).toBeLessThanOrEqual(r.fault === 'db-thread-stall' ? 10_000 : 2000);
    if (r.cachedOkPct !== null) expect(r.cachedOkPct, r.fault).toBeGreaterThanOrEqual(95);
  }
  expect(run.ordersLost).toBe(0);
  expect(run.ledgerMismatches).toBe(0);
}
