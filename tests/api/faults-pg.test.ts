// @vitest-environment node
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { runFaultBench } from '../../bench/faults-run';
import { expectTargets } from '../process/fault-targets';

/**
 * The fault bench's short version on PostgreSQL: the database refused and held silent
 * behind a TCP proxy, and Redis and the payment provider hanging, under a small mixed load against a
 * shop process on a copy of the suite's template.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('dependencies failing under load (PostgreSQL)', () => {
  it('answers at once, serves cached reads, refuses checkout cleanly and heals', { timeout: 180_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `shop_faults_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      const run = await runFaultBench({
        databaseUrl: databaseUrl.toString(),
        faults: ['redis-silent', 'db-down', 'db-silent', 'provider-hang'],
        seconds: 2,
        clients: 4,
        settleSeconds: 1,
      });
      expectTargets(run);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
