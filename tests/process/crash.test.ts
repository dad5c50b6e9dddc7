// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runCrashBench } from '../../bench/crash-run';

// `npm run bench:crash` in small: three kill -9 during a checkout stream, each followed by a restart
// and a reconciler pass, after which nothing is lost (bench/crash-run.ts names the checks).
describe('kill -9 during checkout', () => {
  it('comes back up with the ledger whole, every placed order kept and every provider payment marked paid', async () => {
    const results = await runCrashBench({ rounds: 3, databaseUrl: process.env.TEST_DATABASE_URL });
    expect(results).toHaveLength(3);
    for (const r of results) expect(r.problems, `round ${r.round}`).toEqual([]);
    // The stream was really under way at each kill.
    expect(results.reduce((n, r) => n + r.placed, 0)).toBeGreaterThan(3);
  }, 600_000);
});
