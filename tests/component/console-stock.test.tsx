import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMessage, StockLevel, StockProduct } from '../../common/contract/admin-stock';
import type { StaffRole } from '../../common/domain/staff';
import { MorePage } from '../../console/features/auth/MorePage';
import MessagesPage from '../../console/features/messages/MessagesPage';
import StockPage from '../../console/features/stock/StockPage';
import StockProductPage from '../../console/features/stock/StockProductPage';
import { http, HttpResponse, server } from '../mocks/server';
import { ADMIN, renderConsoleAt } from './console-harness';

function renderAt(path: string, role: StaffRole) {
  return renderConsoleAt(path, role, {
    '/more': <MorePage />,
    '/more/stock': <StockPage />,
    '/more/stock/:productId': <StockProductPage />,
    '/more/messages': <MessagesPage />,
  });
}

const level = (fields: Partial<StockLevel>): StockLevel => ({
  id: 7,
  name: 'Bio-cellulose dressing',
  stock: 3,
  lowAt: 5,
  markedSoldOut: false,
  comingSoon: false,
  level: 'low',
  ...fields,
});

describe('More', () => {
  it('shows Stock to a packer and Messages to support, each only to whom may', async () => {
    renderAt('/more', 'packer');
    expect(await screen.findByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/more/stock');
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('support sees Messages, not Stock', async () => {
    renderAt('/more', 'support');
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/more/messages');
    expect(screen.queryByRole('link', { name: 'Stock' })).not.toBeInTheDocument();
  });
});

describe('Stock', () => {
  it("says so for an address that names no product, and shows a failed read's message under Stock", async () => {
    const view = renderAt('/more/stock/not-a-number', 'packer');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such product.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Stock' })).toHaveAttribute('href', '/more/stock');
    view.unmount();

    server.use(
      http.get(`${ADMIN}/stock/8`, () =>
        HttpResponse.json({ message: 'The database is not answering.' }, { status: 503 }),
      ),
    );
    renderAt('/more/stock/8', 'packer');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The database is not answering.');
  });

  it('lists products with their stock; the Low chip and a search ask the server for those', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/stock`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const filter = url.searchParams.get('filter');
        return HttpResponse.json({
          products:
            filter === 'low'
              ? [level({})]
              : url.searchParams.get('q') === 'nothing'
                ? []
                : [level({ id: 8, name: 'Aloe gel', stock: 40, level: 'in' }), level({})],
          more: false,
        });
      }),
    );
    renderAt('/more/stock', 'packer');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    const dressing = within(list).getByRole('link', { name: /Bio-cellulose dressing/ });
    expect(dressing).toHaveAttribute('href', '/more/stock/7');
    expect(dressing).toHaveTextContent('3 on hand');
    expect(dressing).toHaveTextContent('Low');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Low' }));
    expect(screen.getByRole('button', { name: 'Low' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('No. 7 · low at 5');
    expect(asked.at(-1)).toBe('?filter=low&limit=200');

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.type(screen.getByLabelText('Product name or number'), 'nothing{Enter}');
    expect(await screen.findByText('No product matches “nothing”.')).toBeInTheDocument();
  });

  it('shows the shop’s reason when the list cannot load', async () => {
    server.use(http.get(`${ADMIN}/stock`, () => HttpResponse.json({ message: 'The shop is busy.' }, { status: 503 })));
    renderAt('/more/stock?filter=sold-out', 'owner');
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy.');
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds 12 received under one key per action, then shows the new count and the history naming who', async () => {
    let product: StockProduct = {
      product: level({ stock: 3 }),
      movements: [
        {
          id: 1,
          at: '2026-11-20T04:30:00.000Z',
          delta: 3,
          kind: 'opening',
          note: '',
          orderNo: null,
          actor: 'import',
          balance: 3,
        },
      ],
    };
    const posted: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(`${ADMIN}/stock/7`, () => HttpResponse.json(product)),
      http.post(`${ADMIN}/stock/7/change`, async ({ request }) => {
        posted.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        product = {
          product: level({ stock: 15, level: 'in' }),
          movements: [
            {
              id: 2,
              at: '2026-11-28T06:00:00.000Z',
              delta: 12,
              kind: 'adjusted',
              note: 'received',
              orderNo: null,
              actor: 'staff:packer@shop.example',
              balance: 15,
            },
            ...product.movements,
          ],
        };
        return HttpResponse.json({ product: product.product, before: 3 });
      }),
    );
    renderAt('/more/stock/7', 'packer');
    expect(await screen.findByRole('heading', { name: 'Bio-cellulose dressing', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Received' })).toBeChecked();
    const units = screen.getByLabelText('Units');
    await userEvent.clear(units);
    await userEvent.type(units, '12');
    expect(screen.getByRole('button', { name: 'Set to 12' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Bio-cellulose dressing: 3 → 15 (received).')).toBeInTheDocument();
    expect(posted).toEqual([{ body: { by: 12, reason: 'received' }, key: expect.stringMatching(/^[\w-]{8,}$/) }]);
    const history = await screen.findByRole('list', { name: 'Stock movements, newest first' });
    await within(history).findByText('+12 Received');
    const first = within(history).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('by packer@shop.example');
    expect(first).toHaveTextContent('15 after');
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('+3 Opening stock');
  });

  it('shows the shop’s refusal (below 0) and keeps the same key for a retry of the same tap', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get(`${ADMIN}/stock/7`, () => HttpResponse.json({ product: level({}), movements: [] })),
      http.post(`${ADMIN}/stock/7/change`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          { message: 'Only 3 on hand: the stock of Bio-cellulose dressing cannot go below 0.' },
          { status: 422 },
        );
      }),
    );
    renderAt('/more/stock/7', 'owner');
    expect(await screen.findByText('No stock movements yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Damaged' }));
    const units = screen.getByLabelText('Units');
    await userEvent.clear(units);
    await userEvent.type(units, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Take away' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot go below 0');
    await userEvent.click(screen.getByRole('button', { name: 'Take away' }));
    await screen.findByRole('alert');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await userEvent.clear(units);
    await userEvent.type(units, '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Take away' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a whole number of units from 1');
    expect(keys).toHaveLength(2);
  });
});

describe('Stock: the low level', () => {
  it('saves the product’s low level and shows the product as the server now tells it', async () => {
    let product: StockProduct = { product: level({ stock: 6, level: 'in' }), movements: [] };
    const posted: unknown[] = [];
    server.use(
      http.get(`${ADMIN}/stock/7`, () => HttpResponse.json(product)),
      http.post(`${ADMIN}/stock/7/low-at`, async ({ request }) => {
        posted.push(await request.json());
        product = { product: level({ stock: 6, lowAt: 8, level: 'low' }), movements: [] };
        return HttpResponse.json(product.product);
      }),
    );
    renderAt('/more/stock/7', 'packer');
    const field = await screen.findByLabelText('Low at');
    expect(field).toHaveValue('5');
    expect(screen.getByText('In stock')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a whole number of units from 0');
    await userEvent.clear(field);
    await userEvent.type(field, '8{Enter}');
    expect(await screen.findByText('Low')).toBeInTheDocument();
    expect(screen.getByLabelText('Low at')).toHaveValue('8');
    expect(posted).toEqual([{ lowAt: 8 }]);
  });
});

describe('Messages', () => {
  const message = (fields: Partial<StaffMessage>): StaffMessage => ({
    id: 41,
    receivedAt: '2026-11-28T04:35:00.000Z',
    name: 'Meera Iyer',
    email: 'meera@example.in',
    mobile: '9876543210',
    message: 'Is the dressing latex free?',
    answeredAt: null,
    ...fields,
  });

  it('lists the unanswered first with a Reply link to the mail app, and marks one answered', async () => {
    let answered = false;
    const keys: (string | null)[] = [];
    server.use(
      http.get(`${ADMIN}/messages`, () =>
        HttpResponse.json({
          messages: [
            message({ answeredAt: answered ? '2026-11-28T06:00:00.000Z' : null }),
            message({ id: 40, name: 'Arjun Rao', email: 'arjun@example.in', answeredAt: '2026-11-27T06:00:00.000Z' }),
          ],
          unanswered: answered ? 0 : 1,
          more: false,
        }),
      ),
      http.post(`${ADMIN}/messages/41/answered`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        answered = true;
        return HttpResponse.json({ contact: message({ answeredAt: '2026-11-28T06:00:00.000Z' }), changed: true });
      }),
    );
    renderAt('/more/messages', 'support');
    const meera = await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(screen.getByText('1 not answered yet.')).toBeInTheDocument();
    expect(within(meera).getByText('Is the dressing latex free?')).toBeInTheDocument();
    expect(within(meera).getByText('Not answered')).toBeInTheDocument();
    const reply = within(meera).getByRole('link', { name: 'Reply to Meera Iyer' });
    const href = new URL(reply.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('meera@example.in');
    expect(href.searchParams.get('subject')).toMatch(/^Re: your message of 28 Nov 2026/);
    const arjun = screen.getByRole('article', { name: 'Arjun Rao' });
    expect(within(arjun).queryByRole('button', { name: /Mark answered/ })).not.toBeInTheDocument();

    await userEvent.click(within(meera).getByRole('button', { name: 'Mark answered: Meera Iyer' }));
    expect(await screen.findByText('Every message is answered.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Meera Iyer' })).getByText('Answered')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
  });

  it('says when there are none, and shows the reason when the list cannot load', async () => {
    server.use(http.get(`${ADMIN}/messages`, () => HttpResponse.json({ messages: [], unanswered: 0, more: false })));
    const first = renderAt('/more/messages', 'owner');
    expect(await screen.findByText('No contact messages yet.')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get(`${ADMIN}/messages`, () =>
        HttpResponse.json({ message: 'You cannot manage messages (your role: packer).' }, { status: 403 }),
      ),
    );
    renderAt('/more/messages', 'owner');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot manage messages');
  });
});
