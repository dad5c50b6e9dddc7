// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { lockDataDir } from '../../server/db/lock';
import { runCommand } from '../../server/operators/run';
import type { InvoiceData } from '../../server/invoices/service';
import { buildTestShop, type TestShop } from '../api/helper';
import { makeProduct, newClient, type TestProduct, runShopCommand } from '../api/shop-helpers';
import { placeAndPay } from '../api/order-tracking-helpers';

let shop: TestShop;
let dressing: TestProduct;
let soap: TestProduct;
let dir: string;

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-cli-'));
  dressing = await makeProduct(shop, { price: '349.00', stock: 100 });
  soap = await makeProduct(shop, { price: '199.00', stock: 100 });
  await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3005', gst_rate = 5 WHERE id = ${dressing.id}`);
  await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3401', gst_rate = 18 WHERE id = ${soap.id}`);
});
afterAll(async () => {
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

const shopCli = (...argv: string[]) => runShopCommand(shop, argv);

const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('catalogue import', () => {
  it('rejects a CSV with one bad row whole and names its line', async () => {
    const exported = path.join(dir, 'products.csv');
    const done = await shopCli('catalogue', 'export', 'products', '--format', 'csv', '--file', exported);
    expect(done.code, done.err).toBe(0);
    const [header, ...rows] = readFileSync(exported, 'utf8').trimEnd().split('\n');
    const columns = header!.split(',');
    expect(columns).toContain('hsn_code');
    // Our own rows (no line breaks inside fields) edited: the first renamed, a new one added, one bad price.
    const price = columns.indexOf('price');
    const name = columns.indexOf('name');
    const slug = columns.indexOf('slug');
    const id = columns.indexOf('id');
    const ours = rows.filter((r) => r.includes('test-product-'));
    expect(ours.length).toBeGreaterThanOrEqual(2);
    const cells = (r: string) => r.split(',');
    const renamed = cells(ours[0]!);
    renamed[name] = 'Renamed dressing';
    const added = cells(ours[1]!);
    added[id] = '';
    added[slug] = 'cli-new-product';
    added[name] = 'New from the CLI';
    const bad = cells(ours[1]!);
    bad[price] = 'abc';
    const text = [header, renamed.join(','), added.join(','), bad.join(',')].join('\n') + '\n';
    const refused = await shopCli(
      'catalogue',
      'import',
      'products',
      '--format',
      'csv',
      '--file',
      file('bad.csv', text),
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Nothing was imported/);
    expect(refused.err).toMatch(/bad\.csv line 4 \(slug test-product-[^)]+\): price must be an amount/);
    expect(refused.err.split('\n')).toHaveLength(2); // one problem, one line
    const after = await queryRows<{ name: string }>(
      shop.database.db,
      sql`SELECT name FROM products WHERE slug IN (${renamed[slug]}, 'cli-new-product')`,
    );
    expect(after.map((r) => r.name)).not.toContain('Renamed dressing');
    expect(after).toHaveLength(1);

    // The same file without the bad row goes in whole.
    const good = [header, renamed.join(','), added.join(',')].join('\n') + '\n';
    const ok = await shopCli('catalogue', 'import', 'products', '--format', 'csv', '--file', file('good.csv', good));
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toMatch(/Imported 2 products .*: 1 added, 1 updated/);
  });

  it('counts lines in CSV as an editor does: quoted line breaks, blank lines, CRLF and a BOM', async () => {
    const csv = [
      '\ufeffid,name,slug,description,image,position',
      ',Gauze,cli-gauze,"Two lines,\r\nwith ""quotes""",/i.png,1',
      '',
      ',Tape,Cli Tape,"one",/i.png,2',
      ',Lint,cli-lint,"a\r\n\r\nlong one",/i.png,x',
      ',Pads,cli-pads,"p",/i.png',
      '',
    ].join('\r\n');
    const refused = await shopCli('catalogue', 'import', 'categories', '--file', file('lines.csv', csv));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('lines.csv line 9: 5 fields, but the header has 6.');
    const rows = csv.replace(',Pads,cli-pads,"p",/i.png', ',Pads,cli-pads,"p",/i.png,3');
    const bad = await shopCli('catalogue', 'import', 'categories', '--file', file('lines.csv', rows));
    expect(bad.err.split('\n').slice(1)).toEqual([
      expect.stringMatching(
        /lines\.csv line 5: slug must be lower-case letters, digits and single hyphens \(got "Cli Tape"\)\.$/,
      ),
      expect.stringMatching(
        /lines\.csv line 6 \(slug cli-lint\): position must be a whole number of 0 or more \(got "x"\)\.$/,
      ),
    ]);
    const open = await shopCli(
      'catalogue',
      'import',
      'categories',
      '--file',
      file('open.csv', 'id,name,slug,image\n,A,a,/i.png\n\n,"B\nb,/i.png\n'),
    );
    expect(open.err).toMatch(/^line 4: a quoted field is not closed\.$/m);
    const good = rows.replace('Cli Tape', 'cli-tape').replace(',x\r\n', ',4\r\n');
    const ok = await shopCli('catalogue', 'import', 'categories', '--file', file('lines.csv', good));
    expect(ok.code, ok.err).toBe(0);
    const [gauze] = await queryRows<{ description: string }>(
      shop.database.db,
      sql`SELECT description FROM categories WHERE slug = 'cli-gauze'`,
    );
    expect(gauze!.description).toBe('Two lines,\r\nwith "quotes"');
  });

  it('names the line of a bad JSON record and of a row the database refuses', async () => {
    const json = `[
  { "code": "CLIONE", "actual_price": "100.00", "discount_type": "price", "discount_price": "10.00" },
  {
    "code": "CLITWO",
    "actual_price": "100.00",
    "discount_type": "percentage"
  }
]`;
    const refused = await shopCli('catalogue', 'import', 'coupons', '--file', file('coupons.json', json));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/coupons\.json line 3 \(code CLITWO\): a percentage coupon needs discount_percentage/);
    const none = await queryRows(shop.database.db, sql`SELECT 1 FROM coupons WHERE code = 'CLIONE'`);
    expect(none).toHaveLength(0);

    const missing = `[{ "category": "no-such-category", "name": "X", "slug": "cli-orphan", "description": "d", "price": "10.00",
      "dispatch_time": "2 days", "hsn_code": "3304", "gst_rate": 18 }]`;
    const orphan = await shopCli('catalogue', 'import', 'products', '--file', file('orphan.json', missing));
    expect(orphan.code).toBe(1);
    expect(orphan.err).toMatch(/orphan\.json line 1 \(slug cli-orphan\): category no-such-category does not exist/);
  });

  it('sets stock and adds and disables coupons', async () => {
    const stock = await shopCli('stock', 'set', String(soap.id), '42');
    expect(stock.code, stock.err).toBe(0);
    expect(stock.out).toMatch(/stock 100 → 42/);
    expect((await shopCli('stock', 'set', String(soap.id), '-1')).code).toBe(1);
    const added = await shopCli('coupons', 'add', 'CLI50', '--type', 'price', '--value', '50', '--min', '500');
    expect(added.code, added.err).toBe(0);
    expect(JSON.stringify((await shop.get('/api/coupen/')).body)).toContain('CLI50');
    expect((await shopCli('coupons', 'disable', 'CLI50')).out).toMatch(/disabled/);
    expect(JSON.stringify((await shop.get('/api/coupen/')).body)).not.toContain('CLI50');
    expect((await shopCli('coupons', 'add', 'CLI50', '--type', 'price', '--value', '50')).err).toMatch(/exists/);
  });
});

describe('stock low', () => {
  it('lists products at or under their own low-stock level, lowest first, or under --below N', async () => {
    const low = await makeProduct(shop, { stock: 2 });
    const lower = await makeProduct(shop, { stock: 0 });
    const plenty = await makeProduct(shop, { stock: 9 });
    const soon = await makeProduct(shop, { stock: 0, comingSoon: true });
    const rows = (out: string) =>
      out
        .split('\n')
        .slice(2)
        .map((l) => Number(l.trim().split(/\s+/)[0]))
        .filter(Number.isInteger);
    const byDefault = await shopCli('stock', 'low');
    expect(byDefault.code, byDefault.err).toBe(0);
    expect(byDefault.out.split('\n')[0]).toMatch(/^\s*ID\s+Product\s+On hand\s+Low at\s+Note$/);
    const listed = rows(byDefault.out);
    expect(listed).toContain(low.id);
    expect(listed).toContain(lower.id);
    expect(listed).not.toContain(plenty.id); // 9 is above the default level of 5
    expect(listed).not.toContain(soon.id); // not on sale yet
    expect(listed.indexOf(lower.id)).toBeLessThan(listed.indexOf(low.id));
    expect(byDefault.out).toMatch(new RegExp(`^\\s*${lower.id}\\s.*\\s0\\s+5\\s+out of stock$`, 'm'));
    expect(byDefault.out).toMatch(/products? at or under their low-stock level/);

    const below = await shopCli('stock', 'low', '--below', '10');
    expect(rows(below.out)).toContain(plenty.id);
    expect(below.out).toMatch(/under 10;/);
    // Columns are two or more spaces apart: ID, Product, On hand, Low at, Note.
    const stocks = below.out
      .split('\n')
      .slice(2)
      .map((l) => l.trim().split(/\s{2,}/))
      .filter((cells) => cells.length >= 4 && /^\d+$/.test(cells[0]!))
      .map((cells) => Number(cells[2]));
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(Math.max(...stocks)).toBeLessThan(10);

    for (const bad of ['0', 'x', '-1', '1.5']) {
      const refused = await shopCli('stock', 'low', '--below', bad);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/--below must be a whole number of 1 or more/);
    }
    expect((await shopCli('stock', 'low', '--under', '3')).err).toMatch(/Unknown option --under/);
  });
});

describe('options', () => {
  it('are refused when unknown, without their value or with one they do not take; -1 stays a word', async () => {
    const told = async (...argv: string[]) => {
      const run = await shopCli(...argv);
      expect(run.code).toBe(1);
      return run.err.trim();
    };
    expect(await told('coupons', 'disable', 'NOPE', '--force')).toBe('Unknown option --force.');
    expect(await told('orders', 'list', '--status')).toBe('--status needs a value.');
    expect(await told('orders', 'list', '--status', '--flagged')).toBe('--status needs a value.');
    expect(await told('catalogue', 'export', 'coupons', '--format', 'csv')).toBe('--file is required.');
    expect(await told('customers', 'erase', 'nobody@example.com', '--dry-run=no')).toBe('--dry-run takes no value.');
    expect(await told('stock', 'set', String(soap.id), '-1')).toBe(
      'The stock must be a whole number of 0 or more (got -1).',
    );
    expect(await told('stock', 'set', String(soap.id), '--', '-12')).toBe(
      'The stock must be a whole number of 0 or more (got -12).',
    );
  });
});

describe('file names', () => {
  it('are taken from the operator’s directory (cwd), not the process’s', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCommand(['catalogue', 'export', 'coupons', '--file', 'relative-coupons.json'], {
      database: shop.database,
      config: shop.app.config,
      io: { out: (l) => out.push(l), err: (l) => err.push(l) },
      cwd: dir,
    });
    expect(code, err.join('\n')).toBe(0);
    expect(out.join('\n')).toContain(path.join(dir, 'relative-coupons.json'));
    expect(JSON.parse(readFileSync(path.join(dir, 'relative-coupons.json'), 'utf8'))).toBeInstanceOf(Array);
  });
});

describe('orders and invoices', () => {
  let tn: { orderNo: string; orderId: number; total: string };
  let ka: { orderNo: string; orderId: number; total: string };
  let buyer: ReturnType<typeof newClient>;

  beforeAll(async () => {
    buyer = newClient(shop);
    tn = await placeAndPay(shop, buyer, dressing.id, 3, { state: 'Tamil Nadu' });
    ka = await placeAndPay(shop, newClient(shop), soap.id, 2, { state: 'Karnataka' });
  });

  it('lists orders in a table and shows one', async () => {
    const list = await shopCli('orders', 'list', '--status', 'paid');
    expect(list.code, list.err).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(
      /^Order\s+Placed \(IST\)\s+Customer\s+City, state\s+Items\s+Total\s+Status$/,
    );
    expect(list.out).toMatch(
      new RegExp(`${tn.orderNo} .*Meena Raman.*Coimbatore, Tamil Nadu.*3 \\(1 line\\).*₹.*paid`),
    );
    const show = await shopCli('orders', 'show', tn.orderNo);
    expect(show.out).toMatch(/Ship to: +Meena Raman, 12 Temple Street/);
    expect((await shopCli('orders', 'list', '--status', 'lost')).err).toMatch(/--status must be one of/);
  });

  it('ships an order: the tracking shows Shipped with the number, the customer gets the invoice', async () => {
    const shipped = await shopCli(
      'orders',
      'ship',
      tn.orderNo,
      '--tracking-number',
      'EK123456789IN',
      '--tracking-url',
      'https://www.indiapost.gov.in/track?id=EK123456789IN',
    );
    expect(shipped.code, shipped.err).toBe(0);
    expect(shipped.out).toMatch(/Invoice CC\/\d{4}-\d{2}\/\d{5} issued/);
    const tracked = await buyer.get(`/api/order_track/${tn.orderId}/`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ is_shipped: true, is_delivered: false, tracking_number: 'EK123456789IN' });
    const lookup = await shop.get(`/api/orders/${tn.orderNo}/`);
    expect(JSON.stringify(lookup.body)).toMatch(/shipped/i);
    const outbox = path.join(shop.app.config.dataDir, 'mail');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .find((m) => m.includes(`Order ${tn.orderNo} has shipped`));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/Content-Type: application\/pdf; name=invoice-CC-\d{4}-\d{2}-\d{5}\.pdf/);

    expect((await shopCli('orders', 'deliver', ka.orderNo)).err).toMatch(/only a shipped order can be delivered/);
    const delivered = await shopCli('orders', 'deliver', tn.orderNo);
    expect(delivered.code, delivered.err).toBe(0);
    expect((await buyer.get(`/api/order_track/${tn.orderId}/`)).body.is_delivered).toBe(true);
  });

  it('splits the tax CGST + SGST in Tamil Nadu and IGST elsewhere; totals match the order to the paisa', async () => {
    const out = path.join(dir, 'ka.pdf');
    const made = await shopCli('invoice', ka.orderNo, '--out', out);
    expect(made.code, made.err).toBe(0);
    const pdf = readFileSync(out);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await queryRows<{
      order_no: string;
      invoice_no: string;
      seq: number;
      data: InvoiceData;
      total: string;
    }>(
      shop.database.db,
      sql`SELECT o.order_no, i.invoice_no, i.seq, i.data, o.total_paise AS total FROM invoices i JOIN orders o ON o.id = i.order_id
          WHERE o.id IN (${tn.orderId}, ${ka.orderId}) ORDER BY i.seq`,
    );
    expect(rows.map((r) => r.order_no)).toEqual([tn.orderNo, ka.orderNo]);
    expect(rows[1]!.seq).toBe(rows[0]!.seq + 1); // gap-free
    expect(pdf.toString('latin1')).toContain(rows[1]!.invoice_no);
    const [tnInv, kaInv] = rows.map((r) => r.data.invoice);
    expect(tnInv!.intraState).toBe(true);
    expect(tnInv!.totals.igstPaise).toBe(0);
    expect(tnInv!.totals.cgstPaise).toBeGreaterThan(0);
    expect(tnInv!.lines[0]).toMatchObject({ hsn: '3005', rate: 5, quantity: 3 });
    expect(kaInv!.intraState).toBe(false);
    expect(kaInv!.totals.cgstPaise + kaInv!.totals.sgstPaise).toBe(0);
    expect(kaInv!.lines[0]).toMatchObject({ hsn: '3401', rate: 18, quantity: 2 });
    for (const r of rows) {
      const t = r.data.invoice.totals;
      expect(t.totalPaise).toBe(Number(r.total));
      expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(Number(r.total));
    }
    // Asked again, the same invoice.
    expect((await shopCli('invoice', ka.orderNo, '--out', out)).out).toContain(rows[1]!.invoice_no);
    expect((await shopCli('invoice', 'ZZZZZZZZ')).err).toMatch(/No order ZZZZZZZZ/);
  });

  it('serves the invoice PDF to the order’s owner only, and only once paid', async () => {
    const mine = await fetch(`${shop.baseUrl}/api/orders/${tn.orderNo}/invoice/`, {
      headers: { cookie: [...buyer.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': '198.51.100.77' },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stranger = await newClient(shop).get(`/api/orders/${tn.orderNo}/invoice/`);
    expect(stranger.status).toBe(404);
    const unpaidBuyer = newClient(shop);
    const unpaid = await placeAndPay(shop, unpaidBuyer, dressing.id, 1, { pay: false });
    expect((await unpaidBuyer.get(`/api/orders/${unpaid.orderNo}/invoice/`)).status).toBe(404);
    expect((await shopCli('invoice', unpaid.orderNo)).err).toMatch(/only paid orders have an invoice/);
  });
});

describe('the process', () => {
  it('says clearly that a running shop holds the PGlite database', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cli-lock-'));
    return lockDataDir(path.join(dataDir, 'pgdata')).then((lock) => {
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/operators/shop.ts', 'orders', 'list'], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 30_000,
        });
        // Held, but no channel answers (a shop still starting, or one older than the channel).
        expect(run.status).toBe(2);
        expect(run.stderr).toMatch(
          /in use by process \d+ \(the running shop\), but no shop answered on .*run\/shop\.sock/,
        );
        expect(run.stderr).toMatch(/still starting, run the command again in a moment/);
      } finally {
        lock.release();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
