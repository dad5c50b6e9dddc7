// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from '../api/helper';
import { makeProduct, newClient, signedInCustomer, type TestProduct, runShopCommand } from '../api/shop-helpers';
import { placeAndPay } from '../api/order-tracking-helpers';
import { confirmationLines } from '../../server/orders/repository';

let shop: TestShop;
let product: TestProduct;
let dir: string;

beforeAll(async () => {
  shop = await buildTestShop();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-photos-'));
  product = await makeProduct(shop, { price: '349.00', stock: 10 });
});
afterAll(async () => {
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

const shopCli = (...argv: string[]) =>
  runShopCommand(shop, argv, {
    // The shop of this test runs in this process: a write must reach its cache as it would through the channel.
    catalogueChanged: (change) => shop.app.cache.invalidate(change),
  });

const save = (name: string, bytes: Buffer | string) => {
  const p = path.join(dir, name);
  writeFileSync(p, bytes);
  return p;
};

/** A phone-like photo: 1800×1200 as stored, EXIF orientation 6 (upright it is 1200×1800), GPS and make. */
async function phonePhoto(): Promise<Buffer> {
  const width = 1800;
  const height = 1200;
  // A gradient with some noise, so the encoders have real work, not a flat colour.
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + ((x * y) % 37);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' },
    })
    .toBuffer();
}

/** A PNG that declares 30000×30000 pixels (900 MP) in about 110 KB: decoding it would take gigabytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const side = 30000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // 1 bit per pixel, greyscale
  const pixels = zlib.deflateSync(Buffer.alloc((1 + side / 8) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GPS_INFO_TAG = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];

async function fetchBytes(url: string, accept?: string) {
  const response = await fetch(shop.baseUrl + url, { headers: accept ? { accept } : {} });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('photos add', () => {
  let detail: { name: string; images: { image: string; srcset: string; alt: string; width: number; height: number }[] };

  it('stores a phone photo upright, at widths up to its own, without its EXIF (GPS included)', async () => {
    const original = await phonePhoto();
    const meta = await sharp(original).metadata();
    expect(GPS_INFO_TAG.some((tag) => meta.exif!.includes(tag))).toBe(true);

    const before = (await shop.get(`/api/product-detail/${product.id}/`)).body;
    expect(before.images[0].image).toMatch(/^\/media\/product-/); // drawn until a photo is added

    const done = await shopCli('photos', 'add', String(product.id), save('jar.jpg', original));
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(/Photo \d+ added to .* as number 1: .*jar\.jpg, 1200×1800, 4 widths in AVIF and WebP/);

    // The write shows at once: the product's cached answer was dropped.
    detail = (await shop.get(`/api/product-detail/${product.id}/`)).body;
    expect(detail.images).toHaveLength(1);
    const [img] = detail.images;
    const hash = /^\/media\/photo-([0-9a-f]{16})-1024$/.exec(img!.image)?.[1];
    expect(hash, img!.image).toBeTruthy();
    expect(img).toEqual({
      image: `/media/photo-${hash}-1024`,
      srcset: [320, 640, 1024, 1200].map((w) => `/media/photo-${hash}-${w} ${w}w`).join(', '),
      alt: detail.name,
      width: 1024,
      height: 1536,
    });

    for (const format of ['webp', 'avif'] as const) {
      for (const w of [320, 640, 1024, 1200]) {
        const { response, bytes } = await fetchBytes(`/media/photo-${hash}-${w}.${format}`);
        expect(response.status).toBe(200);
        const out = await sharp(bytes).metadata();
        expect(out.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([out.width, out.height]).toEqual([w, Math.round((w * 1800) / 1200)]);
        expect(out.exif).toBeUndefined();
        expect(out.xmp).toBeUndefined();
        expect(out.orientation).toBeUndefined();
        expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      }
    }
    // Never enlarged: nothing wider than the upload is kept.
    expect((await fetchBytes(`/media/photo-${hash}-1600.webp`)).response.status).toBe(404);
  }, 60_000);

  it('serves photo URLs with immutable caching, AVIF to browsers that accept it and WebP to others', async () => {
    const url = detail.images[0]!.image;
    const avif = await fetchBytes(url, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif.response.headers.get('vary')).toMatch(/Accept/);
    const webp = await fetchBytes(url, 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webp.bytes.toString('ascii', 8, 12)).toBe('WEBP');
    expect(avif.bytes.length).toBeLessThan(webp.bytes.length);
    // A name with a format is that format whatever the browser says.
    const named = await fetchBytes(`${url}.webp`, 'image/avif');
    expect(named.response.headers.get('content-type')).toBe('image/webp');
    expect(named.response.headers.get('vary') ?? '').not.toMatch(/Accept/);
    for (const bad of [
      `${url}.jpg`,
      '/media/photo-0123456789abcdef-640',
      '/media/photo-../../etc-640',
      '/media/photo-ABC-640',
    ])
      expect((await fetchBytes(bad)).response.status, bad).toBe(404);
  });

  it('shows the photo with srcset, sizes and the name as alt on the server-written product page, and preloads it', async () => {
    const { text } = await shop.get(`/Productdetail/${product.id}`);
    const img = detail.images[0]!;
    expect(text).toContain(
      `<link rel="preload" as="image" href="${img.image}" imagesrcset="${img.srcset}" imagesizes="(max-width: 767px) 100vw, 50vw" fetchpriority="high" />`,
    );
    // The page data the SPA starts from carries the same ready-made srcset and alt.
    expect(text).toContain(JSON.stringify(img.srcset).slice(1, -1));
    expect(text).toContain(`"alt":${JSON.stringify(detail.name)}`);
  });

  it('shows the photo in listings and search results too', async () => {
    type Card = { id: number; images: unknown[] };
    const listing = (await shop.get('/api/products/1/')).body as Card[];
    expect(listing.find((p) => p.id === product.id)!.images).toEqual(detail.images);
    const found = (await shop.get(`/api/search/?q=${encodeURIComponent(detail.name)}`)).body as Card[];
    expect(found.find((p) => p.id === product.id)!.images).toEqual(detail.images);
  });

  it('refuses a text file renamed .jpg, by its content, and adds nothing', async () => {
    const fake = save('not-a-photo.jpg', 'This is a text file with a .jpg name.\n');
    const good = save(
      'good.png',
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c08040' } })
        .png()
        .toBuffer(),
    );
    const refused = await shopCli('photos', 'add', String(product.id), good, fake);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`Nothing was added: ${fake} is not an image (JPEG, PNG, WebP or AVIF).`);
    expect((await shop.get(`/api/product-detail/${product.id}/`)).body.images).toHaveLength(1);
  });

  it('refuses another format by content (a GIF named .png), a decompression bomb and a file over the size limit', async () => {
    const gif = save(
      'anim.png',
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    );
    const asGif = await shopCli('photos', 'add', String(product.id), gif);
    expect(asGif.code).toBe(1);
    expect(asGif.err).toBe(`Nothing was added: ${gif} is gif, not a JPEG, PNG, WebP or AVIF.`);

    const bomb = save('bomb.png', pngBomb());
    const asBomb = await shopCli('photos', 'add', String(product.id), bomb);
    expect(asBomb.code).toBe(1);
    expect(asBomb.err).toBe(`Nothing was added: ${bomb} declares more than 50 megapixels; the limit is 50 MP.`);

    const big = save('big.jpg', Buffer.alloc(21 * 1024 * 1024, 0xff));
    const asBig = await shopCli('photos', 'add', String(product.id), big);
    expect(asBig.code).toBe(1);
    expect(asBig.err).toBe(`Nothing was added: ${big} is 21.0 MB; the limit is 20 MB.`);

    const missing = await shopCli('photos', 'add', String(product.id), path.join(dir, 'nope.jpg'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/nope\.jpg cannot be read \(ENOENT\)/);
    expect((await shopCli('photos', 'add', '99999999', gif)).err).toBe('No product with id 99999999.');
    expect((await shop.get(`/api/product-detail/${product.id}/`)).body.images).toHaveLength(1);
  }, 30_000);
});

describe('photos list, order and remove', () => {
  it('lists, reorders and removes photos, and the drawn pictures come back when none is left', async () => {
    const small = (colour: string) =>
      sharp({ create: { width: 500, height: 300, channels: 3, background: colour } })
        .webp()
        .toBuffer();
    const added = await shopCli(
      'photos',
      'add',
      String(product.id),
      save('a.webp', await small('#204060')),
      save('b.webp', await small('#602040')),
    );
    expect(added.code, added.err).toBe(0);
    const ids = [...added.out.matchAll(/Photo (\d+) added/g)].map((m) => Number(m[1]));
    const list = await shopCli('photos', 'list', String(product.id));
    expect(list.code).toBe(0);
    const listed = list.out
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/).slice(0, 3).map(Number));
    expect(listed.map(([, p, n]) => [p, n])).toEqual([
      [product.id, 1],
      [product.id, 2],
      [product.id, 3],
    ]);
    const first = listed[0]![0]!;
    expect(list.out).toContain('500×300');

    // A small photo is kept at its own width only, never enlarged.
    let images = (await shop.get(`/api/product-detail/${product.id}/`)).body.images;
    expect(images[1].srcset).toMatch(/^\/media\/photo-[0-9a-f]{16}-320 320w, \/media\/photo-[0-9a-f]{16}-500 500w$/);

    const wrong = await shopCli('photos', 'order', String(product.id), String(ids[1]), String(first));
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain(`${ids[0]} missing`);
    const ordered = await shopCli('photos', 'order', String(product.id), String(ids[1]), String(first), String(ids[0]));
    expect(ordered.code, ordered.err).toBe(0);
    const reordered = (await shop.get(`/api/product-detail/${product.id}/`)).body.images;
    expect(reordered.map((i: { image: string }) => i.image)).toEqual([
      images[2].image,
      images[0].image,
      images[1].image,
    ]);

    // Remove by product and number, then by id.
    expect((await shopCli('photos', 'remove', String(product.id), '1')).code).toBe(0);
    images = (await shop.get(`/api/product-detail/${product.id}/`)).body.images;
    expect(images.map((i: { image: string }) => i.image)).toEqual([reordered[1].image, reordered[2].image]);
    const storeDir = path.join(shop.app.config.dataDir, 'objects', 'photos');
    const filesBefore = readdirSync(storeDir).length;
    expect((await shopCli('photos', 'remove', String(first))).code).toBe(0);
    expect(readdirSync(storeDir).length).toBe(filesBefore - 9); // 4 widths × 2 formats of the big photo, and its e-mail JPEG
    const last = await shopCli('photos', 'remove', String(ids[0]));
    expect(last.out).toContain('shows its drawn pictures again');
    images = (await shop.get(`/api/product-detail/${product.id}/`)).body.images;
    expect(images[0].image).toMatch(/^\/media\/product-/);
    expect((await shopCli('photos', 'remove', String(ids[0]))).err).toBe(`No photo ${ids[0]} (see photos list).`);
    expect((await shopCli('photos', 'list', String(product.id))).out).toContain('has no photo');
  }, 60_000);
});

describe('catalogue export and import with sizes, options and photos', () => {
  it('round-trips: export then import changes nothing, in JSON and in CSV', async () => {
    const rich = await makeProduct(shop, { price: '499.00', stock: 5, sizes: true, options: true });
    // Test products are made without an HSN code, which an import requires.
    await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3005' WHERE hsn_code = ''`);
    const photo = save('rich.jpg', await phonePhoto());
    const second = save(
      'rich2.png',
      await sharp({ create: { width: 700, height: 700, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer(),
    );
    expect((await shopCli('photos', 'add', String(rich.id), photo, second)).code).toBe(0);
    const detailBefore = (await shop.get(`/api/product-detail/${rich.id}/`)).body;
    expect(detailBefore.sizes.length).toBe(2);
    expect(detailBefore.option_categories.length).toBe(2);

    const json = path.join(dir, 'round.json');
    expect((await shopCli('catalogue', 'export', 'products', '--file', json)).code).toBe(0);
    const exported = JSON.parse(readFileSync(json, 'utf8')) as Record<string, unknown>[];
    const mine = exported.find((p) => p.id === rich.id)!;
    expect(mine.sizes).toEqual(rich.sizes.map((s) => ({ value: s.value, price: s.price })));
    expect((mine.options as { name: string; values: string[] }[]).map((o) => o.values.length)).toEqual([2, 2]);
    expect(mine.photos).toEqual(
      // The same photos, in the same order, as the product's page shows.
      detailBefore.images.map((i: { image: string }) =>
        expect.stringMatching(new RegExp(`^photo-${/photo-([0-9a-f]{16})-/.exec(i.image)![1]}-\\d+x\\d+$`)),
      ),
    );

    for (const format of ['json', 'csv'] as const) {
      const first = path.join(dir, `first.${format}`);
      const again = path.join(dir, `again.${format}`);
      expect((await shopCli('catalogue', 'export', 'products', '--file', first)).code).toBe(0);
      const imported = await shopCli('catalogue', 'import', 'products', '--file', first);
      expect(imported.code, imported.err).toBe(0);
      expect(imported.out).toMatch(/0 added/);
      expect((await shopCli('catalogue', 'export', 'products', '--file', again)).code).toBe(0);
      expect(readFileSync(again, 'utf8')).toBe(readFileSync(first, 'utf8'));
      // Same rows, same ids: carts holding a size or an option stay valid.
      expect((await shop.get(`/api/product-detail/${rich.id}/`)).body).toEqual(detailBefore);
    }
  }, 90_000);

  it('imports a change of sizes, options and photo order, keeping the ids of what stays', async () => {
    const json = path.join(dir, 'edit.json');
    await shopCli('catalogue', 'export', 'products', '--file', json);
    const rows = JSON.parse(readFileSync(json, 'utf8')) as Record<string, unknown>[];
    const row = rows.find((p) => (p.photos as string[]).length === 2)!;
    const id = row.id as number;
    const before = (await shop.get(`/api/product-detail/${id}/`)).body;
    const photos = row.photos as string[];
    row.photos = [photos[1], photos[0]];
    row.sizes = [
      { value: (row.sizes as { value: string }[])[1]!.value, price: '75.50' },
      { value: 'Family pack', price: '120.00' },
    ];
    row.options = [{ name: 'Scent', values: ['Plain', 'Jasmine'] }];
    writeFileSync(json, JSON.stringify([row]));
    const done = await shopCli('catalogue', 'import', 'products', '--file', json);
    expect(done.code, done.err).toBe(0);
    const after = (await shop.get(`/api/product-detail/${id}/`)).body;
    expect(after.images.map((i: { image: string }) => i.image)).toEqual([
      before.images[1].image,
      before.images[0].image,
    ]);
    expect(after.sizes).toEqual([
      { id: before.sizes[1].id, value: before.sizes[1].value, price: '75.50' },
      { id: expect.any(Number), value: 'Family pack', price: '120.00' },
    ]);
    expect(
      after.option_categories.map((c: { name: string; options: { value: string }[] }) => [
        c.name,
        c.options.map((o) => o.value),
      ]),
    ).toEqual([['Scent', ['Plain', 'Jasmine']]]);
  });

  it('refuses a photo that is not in the store, and a malformed list, naming the line', async () => {
    const json = path.join(dir, 'bad.json');
    await shopCli('catalogue', 'export', 'products', '--file', json);
    const rows = JSON.parse(readFileSync(json, 'utf8')) as Record<string, unknown>[];
    const row = rows.find((p) => (p.photos as string[]).length === 2)!;
    writeFileSync(json, JSON.stringify([{ ...row, photos: ['photo-0123456789abcdef-800x600'] }], null, 2));
    const missing = await shopCli('catalogue', 'import', 'products', '--file', json);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(
      `line 2 (slug ${String(row.slug)}): photo photo-0123456789abcdef-800x600 is not in this shop's photo store`,
    );
    writeFileSync(
      json,
      JSON.stringify([{ ...row, sizes: [{ value: 'A', price: 'free' }], photos: ['../etc/passwd'] }], null, 2),
    );
    const bad = await shopCli('catalogue', 'import', 'products', '--file', json);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('sizes[0].price must be an amount such as 50.00');
    expect(bad.err).toContain(
      'photos must list photo keys such as photo-0123456789abcdef-1600x1200 (got "../etc/passwd")',
    );
    expect((await shop.get(`/api/product-detail/${row.id}/`)).body.images).toHaveLength(2);
  });
});

describe('photos in e-mails', () => {
  it("the order confirmation shows the line's photo small, as JPEG at an absolute URL, with the name as alt", async () => {
    const item = await makeProduct(shop, { price: '250.00', stock: 10 });
    const png = save(
      'mail.png',
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b85' } })
        .png()
        .toBuffer(),
    );
    expect((await shopCli('photos', 'add', String(item.id), png)).code).toBe(0);
    const { orderId } = await placeAndPay(shop, newClient(shop), item.id);
    const lines = await confirmationLines(shop.database.db, orderId);
    expect(lines).toHaveLength(1);
    // JPEG: Outlook on the desktop shows no WebP (tests/cli/email-pictures.test.ts tries more).
    expect(lines[0]!.image).toMatch(/^\/media\/photo-[0-9a-f]{16}-320\.jpg$/);
    expect((await fetchBytes(lines[0]!.image!)).response.headers.get('content-type')).toBe('image/jpeg');

    await shop.app.orders.settled(); // the confirmation is sent after the payment's answer
    const outbox = path.join(shop.app.config.dataDir, 'mail');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .find((m) => m.includes('confirmed'))!;
    // Quoted-printable: soft line breaks and '=' escaped.
    const html = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const name = (await shop.get(`/api/product-detail/${item.id}/`)).body.name as string;
    expect(html).toContain(`<img src="${shop.baseUrl}${lines[0]!.image}" width="64" alt="${name}"`);

    // The same photo in the customer's favourites and cart.
    const detail = (await shop.get(`/api/product-detail/${item.id}/`)).body;
    const { browser, userId } = await signedInCustomer(shop);
    expect((await browser.post('/api/create-favorites/', { user_id: userId, product_id: item.id })).status).toBe(201);
    const favourites = (await browser.get(`/api/fetch-favorites/${userId}/`)).body;
    expect(favourites[0].product_images).toEqual(detail.images);
    expect((await browser.post('/api/cart/', { product_id: item.id, quantity: 1 })).status).toBe(201);
    const cart = (await browser.get('/api/cart-fetch/')).body as { product_id: number; images: unknown[] }[];
    expect(cart.find((line) => line.product_id === item.id)!.images).toEqual(detail.images);
  });
});
