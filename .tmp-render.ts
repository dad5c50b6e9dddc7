import { writeFileSync } from 'node:fs';
import { computeInvoice } from './common/domain/gst';
import { computeCredit } from './common/domain/credit-note';
import { sellerFromEnv, type InvoiceData } from './server/invoices/service';
import { renderCreditNotePdf, renderInvoicePdf } from './server/invoices/pdf';
import type { CreditNoteData } from './server/refunds/service';

const seller = sellerFromEnv({});
const buyer = { name: 'Meena Raman', address: ['12 Temple Street', 'Kochi, Kerala 682016', 'India'], state: 'Kerala', phone: '9876543210', email: 'meena@example.in' };
const invoice = computeInvoice({
  placeOfSupply: 'Kerala',
  sellerState: seller.state,
  couponDiscountPaise: 5000,
  deliveryPaise: 6500,
  lines: [
    { description: 'Bio-cellulose wound dressing (10 x 10 cm)', hsn: '3005', rate: 5, quantity: 2, unitPaise: 34900, lineTotalPaise: 69800 },
    { description: 'Virgin coconut face cream (50 g)', hsn: '3304', rate: 18, quantity: 1, unitPaise: 59000, lineTotalPaise: 59000 },
  ],
});
const data: InvoiceData = {
  invoiceNo: 'CC/2026-27/00042', date: '2026-11-20', orderNo: '7KQ2M9XA', orderDate: '2026-11-19', seller, buyer, shipTo: buyer,
  placeOfSupply: 'Kerala', payment: { provider: 'razorpay', paymentId: 'pay_NfR2pX7qLm3kTz' }, couponCode: 'WELCOME50', invoice,
};
const credit = computeCredit(invoice, [], { lines: [{ line: 1, quantity: 1 }] });
const note: CreditNoteData = {
  creditNoteNo: 'CN/2026-27/00003', date: '2026-11-26', invoiceNo: data.invoiceNo, invoiceDate: data.date, orderNo: data.orderNo,
  seller, buyer, shipTo: buyer, placeOfSupply: 'Kerala', reason: 'One dressing damaged in transit', returned: true,
  payment: { provider: 'razorpay', paymentId: 'pay_NfR2pX7qLm3kTz', refundId: 'rfnd_NgT8aQ1wErTy9u' }, credit,
};
// Intra-state too, to see CGST + SGST.
const intra = computeInvoice({ ...{ placeOfSupply: 'tamilnadu', sellerState: seller.state, couponDiscountPaise: 0, deliveryPaise: 6500 }, lines: [{ description: 'Cold-pressed coconut oil (500 ml)', hsn: '1513', rate: 5, quantity: 3, unitPaise: 37515, lineTotalPaise: 112545 }] });
writeFileSync('/work/shots/refunds-invoice.pdf', await renderInvoicePdf(data));
writeFileSync('/work/shots/refunds-credit-note.pdf', await renderCreditNotePdf(note));
writeFileSync('/work/shots/refunds-invoice-intra.pdf', await renderInvoicePdf({ ...data, invoiceNo: 'CC/2026-27/00043', placeOfSupply: 'tamilnadu', couponCode: null, invoice: intra, buyer: { ...buyer, state: 'tamilnadu', address: ['4 Gandhi Road', 'Coimbatore, tamilnadu 641001', 'India'] }, shipTo: { ...buyer, state: 'tamilnadu', address: ['4 Gandhi Road', 'Coimbatore, tamilnadu 641001', 'India'] } }));
console.log(invoice.totals, credit.totals, intra.totals);
