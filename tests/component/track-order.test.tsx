import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TrackOrderPage from '../../src/pages/TrackOrderPage';
import { API, http, HttpResponse, server } from '../mocks/server';

const image = { image: '/media/jar-140-a-800.webp', srcset: '', alt: 'jar', width: 800, height: 800 };
const item = (product_id: number | null, name: string, size: string | null, total: string, quantity = 1) => ({
  product_id,
  product_name: name,
  quantity,
  selected_size: size,
  images: [image],
  total_price: total,
});
const address = {
  street: '12 Temple Street',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  postal_code: '641001',
  country: 'India',
};
const summary = (id: number, no: string, items: ReturnType<typeof item>[], status = 'paid') => ({
  order_id: id,
  order_no: no,
  total_price: '425.00',
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  items,
  address,
});
const tracking = (id: number, fields: Record<string, unknown> = {}) => ({
  order: id,
  order_no: 'ABCD2345',
  tracking_number: null,
  tracking_url: null,
  is_shipped: false,
  is_delivered: false,
  shipped_date: null,
  delivered_date: null,
  created_at: '2026-11-20T10:00:00.000Z',
  tracking_info: [{ status: 'placed', note: 'Order placed', created_at: '2026-11-20T10:00:00.000Z' }],
  ...fields,
});

function renderPage(url = '/Trackorder') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <TrackOrderPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Track Order page', () => {
  it("lists a guest's session orders: product, quantity, size (N/A when none), View, price, Track your order", async () => {
    server.use(
      http.get(`${API}/fetch-orders-by-session/`, () =>
        HttpResponse.json({
          orders: [
            summary(7, 'ABCD2345', [
              item(10, 'Coconut Oil', '500 ml', '300.00', 2),
              item(11, 'Neem Soap', null, '60.00'),
            ]),
          ],
        }),
      ),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('searchbox', { name: 'Order number' })).toHaveAttribute('placeholder', 'e.g. 7KQ2M9XA');
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
    const oil = (await screen.findByText('Coconut Oil')).closest('li')!;
    expect(oil).toHaveTextContent('Quantity: 2 · Size: 500 ml');
    expect(oil).toHaveTextContent('₹300.00');
    expect(within(oil).getByRole('link', { name: 'View Coconut Oil' })).toHaveAttribute('href', '/Productdetail/10');
    const soap = screen.getByText('Neem Soap').closest('li')!;
    expect(soap).toHaveTextContent('Size: N/A');
    expect(screen.getByText('ABCD2345')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Track your order' })).toBeVisible();
  });

  it("lists a signed-in customer's orders from fetch-order/{userId}/", async () => {
    window.localStorage.setItem('userId', '4');
    server.use(
      http.get(`${API}/fetch-order/4/`, () =>
        HttpResponse.json({ orders: [summary(8, 'WXYZ6789', [item(12, 'Aloe Gel', null, '120.00')])] }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Aloe Gel')).toBeVisible();
  });

  it("says 'No orders found' when there are none", async () => {
    server.use(http.get(`${API}/fetch-orders-by-session/`, () => HttpResponse.json({ orders: [] })));
    renderPage();
    expect(await screen.findByText('No orders found')).toBeVisible();
  });

  it("says 'Failed to load orders. Please try again.' when the list cannot be loaded", async () => {
    server.use(http.get(`${API}/fetch-orders-by-session/`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again.');
  });

  it('?orderNo= fills the box and searches on load; tracking then presents the number', async () => {
    let trackedWith: string | null = null;
    server.use(
      http.get(`${API}/orders/ABCD2345/`, () =>
        HttpResponse.json({
          id: 7,
          order_no: 'ABCD2345',
          total_price: '425.00',
          status: 'paid',
          created_at: '2026-11-20T10:00:00.000Z',
          items: [item(10, 'Coconut Oil', null, '360.00')],
          address: { city: 'Coimbatore', state: 'Tamil Nadu' },
          tracking_info: [],
        }),
      ),
      http.get(`${API}/order_track/7/`, ({ request }) => {
        trackedWith = new URL(request.url).searchParams.get('order_no');
        return HttpResponse.json(tracking(7));
      }),
    );
    const user = userEvent.setup();
    renderPage('/Trackorder?orderNo=abcd2345');
    expect(screen.getByRole('searchbox')).toHaveValue('abcd2345');
    expect(await screen.findByText('Coconut Oil')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Track your order' }));
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Processing');
    expect(trackedWith).toBe('ABCD2345');
  });

  it("says 'Order not found. Please check the order number and try again.' for an unknown or malformed number", async () => {
    let lookups = 0;
    server.use(
      http.get(`${API}/fetch-orders-by-session/`, () => HttpResponse.json({ orders: [] })),
      http.get(`${API}/orders/:no/`, () => {
        lookups++;
        return HttpResponse.json({ message: 'Order not found.' }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No orders found');
    const box = screen.getByRole('searchbox');
    await user.type(box, '22222222');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order not found. Please check the order number and try again.',
    );
    expect(lookups).toBe(1);
    // A number that cannot be one is not sent at all.
    await user.clear(box);
    await user.type(box, 'abc{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Order not found. Please check the order number and try again.',
      ),
    );
    expect(lookups).toBe(1);
  });

  it('Clear empties the box and reloads the default list', async () => {
    let listed = 0;
    server.use(
      http.get(`${API}/fetch-orders-by-session/`, () => {
        listed++;
        return HttpResponse.json({ orders: [summary(7, 'ABCD2345', [item(10, 'Coconut Oil', null, '360.00')])] });
      }),
      http.get(`${API}/orders/:no/`, () => HttpResponse.json({ message: 'Order not found.' }, { status: 404 })),
    );
    const user = userEvent.setup();
    renderPage('/Trackorder?orderNo=22222222');
    await screen.findByRole('alert');
    expect(listed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(await screen.findByText('Coconut Oil')).toBeVisible();
    expect(listed).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listed).toBe(2));
  });
});

describe('Tracking modal', () => {
  const list = () =>
    http.get(`${API}/fetch-orders-by-session/`, () =>
      HttpResponse.json({ orders: [summary(7, 'ABCD2345', [item(10, 'Coconut Oil', null, '360.00')])] }),
    );

  it('shows Shipped, the steps in green and gray, Not available, and Copied! for 1 s before opening the tracking link', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    server.use(
      list(),
      http.get(`${API}/order_track/7/`, () =>
        HttpResponse.json(
          tracking(7, {
            tracking_number: 'EK123456789IN',
            tracking_url: 'https://carrier.example/track/EK123456789IN',
            is_shipped: true,
            shipped_date: '2026-11-21T09:00:00.000Z',
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Track your order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track order ABCD2345' });
    expect(await within(dialog).findByTestId('tracking-status')).toHaveTextContent('Shipped');
    const steps = within(dialog).getAllByRole('listitem').slice(0, 3);
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order Placed (complete)',
      'Shipped (complete)',
      'Delivered (not yet)',
    ]);
    expect(steps.map((s) => s.className)).toEqual([
      'cc-track-step is-complete',
      'cc-track-step is-complete',
      'cc-track-step is-incomplete',
    ]);
    expect(within(dialog).getAllByText('Not available')).toHaveLength(2);
    expect(within(dialog).getByTestId('tracking-number')).toHaveTextContent('EK123456789IN');

    // The clock stands still from the click on, so the second is measured exactly.
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await act(async () => {}); // the clipboard write resolves
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(999));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(open).toHaveBeenCalledWith('https://carrier.example/track/EK123456789IN', '_blank', 'noopener,noreferrer');
    vi.useRealTimers();
    expect(await navigator.clipboard.readText()).toBe('EK123456789IN');
  });

  it('shows Processing with only Order Placed green and no tracking number yet; Delivered with all three', async () => {
    let answer = tracking(7);
    server.use(
      list(),
      http.get(`${API}/order_track/7/`, () => HttpResponse.json(answer)),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Track your order' }));
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('tracking-status')).toHaveTextContent('Processing');
    expect(dialog.querySelectorAll('.is-complete')).toHaveLength(1);
    expect(within(dialog).getAllByText('Not available')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    answer = tracking(7, {
      is_shipped: true,
      is_delivered: true,
      tracking_number: 'X1',
      tracking_url: 'https://c.example/X1',
    });
    await user.click(screen.getByRole('button', { name: 'Track your order' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('tracking-status')).toHaveTextContent('Delivered');
    expect(dialog.querySelectorAll('.is-complete')).toHaveLength(3);
  });

  it("says 'Sorry! Kindly check back later, tracking details are not available right now.' when tracking fails", async () => {
    server.use(
      list(),
      http.get(`${API}/order_track/7/`, () => HttpResponse.json({ message: 'Order not found.' }, { status: 404 })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Track your order' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry! Kindly check back later, tracking details are not available right now.',
    );
  });
});

describe('GST invoice', () => {
  it('downloads the invoice of a shipped order, and offers none before payment or before dispatch', async () => {
    server.use(
      http.get(`${API}/fetch-orders-by-session/`, () =>
        HttpResponse.json({
          orders: [
            summary(7, 'ABCD2345', [item(10, 'Coconut Oil', null, '300.00')], 'shipped'),
            summary(8, 'EFGH6789', [item(11, 'Neem Soap', null, '60.00')], 'awaiting_payment'),
            summary(9, 'JKLM2345', [item(12, 'Aloe Gel', null, '120.00')], 'paid'),
          ],
        }),
      ),
      http.get(
        `${API}/orders/ABCD2345/invoice/`,
        () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:invoice';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    const paid = (await screen.findByText('Coconut Oil')).closest('li.card') as HTMLElement;
    const unpaid = screen.getByText('Neem Soap').closest('li.card') as HTMLElement;
    expect(within(unpaid).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    // Paid, not shipped yet: the invoice is issued at dispatch, so there is nothing to download.
    const waiting = screen.getByText('Aloe Gel').closest('li.card') as HTMLElement;
    expect(within(waiting).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();

    await user.click(within(paid).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created[0]?.type).toBe('application/pdf');
  });
});
