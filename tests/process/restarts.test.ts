// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunning, ready, scratch } from './shop-process';
import { adminUrl, postgresAnswers } from './pg';

const box = scratch();
afterAll(() => box.cleanup());

/** Requests that each make the server work: pages with their embedded data, searches, product reads. */
function inFlightUrls(count: number) {
  return Array.from({ length: count }, (_, i) =>
    i % 3 === 0 ? `/Productdetail/${i + 1}` : i % 3 === 1 ? `/api/search/?q=coconut${i}` : `/product/${(i % 9) + 1}`,
  );
}

function inFlight(port: number, count: number) {
  return inFlightUrls(count).map((url) =>
    fetch(`http://127.0.0.1:${port}${url}`).then(
      async (response) => ({ url, status: response.status, body: await response.text() }),
      (error: Error) => ({ url, status: 0, body: error.message }),
    ),
  );
}

describe('restarts', () => {
  it('a SIGTERM to the whole process group (systemd, Ctrl-C) drains like one: 20 requests in flight all answered', async () => {
    // At debug the server logs each request as it takes it: the test signals once all 20 are in.
    const shop = await box.start({ npm: true, detached: true, env: { LOG_LEVEL: 'debug' } });
    expect(await ready(shop)).toBe('ready');
    const lock = path.join(box.dataDir, 'pgdata.lock');
    const before = shop.stdout().length;
    const urls = new Set(inFlightUrls(20));
    // Only this test's own requests count: a page asks the API for its embedded data in-process
    // (server/pages/page-data.ts), and each of those asks is logged as an incoming request too.
    // Counting them once signalled with the last 6 of 20 still unsent, refused at the closed port.
    const taken = () =>
      shop
        .stdout()
        .slice(before)
        .split('\n')
        .filter((line) => line.includes('"msg":"incoming request"'))
        .filter((line) => urls.has(/"url":"([^"]*)"/.exec(line)?.[1] ?? '')).length;
    const answers = inFlight(shop.port, 20);
    await expect.poll(taken, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(20);
    // Stop the whole group, as systemd and Ctrl-C do.
    process.kill(-shop.child.pid!, 'SIGTERM');
    const results = await Promise.all(answers);
    const bad = results.filter((r) => r.status === 0 || r.status >= 500);
    // What the shop logged about stopping says why, if a request went unanswered.
    const stopping = shop
      .stdout()
      .split('\n')
      .filter((line) => /shutting down|same stop signal|exiting|still running|shutdown failed/.test(line));
    expect(
      bad.map((r) => `${r.url} ${r.status} ${r.body.slice(0, 120)}`),
      stopping.join('\n'),
    ).toEqual([]);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    await shop.exited;
    await expect.poll(() => existsSync(lock), { timeout: 15_000 }).toBe(false);
    // One drain, logged once; never the second-signal exit.
    expect(shop.stdout()).not.toMatch(/exiting without waiting/);
    expect(shop.stdout().match(/shutting down: finishing requests in flight/g)).toHaveLength(1);
  });
});

describe.runIf(await postgresAnswers())('two processes started together on an empty PostgreSQL database', () => {
  it('both come up: the migrations run under a lock', async () => {
    const name = `shop_race_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const env = { DATABASE_URL: url.toString(), JWT_SECRET: 'x'.repeat(40) };
      const [a, b] = [
        await box.start({ env }),
        await box.start({ env: { ...env, DATA_DIR: path.join(box.dir, 'data-second') } }),
      ];
      const results = await Promise.all([ready(a), ready(b)]);
      expect(results, `${a.stderr()}\n${b.stderr()}`).toEqual(['ready', 'ready']);
      expect(a.stderr() + b.stderr()).not.toMatch(/\n\s+at /);
      // The demo was seeded once, not twice.
      const shopDb = new pg.Client({ connectionString: url.toString() });
      await shopDb.connect();
      const counted = await shopDb.query('SELECT (SELECT count(*) FROM categories)::int AS categories');
      await shopDb.end();
      expect(counted.rows[0].categories).toBe(9);
      for (const shop of [a, b]) {
        shop.child.kill('SIGTERM');
        expect(await shop.exited).toBe(0);
        expect(isRunning(shop.child.pid!)).toBe(false);
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
