import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataRequestOnTheWire } from '../../common/contract/admin-coupons';
import type { StaffMessage } from '../../common/contract/admin-stock';
import type { StaffRole } from '../../common/domain/staff';
import { MorePage } from '../../console/features/auth/MorePage';
import MessagesPage from '../../console/features/messages/MessagesPage';
import RequestsPage from '../../console/features/requests/RequestsPage';
import TodayPage from '../../console/features/today/TodayPage';
import { http, HttpResponse, server } from '../mocks/server';
import { ADMIN, renderConsoleAt } from './console-harness';

const DAY = 86_400_000;

function renderAt(path: string, role: StaffRole) {
  return renderConsoleAt(path, role, {
    '/': <TodayPage />,
    '/more': <MorePage />,
    '/more/requests': <RequestsPage />,
    '/more/messages': <MessagesPage />,
  });
}

const request = (fields: Partial<DataRequestOnTheWire>): DataRequestOnTheWire => ({
  id: 4,
  kind: 'erasure',
  name: 'Meera Nair',
  email: 'meera@example.com',
  note: '',
  messageId: null,
  receivedAt: new Date(Date.now() - 85 * DAY).toISOString(),
  dueAt: new Date(Date.now() + 5 * DAY - 60_000).toISOString(),
  status: 'open',
  loggedBy: 'staff:support@shop.example',
  doneAt: null,
  doneBy: null,
  ...fields,
});

describe('Customers’ requests', () => {
  it('is on More for owner and support, not for a packer', async () => {
    renderAt('/more', 'support');
    expect(await screen.findByRole('link', { name: 'Customers’ requests' })).toHaveAttribute('href', '/more/requests');
  });

  it('a packer does not see it', async () => {
    renderAt('/more', 'packer');
    await screen.findByRole('link', { name: 'Your devices' });
    expect(screen.queryByRole('link', { name: 'Customers’ requests' })).not.toBeInTheDocument();
  });

  it('lists open requests with their deadline; Mark done sends a key and reloads', async () => {
    let list = [request({})];
    const keys: (string | null)[] = [];
    server.use(
      http.get(`${ADMIN}/data-requests`, () =>
        HttpResponse.json({ requests: list, open: list.filter((r) => r.status === 'open').length }),
      ),
      http.post(`${ADMIN}/data-requests/4/done`, ({ request: r }) => {
        keys.push(r.headers.get('idempotency-key'));
        list = [request({ status: 'done', doneAt: new Date().toISOString(), doneBy: 'staff:support@shop.example' })];
        return HttpResponse.json({ request: list[0], changed: true });
      }),
    );
    renderAt('/more/requests', 'support');
    const card = await screen.findByRole('article', { name: 'Erase their data: Meera Nair' });
    expect(within(card).getByText('due in 5 days')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark done: Meera Nair' }));
    expect(await screen.findByText('No open requests.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Erase their data: Meera Nair' })).getByText('Done'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
  });

  it('logs one by hand: the name and e-mail are asked for first', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${ADMIN}/data-requests`, () => HttpResponse.json({ requests: [], open: 0 })),
      http.post(`${ADMIN}/data-requests`, async ({ request: r }) => {
        sent.push(await r.json());
        return HttpResponse.json({ request: request({ kind: 'correction', name: 'Ravi' }), changed: true });
      }),
    );
    renderAt('/more/requests', 'owner');
    const user = userEvent.setup();
    await screen.findByText('No open requests.');
    await user.click(screen.getByRole('button', { name: 'Log request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('name and e-mail');
    await user.click(screen.getByRole('radio', { name: 'Correct their data' }));
    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.type(screen.getByLabelText('E-mail'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Log request' }));
    expect(await screen.findByText(/^Logged: due/)).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'correction', name: 'Ravi', email: 'ravi@example.com' }]);
  });

  it('a contact message is logged as a data request of the kind chosen', async () => {
    const message: StaffMessage = {
      id: 12,
      receivedAt: new Date().toISOString(),
      name: 'Meera Nair',
      email: 'meera@example.com',
      mobile: '9876543210',
      message: 'Please erase my account.',
      answeredAt: null,
    };
    const sent: unknown[] = [];
    server.use(
      http.get(`${ADMIN}/messages`, () => HttpResponse.json({ messages: [message], unanswered: 1, more: false })),
      http.post(`${ADMIN}/data-requests`, async ({ request: r }) => {
        sent.push(await r.json());
        return HttpResponse.json({ request: request({ id: 9, messageId: 12 }), changed: true });
      }),
    );
    renderAt('/more/messages', 'support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log as data request: Meera Nair' }));
    await user.click(screen.getByRole('radio', { name: 'Erase their data' }));
    await user.click(screen.getByRole('button', { name: 'Log request' }));
    expect(await screen.findByText(/Logged as request #9, due/)).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'erasure', messageId: 12 }]);
  });

  it('Today shows the requests within 7 days of their deadline to support', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/today`, () =>
        HttpResponse.json({
          salesTodayPaise: 0,
          ordersToday: 0,
          salesWeekPaise: 0,
          toShip: 0,
          flagged: 0,
          unreadMessages: 0,
        }),
      ),
      http.get(`${ADMIN}/data-requests`, ({ request: r }) => {
        asked.push(new URL(r.url).search);
        return HttpResponse.json({ requests: [request({})], open: 1 });
      }),
    );
    renderAt('/', 'support');
    const list = await screen.findByRole('list', { name: 'Requests due soon' });
    expect(within(list).getByRole('link', { name: /Meera Nair \(erasure\)\s*due in 5 days/ })).toHaveAttribute(
      'href',
      '/more/requests',
    );
    expect(asked).toEqual(['?dueWithinDays=7']);
  });
});
