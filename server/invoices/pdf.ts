import { formatAmount } from '../../common/domain/money';
import { stateWithCode } from '../../common/domain/gstin';
import { rupeesInWords } from '../../common/domain/words';
import type { CreditNoteData } from './credit-note';
import type { InvoiceData, Party } from './service';
import type { Seller } from '../config/seller';
import { newPdf } from '../lib/pdf-document';

const INK = '#1f2d27';
const MUTED = '#5b6b63';
const RULE = '#b9c4be';

const money = (paise: number) => formatAmount(paise);

/** How a document to a buyer with a GSTIN (B2B) is marked under its title. */
export const TO_REGISTERED = 'Tax invoice to a registered person';
export const NOTE_TO_REGISTERED = 'Credit note to a registered person';

/** One printed GST document: a tax invoice or a credit note share the layout. */
interface PrintedLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPaise?: number;
  discountPaise?: number;
  taxablePaise: number;
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  valuePaise: number;
}
interface Printed {
  title: string;
  copy: string;
  facts: [string, string][];
  seller: Seller;
  buyer: Party;
  shipTo: Party;
  placeOfSupply: string;
  intraState: boolean;
  lines: PrintedLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  totalLabel: string;
  notes: string[];
  info: { Title: string; Subject: string };
}

const payment = (p: { provider: string; paymentId: string | null }) =>
  `${p.provider}${p.paymentId ? ` ${p.paymentId}` : ''}`;

/** The GST tax invoice as a one-or-more-page A4 PDF. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const intra = data.invoice.intraState;
  return renderGstPdf({
    title: 'Tax Invoice',
    copy: data.buyer.gstin ? `Original for recipient · ${TO_REGISTERED}` : 'Original for recipient',
    facts: [
      ['Invoice no.', data.invoiceNo],
      ['Invoice date', data.date],
      ['Order no.', data.orderNo],
      ['Order date', data.orderDate],
      ['Place of supply', stateWithCode(data.placeOfSupply)],
      ['Reverse charge', 'No'],
      ['Payment', payment(data.payment)],
    ],
    seller: data.seller,
    buyer: data.buyer,
    shipTo: data.shipTo,
    placeOfSupply: data.placeOfSupply,
    intraState: intra,
    lines: data.invoice.lines,
    totals: data.invoice.totals,
    totalLabel: 'Invoice total (paid)',
    notes: [
      'Prices include GST. Each line\u2019s taxable value is its amount × 100 / (100 + rate), rounded to the paisa; the tax is the rest.',
      data.couponCode
        ? `Coupon ${data.couponCode} is shared over the goods in proportion to their amounts (Discount column).`
        : '',
      intra
        ? `Supply within ${data.seller.state}: CGST and SGST at half the rate each.`
        : `Supply from ${data.seller.state} to ${data.placeOfSupply}: IGST.`,
    ],
    info: { Title: `Tax invoice ${data.invoiceNo}`, Subject: `Order ${data.orderNo}` },
  });
}

/** The GST credit note of a refund, in the invoice's layout, naming the invoice it corrects. */
export function renderCreditNotePdf(data: CreditNoteData): Promise<Buffer> {
  const intra = data.credit.intraState;
  return renderGstPdf({
    title: 'Credit Note',
    copy: `Original for recipient · issued under section 34 of the CGST Act${data.buyer.gstin ? ` · ${NOTE_TO_REGISTERED}` : ''}`,
    facts: [
      ['Credit note no.', data.creditNoteNo],
      ['Credit note date', data.date],
      ['Against invoice', data.invoiceNo],
      ['Invoice date', data.invoiceDate],
      ['Order no.', data.orderNo],
      ['Place of supply', stateWithCode(data.placeOfSupply)],
      ['Reverse charge', 'No'],
      ['Refund', `${data.payment.provider}${data.payment.refundId ? ` ${data.payment.refundId}` : ''}`],
    ],
    seller: data.seller,
    buyer: data.buyer,
    shipTo: data.shipTo,
    placeOfSupply: data.placeOfSupply,
    intraState: intra,
    lines: data.credit.lines.map((l) => ({ ...l, description: `${l.description} (invoice line ${l.line})` })),
    totals: data.credit.totals,
    totalLabel: 'Total credited',
    notes: [
      `Reason: ${data.reason}${data.returned ? ' (goods returned)' : ''}.`,
      'Each line is credited at its invoice line\u2019s rate; the taxable value is the amount × 100 / (100 + rate), rounded to the paisa; the tax is the rest.',
      intra
        ? `Supply within ${data.seller.state}: CGST and SGST at half the rate each, as on the invoice.`
        : `Supply from ${data.seller.state} to ${data.placeOfSupply}: IGST, as on the invoice.`,
    ],
    info: { Title: `Credit note ${data.creditNoteNo}`, Subject: `Order ${data.orderNo}, invoice ${data.invoiceNo}` },
  });
}

async function renderGstPdf(data: Printed): Promise<Buffer> {
  const { doc, bytes } = await newPdf({ margin: 36, info: { ...data.info, Author: data.seller.legalName } });

  const left = 36;
  const width = doc.page.width - 72;
  const { seller } = data;
  const intra = data.intraState;

  // Heading and seller
  doc.font('bold').fontSize(16).fillColor(INK).text(data.title, left, 36);
  doc.font('regular').fontSize(8).fillColor(MUTED).text(data.copy, left, 56);
  doc.font('bold').fontSize(11).fillColor(INK).text(seller.legalName, left, 74);
  doc.font('regular').fontSize(8.5).fillColor(INK);
  doc.text(`Trading as ${seller.name}`);
  for (const line of seller.address) doc.text(line);
  doc.text(`GSTIN: ${seller.gstin}${seller.exampleGstin ? '  (EXAMPLE: set SELLER_GSTIN)' : ''}`);
  doc.text(`State: ${seller.stateCode ? `${seller.state} (${seller.stateCode})` : stateWithCode(seller.state)}`);

  // Document facts, right
  const factsX = left + width - 200;
  let y = 74;
  for (const [k, v] of data.facts) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(k, factsX, y, { width: 75 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(v, factsX + 75, y, { width: 125 });
    y = Math.max(y + 12, doc.y);
  }

  // Parties
  y = Math.max(y, doc.y) + 14;
  const partyBlock = (title: string, p: InvoiceData['buyer'], x: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(title, x, y, { width: width / 2 - 10 });
    doc.font(p.gstin ? 'bold' : 'regular').fontSize(8.5);
    doc.text(p.name, { width: width / 2 - 10 });
    doc.font('regular');
    if (p.gstin) doc.text(`GSTIN: ${p.gstin}`, { width: width / 2 - 10 });
    if (p.attention) doc.text(`Attn: ${p.attention}`, { width: width / 2 - 10 });
    for (const line of p.address.filter(Boolean)) doc.text(line, { width: width / 2 - 10 });
    if (p.phone) doc.text(`Phone: ${p.phone}`, { width: width / 2 - 10 });
    doc.text(`State: ${stateWithCode(p.state)}`, { width: width / 2 - 10 });
    return doc.y;
  };
  const end = Math.max(partyBlock('Bill to', data.buyer, left), partyBlock('Ship to', data.shipTo, left + width / 2));
  y = end + 14;

  // Lines
  type Col = { title: string; w: number; align: 'left' | 'right' };
  const cols: Col[] = [
    { title: '#', w: 16, align: 'left' },
    { title: 'Description', w: intra ? 125 : 150, align: 'left' },
    { title: 'HSN/SAC', w: 40, align: 'left' },
    { title: 'Qty', w: 24, align: 'right' },
    { title: 'Unit price', w: 50, align: 'right' },
    { title: 'Discount', w: 45, align: 'right' },
    { title: 'Taxable value', w: 55, align: 'right' },
    { title: 'Rate', w: 28, align: 'right' },
    ...(intra
      ? [
          { title: 'CGST', w: 45, align: 'right' as const },
          { title: 'SGST', w: 45, align: 'right' as const },
        ]
      : [{ title: 'IGST', w: 65, align: 'right' as const }]),
    { title: 'Amount', w: 0, align: 'right' },
  ];
  cols[cols.length - 1]!.w = width - cols.reduce((n, c) => n + c.w, 0);
  const row = (cells: string[], font: 'regular' | 'bold', color = INK) => {
    doc.font(font).fontSize(7.5).fillColor(color);
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const c = cols[i]!;
      doc.text(cell, x + 2, y, { width: c.w - 4, align: c.align });
      bottom = Math.max(bottom, doc.y);
      x += c.w;
    });
    y = bottom + 4;
  };
  const rule = (color = RULE) => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
    y += 4;
  };
  const header = () => {
    rule(INK);
    row(
      cols.map((c) => c.title),
      'bold',
    );
    rule(INK);
  };
  header();
  data.lines.forEach((l, i) => {
    if (y > doc.page.height - 150) {
      doc.addPage();
      y = 36;
      header();
    }
    row(
      [
        String(i + 1),
        l.description,
        l.hsn || '—',
        l.quantity ? String(l.quantity) : '—',
        l.unitPaise !== undefined ? money(l.unitPaise) : '—',
        l.discountPaise ? money(l.discountPaise) : '—',
        money(l.taxablePaise),
        `${l.rate}%`,
        ...(intra ? [money(l.cgstPaise), money(l.sgstPaise)] : [money(l.igstPaise)]),
        money(l.valuePaise),
      ],
      'regular',
    );
    rule();
  });
  const t = data.totals;
  row(
    [
      '',
      'Total',
      '',
      '',
      '',
      '',
      money(t.taxablePaise),
      '',
      ...(intra ? [money(t.cgstPaise), money(t.sgstPaise)] : [money(t.igstPaise)]),
      money(t.totalPaise),
    ],
    'bold',
  );
  rule(INK);

  // Summary
  if (y > doc.page.height - 170) {
    doc.addPage();
    y = 36;
  }
  y += 6;
  const sumX = left + width - 230;
  const summary: [string, string, boolean][] = [
    ['Taxable value', `₹${money(t.taxablePaise)}`, false],
    ...(intra
      ? ([
          ['CGST', `₹${money(t.cgstPaise)}`, false],
          ['SGST', `₹${money(t.sgstPaise)}`, false],
        ] as [string, string, boolean][])
      : ([['IGST', `₹${money(t.igstPaise)}`, false]] as [string, string, boolean][])),
    [data.totalLabel, `₹${money(t.totalPaise)}`, true],
  ];
  for (const [k, v, strong] of summary) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 10 : 8.5)
      .fillColor(INK);
    doc.text(k, sumX, y, { width: 130 });
    const below = doc.y;
    doc.text(v, sumX + 130, y, { width: 100, align: 'right' });
    y = Math.max(below, doc.y) + 3;
  }

  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text(`Amount in words: ${rupeesInWords(t.totalPaise)}`, left, y + 4, { width });
  y = doc.y + 10;
  doc.font('regular').fontSize(7.5).fillColor(MUTED);
  const notes = data.notes.filter(Boolean);
  doc.x = left;
  doc.y = y;
  for (const n of notes) doc.text(n, { width });

  // Signature block, right: the seller's name, room to sign, and the signatory's title.
  y = doc.y + 16;
  if (y > doc.page.height - 100) {
    doc.addPage();
    y = 36;
  }
  const signX = left + width - 220;
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(`For ${seller.legalName}`, signX, y, { width: 220, align: 'right' });
  doc
    .moveTo(signX + 60, y + 52)
    .lineTo(left + width, y + 52)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(INK)
    .text('Authorised Signatory', signX, y + 56, { width: 220, align: 'right' });
  doc.end();
  return bytes;
}
