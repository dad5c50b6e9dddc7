// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { HELP } from '../../server/operators/run';
import { buildTestShop, type TestShop } from '../api/helper';
import { BrowserClient } from '../api/browser-client';
import { runShopCommand } from '../api/shop-helpers';

let shop: TestShop;
let dir: string;
let ip = 0;
const post = (url: string, body: unknown) => new BrowserClient(shop.baseUrl, `192.0.2.${++ip}`).post(url, body);

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-cli-engagement-'));
});
afterAll(async () => {
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

const shopCli = (...argv: string[]) => runShopCommand(shop, argv);

describe('messages', () => {
  let escapeId: number;

  beforeAll(async () => {
    const contact = (name: string, message: string) => ({
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
      mobile: '9876543210',
      address: '',
      message,
    });
    expect((await post('/api/contact/', contact('Kavya Raman', 'Is the soap safe for babies?'))).status).toBe(201);
    // An escape sequence that would clear the operator's screen and print in red. The API refuses
    // control characters now; a message stored before that rule (or by other means) must still be safe.
    const escaped = 'Hello\u001b[2J\u001b[31m there\nSecond line';
    expect((await post('/api/contact/', contact('Arun Das', escaped))).status).toBe(400);
    const [row] = await queryRows<{ id: number }>(
      shop.database.db,
      sql`INSERT INTO contact_messages (name, email, mobile, message, notified_at)
          VALUES ('Arun Das', 'arun@example.in', '9876543210', ${escaped}, now()) RETURNING id`,
    );
    escapeId = row!.id;
    // The shop's notice goes out after the answer.
    for (let i = 0; i < 100; i++) {
      const [r] = await queryRows<{ pending: number }>(
        shop.database.db,
        sql`SELECT count(*)::int AS pending FROM contact_messages WHERE notified_at IS NULL`,
      );
      if (r!.pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('lists messages newest first, with whether the shop was e-mailed, control characters made harmless', async () => {
    const listed = await shopCli('messages', 'list');
    expect(listed.code, listed.err).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toMatch(/^\s*#\s+Received \(IST\)\s+Name\s+Email\s+Mobile\s+E-mailed\s+Message$/);
    expect(listed.out.indexOf('Arun Das')).toBeLessThan(listed.out.indexOf('Kavya Raman'));
    expect(listed.out).toContain('kavya@example.in');
    expect(listed.out).toMatch(/Kavya Raman.*9876543210\s+yes/);
    expect(listed.out).not.toContain('\u001b');
    expect(listed.out).toContain('2 messages.');
  });

  it('shows one message in full, keeping its line breaks', async () => {
    const shown = await shopCli('messages', 'show', String(escapeId));
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toContain('From:    Arun Das <arun@example.in>');
    expect(shown.out).toContain('Mobile:  +91 9876543210');
    expect(shown.out).toContain('Address: (not given)');
    expect(shown.out).toMatch(/E-mailed to the shop at \d{4}-\d\d-\d\d \d\d:\d\d IST/);
    expect(shown.out).toContain('Hello\ufffd[2J\ufffd[31m there\nSecond line');
    expect(shown.out).not.toContain('\u001b');
  });

  it('filters by day and refuses bad arguments', async () => {
    expect((await shopCli('messages', 'list', '--since', '2999-01-01')).out).toBe('No contact messages.');
    expect((await shopCli('messages', 'list', '--since', '2020-01-01', '--limit', '1')).out).toContain(
      '1 message (newest 1; --limit N for more).',
    );
    for (const argv of [
      ['messages', 'list', '--since', 'yesterday'],
      ['messages', 'list', '--limit', '0'],
      ['messages', 'list', '--status', 'new'],
      ['messages', 'show'],
      ['messages', 'show', 'abc'],
    ]) {
      const refused = await shopCli(...argv);
      expect(refused.code, argv.join(' ')).toBe(1);
      expect(refused.err).toBeTruthy();
    }
    const unknown = await shopCli('messages', 'show', '999999');
    expect(unknown).toMatchObject({ code: 1, err: 'No contact message #999999.' });
  });
});

describe('subscribers', () => {
  beforeAll(async () => {
    for (const email of ['Nila@Example.in', 'nila@example.in', '=HYPERLINK("x")@example.in', 'ravi@example.in'])
      expect((await post('/api/Subscribe/', { email })).status).toBe(200);
  });

  it('lists each address once with the time and IP of consent', async () => {
    const listed = await shopCli('subscribers', 'list');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(/^Email\s+Consented \(IST\)\s+From IP$/m);
    expect(listed.out).toMatch(/^nila@example\.in\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+192\.0\.2\.\d+$/m);
    expect(listed.out).toContain('3 subscribers.');
  });

  it('exports CSV whose cells a spreadsheet never runs as formulas, and JSON', async () => {
    const csvFile = path.join(dir, 'subscribers.csv');
    const csv = await shopCli('subscribers', 'export', '--file', csvFile);
    expect(csv.code, csv.err).toBe(0);
    expect(csv.out).toBe(`Exported 3 subscribers to ${csvFile}.`);
    const lines = readFileSync(csvFile, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('email,consented_at,consent_ip');
    expect(lines[1]).toMatch(/^nila@example\.in,\d{4}-\d\d-\d\dT[\d:.]+Z,192\.0\.2\.\d+$/);
    expect(lines[2]).toMatch(/^"'=hyperlink\(""x""\)@example\.in",/);

    const jsonFile = path.join(dir, 'subscribers.json');
    expect((await shopCli('subscribers', 'export', '--file', jsonFile)).code).toBe(0);
    const json = JSON.parse(readFileSync(jsonFile, 'utf8')) as { email: string }[];
    expect(json.map((s) => s.email)).toEqual(['nila@example.in', '=hyperlink("x")@example.in', 'ravi@example.in']);
    expect((await shopCli('subscribers', 'export', '--file', jsonFile, '--format', 'xml')).code).toBe(1);
  });

  it('removes an address whatever its case, and says so when it is not subscribed', async () => {
    const removed = await shopCli('subscribers', 'remove', 'RAVI@example.in');
    expect(removed).toMatchObject({
      code: 0,
      out: 'Removed ravi@example.in from the newsletter, with its consent record.',
    });
    expect(await shopCli('subscribers', 'remove', 'ravi@example.in')).toMatchObject({
      code: 1,
      err: 'ravi@example.in is not subscribed.',
    });
    expect((await shopCli('subscribers', 'list')).out).toContain('2 subscribers.');
  });
});

it('lists the commands in help', () => {
  for (const command of [
    'messages list',
    'messages show ID',
    'subscribers list',
    'subscribers export',
    'subscribers remove EMAIL',
  ])
    expect(HELP).toContain(command);
});
