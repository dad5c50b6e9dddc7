/**
 * Packing slips: what the packer reads at the table, one A4 page per order (so each slip goes into its
 * own parcel), in the invoice's house style (server/invoices/pdf.ts): the shop's return address, the
 * order's number and date in IST, whom to ship to, and each line with a box to tick. No prices: a
 * slip travels in the parcel, often a gift, and the invoice carries the money.
 */
import type { ShopDetails } from '../../common/site/company';
import { formatIndianDateTime } from '../../common/site/dates';
import { isoInstant } from '../lib/instants';
import type { StaffOrderDetail } from './service';
import { newPdf } from '../lib/pdf-document';

const INK = '#1f2d27';
const MUTED = '#5b6b63';
const RULE = '#b9c4be';
const MARGIN = 36;

/** One order's packing slip. */
export function renderPackingSlip(order: StaffOrderDetail, shop: ShopDetails): Promise<Buffer> {
  return renderPackingSlips([order], shop, { title: `Packing slip ${order.orderNo}` });
}

/**
 * Every slip in one PDF, one page each, in the order given (oldest first reads best at the table:
 * the order waiting longest is packed first). `orders` must not be empty.
 */
export async function renderPackingSlips(
  orders: readonly StaffOrderDetail[],
  shop: ShopDetails,
  info: { title: string } = { title: `Packing slips (${orders.length})` },
): Promise<Buffer> {
  if (!orders.length) throw new Error('renderPackingSlips needs at least one order');
  const { doc, bytes } = await newPdf({
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: info.title, Subject: 'Packing slips', Author: shop.legalName },
  });
  orders.forEach((order, i) => slipPage(doc, order, shop, `${i + 1} of ${orders.length}`));
  doc.end();
  return bytes;
}

function slipPage(doc: PDFKit.PDFDocument, order: StaffOrderDetail, shop: ShopDetails, pageOf: string): void {
  doc.addPage();
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2 - 10;

  // Heading: what it is and which order, large enough to read from arm's length.
  doc.font('bold').fontSize(18).fillColor(INK).text('Packing slip', left, MARGIN);
  doc.font('bold').fontSize(18).text(`Order ${order.orderNo}`, left, MARGIN, { width, align: 'right' });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`Placed ${formatIndianDateTime(isoInstant(order.placedAt))}  ·  slip ${pageOf}`, left, MARGIN + 26, {
      width,
      align: 'right',
    });

  // From (the return address) and Ship to, side by side.
  let y = MARGIN + 52;
  const a = shop.address;
  const block = (title: string, lines: string[], x: number, strongFirst: boolean) => {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(title, x, y, { width: half });
    lines.forEach((line, i) => {
      doc
        .font(strongFirst && i === 0 ? 'bold' : 'regular')
        .fontSize(strongFirst ? 11 : 9)
        .fillColor(INK)
        .text(line, { width: half });
    });
    return doc.y;
  };
  const s = order.shipTo;
  const end = Math.max(
    block(
      'Ship to',
      [
        s.name,
        ...s.street.split(/\r?\n/).filter(Boolean),
        `${s.city}, ${s.state} ${s.postalCode}`,
        s.country,
        `Phone: ${s.phone}`,
      ],
      left,
      true,
    ),
    block(
      'From (return address)',
      [
        shop.brand,
        a.line1,
        `${a.city}, ${a.district} District`,
        `${a.state} ${a.postalCode}, ${a.country}`,
        shop.phone,
      ],
      left + width / 2 + 10,
      false,
    ),
  );
  y = end + 18;

  // Lines: a box to tick, the product with its size and options, and the units to pack.
  const cols = [
    { title: 'Packed', w: 44, align: 'left' as const },
    { title: '#', w: 20, align: 'left' as const },
    { title: 'Item', w: width - 44 - 20 - 60, align: 'left' as const },
    { title: 'Quantity', w: 60, align: 'right' as const },
  ];
  const rule = (color = RULE) => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
    y += 5;
  };
  const header = () => {
    rule(INK);
    let x = left;
    doc.font('bold').fontSize(9).fillColor(INK);
    for (const c of cols) {
      doc.text(c.title, x + 2, y, { width: c.w - 4, align: c.align });
      x += c.w;
    }
    y = doc.y + 4;
    rule(INK);
  };
  header();
  let units = 0;
  for (const l of order.items) {
    const toPack = l.quantity;
    units += toPack;
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const top = y;
    doc
      .rect(left + 4, top, 12, 12)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(String(l.line), left + cols[0]!.w + 2, top, { width: cols[1]!.w - 4 });
    const itemX = left + cols[0]!.w + cols[1]!.w;
    doc
      .font('bold')
      .fontSize(10)
      .text(l.name, itemX + 2, top, { width: cols[2]!.w - 4 });
    const detail = [l.size && `Size: ${l.size}`, ...l.options.map((o) => `${o.name}: ${o.value}`)]
      .filter(Boolean)
      .join('  ·  ');
    if (detail)
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(detail, itemX + 2, doc.y, { width: cols[2]!.w - 4 });
    const bottom = doc.y;
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(INK)
      .text(`× ${toPack}`, itemX + cols[2]!.w + 2, top, { width: cols[3]!.w - 4, align: 'right' });
    y = Math.max(bottom, doc.y, top + 14) + 6;
    rule();
  }
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`${units} ${units === 1 ? 'unit' : 'units'} to pack`, left, y + 2, { width, align: 'right' });
  y = doc.y + 14;

  // What the packer needs to know beside the goods.
  const notes = [
    order.flag ? `Needs a person before it ships: ${order.flag}` : '',
    order.invoiceNo
      ? `Put the tax invoice ${order.invoiceNo} in the parcel.`
      : 'The tax invoice is issued when the order ships.',
    `Questions: ${shop.ordersEmail}, ${shop.phone}`,
  ].filter(Boolean);
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.x = left;
  doc.y = y;
  for (const n of notes) doc.text(n, { width });
}
