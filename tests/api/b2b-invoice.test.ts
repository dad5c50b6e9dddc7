// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { NOTE_TO_REGISTERED, renderCreditNotePdf, renderInvoicePdf, TO_REGISTERED } from '../../server/invoices/pdf';
import { creditNotesOf } from '../../server/invoices/refunds';
import type { InvoiceData } from '../../server/invoices/service';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, runShopCommand, type TestProduct } from './shop-helpers';
import { insertPaidOrder, sandboxPayment } from './refund-helpers';

/**
 * A tax invoice to a registered person (B2B) and its credit note: the buyer's GSTIN and business
 * name, the place of supply from the buyer's registered state, and the mark under the title.
 * With GST_SHOTS set to a folder, the two PDFs are written there to be looked at.
 */
let shop: TestShop;
let dressing: TestProduct;
let gauze: TestProduct;

beforeAll(async () => {
  shop = await buildTestShop();
  dressing = await makeProduct(shop, { price: '349.00', stock: 40 });
  gauze = await makeProduct(shop, { price: '120.00', stock: 40 });
  await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3005', gst_rate = 5 WHERE id = ${dressing.id}`);
  await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3005', gst_rate = 12 WHERE id = ${gauze.id}`);
});
afterAll(() => shop.close());

const pdfText = (pdf: Buffer) => spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).stdout.toString();
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

async function clinicOrder(gstin: string, state: string, pin: string) {
  const o = await insertPaidOrder(shop.database.db, {
    state,
    postalCode: pin,
    // Shipped: a refund then credits its invoice (an unshipped order has none: decision 0212).
    status: 'shipped',
    deliveryPaise: 12000,
    lines: [
      { productId: dressing.id, name: 'Bio-cellulose dressing 10x10', quantity: 20, unitPaise: 34900 },
      { productId: gauze.id, name: 'Sterile gauze pads (100)', quantity: 10, unitPaise: 12000 },
    ],
  });
  await shop.database.db.execute(
    sql`UPDATE orders SET buyer_gstin = ${gstin}, buyer_business_name = 'Medicare Clinic LLP' WHERE id = ${o.orderId}`,
  );
  await sandboxPayment(shop.database.db, o.orderNo, o.totalPaise);
  return o;
}

describe.skipIf(!hasPdftotext)('a tax invoice to a registered person', () => {
  it('prints the GSTIN, the business name and the registered state as place of supply; its credit note too', async () => {
    const o = await clinicOrder('32AAECM1234K1ZS', 'Kerala', '682016');
    // Shipped before its invoice was issued: the refund of line 2 issues it first, then the credit note.
    const done = await runShopCommand(shop, [
      'orders',
      'refund',
      o.orderNo,
      '--lines',
      '2x4',
      '--reason',
      'Four packs short',
    ]);
    expect(done.code, done.err).toBe(0);
    const [inv] = await queryRows<{ data: InvoiceData }>(
      shop.database.db,
      sql`SELECT data FROM invoices WHERE order_id = ${o.orderId}`,
    );
    const data = inv!.data;
    expect(data.placeOfSupply).toBe('Kerala');
    expect(data.buyer).toMatchObject({
      name: 'Medicare Clinic LLP',
      gstin: '32AAECM1234K1ZS',
      attention: 'Meena Raman',
    });
    // The seller is in Tamil Nadu (the example shop): Kerala is another state, so IGST.
    expect(data.invoice.intraState).toBe(false);

    const invoicePdf = await renderInvoicePdf(data);
    const text = pdfText(invoicePdf);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(TO_REGISTERED);
    expect(text).toContain('Medicare Clinic LLP');
    expect(text).toContain('GSTIN: 32AAECM1234K1ZS');
    expect(text).toContain('Attn: Meena Raman');
    expect(text).toMatch(/Place of supply\s+Kerala \(32\)/);

    const [note] = await creditNotesOf(shop.database.db, o.orderNo);
    expect(note!.buyer.gstin).toBe('32AAECM1234K1ZS');
    const notePdf = await renderCreditNotePdf(note!);
    const noteText = pdfText(notePdf);
    expect(noteText).toContain('Credit Note');
    expect(noteText).toContain(NOTE_TO_REGISTERED);
    expect(noteText).toContain('GSTIN: 32AAECM1234K1ZS');
    expect(noteText).toContain(data.invoiceNo);
    expect(noteText).toMatch(/Place of supply\s+Kerala \(32\)/);

    const shots = process.env.GST_SHOTS;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      writeFileSync(path.join(shots, 'b2b-invoice.pdf'), invoicePdf);
      writeFileSync(path.join(shots, 'b2b-credit-note.pdf'), notePdf);
    }
  });

  it('takes the place of supply from the GSTIN even when the goods go to another state', async () => {
    // A Tamil Nadu clinic has the goods sent to its Kochi branch (written straight to the table: checkout
    // also holds the GSTIN to the billing state, which this order does not have).
    const o = await clinicOrder('33AAECM1234K1ZQ', 'Kerala', '682016');
    const done = await runShopCommand(shop, ['orders', 'refund', o.orderNo, '--lines', '1x1', '--reason', 'Torn']);
    expect(done.code, done.err).toBe(0);
    const [inv] = await queryRows<{ data: InvoiceData }>(
      shop.database.db,
      sql`SELECT data FROM invoices WHERE order_id = ${o.orderId}`,
    );
    expect(inv!.data.placeOfSupply).toBe('Tamil Nadu');
    expect(inv!.data.invoice.intraState).toBe(true);
    expect(inv!.data.invoice.totals.igstPaise).toBe(0);
  });
});
