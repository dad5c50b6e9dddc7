// @vitest-environment node
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ready, scratch, type ShopProcess } from './shop-process';

// The operator's shop details come from one file (SHOP_CONFIG, else ./shop.config.json), read at start-up.
const box = scratch();
afterAll(() => box.cleanup());

const configFile = (name: string, content: unknown) => {
  const file = path.join(box.dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
};

const details = {
  brand: 'Thenkasi Naturals',
  phone: '+91 98400 12345',
  secondPhone: '+91 98400 12346',
  careEmail: 'care@thenkasi-naturals.in',
  ordersEmail: 'orders@thenkasi-naturals.in',
  address: { city: 'Tenkasi', district: 'Tenkasi' },
};

describe('a configured shop', () => {
  let shop: ShopProcess;
  const url = (p: string) => `http://127.0.0.1:${shop.port}${p}`;

  beforeAll(async () => {
    // A storefront page as the build makes it: the server writes the page's tags at the marker.
    writeFileSync(
      path.join(box.distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Storefront</title><!--seo--></head><body><div id="root"></div></body></html>',
    );
    shop = await box.start({ env: { SHOP_CONFIG: configFile('shop.json', details) } });
    expect(await ready(shop), shop.stderr()).toBe('ready');
  });
  afterAll(async () => {
    shop.child.kill('SIGTERM');
    await shop.exited;
  });

  it('hands its details to the storefront in every page, and names itself in the titles', async () => {
    for (const page of ['/', '/Contact', '/About']) {
      const html = await (await fetch(url(page))).text();
      const json = /<script type="application\/json" id="shop-details">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(json, page).toBeDefined();
      expect(JSON.parse(json!), page).toMatchObject({
        brand: 'Thenkasi Naturals',
        phone: '+91 98400 12345',
        careEmail: 'care@thenkasi-naturals.in',
        address: { city: 'Tenkasi', state: 'Tamil Nadu' },
      });
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], page).toContain('Thenkasi Naturals');
      expect(html, page).not.toContain('CocoCare Naturals');
    }
  });

  it('e-mails contact messages to its own care address', async () => {
    const sent = await fetch(url('/api/contact/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Selvi',
        email: 'selvi@example.in',
        mobile: '9876543210',
        message: 'Is the face mask vegan?',
      }),
    });
    expect(sent.status).toBe(201);
    const outbox = path.join(box.dataDir, 'mail');
    let mail = '';
    for (let i = 0; i < 100 && !mail; i++) {
      try {
        const file = readdirSync(outbox).find((f) => f.endsWith('.eml'));
        if (file) mail = readFileSync(path.join(outbox, file), 'utf8');
      } catch {
        // not written yet
      }
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail).toMatch(/^To: care@thenkasi-naturals\.in$/m);
  });
});

describe.concurrent('a bad configuration stops start-up with a message naming the problem', () => {
  it('names every bad value and unknown key', async () => {
    const file = configFile('bad.json', { brand: 'Thenkasi', phone: 'call us', careEmail: 'nobody', colour: 'green' });
    const shop = await box.start({ env: { SHOP_CONFIG: file, DATA_DIR: path.join(box.dir, 'bad-values') } });
    expect(await shop.exited).toBe(1);
    const stderr = shop.stderr();
    expect(stderr).toContain(`Invalid shop details in ${file}:`);
    expect(stderr).toContain('unknown key "colour"');
    expect(stderr).toContain('phone must be a phone number (got "call us")');
    expect(stderr).toContain('careEmail must be an e-mail address (got "nobody")');
    expect(stderr).not.toMatch(/\n\s+at /); // no stack
  });

  it('says when the file is not JSON', async () => {
    const file = configFile('broken.json', '{ "brand": "Thenkasi", }');
    const shop = await box.start({ env: { SHOP_CONFIG: file, DATA_DIR: path.join(box.dir, 'broken') } });
    expect(await shop.exited).toBe(1);
    expect(shop.stderr()).toContain(`${file} is not valid JSON`);
  });

  it('says when SHOP_CONFIG names a file that does not exist', async () => {
    const file = path.join(box.dir, 'missing.json');
    const shop = await box.start({ env: { SHOP_CONFIG: file, DATA_DIR: path.join(box.dir, 'missing') } });
    expect(await shop.exited).toBe(1);
    expect(shop.stderr().trim()).toBe(`SHOP_CONFIG names ${file}, which does not exist`);
  });
});
