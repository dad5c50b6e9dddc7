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
