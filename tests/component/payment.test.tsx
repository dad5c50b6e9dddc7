import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderResponse } from '../../common/contract/orders';
import type { PaymentWindowOptions } from '../../src/features/checkout/paymentWindow';
import PaymentPage from '../../src/pages/PaymentPage';
import { coupons, makeCartItem, serveGuestCart } from '../mocks/cart';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

const oil = makeCartItem({ cart_item_id: 1, product_name: 'Virgin Coconut Oil', price: '500.00', quantity: 2 });
const gauze = makeCartItem({
  cart_item_id: 2,
  product_name: 'Sterile Gauze Pads',
  price: '200.00',
  offer_type: 'discount_percentage',
  discount_percentage: '10.00',
});
const notChosen = makeCartItem({ cart_item_id: 3, product_name: 'Coconut Soap', price: '90.00' });

/** A stand-in for Razorpay Checkout: records what it was opened with and lets the test act as the shopper. */
class FakeCheckout {
  static last: FakeCheckout | null = null;
  failed: Array<(response: { error?: { description?: string } }) => void> = [];
  opened = false;
  constructor(readonly options: PaymentWindowOptions) {
    FakeCheckout.last = this;
  }
  on(_event: string, listener: (response: { error?: { description?: string } }) => void) {
    this.failed.push(listener);
  }
  open() {
    this.opened = true;
  }
}

const scripts: string[] = [];
beforeEach(() => {
  FakeCheckout.last = null;
  scripts.length = 0;
  window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
  // jsdom does not run external scripts: note the URL and report it loaded.
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node.src);
      queueMicrotask(() => node.onload?.(new Event('load')));
      return node;
    }
    return append(node);
  });
});
afterEach(() => {
  delete window.Razorpay;
  window.sessionStorage.clear();
});

const order: PlaceOrderResponse = {
  razorpay_order_id: 'order_SBX123',
  amount: 124500,
  currency: 'INR',
  order_no: 'K7M2P9QX',
  key: 'rzp_test_sandbox',
  provider: 'sandbox',
  script_url: '/api/payments/sandbox/checkout.js',
  name: 'CocoCare Naturals',
  totals: { subtotal: '1180.00', delivery_charge: '65.00', coupon_discount: '0.00', total: '1245.00' },
};

function serveCheckout({ address = null as object | null } = {}) {
  server.use(
    serveGuestCart(() => [oil, gauze, notChosen]),
    http.get(`${API}/guest-address/`, () => HttpResponse.json(address ?? null)),
    http.get(`${API}/coupen/`, () => HttpResponse.json(coupons)),
  );
}

function renderPayment() {
  return render(
    <MemoryRouter initialEntries={['/Cart', { pathname: '/Payment', state: { cartItemIds: [1, 2] } }]} initialIndex={1}>
      <Routes>
        <Route path="/Payment" element={<PaymentPage />} />
        <Route path="/Cart" element={<h1>Cart page</h1>} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const totals = () => within(screen.getByLabelText('Order totals'));
const figure = (name: string) => totals().getByText(name).nextSibling as HTMLElement;

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, state = 'Tamil Nadu') {
  const form = within(await screen.findByRole('group', { name: 'Delivery address' }));
  await user.type(form.getByLabelText('Name'), 'Anitha R');
  await user.type(form.getByLabelText('Email'), 'anitha@example.com');
  await user.type(form.getByLabelText('Street address'), '12 Lake Road');
  await user.type(form.getByLabelText('City'), 'Coimbatore');
  await user.type(form.getByRole('combobox', { name: 'State' }), state);
  await user.type(form.getByLabelText('PIN code'), '641001');
  await user.type(form.getByLabelText('Phone'), '9876543210');
}

describe('/Payment: summary and totals', () => {
  it('shows only the chosen lines; delivery reads "Enter shipping address" until a state is typed, then 65 for Tamil Nadu and 120 elsewhere', async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByRole('cell', { name: 'Virgin Coconut Oil' })).toBeInTheDocument();
    expect(summary.getByRole('cell', { name: 'Sterile Gauze Pads' })).toBeInTheDocument();
    expect(summary.queryByText('Coconut Soap')).not.toBeInTheDocument();

    expect(figure('Subtotal')).toHaveTextContent('₹1,180.00');
    expect(figure('Delivery')).toHaveTextContent('Enter shipping address');
    expect(figure('Coupon')).toHaveTextContent('₹0.00');
    // 10 % of 200 on the gauze.
    expect(figure('Total Savings')).toHaveTextContent('₹20.00');
    expect(figure('Total')).toHaveTextContent('₹1,180.00');

    const state = screen.getByRole('combobox', { name: 'State' });
    await user.type(state, 'Tamil Nadu');
    expect(figure('Delivery')).toHaveTextContent('₹65.00');
    expect(figure('Total')).toHaveTextContent('₹1,245.00');
    await user.clear(state);
    await user.type(state, 'tamilnadu');
    expect(figure('Delivery')).toHaveTextContent('₹65.00');
    await user.clear(state);
    await user.type(state, 'TN');
    expect(figure('Delivery')).toHaveTextContent('₹65.00');
    await user.clear(state);
    await user.type(state, 'Kerala');
    expect(figure('Delivery')).toHaveTextContent('₹120.00');
    expect(figure('Total')).toHaveTextContent('₹1,300.00');
  });

  it('hides Total Savings when nothing is saved', async () => {
    server.use(
      serveGuestCart(() => [oil]),
      http.get(`${API}/guest-address/`, () => HttpResponse.json(null)),
    );
    render(
      <MemoryRouter initialEntries={[{ pathname: '/Payment', state: { cartItemIds: [1] } }]}>
        <Routes>
          <Route path="/Payment" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Order summary' });
    expect(figure('Total')).toHaveTextContent('₹1,000.00');
    expect(totals().queryByText('Total Savings')).not.toBeInTheDocument();
  });

  it('fills the delivery form from the last address', async () => {
    serveCheckout({
      address: {
        name: 'Priya S',
        street: '4 Temple Street',
        city: 'Madurai',
        state: 'Tamil Nadu',
        country: 'India',
        postal_code: '625001',
        phone: '9876500000',
        email: 'priya@example.com',
      },
    });
    renderPayment();
    const form = within(await screen.findByRole('group', { name: 'Delivery address' }));
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveValue('Priya S'));
    expect(form.getByLabelText('Street address')).toHaveValue('4 Temple Street');
    expect(form.getByLabelText('City')).toHaveValue('Madurai');
    expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Tamil Nadu');
    expect(form.getByLabelText('Country')).toHaveValue('India');
    expect(form.getByLabelText('PIN code')).toHaveValue('625001');
    expect(form.getByLabelText('Phone')).toHaveValue('9876500000');
    expect(form.getByLabelText('Email')).toHaveValue('priya@example.com');
    expect(figure('Delivery')).toHaveTextContent('₹65.00');
  });
});

describe('/Payment: the form', () => {
  it('names every blank required field with its message and a red outline, and says so in a dialog', async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    const form = within(await screen.findByRole('group', { name: 'Delivery address' }));
    await user.clear(form.getByLabelText('Country'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Validation Error');
    expect(dialog).toHaveTextContent('Please fill in all required fields.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    const expected: Array<[string, string]> = [
      ['Name', 'Name is required'],
      ['Email', 'Email is requried'],
      ['Street address', 'Street address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['Country', 'Country is required'],
      ['PIN code', 'PIN code is required'],
      ['Phone', 'Phone number is required'],
    ];
    for (const [label, message] of expected) {
      const field = form.getByLabelText(label);
      expect(field).toHaveClass('is-invalid');
      expect(field).toHaveAccessibleDescription(message);
    }
    // Fixing a field clears its message.
    await user.type(form.getByLabelText('City'), 'Salem');
    expect(form.getByLabelText('City')).not.toHaveClass('is-invalid');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
  });

  it('checks the billing fields too when the billing address differs (country defaults to INDIA)', async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    await fillDelivery(user);
    await user.click(screen.getByRole('radio', { name: 'Use a different billing address' }));
    const billing = within(screen.getByRole('group', { name: 'Billing details' }));
    expect(billing.getByLabelText('Billing country')).toHaveValue('INDIA');
    // Autofill keeps the two addresses apart.
    expect(billing.getByLabelText('Billing street address')).toHaveAttribute('autocomplete', 'billing street-address');
    expect(screen.getByLabelText('Street address')).toHaveAttribute('autocomplete', 'street-address');
    await user.clear(billing.getByLabelText('Billing country'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));

    const expected: Array<[string, string]> = [
      ['Billing name', 'Billing name is required'],
      ['Billing email', 'Billing Email is requried'],
      ['Billing street address', 'Billing street address is required'],
      ['Billing city', 'Billing city is required'],
      ['Billing state', 'Billing state is required'],
      ['Billing country', 'Billing country is required'],
      ['Billing PIN code', 'Billing PIN code is required'],
      ['Billing phone', 'Billing phone number is required'],
    ];
    for (const [label, message] of expected) {
      const field = billing.getByLabelText(label);
      expect(field).toHaveClass('is-invalid');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("checks PIN, phone and e-mail as the shopper leaves each, with the server's message under the field, and sends nothing while one is wrong", async () => {
    serveCheckout();
    let placed = 0;
    server.use(
      http.post(`${API}/place-order/`, () => {
        placed += 1;
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPayment();
    const form = within(await screen.findByRole('group', { name: 'Delivery address' }));
    await user.type(form.getByLabelText('Name'), 'Anitha R');
    await user.type(form.getByLabelText('Email'), 'anitha@example');
    await user.tab();
    await user.type(form.getByLabelText('Street address'), '12 Lake Road');
    await user.type(form.getByLabelText('City'), 'Coimbatore');
    await user.type(form.getByRole('combobox', { name: 'State' }), 'Tamil Nadu');
    await user.type(form.getByLabelText('PIN code'), '64100');
    await user.tab();
    await user.type(form.getByLabelText('Phone'), '98765');
    await user.tab();

    // Each shows the very text the server would answer, before Place Order.
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(form.getByLabelText('PIN code')).toHaveAccessibleDescription('The PIN code must be 6 digits.');
    expect(form.getByLabelText('Phone')).toHaveAccessibleDescription('The phone number must be 10 to 15 digits.');
    expect(form.getByLabelText('Phone')).toHaveClass('is-invalid');
    // Fields without a format are not marked as the shopper passes them.
    expect(form.getByLabelText('Name')).not.toHaveClass('is-invalid');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Validation Error');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(form.getByLabelText('PIN code')).toHaveAccessibleDescription('The PIN code must be 6 digits.');
    expect(placed).toBe(0);

    // Typing clears a field's mark; leaving it with a good value keeps it clear.
    await user.type(form.getByLabelText('Phone'), '43210');
    expect(form.getByLabelText('Phone')).not.toHaveClass('is-invalid');
    await user.tab();
    expect(form.getByLabelText('Phone')).not.toHaveClass('is-invalid');

    // A different billing address: its PIN and phone are checked with their own texts.
    await user.click(screen.getByRole('radio', { name: 'Use a different billing address' }));
    const billing = within(screen.getByRole('group', { name: 'Billing details' }));
    await user.type(billing.getByLabelText('Billing PIN code'), '6410');
    await user.tab();
    await user.type(billing.getByLabelText('Billing phone'), '12345');
    await user.tab();
    expect(billing.getByLabelText('Billing PIN code')).toHaveAccessibleDescription(
      'The billing PIN code must be 6 digits.',
    );
    expect(billing.getByLabelText('Billing phone')).toHaveAccessibleDescription(
      'The billing phone number must be 10 to 15 digits.',
    );
    expect(placed).toBe(0);
  });

  it('keeps PIN codes to 6 digits and phones to digits (an empty phone is refused as an edit)', async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    const form = within(await screen.findByRole('group', { name: 'Delivery address' }));
    const pin = form.getByLabelText('PIN code');
    await user.type(pin, '6a4-1 00123');
    expect(pin).toHaveValue('641001');
    const phone = form.getByLabelText('Phone');
    await user.type(phone, '98x76');
    expect(phone).toHaveValue('9876');
    await user.clear(phone);
    expect(phone).toHaveValue('9876');
  });

  it("suggests from all 36 states and union territories by substring, with 'No suggestions found'", async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    const state = await screen.findByRole('combobox', { name: 'State' });
    await user.type(state, 'pradesh');
    const list = screen.getByRole('listbox', { name: 'State suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Andhra Pradesh', 'Arunachal Pradesh', 'Himachal Pradesh', 'Madhya Pradesh', 'Uttar Pradesh']);
    await user.clear(state);
    await user.type(state, 'lak');
    expect(within(list).getByRole('option', { name: 'Lakshadweep' })).toBeInTheDocument();
    await user.clear(state);
    await user.type(state, 'xyz');
    expect(within(list).getByText('No suggestions found')).toBeInTheDocument();
    await user.clear(state);
    await user.type(state, 'lada');
    await user.click(within(list).getByRole('option', { name: 'Ladakh' }));
    expect(state).toHaveValue('Ladakh');
    expect(list).not.toBeVisible();
    expect(figure('Delivery')).toHaveTextContent('₹120.00');
    // The keyboard: arrows move, Enter picks.
    await user.clear(state);
    await user.type(state, 'nadu{ArrowDown}{Enter}');
    expect(state).toHaveValue('Tamil Nadu');
  });
});

describe('/Payment: the state check', () => {
  it('offers "Did you mean Kerala?" under the State field for "Kerela", and takes the correction in one press', async () => {
    serveCheckout();
    let placed = 0;
    server.use(
      http.post(`${API}/place-order/`, () => {
        placed += 1;
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPayment();
    const form = within(await screen.findByRole('group', { name: 'Delivery address' }));
    const state = form.getByRole('combobox', { name: 'State' });
    await user.type(state, 'Kerela');
    // The spec's suggestions stay: no name contains "Kerela".
    expect(screen.getByRole('listbox', { name: 'State suggestions' })).toHaveTextContent('No suggestions found');
    await user.tab();
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription(
      'State "Kerela" is not an Indian state or union territory. Did you mean Kerala?',
    );
    await user.click(form.getByRole('button', { name: 'Use Kerala' }));
    expect(state).toHaveValue('Kerala');
    expect(state).not.toHaveAttribute('aria-invalid');
    expect(form.queryByRole('button', { name: 'Use Kerala' })).not.toBeInTheDocument();
    expect(figure('Delivery')).toHaveTextContent('₹120.00');

    // A made-up state is refused with no guess; Place Order does not send it.
    await user.clear(state);
    await user.type(state, 'Wakanda');
    await user.tab();
    expect(state).toHaveAccessibleDescription('State "Wakanda" is not an Indian state or union territory.');
    expect(form.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(placed).toBe(0);
  });

  it('says under the PIN code when the PIN is in another state, and clears it when the state is put right', async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    const form = within(await screen.findByRole('group', { name: 'Delivery address' }));
    const state = form.getByRole('combobox', { name: 'State' });
    const pin = form.getByLabelText('PIN code');
    await user.type(state, 'Tamil Nadu');
    await user.type(pin, '682002');
    await user.tab();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('PIN 682002 is in Kerala, not Tamil Nadu.');
    await user.clear(state);
    await user.type(state, 'kera');
    await user.click(
      within(screen.getByRole('listbox', { name: 'State suggestions' })).getByRole('option', { name: 'Kerala' }),
    );
    expect(pin).not.toHaveAttribute('aria-invalid');
  });
});

describe('/Payment: a business buyer’s GSTIN', () => {
  it('is closed until asked for; a wrong check character and a state mismatch each show their reason; the right one is sent', async () => {
    serveCheckout();
    const placed: Record<string, unknown>[] = [];
    server.use(
      http.post(`${API}/place-order/`, async ({ request }) => {
        placed.push((await request.json()) as Record<string, unknown>);
        // Refused here so the payment window (loaded once per page) is left for the payment tests.
        return HttpResponse.json({ message: 'Stopped by the test.' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderPayment();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillDelivery(user);
    const open = screen.getByRole('button', { name: 'Buying for a business? Add your GSTIN' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const gstin = screen.getByLabelText('GSTIN');
    const name = screen.getByLabelText('Registered business name');

    await user.type(gstin, '33aaecm1234k1zt');
    await user.tab();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(
      "The GSTIN's last character is T, but its first 14 characters give Q: a character is mistyped.",
    );
    await user.clear(gstin);
    await user.type(gstin, '32AAECM1234K1ZS');
    await user.tab();
    expect(gstin).toHaveAccessibleDescription(
      'This GSTIN is registered in Kerala (32), but the billing state is Tamil Nadu (33).',
    );
    await user.clear(gstin);
    await user.type(gstin, '33AAECM1234K1ZQ');
    await user.type(name, 'Medicare Clinic LLP');
    await user.tab();
    expect(gstin).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({ buyer_gstin: '33AAECM1234K1ZQ', buyer_business_name: 'Medicare Clinic LLP' });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens filled in with the GSTIN saved with the last order', async () => {
    serveCheckout({
      address: {
        name: 'Anitha R',
        street: '12 Lake Road',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
        country: 'INDIA',
        postal_code: '641001',
        phone: '9876543210',
        email: 'anitha@example.com',
        buyer_gstin: '33AAECM1234K1ZQ',
        buyer_business_name: 'Medicare Clinic LLP',
      },
    });
    renderPayment();
    expect(await screen.findByLabelText('GSTIN')).toHaveValue('33AAECM1234K1ZQ');
    expect(screen.getByLabelText('Registered business name')).toHaveValue('Medicare Clinic LLP');
    expect(screen.getByRole('button', { name: 'Buying for a business? Add your GSTIN' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('/Payment: coupon', () => {
  it('applies an exact code whose price the subtotal reaches, and says why not otherwise', async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    const code = await screen.findByLabelText('Coupon code');
    const apply = screen.getByRole('button', { name: 'Apply' });

    await user.type(code, 'save10');
    await user.click(apply);
    expect(await screen.findByText('Invalid coupon code.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'FLAT100');
    await user.click(apply);
    expect(
      await screen.findByText('Coupon can only be applied if its value is greater than or equal to the cart subtotal.'),
    ).toBeInTheDocument();
    expect(figure('Coupon')).toHaveTextContent('₹0.00');

    await user.clear(code);
    await user.type(code, 'SAVE10');
    await user.click(apply);
    // 10 % of 1,180.
    await waitFor(() => expect(figure('Coupon')).toHaveTextContent('−₹118.00'));
    expect(figure('Total Savings')).toHaveTextContent('₹138.00');
    expect(figure('Total')).toHaveTextContent('₹1,062.00');
    expect(screen.getByRole('status')).toHaveTextContent('Coupon SAVE10 applied');
  });

  it("says 'There was an issue with applying the coupon.' when the coupons cannot be read", async () => {
    allowConsoleErrors();
    serveCheckout();
    server.use(http.get(`${API}/coupen/`, () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderPayment();
    await user.type(await screen.findByLabelText('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('There was an issue with applying the coupon.')).toBeInTheDocument();
  });
});

describe('/Payment: placing the order and paying', () => {
  it('sends the order once per attempt, shows Processing..., opens the payment window with the order, verifies and confirms', async () => {
    serveCheckout();
    const placed: Array<{ body: Record<string, unknown>; key: string | null }> = [];
    const verified: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/place-order/`, async ({ request }) => {
        placed.push({
          body: (await request.json()) as Record<string, unknown>,
          key: request.headers.get('Idempotency-Key'),
        });
        await gate;
        return HttpResponse.json(order, { status: 201 });
      }),
      http.post(`${API}/payments/verify/`, async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ message: 'Payment verified.', order_no: 'K7M2P9QX', status: 'paid' });
      }),
    );
    const user = userEvent.setup();
    renderPayment();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    release();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));

    expect(placed).toHaveLength(1);
    expect(placed[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed[0]!.body).toEqual({
      user_id: null,
      cart_items: [
        { cart_item_id: 1, item_price: '1000.00' },
        { cart_item_id: 2, item_price: '180.00' },
      ],
      name: 'Anitha R',
      street: '12 Lake Road',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      country: 'INDIA',
      postal_code: '641001',
      mobile: '9876543210',
      email: 'anitha@example.com',
      total_amount: '1245.00',
      bill_name: 'Anitha R',
      bill_street: '12 Lake Road',
      bill_city: 'Coimbatore',
      bill_state: 'Tamil Nadu',
      bill_country: 'INDIA',
      bill_postal_code: '641001',
      bill_mobile: '9876543210',
      bill_email: 'anitha@example.com',
      coupon_code: null,
    });
    expect(scripts).toEqual([`${window.location.origin}/api/payments/sandbox/checkout.js`]);
    const options = FakeCheckout.last!.options;
    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 124500,
      currency: 'INR',
      order_id: 'order_SBX123',
      name: 'CocoCare Naturals',
      description: 'Order Payment',
      prefill: { name: 'Anitha R', email: 'anitha@example.com', contact: '9876543210' },
      notes: {
        shipping_address: '12 Lake Road, Coimbatore, Tamil Nadu, INDIA, 641001',
        billing_address: '12 Lake Road, Coimbatore, Tamil Nadu, INDIA, 641001',
      },
      theme: { color: '#1f6f50' },
    });

    const proof = { razorpay_order_id: 'order_SBX123', razorpay_payment_id: 'pay_1', razorpay_signature: 'abc' };
    options.handler(proof);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Order Placed');
    expect(dialog).toHaveTextContent('K7M2P9QX');
    expect(verified).toEqual([proof]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('when the payment window cannot open (a blocked script), says so and reports it to the server', async () => {
    serveCheckout();
    let reported: unknown;
    server.use(
      http.post(`${API}/place-order/`, () =>
        HttpResponse.json({ ...order, script_url: 'https://checkout.razorpay.com/v1/checkout.js' }, { status: 201 }),
      ),
      http.post(`${API}/payments/window-failed/`, async ({ request }) => {
        reported = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    // The browser refuses the script (the CSP, or no network): its error event fires.
    vi.mocked(document.head.appendChild).mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onerror?.(new Event('error')));
      return node;
    });
    const user = userEvent.setup();
    renderPayment();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment window could not be opened. Please check your connection and try again.',
    );
    await waitFor(() =>
      expect(reported).toEqual({
        razorpay_order_id: 'order_SBX123',
        script_url: 'https://checkout.razorpay.com/v1/checkout.js',
        reason: 'Could not load https://checkout.razorpay.com/v1/checkout.js',
      }),
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('after a failed or dismissed payment says so, keeps the cart, and tries again as a new attempt (new key)', async () => {
    serveCheckout();
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${API}/place-order/`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(order, { status: keys.length === 1 ? 201 : 200 });
      }),
    );
    const user = userEvent.setup();
    renderPayment();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));

    FakeCheckout.last!.failed.forEach((listener) => listener({ error: { description: 'Card declined' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed. Your cart is unchanged; you can try again.',
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(screen.getByRole('cell', { name: 'Virgin Coconut Oil' })).toBeInTheDocument();

    FakeCheckout.last = null;
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.options.modal.ondismiss();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment cancelled. Your cart is unchanged; you can try again.',
    );
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('a press after an unanswered request sends the same key (no second order); a changed order gets a new one', async () => {
    allowConsoleErrors();
    serveCheckout();
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${API}/place-order/`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderPayment();
    await fillDelivery(user);
    const press = async () => {
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await press();
    await press();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await user.type(screen.getByLabelText('City'), ' North');
    await press();
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each([
    [
      'no provider order id',
      () => HttpResponse.json({ ...order, razorpay_order_id: '' }, { status: 201 }),
      ['Order Error', 'Unable to create the order. Please try again.'],
    ],
    [
      "the server's message",
      () => HttpResponse.json({ message: 'Only 1 of Virgin Coconut Oil left.' }, { status: 409 }),
      ['Only 1 of Virgin Coconut Oil left.'],
    ],
    [
      'a failure without a message',
      () => HttpResponse.json({}, { status: 500 }),
      ['There was an issue creating your order.'],
    ],
    ['no connection', () => HttpResponse.error(), ['Network error. Please try again.']],
  ])('tells the shopper when the order cannot be created: %s', async (_case, answer, texts) => {
    allowConsoleErrors();
    serveCheckout();
    server.use(http.post(`${API}/place-order/`, () => answer()));
    const user = userEvent.setup();
    renderPayment();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog');
    for (const text of texts) expect(dialog).toHaveTextContent(text);
    expect(FakeCheckout.last).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order', hidden: true })).toBeEnabled();
  });

  it('Go Back returns to the previous page', async () => {
    serveCheckout();
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
  });
});
