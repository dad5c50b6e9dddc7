import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditRecordOnTheWire, FoundCustomer } from '../../common/contract/admin-records';
import type { StaffRole } from '../../common/domain/staff';
import AuditPage from '../../console/features/audit/AuditPage';
import CustomersPage from '../../console/features/customers/CustomersPage';
import { http, HttpResponse, server } from '../mocks/server';
import { ADMIN, renderConsoleAt } from './console-harness';

function renderAt(path: string, role: StaffRole) {
  return renderConsoleAt(path, role, {
    '/more/customers': <CustomersPage />,
    '/more/audit': <AuditPage />,
  });
}

const found: FoundCustomer = {
  accounts: [],
  orders: [
    {
      orderNo: 'K7M2P9QX',
      status: 'paid',
      placedAt: '2026-11-28T04:35:00.000Z',
      guest: true,
      email: 'kavya@example.in',
      phone: '9876543210',
    },
  ],
  subscriptions: [],
  messages: [],
  emails: ['kavya@example.in'],
};

describe('Customers', () => {
  it('finds by what was typed, lists the orders, and offers the export to support', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/customers`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q')!);
        return HttpResponse.json(found);
      }),
    );
    renderAt('/more/customers', 'support');
    expect(screen.getByText(/Each search is recorded under your name/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address or mobile number'), ' kavya@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('link', { name: /K7M2P9QX/ })).toHaveAttribute('href', '/orders/K7M2P9QX');
    expect(asked).toEqual(['kavya@example.in']);
    expect(screen.getByRole('heading', { name: 'Orders (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export data for kavya@example.in' })).toBeEnabled();
  });

  it('says when nothing matches, and shows the shop’s reason for a bad search', async () => {
    server.use(
      http.get(`${ADMIN}/customers`, ({ request }) =>
        new URL(request.url).searchParams.get('q') === 'kavya'
          ? HttpResponse.json(
              { message: '"kavya" is neither an e-mail address nor an Indian mobile number.' },
              { status: 400 },
            )
          : HttpResponse.json({ accounts: [], orders: [], subscriptions: [], messages: [], emails: [] }),
      ),
    );
    renderAt('/more/customers?q=9000000000', 'owner');
    expect(await screen.findByText('Nothing matches 9000000000.')).toBeInTheDocument();
    const field = screen.getByLabelText('E-mail address or mobile number');
    await userEvent.clear(field);
    await userEvent.type(field, 'kavya{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"kavya" is neither an e-mail address nor an Indian mobile number.',
    );
  });
});

describe('Erasing a customer', () => {
  it('shows what erasing would change, then erases on the owner’s confirmation; support has no Erase', async () => {
    const posted: string[] = [];
    let finds = 0;
    server.use(
      http.get(`${ADMIN}/customers`, () =>
        // After the erasure, nothing of the person is found any more.
        HttpResponse.json(
          ++finds === 1 ? found : { accounts: [], orders: [], subscriptions: [], messages: [], emails: [] },
        ),
      ),
      http.post(`${ADMIN}/customers/erase-preview`, () => {
        posted.push('preview');
        return HttpResponse.json({
          email: 'kavya@example.in',
          lines: ['1 order: name, address and phone replaced', '2 reviews: author shown as "A customer"'],
          kept: ['K7M2P9QX'],
          dryRun: true,
        });
      }),
      http.post(`${ADMIN}/customers/erase`, () => {
        posted.push('erase');
        return HttpResponse.json({
          email: 'kavya@example.in',
          lines: ['1 order: name, address and phone replaced'],
          kept: ['K7M2P9QX'],
          dryRun: false,
        });
      }),
    );
    renderAt('/more/customers?q=kavya%40example.in', 'owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Erase kavya@example.in…' }));
    const preview = await screen.findByRole('region', { name: 'What erasing would change' });
    expect(preview).toHaveTextContent('2 reviews: author shown as "A customer"');
    expect(preview).toHaveTextContent('Nothing has been changed yet.');
    expect(posted).toEqual(['preview']);
    await userEvent.click(within(preview).getByRole('button', { name: 'Erase kavya@example.in' }));
    expect(await screen.findByRole('region', { name: 'Erased' })).toHaveTextContent('Erased kavya@example.in:');
    expect(posted).toEqual(['preview', 'erase']);
    // The results are looked up again: the stale account and button are gone, the report stays.
    expect(await screen.findByText('Nothing matches kavya@example.in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Erase/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Erased' })).toHaveTextContent(
      '1 order: name, address and phone replaced',
    );
    expect(finds).toBe(2);
  });

  it('the owner corrects a detail of the account and reads what changed', async () => {
    let sent: unknown = null;
    server.use(
      http.get(`${ADMIN}/customers`, () =>
        HttpResponse.json({
          ...found,
          accounts: [
            {
              id: 7,
              username: 'Kavya',
              email: 'kavya@example.in',
              mobile: '9876543210',
              createdAt: '2026-11-01T04:35:00.000Z',
              verified: true,
            },
          ],
        }),
      ),
      http.post(`${ADMIN}/customers/correct`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Saved address of kavya@example.in: city corrected.' });
      }),
    );
    renderAt('/more/customers?q=kavya%40example.in', 'owner');
    const form = await screen.findByRole('form', { name: 'Correct a detail of kavya@example.in' });
    await userEvent.selectOptions(within(form).getByLabelText('Detail to correct'), 'Saved address: city');
    await userEvent.type(within(form).getByLabelText('Correct value'), 'Kochi');
    await userEvent.click(within(form).getByRole('button', { name: 'Correct it' }));
    expect(await within(form).findByText('Saved address of kavya@example.in: city corrected.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'kavya@example.in', field: 'address.city', value: 'Kochi' });
  });

  it('offers support the export but not the erasure', async () => {
    server.use(http.get(`${ADMIN}/customers`, () => HttpResponse.json(found)));
    renderAt('/more/customers?q=kavya%40example.in', 'support');
    await screen.findByRole('button', { name: 'Export data for kavya@example.in' });
    expect(screen.queryByRole('button', { name: /^Erase/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Correct a detail/ })).not.toBeInTheDocument();
  });
});

const entry = (id: number, fields: Partial<AuditRecordOnTheWire> = {}): AuditRecordOnTheWire => ({
  id,
  at: '2026-11-28T04:35:00.000Z',
  actor: 'staff:asha@shop.example',
  sessionId: 's1',
  action: 'order.ship',
  targetKind: 'order',
  target: 'K7M2P9QX',
  before: { status: 'paid' },
  after: { status: 'shipped' },
  reason: '',
  documentNo: 'INV/2026-27/0007',
  ...fields,
});

describe('Audit log', () => {
  it('lists entries newest first with who, what and the change, and loads more', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/audit`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        return params.get('before')
          ? HttpResponse.json({ entries: [entry(1, { action: 'order.place', before: null, after: null })], next: null })
          : HttpResponse.json({
              entries: [entry(3, { action: 'order.refund', reason: 'crushed in transit' }), entry(2)],
              next: 2,
            });
      }),
    );
    renderAt('/more/audit?kind=order&target=K7M2P9QX', 'owner');
    const list = await screen.findByRole('list', { name: 'Entries, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('order.refund');
    expect(items[0]).toHaveTextContent('“crushed in transit”');
    expect(items[1]).toHaveTextContent('staff:asha@shop.example');
    expect(items[1]).toHaveTextContent('{"status":"paid"} → {"status":"shipped"}');
    expect(items[1]).toHaveTextContent('INV/2026-27/0007');
    await userEvent.click(screen.getByRole('button', { name: 'Load more entries' }));
    expect(await within(list).findByText('order.place')).toBeInTheDocument();
    expect(asked).toEqual(['kind=order&target=K7M2P9QX&limit=30', 'kind=order&target=K7M2P9QX&before=2&limit=30']);
    expect(screen.queryByRole('button', { name: 'Load more entries' })).not.toBeInTheDocument();
  });

  it('filters by a period and a product, and says when nothing matches', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/audit`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({ entries: [], next: null });
      }),
    );
    renderAt('/more/audit', 'owner');
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.selectOptions(screen.getByLabelText('About'), 'One product');
    await userEvent.type(screen.getByLabelText('Product number'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('No entries match. Widen the period or clear the target.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('from=2026-11-01&kind=product&target=12&limit=30');
  });

  it('shows the shop’s message when the log cannot be read, with a way to try again', async () => {
    let calls = 0;
    server.use(
      http.get(`${ADMIN}/audit`, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'The shop is busy. Try again in a moment.' }, { status: 503 })
          : HttpResponse.json({ entries: [entry(1)], next: null }),
      ),
    );
    renderAt('/more/audit', 'owner');
    expect(await screen.findByText('The shop is busy. Try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('order.ship')).toBeInTheDocument();
  });
});
