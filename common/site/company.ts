/**
 * The shop's published name and contact details: header strip, footer, contact
 * page, page titles, and the manufacturer on every product label (seed data).
 */
export const company = {
  brand: 'CocoCare Naturals',
  /** The manufacturer named in every product's Legal Metrology declaration. */
  legalName: 'CocoCare Biologics Pvt. Ltd.',
  phone: '+91 98765 43210',
  /** wa.me number: country code and digits only. */
  whatsappNumber: '919876543210',
  careEmail: 'care@cococare.in',
  ordersEmail: 'orders@cococare.in',
  address: {
    line1: 'Plot No. 14-B, SIDCO Industrial Estate, Zamin Uthukuli',
    city: 'Pollachi',
    district: 'Coimbatore',
    state: 'Tamil Nadu',
    postalCode: '642004',
    country: 'India',
  },
  /** Official social profiles. Placeholder handles: the shop confirms its accounts before launch. */
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/cococarenaturals/' },
    { name: 'Facebook', href: 'https://www.facebook.com/cococarenaturals/' },
    { name: 'YouTube', href: 'https://www.youtube.com/@cococarenaturals' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/cococarenaturals/' },
  ],
} as const;
