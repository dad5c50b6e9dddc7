/** Every console URL, once (the router and every link read these). The router's basename is /admin. */
export const consolePaths = {
  today: '/',
  orders: '/orders',
  order: (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`,
  more: '/more',
  devices: '/more/devices',
  staff: '/more/staff',
  customers: '/more/customers',
  audit: '/more/audit',
  stock: '/more/stock',
  stockProduct: (id: number) => `/more/stock/${id}`,
  messages: '/more/messages',
  coupons: '/more/coupons',
  requests: '/more/requests',
  alerts: '/more/alerts',
  products: '/more/products',
  newProduct: '/more/products/new',
  product: (id: number) => `/more/products/${id}`,
  signIn: '/sign-in',
  invite: '/invite',
} as const;

export const CONSOLE_BASENAME = '/admin';
