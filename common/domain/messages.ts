/**
 * Every text the shop shows a user for a rule, spelt exactly as the existing storefront shows it,
 * typos included (docs/decisions.md).
 */
export const messages = {
  favouriteLogin: 'Please log in to add favorites.',
  searchEmpty: 'Please enter a product name.',
  searchNoResults: 'No products matched your search.',
  searchFailed: 'An error occurred while fetching results.',
  stockUnavailable: 'Stock Unavaliable.',
  stockUnavailableTitle: 'Product Unavailable',
  reviewIncomplete: 'Please enter a review and select a star rating before submitting.',
  soldOutSelect: 'This product is currently sold out.',
  onlyInStock: (n: number) => `Only ${n} items available in stock.`,
  onlyInStockReduce: (n: number) => `Only ${n} items available in stock. Please reduce quantity.`,
  selectAtLeastOne: 'Please select at least one item to order.',
  couponInvalid: 'Invalid coupon code.',
  couponTooSmall: 'Coupon can only be applied if its value is greater than or equal to the cart subtotal.',
  couponFailed: 'There was an issue with applying the coupon.',
  passwordsMismatch: 'Passwords do not match.',
  registrationFailed: 'Registration failed. Please try again.',
  validationError: 'Validation Error: Please fill in all required fields.',
  categoriesFailed: 'Failed to load categories.',
  noStateSuggestions: 'No suggestions found',
} as const;

/** Checkout's required-field messages, typos as in the spec. */
export const checkoutFieldMessages = {
  firstName: 'Name is required',
  streetAddress: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  pinCode: 'PIN code is required',
  phone: 'Phone number is required',
  email: 'Email is requried',
} as const;

/**
 * A checkout field that is filled in but in the wrong format (docs/decisions.md: the spec checks
 * only "digits, up to 6" and "digits"). The server answers these texts, and the form shows them under
 * the field.
 */
export const checkoutFormatMessages = {
  pinCode: 'The PIN code must be 6 digits.',
  billingPinCode: 'The billing PIN code must be 6 digits.',
  phone: 'The phone number must be 10 to 15 digits.',
  billingPhone: 'The billing phone number must be 10 to 15 digits.',
  email: 'Please enter a valid e-mail address.',
} as const;

export const billingFieldMessages = {
  name: 'Billing name is required',
  street: 'Billing street address is required',
  city: 'Billing city is required',
  state: 'Billing state is required',
  country: 'Billing country is required',
  postalCode: 'Billing PIN code is required',
  phone: 'Billing phone number is required',
  email: 'Billing Email is requried',
} as const;
