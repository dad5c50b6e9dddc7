import type { CreditNoteLines } from '../../common/domain/credit-note';
import type { Seller } from '../config/seller';
import type { Party } from './service';

/**
 * A GST credit note as refunds.ts issues it and pdf.ts and refund-templates.ts render it: a file of its
 * own, so that the renderers take its shape without importing the refunds they render for.
 */
export interface CreditNoteData {
  creditNoteNo: string;
  /** Calendar date in India, YYYY-MM-DD. */
  date: string;
  invoiceNo: string;
  invoiceDate: string;
  orderNo: string;
  seller: Seller;
  buyer: Party;
  shipTo: Party;
  placeOfSupply: string;
  reason: string;
  /** Whether the goods came back. */
  returned: boolean;
  payment: { provider: string; paymentId: string; refundId: string | null };
  credit: CreditNoteLines;
}
