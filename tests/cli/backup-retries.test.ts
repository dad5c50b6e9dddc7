// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/fault-tools';
import { loadConfig } from '../../server/config/env';
import { buildTestShop, type TestShop } from '../api/helper';
import { runShopCommand } from '../api/shop-helpers';

/**
 * `backup --to store` when the bucket does not answer: each try says why and that nothing was kept,
 * the last exits 2 with "No backup was made"; bad --tries and --wait are refused before anything runs.
 * (A bucket that comes back between tries: tests/process/faults.test.ts.)
 */
let shop: TestShop;

beforeAll(async () => {
  // Nothing listens on this port: the bucket refuses every connection.
  const dead = `http://127.0.0.1:${await freePort()}`;
  const config = loadConfig({
    S3_BUCKET: 'shop-away',
    S3_ENDPOINT: dead,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'KEY',
    S3_SECRET_ACCESS_KEY: 'SECRET',
  });
  shop = await buildTestShop({ objectStore: config.objectStore });
});
afterAll(async () => {
  await shop?.close();
});

const backup = (...argv: string[]) => runShopCommand(shop, ['backup', ...argv]);

describe('backup --to store with the bucket away', () => {
  it('tries again, says why each time, and exits 2 with no backup made', async () => {
    const started = Date.now();
    const run = await backup('--to', 'store', '--tries', '2', '--wait', '0');
    expect(run.code).toBe(2);
    const lines = run.err.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Backup try 1 of 2 failed: the bucket is not answering (ECONNREFUSED); nothing was kept. Trying again in 0 s.',
    );
    expect(lines[1]).toBe(
      'No backup was made: the bucket did not answer in 2 tries (last: ECONNREFUSED); nothing was kept in it, and the shop itself goes on. Run the command again when the bucket answers (/api/health shows photo_store).',
    );
    expect(run.out).toBe('');
    // Each try asks the bucket before copying the database: a refused try costs little.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it.each([
    [['--to', 'store', '--tries', '0'], '--tries must be a whole number from 1 to 10 (got "0").'],
    [['--to', 'store', '--tries', '2.5'], '--tries must be a whole number from 1 to 10 (got "2.5").'],
    [['--to', 'store', '--wait', '-1'], '--wait must be a whole number from 0 to 3600 (got "-1").'],
    [
      ['--file', 'x.tar.gz', '--tries', '2'],
      '--tries and --wait go with --to store (a file is written at once or not at all).',
    ],
  ])('refuses %j', async (argv, message) => {
    const run = await backup(...argv);
    expect(run.code).toBe(1);
    expect(run.err).toBe(message);
  });
});
