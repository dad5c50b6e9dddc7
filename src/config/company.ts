/**
 * The shop's published contact details, shown in the header strip, footer and
 * contact page. Phone and WhatsApp numbers live in env.ts.
 */
export const company = {
  legalName: 'CocoCare Naturals',
  careEmail: 'care@cococare.in',
  ordersEmail: 'orders@cococare.in',
  address: {
    line1: '14, Coconut Research Park, Kinathukadavu Road',
    city: 'Pollachi',
    district: 'Coimbatore',
    state: 'Tamil Nadu',
    postalCode: '642001',
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
