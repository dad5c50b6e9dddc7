// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownS3 } from '../../bench/fault-tools';
import { loadConfig } from '../../server/config/env';
import { buildTestShop, type TestShop } from '../api/helper';
import { placeAndPay } from '../api/order-tracking-helpers';
import { makeProduct, newClient, runShopCommand } from '../api/shop-helpers';

/**
 * An order confirmation's pictures are JPEGs that the shop serves (Outlook on the desktop shows no
 * WebP or AVIF): a photo's e-mail JPEG is written with its other files, made for a photo added
 * before (on the e-mail, on the request, or by `photos email-jpegs`), and is in the photo folder or
 * the bucket; with MEDIA_PUBLIC_URL the bucket itself answers the e-mail's request.
 */

const JPEG_MAGIC = 'ffd8ff';

type Mode = 'folder' | 'bucket';
let s3: Awaited<ReturnType<typeof ownS3>>;
let dir: string;

beforeAll(async () => {
  s3 = await ownS3('shop-mail');
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-email-pictures-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each<Mode>(['folder', 'bucket'])('e-mail pictures with the photos in the %s', (mode) => {
  let shop: TestShop;
  beforeAll(async () => {
    const env = mode === 'bucket' ? { ...s3.env(), MEDIA_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}` } : {};
    const config = loadConfig(env);
    shop = await buildTestShop(
      mode === 'bucket' ? { objectStore: config.objectStore, mediaPublicUrl: config.mediaPublicUrl } : {},
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  const cli = (...argv: string[]) =>
    runShopCommand(shop, argv, { catalogueChanged: (change) => shop.app.cache.invalidate(change) });

  async function photoFile(name: string, colour: string): Promise<string> {
    const file = path.join(dir, `${mode}-${name}`);
    // A PNG with a transparent half: the JPEG (which has no transparency) shows it white.
    const image = await sharp({ create: { width: 900, height: 600, channels: 4, background: colour } })
      .composite([
        {
          // dest-out: the left half is cut away, transparent.
          input: { create: { width: 450, height: 600, channels: 4, background: '#000' } },
          left: 0,
          top: 0,
          blend: 'dest-out',
        },
      ])
      .png()
      .toBuffer();
    writeFileSync(file, image);
    return file;
  }

  /** The img src of the newest confirmation e-mail that names this order. */
  async function confirmationPicture(orderNo: string): Promise<string> {
    await shop.app.orders.settled(); // the confirmation is sent after the payment's answer
    const outbox = path.join(shop.app.config.dataDir, 'mail');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      // Quoted-printable: soft line breaks and '=' escaped.
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((m) => m.includes(orderNo) && m.includes('confirmed'));
    expect(mail, `a confirmation for ${orderNo}`).toBeDefined();
    const src = /<img src="([^"]+)"/.exec(mail!)?.[1];
    expect(src, 'the confirmation shows a picture').toBeDefined();
    return src!;
  }

  /** What a mail client gets for the picture: it follows a redirect as a browser does. */
  async function fetchPicture(src: string) {
    const response = await fetch(src);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), bytes, url: response.url };
  }

  async function addPhoto(productId: number, colour: string) {
    const added = await cli('photos', 'add', String(productId), await photoFile(`${productId}.png`, colour));
    expect(added.code, added.err).toBe(0);
    expect(added.out).toContain('and a 320 px JPEG for e-mails');
    const detail = (await shop.get(`/api/product-detail/${productId}/`)).body as { images: { image: string }[] };
    const hash = /\/media\/photo-([0-9a-f]{16})-/.exec(detail.images[0]!.image)![1]!;
    return { hash, jpegKey: `photos/${hash}-320.jpg` };
  }

  it("a new photo's confirmation shows its JPEG, which the shop (and the bucket) serve", async () => {
    const item = await makeProduct(shop, { price: '250.00', stock: 10 });
    const { hash, jpegKey } = await addPhoto(item.id, '#b85');
    expect(await shop.app.photos.head(jpegKey), 'the JPEG is written with the other files').not.toBeNull();

    const { orderNo } = await placeAndPay(shop, newClient(shop), item.id);
    const src = await confirmationPicture(orderNo);
    expect(src).toBe(`${shop.baseUrl}/media/photo-${hash}-320.jpg`);
    const got = await fetchPicture(src);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/jpeg');
    expect(got.bytes.toString('hex', 0, 3)).toBe(JPEG_MAGIC);
    const meta = await sharp(got.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 213]);
    // The transparent half is white, not black.
    const { data } = await sharp(got.bytes).extract({ left: 10, top: 100, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(Math.min(...data)).toBeGreaterThan(240);
    if (mode === 'bucket') {
      // MEDIA_PUBLIC_URL: the shop sends the mail client to the bucket, which answers itself.
      expect(got.url).toBe(`${s3.endpoint}/${s3.bucket}/${jpegKey}`);
    } else {
      expect(got.url).toBe(src);
      expect(readdirSync(path.join(shop.app.config.dataDir, 'objects', 'photos'))).toContain(`${hash}-320.jpg`);
    }
    // Only the e-mail width is kept as JPEG.
    expect((await fetch(`${shop.baseUrl}/media/photo-${hash}-640.jpg`, { redirect: 'manual' })).status).toBe(404);
  });

  it('a photo added before e-mails took JPEG gets one at its first confirmation, before the e-mail goes', async () => {
    const item = await makeProduct(shop, { price: '150.00', stock: 10 });
    const { hash, jpegKey } = await addPhoto(item.id, '#58b');
    await shop.app.photos.delete(jpegKey); // as a photo added by the release before
    expect(await shop.app.photos.head(jpegKey)).toBeNull();

    const { orderNo } = await placeAndPay(shop, newClient(shop), item.id);
    const src = await confirmationPicture(orderNo);
    expect(src).toBe(`${shop.baseUrl}/media/photo-${hash}-320.jpg`);
    expect(await shop.app.photos.head(jpegKey), 'made before the e-mail went out').not.toBeNull();
    const got = await fetchPicture(src);
    expect([got.status, got.type, got.bytes.toString('hex', 0, 3)]).toEqual([200, 'image/jpeg', JPEG_MAGIC]);
  });

  it('photos email-jpegs makes the missing JPEGs once; without MEDIA_PUBLIC_URL the shop also makes one on request', async () => {
    const item = await makeProduct(shop, { price: '90.00', stock: 10 });
    const { hash, jpegKey } = await addPhoto(item.id, '#8b5');
    await shop.app.photos.delete(jpegKey);
    const first = await cli('photos', 'email-jpegs');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^E-mail JPEGs: 1 made, \d+ already there, of \d+ photo\(s\) in use\.$/);
    expect(await shop.app.photos.head(jpegKey)).not.toBeNull();
    const second = await cli('photos', 'email-jpegs');
    expect(second.out).toMatch(/^E-mail JPEGs: 0 made, /);
    expect((await cli('photos', 'email-jpegs', 'extra')).err).toBe('Usage: shop photos email-jpegs');

    if (mode === 'folder') {
      await shop.app.photos.delete(jpegKey);
      const got = await fetchPicture(`${shop.baseUrl}/media/photo-${hash}-320.jpg`);
      expect([got.status, got.type, got.bytes.toString('hex', 0, 3)]).toEqual([200, 'image/jpeg', JPEG_MAGIC]);
      expect(await shop.app.photos.head(jpegKey), 'kept for the next request').not.toBeNull();
    }
  });

  it('a product without photos: the confirmation shows its drawn picture as a 200 px JPEG', async () => {
    const item = await makeProduct(shop, { price: '75.00', stock: 10 });
    const { orderNo } = await placeAndPay(shop, newClient(shop), item.id);
    const src = await confirmationPicture(orderNo);
    expect(src).toMatch(new RegExp(`^${shop.baseUrl}/media/product-${item.id}-0-[0-9a-z]+-200\\.jpg$`));
    const got = await fetchPicture(src);
    expect([got.status, got.type, got.bytes.toString('hex', 0, 3)]).toEqual([200, 'image/jpeg', JPEG_MAGIC]);
    expect((await sharp(got.bytes).metadata()).width).toBe(200);
    // The page's WebP beside it is unchanged.
    const webp = await fetchPicture(src.replace(/\.jpg$/, '.webp'));
    expect([webp.status, webp.type]).toEqual([200, 'image/webp']);
  });
});
