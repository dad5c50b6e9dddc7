/**
 * Customers' data rights on a shop with a year of synthetic activity (issue 29's closing note):
 * prints `privacy report`, runs the retention job and times it, then the transcript of `customers
 * find`, `export`, a dry-run erase and an erase for one customer with everything.
 *
 *   node --import tsx bench/privacy-year.ts
 *
 * An in-memory PGlite, seeded with the demo catalogue; nothing is kept.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runCommand } from '../server/operators/run';
import { loadConfig } from '../server/config/env';
import { migrateDatabase, openDatabase, queryRows } from '../server/db/client';
import { retentionPlan, runRetention } from '../server/privacy/retention';
import { seedDatabase } from '../server/seed/seed';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'privacy-year-'));
const database = await openDatabase({});
await migrateDatabase(database);
await seedDatabase(database.db);
const db = database.db;
const config = { ...loadConfig({}), dataDir };

async function shop(...argv: string[]) {
  console.log(`\n$ npm run shop -- ${argv.join(' ')}`);
  const code = await runCommand(argv, {
    database,
    config,
    io: { out: (l) => console.log(l), err: (l) => console.log(l) },
    cwd: dataDir,
  });
  if (code) console.log(`(exit status ${code})`);
}

// --- a year of activity, spread evenly and deterministically over the last 365 days ---
const ago = (expr: string) => sql.raw(`now() - ((${expr}) * interval '1 day') - ((g % 24) * interval '1 hour')`);
const orderNo = sql.raw(`translate(lpad(to_hex(g), 8, '0'), '0123456789abcdef', '23456789ABCDEFGH')`);
await db.execute(sql`INSERT INTO users (username, email, mobile, password_hash, verified_at, created_at)
  SELECT 'Customer ' || g, 'c' || g || '@example.in', '9' || lpad(g::text, 9, '0'), 'scrypt$synthetic',
    CASE WHEN g % 10 = 0 THEN NULL ELSE ${ago('g * 7 % 365')} END, ${ago('g * 7 % 365')}
  FROM generate_series(1, 2000) g`);
await db.execute(sql`INSERT INTO one_time_codes (user_id, purpose, code_digest, expires_at, created_at)
  SELECT id, 'verify', 'synthetic', created_at + interval '10 minutes', created_at FROM users WHERE verified_at IS NULL`);
await db.execute(sql`INSERT INTO refresh_tokens (user_id, token_digest, expires_at, created_at)
  SELECT id, 'rt' || id, created_at + interval '30 days', created_at FROM users WHERE verified_at IS NOT NULL`);
await db.execute(sql`INSERT INTO sessions (token_digest, public_id, created_at, last_seen_at)
  SELECT 'sd' || g, 'sp' || g, ${ago('g * 37 % 365')}, ${ago('g * 37 % 365')} FROM generate_series(1, 6000) g`);
await db.execute(sql`INSERT INTO cart_items (session_id, product_id, quantity)
  SELECT id, (SELECT min(id) FROM products), 1 FROM sessions WHERE id % 3 = 0`);
await db.execute(sql`INSERT INTO contact_messages (name, email, mobile, message, created_at, notified_at)
  SELECT 'Guest ' || g, 'm' || g || '@example.in', '9876543210', 'A question', ${ago('g * 13 % 400')}, now()
  FROM generate_series(1, 700) g`);
await db.execute(sql`INSERT INTO mail_queue (to_address, label, status, created_at, sent_at)
  SELECT 'c' || (g % 2000 + 1) || '@example.in', 'Order confirmation', 'sent', ${ago('g * 11 % 365')}, ${ago('g * 11 % 365')}
  FROM generate_series(1, 9000) g`);
await db.execute(sql`INSERT INTO orders (order_no, user_id, owner_key, status, subtotal_paise, delivery_paise, total_paise,
    ship_name, ship_street, ship_city, ship_state, ship_country, ship_postal_code, ship_phone, ship_email,
    bill_name, bill_street, bill_city, bill_state, bill_country, bill_postal_code, bill_phone, bill_email,
    provider, request_hash, created_at, updated_at, paid_at)
  SELECT ${orderNo}, CASE WHEN g % 2 = 0 THEN g % 2000 + 1 END, 'u:' || g, CASE WHEN g % 5 = 0 THEN 'expired' ELSE 'delivered' END,
    50000, 6500, 56500, 'Buyer ' || g, '1 Main Road', 'Kochi', 'Kerala', 'India', '682001', '9876543210',
    'b' || g || '@example.in', 'Buyer ' || g, '1 Main Road', 'Kochi', 'Kerala', 'India', '682001', '9876543210',
    'b' || g || '@example.in', 'sandbox', 'synthetic', ${ago('g * 3 % 365')}, ${ago('g * 3 % 365')},
    CASE WHEN g % 5 = 0 THEN NULL ELSE ${ago('g * 3 % 365')} END
  FROM generate_series(1, 3000) g`);
await db.execute(sql`INSERT INTO invoices (order_id, invoice_no, financial_year, seq, issued_at, place_of_supply, data)
  SELECT id, 'SYN-' || id, 'SYN', id, paid_at, 'Kerala', '{}'::jsonb FROM orders WHERE paid_at IS NOT NULL AND request_hash = 'synthetic'`);

const [counts] = await queryRows<Record<string, number>>(
  db,
  sql`SELECT (SELECT count(*)::int FROM users) AS accounts, (SELECT count(*)::int FROM sessions) AS sessions,
        (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM contact_messages) AS messages,
        (SELECT count(*)::int FROM mail_queue) AS mails`,
);
console.log('A year of synthetic activity:', counts);

await shop('privacy', 'report');
let started = performance.now();
const done = await runRetention(db, { now: new Date(), contactDays: config.privacyContactDays });
console.log(`\nRetention run: ${Math.round(performance.now() - started)} ms`);
for (const d of done) console.log(`  ${d.what}: ${d.rows} ${d.action === 'delete' ? 'deleted' : 'anonymised'}`);
started = performance.now();
const later = await retentionPlan(db, { now: new Date(Date.now() + 8 * 365 * 86_400_000), contactDays: 365 });
console.log(
  `\nEight years on, the paid orders' turn: ${later.find((p) => p.action === 'anonymise')!.rows} to anonymise (${Math.round(performance.now() - started)} ms to plan)`,
);

// --- one customer with everything ---
const email = 'meena.raman@example.in';
const [meena] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO users (username, email, mobile, password_hash, verified_at) VALUES ('Meena', ${email}, '9123456780', 'scrypt$x', now()) RETURNING id`,
);
const uid = meena!.id;
const [guest] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO sessions (token_digest, public_id) VALUES ('meena-guest', 'meena-guest') RETURNING id`,
);
const [p1, p2] = await queryRows<{ id: number; name: string }>(
  db,
  sql`SELECT id, name FROM products ORDER BY id LIMIT 2`,
);
const address = (owner: ReturnType<typeof sql>) =>
  sql`INSERT INTO addresses (user_id, session_id, name, street, city, state, country, postal_code, phone, email)
      VALUES (${owner}, 'Meena Raman', '12 Temple Street', 'Coimbatore', 'Tamil Nadu', 'India', '641001', '9123456780', ${email})`;
await db.execute(address(sql`${uid}, NULL`));
await db.execute(address(sql`NULL, ${guest!.id}`));
await db.execute(sql`INSERT INTO cart_items (user_id, product_id, quantity) VALUES (${uid}, ${p2!.id}, 2)`);
await db.execute(sql`INSERT INTO favourites (user_id, product_id) VALUES (${uid}, ${p2!.id})`);
await db.execute(
  sql`INSERT INTO reviews (product_id, user_id, user_name, text, star_rating) VALUES (${p1!.id}, ${uid}, 'Meena', 'Healed my cut in a week.', 5)`,
);
const order = (no: string, owner: ReturnType<typeof sql>, status: string) =>
  sql`INSERT INTO orders (order_no, user_id, session_id, owner_key, status, subtotal_paise, delivery_paise, total_paise,
        ship_name, ship_street, ship_city, ship_state, ship_country, ship_postal_code, ship_phone, ship_email,
        bill_name, bill_street, bill_city, bill_state, bill_country, bill_postal_code, bill_phone, bill_email,
        provider, request_hash, paid_at)
      VALUES (${no}, ${owner}, 'meena', ${status}, 34900, 6500, 41400, 'Meena Raman', '12 Temple Street', 'Coimbatore',
        'Tamil Nadu', 'India', '641001', '9123456780', ${email}, 'Meena Raman', '12 Temple Street', 'Coimbatore',
        'Tamil Nadu', 'India', '641001', '9123456780', ${email}, 'sandbox', 'meena',
        ${status === 'delivered' ? sql`now()` : sql`NULL`}) RETURNING id`;
const [paid] = await queryRows<{ id: number }>(db, order('MEENA234', sql`${uid}, NULL`, 'delivered'));
await db.execute(
  sql`INSERT INTO order_items (order_id, product_id, product_name, unit_price_paise, list_price_paise, quantity, line_total_paise)
      VALUES (${paid!.id}, ${p1!.id}, ${p1!.name}, 34900, 34900, 1, 34900)`,
);
await queryRows(db, order('MEENA567', sql`NULL, ${guest!.id}`, 'expired'));
await db.execute(sql`INSERT INTO newsletter_subscribers (email, consent_ip) VALUES (${email}, '203.0.113.7')`);
await db.execute(
  sql`INSERT INTO contact_messages (name, email, mobile, message) VALUES ('Meena Raman', ${email}, '9123456780', 'Do you ship to Ooty?')`,
);
await db.execute(
  sql`INSERT INTO mail_queue (to_address, label, status, sent_at) VALUES (${email}, 'Your order MEENA234 is on its way', 'sent', now())`,
);

await shop('invoice', 'MEENA234', '--out', 'MEENA234.pdf');
await shop('customers', 'find', email);
await shop('customers', 'find', '+91 91234 56780');
await shop('customers', 'export', email, '--file', 'meena.json');
console.log(readFileSync(path.join(dataDir, 'meena.json'), 'utf8'));
await shop('customers', 'erase', email, '--dry-run');
await shop('customers', 'erase', email);
await shop('customers', 'export', email, '--file', 'meena-after.json');
console.log(readFileSync(path.join(dataDir, 'meena-after.json'), 'utf8'));
await shop('invoice', 'MEENA234', '--out', 'MEENA234-after.pdf');
const log = await queryRows(
  db,
  sql`SELECT at, actor, command, subject_digest, detail FROM privacy_access_log ORDER BY id`,
);
console.log('\nprivacy_access_log:');
console.table(log);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
