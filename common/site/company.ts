/**
 * The shop's published name and contact details: header strip, footer, contact page, chat
 * widget, policies, page titles, e-mails, invoices and the manufacturer on every product label.
 *
 * One configuration: the operator writes `shop.config.json` (or names another file in
 * SHOP_CONFIG); the server reads it at start-up (server/config/shop-details.ts) and passes it in as
 * `config.shop` (docs/architecture.md, "Configuration"), and hands the public details to the
 * storefront in every page (`<script id="shop-details">`, read by src/config/shopDetails.ts, which
 * puts them in `company` with `configureShop` before the storefront renders). `company` is the
 * storefront's: nothing on the server reads it.
 * The values below are examples, and look like it, until the shop sets its own.
 */

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
}

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
};

/** A deep copy (the details are plain JSON data). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The details in force (see above for when they are set). */
export const company: ShopDetails = clone(EXAMPLE_SHOP_DETAILS);

/** True while any contact detail is still an example value (the server warns the operator). */
export function usesExampleContacts(details: ShopDetails = company): boolean {
  return (
    /\b0{5}\b/.test(`${details.phone} ${details.secondPhone} ${details.grievanceOfficer.phone}`) ||
    /\.example\b/.test(`${details.careEmail} ${details.ordersEmail} ${details.grievanceOfficer.email}`)
  );
}

type Problems = string[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown, name: string, problems: Problems, max = 200): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !value.trim() || value.length > max) {
    problems.push(`${name} must be a non-empty text of at most ${max} characters`);
    return undefined;
  }
  return value.trim();
}

function matching(value: unknown, name: string, pattern: RegExp, hint: string, problems: Problems) {
  const v = text(value, name, problems);
  if (v !== undefined && !pattern.test(v)) {
    problems.push(`${name} ${hint} (got "${v}")`);
    return undefined;
  }
  return v;
}

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const HTTPS = /^https:\/\/[^\s"<>]+$/;

/**
 * Checks a configuration object (all keys optional) and merges it over `base`. Unknown keys and
 * bad values are problems, so a typo is reported at start-up rather than silently ignored.
 */
export function parseShopDetails(
  input: unknown,
  base: ShopDetails = EXAMPLE_SHOP_DETAILS,
): { details: ShopDetails; problems: Problems } {
  const problems: Problems = [];
  const details = clone(base);
  if (!isObject(input)) return { details, problems: ['the shop details must be a JSON object'] };
  const known = new Set(Object.keys(base));
  for (const key of Object.keys(input)) if (!known.has(key)) problems.push(`unknown key "${key}"`);

  const set = <K extends keyof ShopDetails>(key: K, value: ShopDetails[K] | undefined) => {
    if (value !== undefined) details[key] = value;
  };
  set('brand', text(input.brand, 'brand', problems, 80));
  set('legalName', text(input.legalName, 'legalName', problems, 120));
  set('phone', matching(input.phone, 'phone', PHONE, 'must be a phone number', problems));
  set('secondPhone', matching(input.secondPhone, 'secondPhone', PHONE, 'must be a phone number', problems));
  set(
    'whatsappNumber',
    matching(
      input.whatsappNumber,
      'whatsappNumber',
      /^[1-9][0-9]{7,14}$/,
      'must be digits with the country code',
      problems,
    ),
  );
  set('careEmail', matching(input.careEmail, 'careEmail', EMAIL, 'must be an e-mail address', problems));
  set('ordersEmail', matching(input.ordersEmail, 'ordersEmail', EMAIL, 'must be an e-mail address', problems));

  if (input.address !== undefined) {
    if (!isObject(input.address)) problems.push('address must be an object');
    else
      for (const key of Object.keys(base.address) as (keyof ShopAddress)[]) {
        const v = text(input.address[key], `address.${key}`, problems);
        if (v !== undefined) details.address[key] = v;
      }
  }
  if (input.social !== undefined) {
    if (!Array.isArray(input.social)) problems.push('social must be a list of {name, href}');
    else {
      const social = input.social.flatMap((s: unknown, i) => {
        if (!isObject(s)) return (problems.push(`social[${i}] must be {name, href}`), []);
        const name = text(s.name, `social[${i}].name`, problems, 40);
        const href = matching(s.href, `social[${i}].href`, HTTPS, 'must be an https:// link', problems);
        return name && href ? [{ name, href }] : [];
      });
      details.social = social;
    }
  }
  if (input.map !== undefined) {
    const m = input.map;
    const num = (v: unknown, min: number, max: number) => typeof v === 'number' && v >= min && v <= max;
    if (!isObject(m) || !num(m.latitude, -90, 90) || !num(m.longitude, -180, 180) || !num(m.zoom ?? 14, 1, 20))
      problems.push('map must be {latitude, longitude, zoom} with numbers in range');
    else
      details.map = {
        latitude: m.latitude as number,
        longitude: m.longitude as number,
        zoom: (m.zoom ?? 14) as number,
      };
  }
  if (input.chat !== undefined) {
    const c = input.chat;
    if (!isObject(c)) problems.push('chat must be an object');
    else {
      const welcome = text(c.welcome, 'chat.welcome', problems, 300);
      const buttonText = text(c.buttonText, 'chat.buttonText', problems, 40);
      if (welcome) details.chat.welcome = welcome;
      if (buttonText) details.chat.buttonText = buttonText;
      if (c.quickQuestions !== undefined) {
        const qs = Array.isArray(c.quickQuestions) ? c.quickQuestions : [];
        const ok =
          qs.length > 0 && qs.length <= 4 && qs.every((q) => typeof q === 'string' && q.trim() && q.length <= 120);
        if (ok) details.chat.quickQuestions = (qs as string[]).map((q) => q.trim());
        else problems.push('chat.quickQuestions must be a list of 1 to 4 texts');
      }
    }
  }
  if (input.grievanceOfficer !== undefined) {
    const g = input.grievanceOfficer;
    if (!isObject(g)) problems.push('grievanceOfficer must be an object');
    else {
      const name = text(g.name, 'grievanceOfficer.name', problems, 80);
      const designation = text(g.designation, 'grievanceOfficer.designation', problems, 80);
      const email = matching(g.email, 'grievanceOfficer.email', EMAIL, 'must be an e-mail address', problems);
      const phone = matching(g.phone, 'grievanceOfficer.phone', PHONE, 'must be a phone number', problems);
      if (name) details.grievanceOfficer.name = name;
      if (designation) details.grievanceOfficer.designation = designation;
      if (email) details.grievanceOfficer.email = email;
      if (phone) details.grievanceOfficer.phone = phone;
    }
  }
  return { details, problems };
}

/** Puts `details` in force for everything that reads `company` from now on. */
export function configureShop(details: ShopDetails): void {
  Object.assign(company, clone(details));
}

/** `tel:` link for a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]+/g, '')}`;

/** wa.me link, with an optional first message (URL-encoded). */
export const whatsappHref = (message?: string) =>
  `https://wa.me/${company.whatsappNumber}${message ? `?text=${encodeURIComponent(message)}` : ''}`;

/** Google Maps link for the configured location. */
export const mapsHref = () =>
  `https://www.google.com/maps/search/?api=1&query=${company.map.latitude},${company.map.longitude}`;
