// @vitest-environment node
/**
 * The console's product and photo routes (server/products/routes.ts) on a real shop over HTTP,
 * signed in as real staff: roles (a packer may manage photos, not edit products; support neither),
 * bad input refused with its reason and nothing half-changed, a retried write counted once (an upload
 * too), every write one audit entry, and the storefront's product page, listing and search showing a
 * new price at once.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { StaffRole } from '../../common/domain/staff';
import type { BrowserClient } from './browser-client';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct } from './shop-helpers';
import { signedInStaff } from './console-staff';

let shop: TestShop;
const staff = {} as Record<StaffRole, BrowserClient>;
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  shop = await buildTestShop({}, false);
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
}, 180_000);
afterAll(() => shop?.close());

async function product(fields: Parameters<typeof makeProduct>[1] = {}) {
  const { id } = await makeProduct(shop, fields);
  const [row] = await queryRows<{ name: string; category_id: number; price: string }>(
    shop.database.db,
    sql`SELECT name, category_id, price::text AS price FROM products WHERE id = ${id}`,
  );
  return { id, ...row! };
}

const audits = (id: number) =>
  queryRows<{ actor: string; action: string; before: unknown; after: unknown }>(
    shop.database.db,
    sql`SELECT actor, action, before, after FROM audit_log WHERE target_kind = 'product' AND target = ${String(id)} ORDER BY id`,
  );
const row = async (id: number) =>
  (
    await queryRows<{ name: string; price: string; discount_percentage: string; best_seller: boolean }>(
      shop.database.db,
      sql`SELECT name, price::text AS price, discount_percentage::text AS discount_percentage, best_seller FROM products WHERE id = ${id}`,
    )
  )[0]!;
const edit = (role: StaffRole, id: number, body: unknown, k = key()) =>
  staff[role].post(`/api/admin/products/${id}`, body, { 'idempotency-key': k });

/** An upload as the console's XMLHttpRequest sends it: the file's bytes, its type, the session cookie. */
async function upload(role: StaffRole, id: number, bytes: Buffer, type = 'image/jpeg', k = key()) {
  const browser = staff[role];
  const headers: Record<string, string> = {
    'content-type': type,
    'idempotency-key': k,
    cookie: [...browser.jar].map(([n, v]) => `${n}=${v}`).join('; '),
    'x-forwarded-for': '203.0.113.10',
  };
  if (browser.jar.has('csrftoken')) headers['x-csrftoken'] = browser.jar.get('csrftoken')!;
  const response = await fetch(`${shop.baseUrl}/api/admin/products/${id}/photos`, {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

const jpeg = (colour: string, width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('products from the console', () => {
  it('the owner may edit; a packer may see but not edit; support may do neither', async () => {
    const p = await product();
    for (const role of ['owner', 'packer'] as const) {
      const list = await staff[role].get(`/api/admin/products?q=${encodeURIComponent(p.name)}`);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.products.map((x: { id: number }) => x.id)).toEqual([p.id]);
      expect((await staff[role].get(`/api/admin/products/${p.id}`)).status).toBe(200);
    }
    const refused = await edit('packer', p.id, { price: '150.00' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot edit products.');
    expect((await edit('support', p.id, { price: '150.00' })).status).toBe(403);
    expect((await staff.support.get('/api/admin/products')).status).toBe(403);
    expect((await staff.support.get(`/api/admin/products/${p.id}`)).status).toBe(403);
    const create = await staff.packer.post(
      '/api/admin/products',
      { name: 'X', price: '1.00', categoryId: p.category_id, hsnCode: '3005', gstRate: 5 },
      { 'idempotency-key': key() },
    );
    expect(create.status).toBe(403);
    expect((await row(p.id)).price).toBe('100.00');
  });

  it('changes the fields sent, with one audit entry before and after, and the storefront shows the new price at once', async () => {
    const p = await product({ price: '240.00' });
    const seen = async () => {
      const detail = await shop.get(`/api/product-detail/${p.id}/`);
      const page = await shop.get(`/Productdetail/${p.id}`);
      const listing = await shop.get(`/api/products/${p.category_id}/`);
      const search = await shop.get(`/api/search/?q=${encodeURIComponent(p.name)}`);
      const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page.text)?.[1] ?? '{}';
      return {
        api: detail.body.price as string,
        page: JSON.parse(embedded.replace(/\\u003c/g, '<'))[`product-detail/${p.id}/`]?.price as string,
        listing: (listing.body as { id: number; price: string }[]).find((c) => c.id === p.id)?.price,
        search: (search.body as { id: number; price: string }[]).find((c) => c.id === p.id)?.price,
      };
    };
    expect(await seen()).toEqual({ api: '240.00', page: '240.00', listing: '240.00', search: '240.00' }); // cached now
    const answer = await edit('owner', p.id, {
      price: '199.5',
      discountPercentage: '10',
      bestSeller: true,
      sizes: [
        { value: '50 g', price: '0' },
        { value: '100 g', price: '120.00' },
      ],
      options: [{ name: 'Fragrance', values: ['Unscented', 'Jasmine'] }],
      additionalInfo: '<p onclick="steal()">Keep cool.<script>alert(1)</script></p>',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.product).toMatchObject({
      price: '199.50',
      discountPercentage: '10.00',
      offerType: 'discount_percentage',
      bestSeller: true,
      sizes: [
        { value: '50 g', price: '0.00' },
        { value: '100 g', price: '120.00' },
      ],
      options: [{ name: 'Fragrance', values: ['Unscented', 'Jasmine'] }],
      additionalInfo: '<p>Keep cool.</p>',
    });
    expect(answer.body.changed).toEqual(
      expect.arrayContaining(['price', 'discountPercentage', 'bestSeller', 'sizes', 'options', 'additionalInfo']),
    );
    expect(await seen()).toEqual({ api: '199.50', page: '199.50', listing: '199.50', search: '199.50' });
    const detail = (await shop.get(`/api/product-detail/${p.id}/`)).body;
    expect(detail.best_seller).toBe(true);
    expect(detail.additional_info).not.toMatch(/script|onclick/);

    const [entry, ...more] = await audits(p.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: 'staff:owner@shop.example',
      action: 'product.change',
      before: { price: '240.00', discountPercentage: '0.00', bestSeller: false, sizes: [], options: [] },
      after: { price: '199.50', discountPercentage: '10.00', bestSeller: true },
    });

    // The name is searchable at once too.
    const renamed = await edit('owner', p.id, { name: `Neem comb ${p.id}` });
    expect(renamed.status).toBe(200);
    const found = (await shop.get(`/api/search/?q=${encodeURIComponent(`Neem comb ${p.id}`)}`)).body as {
      id: number;
    }[];
    expect(found.map((c) => c.id)).toContain(p.id);
  });

  it('refuses a price of 0, with three decimals or negative, an unknown field and bad lists, with the reason; nothing half-changed', async () => {
    const p = await product({ price: '300.00' });
    const cases: [unknown, RegExp][] = [
      [{ price: '0' }, /more than 0/],
      [{ price: '0.00', name: 'Changed' }, /more than 0/],
      [{ price: '12.345' }, /at most two decimals/],
      [{ price: '-5.00' }, /cannot be negative/],
      [{ price: 'free' }, /amount in rupees/],
      [{ price: 120 }, /price/],
      [{ discountPercentage: '101' }, /more than 100%/],
      [{ bestSeller: true, colour: 'red' }, /colour|additional/i],
      [{ sizes: [{ value: '1 kg', price: '-1' }] }, /add-on of size 1 kg/],
      [
        {
          sizes: [
            { value: 'S', price: '0' },
            { value: 'S', price: '1' },
          ],
        },
        /Size S appears twice/,
      ],
      [{ options: [{ name: 'Pack', values: ['1', '1'] }] }, /Pack: 1 appears twice/],
      [{ name: '' }, /name/],
      [{ gstRate: 12 }, /gstRate/],
      [{ categoryId: 99999999 }, /no category 99999999/],
      [{}, /property|properties/i],
    ];
    for (const [body, message] of cases) {
      const answer = await edit('owner', p.id, body);
      expect([body, answer.status], JSON.stringify(answer.body)).toEqual([body, 400]);
      expect(answer.body.message).toMatch(message);
    }
    expect(await row(p.id)).toMatchObject({ price: '300.00', best_seller: false });
    expect(await audits(p.id)).toEqual([]);
    const missing = await edit('owner', 99999999, { price: '10.00' });
    expect([missing.status, missing.body.message]).toEqual([404, 'No product with id 99999999.']);
    const noKey = await staff.owner.post(`/api/admin/products/${p.id}`, { price: '10.00' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
  });

  it('a retried change with the same key is answered again, not done twice; the same key for another change is refused', async () => {
    const p = await product({ price: '80.00' });
    const k = key();
    const first = await edit('owner', p.id, { price: '90.00' }, k);
    const again = await edit('owner', p.id, { price: '90.00' }, k);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await audits(p.id)).toHaveLength(1);
    expect((await edit('owner', p.id, { price: '95.00' }, k)).status).toBe(422);
    expect((await row(p.id)).price).toBe('90.00');
  });

  it('creates a product with a slug of its name; a second of the same name gets its own slug', async () => {
    const p = await product();
    const body = {
      name: 'Tulsi face wash',
      price: '249.00',
      categoryId: p.category_id,
      hsnCode: '3304',
      gstRate: 18,
      description: 'Gentle daily wash.',
      featured: true,
    };
    const made = await staff.owner.post('/api/admin/products', body, { 'idempotency-key': key() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.product).toMatchObject({ name: 'Tulsi face wash', price: '249.00', featured: true, stock: null });
    const second = await staff.owner.post('/api/admin/products', body, { 'idempotency-key': key() });
    expect(second.body.product.slug).not.toBe(made.body.product.slug);
    expect((await shop.get(`/api/product-detail/${made.body.product.id}/`)).body.name).toBe('Tulsi face wash');
    expect((await audits(made.body.product.id)).map((a) => a.action)).toEqual(['product.create']);
    const bad = await staff.owner.post('/api/admin/products', { ...body, price: '0.00' }, { 'idempotency-key': key() });
    expect([bad.status, bad.body.message]).toEqual([400, 'The price must be more than 0.']);
    const noName = await staff.owner.post(
      '/api/admin/products',
      { price: '1.00', categoryId: p.category_id, hsnCode: '3304', gstRate: 18 },
      { 'idempotency-key': key() },
    );
    expect(noName.status).toBe(400);
  });
});

describe('photos from the console', () => {
  it('a packer uploads, moves first and removes; the product page follows; each is audited', async () => {
    const p = await product();
    const images = async () =>
      ((await shop.get(`/api/product-detail/${p.id}/`)).body.images as { image: string }[]).map((i) => i.image);
    expect((await images())[0]).toMatch(/^\/media\/product-/); // drawn, and cached now
    const a = await upload('packer', p.id, await jpeg('#204060'));
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body.photo).toMatchObject({ number: 1, width: 800, height: 600 });
    const b = await upload('packer', p.id, await jpeg('#602040'), 'image/jpeg');
    expect(b.body.photos.map((x: { id: number }) => x.id)).toEqual([a.body.photo.id, b.body.photo.id]);
    expect(await images()).toHaveLength(2);
    const shown = await images();

    const moved = await staff.packer.post(
      `/api/admin/products/${p.id}/photos/order`,
      { ids: [b.body.photo.id, a.body.photo.id] },
      { 'idempotency-key': key() },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await images()).toEqual([shown[1], shown[0]]);
    const partial = await staff.packer.post(
      `/api/admin/products/${p.id}/photos/order`,
      { ids: [b.body.photo.id] },
      { 'idempotency-key': key() },
    );
    expect(partial.status).toBe(400);
    expect(partial.body.message).toMatch(/missing/);

    const removed = await staff.packer.delete(`/api/admin/products/${p.id}/photos/${b.body.photo.id}`, {
      'idempotency-key': key(),
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.photos).toEqual([expect.objectContaining({ id: a.body.photo.id, number: 1 })]);
    expect(await images()).toEqual([shown[0]]);
    expect((await audits(p.id)).map((x) => [x.action, x.actor])).toEqual([
      ['photo.add', 'staff:packer@shop.example'],
      ['photo.add', 'staff:packer@shop.example'],
      ['photo.order', 'staff:packer@shop.example'],
      ['photo.remove', 'staff:packer@shop.example'],
    ]);
    const gone = await staff.packer.delete(`/api/admin/products/${p.id}/photos/${b.body.photo.id}`, {
      'idempotency-key': key(),
    });
    expect(gone.status).toBe(404);
    const other = await product();
    const stranger = await staff.packer.delete(`/api/admin/products/${other.id}/photos/${a.body.photo.id}`, {
      'idempotency-key': key(),
    });
    expect(stranger.status).toBe(404);
    expect((await upload('support', p.id, await jpeg('#000'))).status).toBe(403);
  }, 60_000);

  it('an upload retried with the same key after a dropped connection adds one photo', async () => {
    const p = await product();
    const bytes = await jpeg('#3a7');
    const k = key();
    const first = await upload('owner', p.id, bytes, 'image/jpeg', k);
    const retry = await upload('owner', p.id, bytes, 'image/jpeg', k);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // The same photo again under a new key (a second tap) is refused, not doubled.
    const twice = await upload('owner', p.id, bytes);
    expect(twice.status).toBe(422);
    expect(twice.body.message).toMatch(/already one of/);
    expect((await shop.get(`/api/product-detail/${p.id}/`)).body.images).toHaveLength(1);
  }, 30_000);

  it('refuses a 30 MB upload and a text file named .jpg with their reasons, and adds nothing', async () => {
    const p = await product();
    const big = await upload('owner', p.id, Buffer.alloc(30 * 1024 * 1024, 0xff));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Nothing was added: the photo is 30.0 MB; the limit is 20 MB.');
    const text = await upload('owner', p.id, Buffer.from('This is a text file with a .jpg name.\n'));
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Nothing was added: the file is not an image (JPEG, PNG, WebP or AVIF).');
    const json = await staff.owner.post(
      `/api/admin/products/${p.id}/photos`,
      { photo: 'x' },
      { 'idempotency-key': key() },
    );
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/Send the photo itself/);
    expect((await upload('owner', 99999999, await jpeg('#111'))).status).toBe(404);
    expect((await shop.get(`/api/product-detail/${p.id}/`)).body.images[0].image).toMatch(/^\/media\/product-/);
    expect(await audits(p.id)).toEqual([]);
  }, 30_000);
});
