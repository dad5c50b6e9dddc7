import { INDIAN_STATES_AND_UTS, suggestIndianStates } from '../../common/domain/states';
import { describe, expect, it } from 'vitest';
import { deliveryChargePaise, ENTER_SHIPPING_ADDRESS } from '../../common/domain/delivery';
import { applyCoupon, type Coupon } from '../../common/domain/coupon';
import {
  blogHint,
  clampBlogPage,
  homeGridSize,
  pageCount,
  pagerWindow,
  pageSlice,
  relatedProductsCount,
} from '../../common/domain/pagination';
import {
  acceptPhoneEdit,
  ADDRESS_PARTS,
  type AddressForm,
  formatProblem,
  placeOrderProblem,
  sanitizePinCode,
  validateCheckout,
} from '../../common/domain/validation';
import { messages } from '../../common/domain/messages';
import { Address } from '../../common/contract/orders';

describe('delivery charge', () => {
  it.each(['Tamil Nadu', 'tamil nadu', 'TamilNadu', 'TN', 'tn', ' Tamil  Nadu '])('%j pays ₹65', (state) => {
    expect(deliveryChargePaise(state)).toBe(6500);
  });
  it.each(['Kerala', 'Karnataka', 'Tamil'])('%j pays ₹120', (state) => {
    expect(deliveryChargePaise(state)).toBe(12000);
  });
  it('is not charged while the state is blank', () => {
    expect(deliveryChargePaise('')).toBeNull();
    expect(deliveryChargePaise('   ')).toBeNull();
    expect(ENTER_SHIPPING_ADDRESS).toBe('Enter shipping address');
  });
});

describe('coupons', () => {
  const coupons: Coupon[] = [
    {
      coupen_code: 'FLAT100',
      actual_price: '999.00',
      discount_type: 'price',
      discount_price: '100.00',
      discount_percentage: null,
    },
    {
      coupen_code: 'WELCOME10',
      actual_price: '499.00',
      discount_type: 'percentage',
      discount_price: null,
      discount_percentage: '10.00',
    },
  ];
  it('applies a fixed amount when its actual_price is at most the subtotal', () => {
    expect(applyCoupon(coupons, 'FLAT100', 99900)).toMatchObject({ ok: true, discount: 10000 });
  });
  it('applies a percentage of the subtotal', () => {
    expect(applyCoupon(coupons, 'WELCOME10', 123450)).toMatchObject({ ok: true, discount: 12345 });
  });
  it('refuses below its actual_price with the spec wording, discount 0', () => {
    expect(applyCoupon(coupons, 'FLAT100', 99899)).toEqual({
      ok: false,
      discount: 0,
      message: messages.couponTooSmall,
    });
  });
  it('matches the code exactly', () => {
    expect(applyCoupon(coupons, 'flat100', 500000)).toEqual({
      ok: false,
      discount: 0,
      message: 'Invalid coupon code.',
    });
  });
});

describe('pager window', () => {
  it('shows every page when there are few', () => {
    expect(pagerWindow(0, 5)).toEqual([0, 1, 2, 3, 4]);
  });
  it('keeps 2 edge pages and 5 around the current one in the middle', () => {
    expect(pagerWindow(10, 20)).toEqual([0, 1, 'gap', 8, 9, 10, 11, 12, 'gap', 18, 19]);
  });
  it('slides the window at the edges', () => {
    expect(pagerWindow(0, 20)).toEqual([0, 1, 2, 3, 4, 'gap', 18, 19]);
    expect(pagerWindow(19, 20)).toEqual([0, 1, 'gap', 15, 16, 17, 18, 19]);
    expect(pagerWindow(3, 20)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 18, 19]);
  });
  it('shows a single hidden page instead of a gap', () => {
    expect(pagerWindow(0, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pagerWindow(0, 9)).toEqual([0, 1, 2, 3, 4, 'gap', 7, 8]);
  });
  it('clamps a current page out of range', () => {
    expect(pagerWindow(99, 3)).toEqual([0, 1, 2]);
    expect(pagerWindow(0, 0)).toEqual([]);
  });
  it('slices pages of 12', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(pageCount(30, 12)).toBe(3);
    expect(pageSlice(items, 2, 12)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageSlice(items, 7, 12)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageCount(0, 12)).toBe(1);
  });
  it('sizes grids by the 768 px breakpoint', () => {
    expect([homeGridSize(375), homeGridSize(768), homeGridSize(769)]).toEqual([8, 8, 12]);
    expect([relatedProductsCount(768), relatedProductsCount(1280)]).toEqual([4, 8]);
  });
  it('keeps the blog page within 1..last', () => {
    expect(clampBlogPage(0, 1, 3)).toBe(1);
    expect(clampBlogPage(4, 3, 3)).toBe(3);
    expect(clampBlogPage(2, 1, 3)).toBe(2);
  });
  it('cuts a blog hint at 80 characters', () => {
    expect(blogHint('x'.repeat(80))).toBe('x'.repeat(80));
    expect(blogHint('x'.repeat(81))).toBe(`${'x'.repeat(80)}...`);
  });
});

describe('checkout validation', () => {
  const blank = {
    name: '',
    street: '',
    city: '',
    state: '',
    country: '',
    postal_code: '',
    phone: '',
    email: '',
  };
  it("checks the API's address as it is: the same fields, each way", () => {
    // Assignable both ways, or this file does not compile.
    const fromApi = (address: Address): AddressForm => address;
    const toApi = (form: AddressForm): Address => form;
    expect(fromApi(toApi({ ...blank }))).toEqual(blank);
    expect([...ADDRESS_PARTS].sort()).toEqual(Object.keys(Address.properties).sort());
  });

  it('names every missing delivery field, typos as the spec has them', () => {
    const errors = validateCheckout(blank, null);
    expect(errors.email).toBe('Email is requried');
    expect(errors.postal_code).toBe('PIN code is required');
    expect(Object.keys(errors)).toHaveLength(8);
  });
  it('checks billing fields only with a different billing address', () => {
    const full = {
      name: 'A',
      street: 'B',
      city: 'C',
      state: 'Tamil Nadu',
      country: 'E',
      postal_code: '600001',
      phone: '9876543210',
      email: 'a@b.in',
    };
    expect(validateCheckout(full, null)).toEqual({});
    const errors = validateCheckout(full, {
      name: '',
      street: '',
      city: '',
      state: '',
      country: 'INDIA',
      postal_code: '',
      phone: '',
      email: '',
    });
    expect(errors['billing.email']).toBe('Billing Email is requried');
    expect(errors['billing.country']).toBeUndefined();
  });
  it('refuses a PIN, phone or e-mail that is there but in the wrong format, on leaving the field and at Place Order', () => {
    expect(formatProblem('postal_code', '')).toBeNull();
    expect(formatProblem('postal_code', '64101')).toBe('The PIN code must be 6 digits.');
    expect(formatProblem('billing.postal_code', '64101')).toBe('The billing PIN code must be 6 digits.');
    expect(formatProblem('postal_code', '641018')).toBeNull();
    expect(formatProblem('phone', '98765')).toBe('The phone number must be 10 to 15 digits.');
    expect(formatProblem('billing.phone', '98765')).toBe('The billing phone number must be 10 to 15 digits.');
    expect(formatProblem('phone', '9876543210')).toBeNull();
    expect(formatProblem('email', 'asha@example')).toBe('Please enter a valid e-mail address.');
    expect(formatProblem('email', 'asha@example.in')).toBeNull();
    // The server does not check the billing e-mail's format, so neither does the form.
    expect(formatProblem('billing.email', 'x')).toBeNull();
    const delivery = {
      name: 'A',
      street: 'B',
      city: 'C',
      state: 'Tamil Nadu',
      country: 'E',
      postal_code: '64101',
      phone: '98765',
      email: 'e',
    };
    expect(validateCheckout(delivery, null)).toEqual({
      postal_code: 'The PIN code must be 6 digits.',
      phone: 'The phone number must be 10 to 15 digits.',
      email: 'Please enter a valid e-mail address.',
    });
    const billing = {
      name: 'A',
      street: 'B',
      city: 'C',
      state: 'Tamil Nadu',
      country: 'E',
      postal_code: '6410',
      phone: '9876543210',
      email: 'e',
    };
    expect(
      validateCheckout({ ...delivery, postal_code: '641018', phone: '9876543210', email: 'a@b.in' }, billing),
    ).toEqual({ 'billing.postal_code': 'The billing PIN code must be 6 digits.' });
  });
  it("answers the server's first problem with a place-order body, in the form's order", () => {
    const body = {
      name: 'A',
      street: 'B',
      city: 'C',
      state: 'Tamil Nadu',
      country: 'E',
      postal_code: '641018',
      mobile: '9876543210',
      email: 'a@b.in',
      bill_name: 'A',
      bill_street: 'B',
      bill_city: 'C',
      bill_state: 'Tamil Nadu',
      bill_country: 'E',
      bill_postal_code: '641018',
      bill_mobile: '9876543210',
    };
    expect(placeOrderProblem(body)).toBeUndefined();
    expect(placeOrderProblem({ ...body, name: ' ', city: '' })).toBe(
      'Validation Error: Please fill in all required fields. Name is required.',
    );
    expect(placeOrderProblem({ ...body, mobile: '98765', postal_code: '6410' })).toBe('The PIN code must be 6 digits.');
    expect(placeOrderProblem({ ...body, email: 'x' })).toBe('Please enter a valid e-mail address.');
  });
  it('keeps PIN codes to 6 digits and phones to digits', () => {
    expect(sanitizePinCode('60a0 0123')).toBe('600012');
    expect(acceptPhoneEdit('98765')).toBe('98765');
    expect(acceptPhoneEdit('98a')).toBeNull();
    expect(acceptPhoneEdit('')).toBeNull();
  });
  it('suggests from all 28 states and 8 union territories by substring', () => {
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36);
    expect(INDIAN_STATES_AND_UTS).toEqual(expect.arrayContaining(['Ladakh', 'Lakshadweep', 'Tamil Nadu']));
    expect(suggestIndianStates('nadu')).toEqual(['Tamil Nadu']);
    expect(suggestIndianStates('PRADESH')).toHaveLength(5);
    expect(suggestIndianStates('xyz')).toEqual([]);
  });
});
