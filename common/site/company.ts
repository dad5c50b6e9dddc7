/**
 * The shop's published name and contact details: header strip, footer, contact page, chat
 * widget, policies, page titles, e-mails, invoices and the manufacturer on every product label.
 *
 * One configuration, read once and passed in: the operator writes `shop.config.json` (or names
 * another file in SHOP_CONFIG); the server reads it at start-up (server/config/shop-details.ts) and
 * passes it in as `config.shop` (docs/architecture.md, "Configuration"), and hands the public
 * details to the storefront in every page (`<script id="shop-details">`), which src/app/start.tsx
 * reads once and passes down through React context (src/lib/shopDetails.ts). No module holds the
 * details in force: every function here takes them as an argument.
 * The values below are examples, and look like it, until the shop sets its own.
 */

import { DISPATCH_BUSINESS_DAYS, type DayRange } from '../domain/policy';
import { EXAMPLE_COURIERS, type Courier } from '../domain/couriers';
import { SPEC_DELIVERY_ZONES, type DeliveryZones } from '../domain/delivery-zones';

export interface ShopAddress {
  line1: string;
  city: string;
  district: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface ShopDetails {
  brand: string;
  /** The manufacturer named in every product's Legal Metrology declaration and on invoices. */
  legalName: string;
  /** The main phone (header, footer, floating contact widget). */
  phone: string;
  /** The second phone on the contact page. */
  secondPhone: string;
  /** wa.me number: country code and digits only. */
  whatsappNumber: string;
  careEmail: string;
  ordersEmail: string;
  address: ShopAddress;
  social: { name: string; href: string }[];
  /** Where the contact page's map points. */
  map: { latitude: number; longitude: number; zoom: number };
  /** The chat widget's texts. */
  chat: { welcome: string; buttonText: string; quickQuestions: string[] };
  /** The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 require a seller to name. */
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  /** Business days from order to dispatch, for every product that names no time of its own. */
  dispatchDays: DayRange;
  /**
   * The notification strip's 'N viewing': off, or the number of browsers that had that product's page
   * open in the last `withinMinutes` minutes, as the shop counted them (docs/decisions/0241-…).
   */
  viewingCount: { show: boolean; withinMinutes: number };
  /**
   * Delivery charges by zone, in paise (shop.config.json `delivery` gives them in rupees); the own
   * state is `address.state`.
   */
  delivery: DeliveryZones;
  /** The couriers an operator ships with by id (`orders ship --courier`), each with its tracking-link pattern. */
  couriers: Courier[];
  /**
   * The low-stock level a new product starts with (console "New product", or a catalogue import row
   * without `low_stock_threshold`): at or below it its page says "low stock" and the owner is alerted.
   * Each product's own level is then changed on its Stock screen.
   */
  lowStockAt: number;
}

/**
 * What a shopper's page carries: the details without what only operators use (the couriers' link
 * patterns), so a page names no third-party site the shop does not link to.
 */
export type StorefrontShopDetails = Omit<ShopDetails, 'couriers' | 'lowStockAt'>;

export function storefrontShopDetails({
  couriers: _operatorsOnly,
  lowStockAt: _staffOnly,
  ...details
}: ShopDetails): StorefrontShopDetails {
  return details;
}

/** The low-stock level of a new product when shop.config.json names none (the products table's column default). */
export const DEFAULT_LOW_STOCK_AT = 5;

/** Clearly example values: 00000 numbers and the reserved `.example` domain. */
export const EXAMPLE_SHOP_DETAILS: ShopDetails = {
  brand: 'CocoCare Naturals',
  legalName: 'CocoCare Biologics Pvt. Ltd.',
  phone: '+91 00000 00000',
  secondPhone: '+91 00000 00001',
  whatsappNumber: '910000000000',
  careEmail: 'care@cococare.example',
  ordersEmail: 'orders@cococare.example',
  address: {
    line1: 'Plot No. 14-B, SIDCO Industrial Estate, Zamin Uthukuli',
    city: 'Pollachi',
    district: 'Coimbatore',
    state: 'Tamil Nadu',
    postalCode: '642004',
    country: 'India',
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/example/' },
    { name: 'Facebook', href: 'https://www.facebook.com/example/' },
    { name: 'YouTube', href: 'https://www.youtube.com/@example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/example/' },
  ],
  map: { latitude: 10.6609, longitude: 77.0048, zoom: 14 },
  chat: {
    welcome: 'Hi there! How can we help you today?',
    buttonText: 'Chat with us',
    quickQuestions: ['Tell me about your product features', 'What are your pricing options?'],
  },
  grievanceOfficer: {
    name: 'Grievance Officer (example)',
    designation: 'Grievance Officer',
    email: 'grievance@cococare.example',
    phone: '+91 00000 00002',
  },
  dispatchDays: { ...DISPATCH_BUSINESS_DAYS },
  viewingCount: { show: false, withinMinutes: 5 },
  delivery: { ...SPEC_DELIVERY_ZONES },
  couriers: EXAMPLE_COURIERS.map((c) => ({ ...c })),
  lowStockAt: DEFAULT_LOW_STOCK_AT,
};

/** True while any contact detail is still an example value (the server warns the operator). */
export function usesExampleContacts(details: ShopDetails): boolean {
  return (
    /\b0{5}\b/.test(`${details.phone} ${details.secondPhone} ${details.grievanceOfficer.phone}`) ||
    /\.example\b/.test(`${details.careEmail} ${details.ordersEmail} ${details.grievanceOfficer.email}`)
  );
}

/** `tel:` link for a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]+/g, '')}`;

/** wa.me link to the shop's WhatsApp number, with an optional first message (URL-encoded). */
export const whatsappHref = (number: string, message?: string) =>
  `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
