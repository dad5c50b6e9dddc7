import type { ShopDetails } from '../../common/site/company';
import { exampleGstin, gstinProblem, stateCodes } from '../../common/domain/gstin';

/** Thrown when the seller's details cannot be printed on an invoice (checked at start, so rare). */
export class SellerError extends Error {}

/** Prefix of the invoice series when INVOICE_PREFIX is not set: "CC/2026-27/00001" is 16 characters, the most GST allows. */
export const INVOICE_PREFIX = 'CC';
/** One or two letters or digits: with "/2026-27/00001" that is at most the 16 characters GST allows. */
const PREFIX = /^[A-Z0-9]{1,2}$/;

export interface Seller {
  name: string;
  legalName: string;
  address: string[];
  /** The registered state (shop.config.json address.state): deliveries there are intra-state. */
  state: string;
  /** Its GST state code, the GSTIN's first two digits (absent on invoices issued before it was printed). */
  stateCode?: string;
  gstin: string;
  /** true while the GSTIN is the example one. */
  exampleGstin: boolean;
  /** Prefix of the invoice numbers (INVOICE_PREFIX). */
  invoicePrefix?: string;
}

/**
 * What is wrong with SELLER_GSTIN and INVOICE_PREFIX for the configured seller, one problem a line;
 * empty when they are right. In production a missing GSTIN is a problem too: invoices must carry it.
 */
export function sellerProblems(env: NodeJS.ProcessEnv, shop: ShopDetails): string[] {
  const problems: string[] = [];
  const raw = env.SELLER_GSTIN?.trim().toUpperCase();
  const state = shop.address.state;
  if (!stateCodes(state))
    problems.push(`address.state in the shop details, "${state}", must be an Indian state or union territory`);
  else if (raw) {
    const problem = gstinProblem(raw, state);
    if (problem) problems.push(`SELLER_GSTIN ${problem}`);
  } else if (env.NODE_ENV === 'production')
    problems.push(`SELLER_GSTIN must be set in production: the seller's GSTIN, printed on every invoice`);
  const prefix = env.INVOICE_PREFIX?.trim();
  if (prefix && !PREFIX.test(prefix))
    problems.push(`INVOICE_PREFIX must be 1 or 2 capital letters or digits (got "${prefix}")`);
  // Credit notes are numbered CN/… (server/invoices/refunds.ts): an invoice must not look like one.
  else if (prefix === 'CN') problems.push("INVOICE_PREFIX cannot be CN: that is the credit notes' series");
  return problems;
}

/** The seller block: name, address and state from the shop details, GSTIN from SELLER_GSTIN (checked at start). */
export function sellerFromEnv(env: NodeJS.ProcessEnv, shop: ShopDetails): Seller {
  const problems = sellerProblems(env, shop);
  if (problems.length) throw new SellerError(problems.join('; '));
  const raw = env.SELLER_GSTIN?.trim().toUpperCase();
  const a = shop.address;
  return {
    name: shop.brand,
    legalName: shop.legalName,
    address: [a.line1, `${a.city}, ${a.district} District`, `${a.state} ${a.postalCode}, ${a.country}`],
    state: a.state,
    stateCode: (raw ?? exampleGstin(a.state)).slice(0, 2),
    gstin: raw || exampleGstin(a.state),
    exampleGstin: !raw,
    invoicePrefix: env.INVOICE_PREFIX?.trim() || INVOICE_PREFIX,
  };
}
