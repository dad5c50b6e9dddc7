import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StaffOrderDetail, StaffOrderSummary } from '../../common/contract/admin';
import type { StaffRole } from '../../common/domain/staff';
import OrderDetailPage from '../../console/features/orders/OrderDetailPage';
import OrdersPage from '../../console/features/orders/OrdersPage';
import TodayPage from '../../console/features/today/TodayPage';
import { http, HttpResponse, server } from '../mocks/server';
import { ADMIN, renderConsoleAt } from './console-harness';

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderAt(path: string, role: StaffRole = 'owner') {
  return renderConsoleAt(
    path,
    role,
    {
      '/': <TodayPage />,
      '/orders': <OrdersPage />,
      '/orders/:orderNo': <OrderDetailPage />,
    },
    <Where />,
  );
}

const summary = (orderNo: string, fields: Partial<StaffOrderSummary> = {}): StaffOrderSummary => ({
  orderNo,
  placedAt: '2026-11-28T04:35:00.000Z',
  status: 'paid',
  flag: null,
  name: 'Lakshmi Narayanan',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  phone: '9876543210',
  email: 'lakshmi@example.in',
  units: 3,
  lines: 2,
  totalPaise: 12345600,
  ...fields,
});

const address = {
  name: 'Lakshmi Narayanan',
  street: '12, 3rd Cross, Gandhi Nagar',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  postalCode: '641012',
  country: 'India',
  phone: '9876543210',
  email: 'lakshmi@example.in',
};

const detail = (fields: Partial<StaffOrderDetail> = {}): StaffOrderDetail => ({
  ...summary('7KQ2M9XA'),
  paidAt: '2026-11-28T04:36:00.000Z',
  items: [
    {
      line: 1,
      productId: 3,
      name: 'Bio-cellulose dressing',
      size: '10 cm',
      options: [],
      quantity: 2,
      unitPaise: 49900,
      totalPaise: 99800,
    },
    {
      line: 2,
      productId: 7,
      name: 'Virgin coconut oil',
      size: '',
      options: [{ name: 'Gift wrap', value: 'Yes' }],
      quantity: 1,
      unitPaise: 39900,
      totalPaise: 39900,
    },
  ],
  totals: { subtotalPaise: 139700, deliveryPaise: 0, couponCode: null, couponPaise: 0, totalPaise: 139700 },
  shipTo: address,
  billTo: address,
  payment: { provider: 'sandbox', providerOrderId: 'order_1', paymentId: 'pay_1', lastError: null },
  paymentEvents: [{ type: 'payment.captured', at: '2026-11-28T04:36:00.000Z' }],
  tracking: { number: null, url: null, courier: null, shippedAt: null, deliveredAt: null },
  invoiceNo: null,
  creditNotes: [],
  refunds: [],
  history: [],
  transitions: [
    {
      from_status: 'awaiting_payment',
      to_status: 'paid',
      actor: 'payment',
      note: '',
      person: 'shop:checkout',
      created_at: '2026-11-28T04:36:00.000Z',
    },
  ],
  audit: [],
  ...fields,
});

describe('Today', () => {
  it('shows the sales in rupees (en-IN) and counts that open their lists', async () => {
    server.use(
      http.get(`${ADMIN}/today`, () =>
        HttpResponse.json({
          salesTodayPaise: 12345600,
          salesWeekPaise: 1234567800,
          ordersToday: 4,
          toShip: 3,
          flagged: 1,
          unreadMessages: 2,
        }),
      ),
    );
    renderAt('/');
    expect(await screen.findByText('₹1,23,456.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,45,678.00')).toBeInTheDocument();
    expect(screen.getByText('4 orders paid')).toBeInTheDocument();
    const toShip = screen.getByRole('link', { name: /Orders to ship\s*3/ });
    expect(screen.getByRole('link', { name: /Flagged payments\s*1/ })).toHaveAttribute('href', '/orders?flagged=true');
    // The owner reads messages: the count opens them.
    expect(await screen.findByRole('link', { name: /Unread messages\s*2/ })).toHaveAttribute('href', '/more/messages');
    await userEvent.click(toShip);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/orders?status=paid');
  });

  it('shows a packer the unread count without a link to messages they may not read', async () => {
    server.use(
      http.get(`${ADMIN}/today`, () =>
        HttpResponse.json({
          salesTodayPaise: 0,
          salesWeekPaise: 0,
          ordersToday: 0,
          toShip: 0,
          flagged: 0,
          unreadMessages: 5,
        }),
      ),
    );
    renderAt('/', 'packer');
    expect(await screen.findByText('Unread messages')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Unread messages/ })).not.toBeInTheDocument();
  });

  it('says what to do when the figures cannot be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(`${ADMIN}/today`, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'Something went wrong. Please try again later.' }, { status: 503 })
          : HttpResponse.json({
              salesTodayPaise: 0,
              salesWeekPaise: 0,
              ordersToday: 0,
              toShip: 0,
              flagged: 0,
              unreadMessages: 0,
            }),
      ),
    );
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('₹0.00')).toHaveLength(2);
  });
});

describe('Orders', () => {
  it('filters by chip, searches, and loads more newest first', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/orders`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        if (url.searchParams.get('cursor') === 'page2')
          return HttpResponse.json({ orders: [summary('CCCCCCCC', { name: 'Older Order' })], next: null });
        return HttpResponse.json({
          orders: [summary('AAAAAAAA'), summary('BBBBBBBB', { status: 'shipped', flag: 'stock short' })],
          next: 'page2',
        });
      }),
    );
    renderAt('/orders');
    const list = await screen.findByRole('list', { name: 'Orders, newest first' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/orders/AAAAAAAA', '/orders/BBBBBBBB']);
    expect(within(list).getAllByText('₹1,23,456.00')).toHaveLength(2);
    expect(within(list).getByText('Flagged')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByText('Older Order', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'To ship' }));
    expect(screen.getByRole('button', { name: 'To ship' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(asked.at(-1)).toBe('?status=paid&limit=20'));

    await userEvent.type(screen.getByLabelText('Search orders'), 'lakshmi@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?status=paid&q=lakshmi%40example.in&limit=20'));
    expect(screen.getByText(/Showing orders matching/)).toBeInTheDocument();
  });

  it('says so when a search finds nothing, and what to try', async () => {
    server.use(http.get(`${ADMIN}/orders`, () => HttpResponse.json({ orders: [], next: null })));
    renderAt('/orders?q=nobody');
    expect(await screen.findByText(/No order matches this search\. Check the order number/)).toBeInTheDocument();
  });

  it('shows the reason when today’s slips cannot be printed', async () => {
    server.use(
      http.get(`${ADMIN}/orders`, () => HttpResponse.json({ orders: [], next: null })),
      http.get(`${ADMIN}/slips/today.pdf`, () =>
        HttpResponse.json({ message: 'No orders are waiting to ship: there are no slips to print.' }, { status: 404 }),
      ),
    );
    window.open = (() => null) as typeof window.open;
    renderAt('/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Print today’s slips' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No orders are waiting to ship');
  });
});

describe('Order detail', () => {
  it('an owner ships a paid order with one key, kept across a retried tap', async () => {
    let order = detail();
    const keys: string[] = [];
    let shipCalls = 0;
    server.use(
      http.get(`${ADMIN}/orders/7KQ2M9XA`, () => HttpResponse.json(order)),
      http.post(`${ADMIN}/orders/7KQ2M9XA/ship`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        expect(await request.json()).toEqual({
          trackingNumber: 'EZ123456789IN',
          trackingUrl: 'https://www.indiapost.gov.in/track?id=EZ123456789IN',
        });
        if (++shipCalls === 1) return HttpResponse.error();
        order = detail({
          status: 'shipped',
          invoiceNo: 'CC/2026-27/00007',
          tracking: {
            number: 'EZ123456789IN',
            url: 'https://www.indiapost.gov.in/track?id=EZ123456789IN',
            courier: null,
            shippedAt: '2026-11-28T06:00:00.000Z',
            deliveredAt: null,
          },
        });
        return HttpResponse.json({ changed: true, orderNo: '7KQ2M9XA', invoiceNo: 'CC/2026-27/00007', emailed: true });
      }),
    );
    renderAt('/orders/7KQ2M9XA');
    expect(await screen.findByRole('heading', { name: 'Order 7KQ2M9XA' })).toBeInTheDocument();
    expect(screen.getAllByText('₹1,397.00', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText(/by shop:checkout/)).toBeInTheDocument();

    // Nothing typed: the form says what to enter.
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the courier’s tracking number.');

    await userEvent.type(screen.getByLabelText('Tracking number'), 'EZ123456789IN');
    await userEvent.type(screen.getByLabelText('Tracking URL'), 'https://www.indiapost.gov.in/track?id=EZ123456789IN');
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached. Check the connection');
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }));

    expect(await screen.findByText(/Shipped\. Invoice CC\/2026-27\/00007 issued and e-mailed/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The next step is now "Mark delivered", the only main button.
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship order' })).not.toBeInTheDocument();
  });

  it('an owner refunds a line: the credit note’s amounts first, then the refund', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${ADMIN}/orders/7KQ2M9XA`, () => HttpResponse.json(detail({ status: 'shipped' }))),
      http.post(`${ADMIN}/orders/7KQ2M9XA/refund-preview`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          orderNo: '7KQ2M9XA',
          amountPaise: 49900,
          intraState: true,
          lines: [
            {
              line: 1,
              description: 'Bio-cellulose dressing',
              quantity: 1,
              taxablePaise: 44554,
              taxPaise: 5346,
              valuePaise: 49900,
            },
          ],
          restocked: [{ productId: 3, quantity: 1 }],
        });
      }),
      http.post(`${ADMIN}/orders/7KQ2M9XA/refund`, async ({ request }) => {
        expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
        sent.push(await request.json());
        return HttpResponse.json({
          orderNo: '7KQ2M9XA',
          amountPaise: 49900,
          providerStatus: 'processed',
          creditNoteNo: 'CN/2026-27/00001',
          failure: null,
        });
      }),
    );
    renderAt('/orders/7KQ2M9XA');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the credit note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one line to refund.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Bio-cellulose dressing/ }));
    const units = screen.getByLabelText('Units', { selector: '#refund-qty-1' });
    await userEvent.selectOptions(units, '1');
    await userEvent.type(screen.getByLabelText('Reason (printed on the credit note)'), 'Crushed pack');
    await userEvent.click(screen.getByRole('switch', { name: 'Returned to stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the credit note' }));

    const preview = await screen.findByRole('region', { name: 'Credit note to issue' });
    expect(within(preview).getByText('₹445.54')).toBeInTheDocument();
    expect(within(preview).getByText('₹53.46')).toBeInTheDocument();
    expect(within(preview).getByText('The goods go back into stock.', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Refund ₹499.00' }));
    expect(await screen.findByText(/Refund of ₹499\.00 made; credit note CN\/2026-27\/00001/)).toBeInTheDocument();
    const body = { lines: [{ line: 1, quantity: 1 }], reason: 'Crushed pack', returned: true };
    expect(sent).toEqual([body, body]);
  });

  it('a packer ships but sees no refund; support sees neither', async () => {
    server.use(http.get(`${ADMIN}/orders/7KQ2M9XA`, () => HttpResponse.json(detail())));
    const { unmount } = renderAt('/orders/7KQ2M9XA', 'packer');
    expect(await screen.findByRole('button', { name: 'Ship order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Packing slip' })).toBeInTheDocument();
    unmount();

    renderAt('/orders/7KQ2M9XA', 'support');
    expect(await screen.findByText('Waiting to be packed and shipped.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });

  it('an owner accepts a payment under review, saying why', async () => {
    let accepted = false;
    server.use(
      http.get(`${ADMIN}/orders/7KQ2M9XA`, () =>
        HttpResponse.json(
          accepted
            ? detail()
            : detail({
                status: 'payment_review',
                flag: 'paid ₹1,300.00 for an order of ₹1,397.00',
                payment: { provider: 'sandbox', providerOrderId: 'o', paymentId: 'pay_9', lastError: null },
              }),
        ),
      ),
      http.post(`${ADMIN}/orders/7KQ2M9XA/accept-payment`, async ({ request }) => {
        expect(await request.json()).toEqual({ note: 'Customer paid the rest by UPI' });
        accepted = true;
        return HttpResponse.json({ orderNo: '7KQ2M9XA', paymentId: 'pay_9', flag: null });
      }),
    );
    renderAt('/orders/7KQ2M9XA');
    expect(await screen.findByText(/Needs a person:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why the payment is accepted');
    await userEvent.type(screen.getByLabelText('Why it is accepted'), 'Customer paid the rest by UPI');
    await userEvent.click(screen.getByRole('button', { name: 'Accept payment' }));
    expect(await screen.findByText(/Payment pay_9 accepted/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ship order' })).toBeInTheDocument();
  });

  it('an unknown order says so and leads back to the list', async () => {
    server.use(
      http.get(`${ADMIN}/orders/ZZZZZZZZ`, () => HttpResponse.json({ message: 'No order ZZZZZZZZ.' }, { status: 404 })),
    );
    renderAt('/orders/ZZZZZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order ZZZZZZZZ.');
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/orders');
  });
});
