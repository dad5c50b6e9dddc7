import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertSettings } from '../../common/contract/admin-alerts';
import type { StaffRole } from '../../common/domain/staff';
import { MorePage } from '../../console/features/auth/MorePage';
import AlertsPage from '../../console/features/alerts/AlertsPage';
import { http, HttpResponse, server } from '../mocks/server';
import { ADMIN, renderConsoleAt } from './console-harness';

function renderAt(path: string, role: StaffRole) {
  return renderConsoleAt(path, role, {
    '/more': <MorePage />,
    '/more/alerts': <AlertsPage />,
  });
}

const packer: AlertSettings = {
  kinds: ['order-paid', 'stock-low'],
  allowed: ['order-paid', 'stock-low'],
  quietFrom: null,
  quietUntil: null,
  devices: 0,
  vapidPublicKey: 'BOr_public_key',
};

describe('Alerts', () => {
  it('is on More for every role', async () => {
    renderAt('/more', 'packer');
    expect(await screen.findByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/more/alerts');
  });

  it('a packer chooses among the alerts their role allows, with quiet hours in IST; the choice is sent with a key', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(`${ADMIN}/alerts/settings`, () => HttpResponse.json(packer)),
      http.put(`${ADMIN}/alerts/settings`, async ({ request }) => {
        const body = (await request.json()) as AlertSettings;
        sent.push({ body, key: request.headers.get('idempotency-key') });
        return HttpResponse.json({ ...packer, ...body });
      }),
    );
    renderAt('/more/alerts', 'packer');
    const user = userEvent.setup();
    const order = await screen.findByRole('checkbox', { name: 'A new paid order' });
    expect(order).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stock low or sold out' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'A new contact message' })).not.toBeInTheDocument();
    expect(screen.getByText('No browser of yours gets push alerts: they come to your e-mail.')).toBeInTheDocument();
    // jsdom has no Push API: the page says so rather than offering a button that cannot work.
    expect(screen.getByText(/This browser cannot get push alerts/)).toBeInTheDocument();

    await user.click(order);
    await user.type(screen.getByLabelText('Quiet from'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('both a start and an end');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Quiet until'), '07:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ kinds: ['stock-low'], quietFrom: 1320, quietUntil: 450 });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
