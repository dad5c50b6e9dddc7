import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CouponOnTheWire } from '../../common/contract/admin-coupons';
import type { StaffRole } from '../../common/domain/staff';
import { MorePage } from '../../console/features/auth/MorePage';
import CouponsPage from '../../console/features/coupons/CouponsPage';
import { http, HttpResponse, server } from '../mocks/server';
import { ADMIN, renderConsoleAt } from './console-harness';

function renderAt(path: string, role: StaffRole) {
  return renderConsoleAt(path, role, {
    '/more': <MorePage />,
    '/more/coupons': <CouponsPage />,
  });
}

const coupon = (fields: Partial<CouponOnTheWire>): CouponOnTheWire => ({
  id: 1,
  code: 'WELCOME10',
  type: 'percentage',
  value: '10.00',
  minOrder: '500.00',
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 3,
  active: true,
  live: true,
  ...fields,
});

describe('Coupons', () => {
  it('is on More for the owner only', async () => {
    renderAt('/more', 'owner');
    expect(await screen.findByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/more/coupons');
  });

  it.each(['packer', 'support'] as const)('%s does not see it on More', async (role) => {
    renderAt('/more', role);
    await screen.findByRole('link', { name: 'Your devices' });
    expect(screen.queryByRole('link', { name: 'Coupons' })).not.toBeInTheDocument();
  });

  it('lists coupons with what they give and their uses; Disable sends a key and shows the result', async () => {
    let list = [
      coupon({}),
      coupon({ id: 2, code: 'FLAT50', type: 'price', value: '50.00', minOrder: '0.00', maxUses: 10 }),
      coupon({ id: 3, code: 'CLINIC1500', type: 'price', value: '1500.00', minOrder: '25000.00' }),
    ];
    const keys: (string | null)[] = [];
    server.use(
      http.get(`${ADMIN}/coupons`, () => HttpResponse.json({ coupons: list })),
      http.post(`${ADMIN}/coupons/FLAT50/disable`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        list = [list[0]!, { ...list[1]!, active: false, live: false }, list[2]!];
        return HttpResponse.json({ coupon: list[1], changed: true });
      }),
    );
    renderAt('/more/coupons', 'owner');
    const welcome = await screen.findByRole('article', { name: 'WELCOME10' });
    expect(within(welcome).getByText('10% off orders of ₹500.00 or more')).toBeInTheDocument();
    expect(within(welcome).getByText('Live')).toBeInTheDocument();
    // Money in en-IN grouping, as everywhere in the shop.
    expect(
      within(screen.getByRole('article', { name: 'CLINIC1500' })).getByText(
        '₹1,500.00 off orders of ₹25,000.00 or more',
      ),
    ).toBeInTheDocument();
    const flat = screen.getByRole('article', { name: 'FLAT50' });
    expect(within(flat).getByText(/used 3 of 10 times/)).toBeInTheDocument();
    await userEvent.click(within(flat).getByRole('button', { name: 'Disable FLAT50' }));
    expect(await within(screen.getByRole('article', { name: 'FLAT50' })).findByText('Disabled')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds a coupon: a percentage over 100 is refused before sending; the server’s refusal is shown', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${ADMIN}/coupons`, () => HttpResponse.json({ coupons: [] })),
      http.post(`${ADMIN}/coupons`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (body.code === 'TAKEN')
          return HttpResponse.json({ message: 'A coupon TAKEN exists already: choose another code.' }, { status: 409 });
        return HttpResponse.json({
          coupon: coupon({ code: String(body.code), value: '12.50', minOrder: '999.00', maxUses: 100 }),
          changed: true,
        });
      }),
    );
    renderAt('/more/coupons', 'owner');
    await screen.findByText('No coupons yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'diwali');
    await user.type(screen.getByLabelText('Per cent off'), '120');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot take off more than 100%');
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Per cent off'));
    await user.type(screen.getByLabelText('Per cent off'), '12.50');
    await user.clear(screen.getByLabelText('Minimum order (₹)'));
    await user.type(screen.getByLabelText('Minimum order (₹)'), '999');
    await user.type(screen.getByLabelText('Until, the whole day (optional)'), '2026-12-31');
    await user.type(screen.getByLabelText('Most uses (optional)'), '100');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText(/Coupon DIWALI added: 12.5% off orders of ₹999.00 or more/)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      code: 'DIWALI',
      type: 'percentage',
      value: '12.50',
      minOrder: '999',
      startsAt: null,
      endsAt: '2026-12-31T18:30:00.000Z',
      maxUses: 100,
    });

    await user.type(screen.getByLabelText('Code'), 'TAKEN');
    await user.click(screen.getByRole('radio', { name: 'Amount in ₹' }));
    await user.type(screen.getByLabelText('Rupees off'), '50');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A coupon TAKEN exists already');
  });
});
