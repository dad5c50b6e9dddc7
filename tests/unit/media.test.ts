import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  MEDIA_KINDS,
  MEDIA_VARIANTS,
  PRODUCT_KINDS,
  WIDE_KINDS,
  allowedWidths,
  defaultWidth,
  isMediaBase,
  mediaDimensions,
  mediaSrcset,
  mediaUrl,
  mediaUrlAtWidth,
  parseMediaName,
  parsePhotoName,
  parseProductMediaName,
  photoImage,
  productMediaBase,
  type MediaKey,
} from '../../common/site/media';
import { emailImagePath } from '../../server/media/images';
import { renderMedia, renderSvg } from '../../server/media/render';
import { packLabel, productArt, productArtVersion, shortName } from '../../server/media/product-art';
import { seedProducts } from '../../server/seed/products';

function isWebp(buf: Buffer): boolean {
  return buf.length > 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP';
}

describe('parseMediaName', () => {
  it('accepts valid names', () => {
    expect(parseMediaName('jar-140-a-800.webp')).toEqual({ kind: 'jar', hue: 140, variant: 'a', width: 800 });
    expect(parseMediaName('sheetmask-0-d-200.webp')).toEqual({ kind: 'sheetmask', hue: 0, variant: 'd', width: 200 });
    expect(parseMediaName('person-359-b-400.webp')).toEqual({ kind: 'person', hue: 359, variant: 'b', width: 400 });
    expect(parseMediaName('banner-7-c-1600.webp')).toEqual({ kind: 'banner', hue: 7, variant: 'c', width: 1600 });
    expect(parseMediaName('blog-200-a-1200.webp')).toEqual({ kind: 'blog', hue: 200, variant: 'a', width: 1200 });
    expect(parseMediaName('scene-99-d-400.webp')).toEqual({ kind: 'scene', hue: 99, variant: 'd', width: 400 });
  });

  it('accepts every kind × variant at every allowed width', () => {
    for (const kind of MEDIA_KINDS)
      for (const variant of MEDIA_VARIANTS)
        for (const width of allowedWidths(kind))
          expect(parseMediaName(`${kind}-12-${variant}-${width}.webp`)).not.toBeNull();
  });

  it.each([
    ['unknown kind', 'cup-140-a-800.webp'],
    ['hue 360', 'jar-360-a-800.webp'],
    ['hue 1000', 'jar-1000-a-800.webp'],
    ['negative hue', 'jar--1-a-800.webp'],
    ['hue with leading zero', 'jar-040-a-800.webp'],
    ['width 500', 'jar-140-a-500.webp'],
    ['wide width on a square kind', 'jar-140-a-1600.webp'],
    ['square-only width on a wide kind', 'banner-140-a-200.webp'],
    ['width with leading zero', 'jar-140-a-0800.webp'],
    ['variant e', 'jar-140-e-800.webp'],
    ['uppercase variant', 'jar-140-A-800.webp'],
    ['uppercase kind', 'JAR-140-a-800.webp'],
    ['uppercase extension', 'jar-140-a-800.WEBP'],
    ['other extension', 'jar-140-a-800.png'],
    ['no extension', 'jar-140-a-800'],
    ['missing width', 'jar-140-a.webp'],
    ['missing variant', 'jar-140-800.webp'],
    ['missing hue', 'jar-a-800.webp'],
    ['extra part', 'jar-140-a-800-1.webp'],
    ['parent path', '../jar-140-a-800.webp'],
    ['path inside', 'jar-140-a-800.webp/../../etc/passwd'],
    ['slash', 'x/jar-140-a-800.webp'],
    ['backslash', '..\\jar-140-a-800.webp'],
    ['encoded traversal', '%2e%2e%2fjar-140-a-800.webp'],
    ['query string', 'jar-140-a-800.webp?x=1'],
    ['trailing newline', 'jar-140-a-800.webp\n'],
    ['leading space', ' jar-140-a-800.webp'],
    ['double extension', 'jar-140-a-800.webp.webp'],
    ['empty', ''],
    ['prototype key', '__proto__-1-a-800.webp'],
  ])('rejects %s', (_label, name) => {
    expect(parseMediaName(name)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(parseMediaName(undefined as unknown as string)).toBeNull();
    expect(parseMediaName(42 as unknown as string)).toBeNull();
  });
});

describe('media URLs and sizes', () => {
  it('builds URLs and srcsets', () => {
    expect(mediaUrl('jar-140-a', 800)).toBe('/media/jar-140-a-800.webp');
    expect(mediaSrcset('jar-140-a')).toBe('/media/jar-140-a-400.webp 400w, /media/jar-140-a-800.webp 800w');
    expect(mediaSrcset('banner-10-b')).toBe(
      '/media/banner-10-b-400.webp 400w, /media/banner-10-b-800.webp 800w, /media/banner-10-b-1200.webp 1200w, /media/banner-10-b-1600.webp 1600w',
    );
    expect(mediaSrcset('nope-1-a')).toBe('');
  });

  it('every srcset entry parses back', () => {
    for (const kind of MEDIA_KINDS) {
      const entries = mediaSrcset(`${kind}-5-c`).split(', ');
      for (const e of entries) {
        const [url, w] = e.split(' ');
        const key = parseMediaName(url!.replace('/media/', ''));
        expect(key).not.toBeNull();
        expect(`${key!.width}w`).toBe(w);
      }
    }
  });

  it('validates bases', () => {
    expect(isMediaBase('jar-140-a')).toBe(true);
    expect(isMediaBase('scene-359-d')).toBe(true);
    expect(isMediaBase('jar-360-a')).toBe(false);
    expect(isMediaBase('jar-140-a-800')).toBe(false);
    expect(isMediaBase('jar-140')).toBe(false);
    expect(isMediaBase('../jar-140-a')).toBe(false);
    expect(isMediaBase(null)).toBe(false);
  });

  it('knows default widths and dimensions', () => {
    for (const kind of PRODUCT_KINDS) expect(defaultWidth(kind)).toBe(800);
    expect(defaultWidth('person')).toBe(800);
    for (const kind of WIDE_KINDS) expect(defaultWidth(kind)).toBe(1200);
    expect(mediaDimensions('jar', 400)).toEqual({ width: 400, height: 400 });
    expect(mediaDimensions('banner', 1600)).toEqual({ width: 1600, height: 640 });
    expect(mediaDimensions('banner', 400)).toEqual({ width: 400, height: 160 });
    expect(mediaDimensions('blog', 1200)).toEqual({ width: 1200, height: 675 });
    expect(mediaDimensions('scene', 800)).toEqual({ width: 800, height: 450 });
  });
});

describe('renderSvg', () => {
  it('uses no text, no external references and no scripts, for every kind and variant', () => {
    for (const kind of MEDIA_KINDS)
      for (const variant of MEDIA_VARIANTS) {
        const svg = renderSvg({ kind, hue: 33, variant, width: allowedWidths(kind)[0]! });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).not.toMatch(/<text|<script|<image|<foreignObject|https?:\/\/(?!www\.w3\.org)|NaN|undefined/);
      }
  });

  it('draws each variant differently', () => {
    for (const kind of MEDIA_KINDS) {
      const svgs = new Set(MEDIA_VARIANTS.map((variant) => renderSvg({ kind, hue: 200, variant, width: 800 })));
      expect(svgs.size).toBe(MEDIA_VARIANTS.length);
    }
  });

  it('changes colours with the hue', () => {
    expect(renderSvg({ kind: 'jar', hue: 10, variant: 'a', width: 800 })).not.toBe(
      renderSvg({ kind: 'jar', hue: 200, variant: 'a', width: 800 }),
    );
  });
});

describe('renderMedia', () => {
  const cases: MediaKey[] = [
    { kind: 'jar', hue: 140, variant: 'a', width: 200 },
    { kind: 'capsules', hue: 20, variant: 'b', width: 400 },
    { kind: 'dressing', hue: 210, variant: 'c', width: 800 },
    { kind: 'person', hue: 300, variant: 'd', width: 200 },
    { kind: 'banner', hue: 90, variant: 'a', width: 400 },
    { kind: 'blog', hue: 0, variant: 'b', width: 800 },
    { kind: 'scene', hue: 359, variant: 'c', width: 400 },
  ];

  it.each(cases)('renders $kind-$hue-$variant-$width as a WebP of the right size', async (key) => {
    const buf = await renderMedia(key);
    expect(isWebp(buf)).toBe(true);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    const want = mediaDimensions(key.kind, key.width);
    expect(meta.width).toBe(want.width);
    expect(meta.height).toBe(want.height);
  });

  it('renders every kind × variant at the smallest width', async () => {
    for (const kind of MEDIA_KINDS)
      for (const variant of MEDIA_VARIANTS) {
        const width = allowedWidths(kind)[0]!;
        const buf = await renderMedia({ kind, hue: 77, variant, width });
        expect(isWebp(buf)).toBe(true);
        const meta = await sharp(buf).metadata();
        expect([meta.width, meta.height]).toEqual([width, mediaDimensions(kind, width).height]);
      }
  }, 60000);

  it('is deterministic: same key, same bytes', async () => {
    for (const key of [cases[0]!, cases[2]!, cases[4]!]) {
      const a = await renderMedia(key);
      const b = await renderMedia({ ...key });
      expect(Buffer.compare(a, b)).toBe(0);
    }
  });

  it('produces a picture, not a blank canvas', async () => {
    const buf = await renderMedia({ kind: 'bottle', hue: 140, variant: 'a', width: 200 });
    const stats = await sharp(buf).stats();
    const spread = stats.channels.slice(0, 3).map((c) => c.max - c.min);
    expect(Math.max(...spread)).toBeGreaterThan(100);
  });
});

describe('product media names', () => {
  it('builds and parses a product picture name', () => {
    const base = productMediaBase(12, 0, '1k9x2a');
    expect(base).toBe('product-12-0-1k9x2a');
    expect(mediaUrl(base, 800)).toBe('/media/product-12-0-1k9x2a-800.webp');
    expect(mediaSrcset(base)).toBe(
      '/media/product-12-0-1k9x2a-400.webp 400w, /media/product-12-0-1k9x2a-800.webp 800w',
    );
    expect(parseProductMediaName('product-12-0-1k9x2a-800.webp')).toEqual({
      product: 12,
      image: 0,
      version: '1k9x2a',
      width: 800,
    });
    expect(parseProductMediaName('product-2147483647-99-z-200.webp')).not.toBeNull();
    // not shared art, and shared art is not a product picture
    expect(parseMediaName('product-12-0-1k9x2a-800.webp')).toBeNull();
    expect(parseProductMediaName('jar-140-a-800.webp')).toBeNull();
  });

  it.each([
    ['id 0', 'product-0-0-abc-800.webp'],
    ['id beyond the integer range', 'product-2147483648-0-abc-800.webp'],
    ['leading zero', 'product-012-0-abc-800.webp'],
    ['image 100', 'product-12-100-abc-800.webp'],
    ['uppercase version', 'product-12-0-ABC-800.webp'],
    ['version too long', 'product-12-0-abcdefghi-800.webp'],
    ['wide width', 'product-12-0-abc-1600.webp'],
    ['width 500', 'product-12-0-abc-500.webp'],
    ['text in the name', 'product-12-0-abc-800.webp%3Cscript%3E'],
    ['traversal', 'product-12-0-../../x-800.webp'],
    ['no version', 'product-12-0-800.webp'],
  ])('rejects %s', (_label, name) => {
    expect(parseProductMediaName(name)).toBeNull();
  });

  it('gives the same picture at another width', () => {
    expect(mediaUrlAtWidth('/media/product-12-0-1k9x2a-800.webp', 400)).toBe('/media/product-12-0-1k9x2a-400.webp');
    expect(mediaUrlAtWidth('/media/product-12-0-1k9x2a-800.webp', 1600)).toBe('/media/product-12-0-1k9x2a-800.webp');
    expect(mediaUrlAtWidth('/media/jar-140-a-800.webp', 200)).toBe('/media/jar-140-a-200.webp');
    expect(mediaUrlAtWidth('https://example.com/x.png', 400)).toBe('https://example.com/x.png');
  });
});

describe('e-mail pictures (JPEG: mail clients such as Outlook show no WebP or AVIF)', () => {
  it('names drawn pictures and photos as .jpg, and keeps the format at another width', () => {
    expect(parseMediaName('jar-140-a-200.jpg')).toEqual({
      kind: 'jar',
      hue: 140,
      variant: 'a',
      width: 200,
      format: 'jpg',
    });
    expect(parseMediaName('jar-140-a-200.webp')).not.toHaveProperty('format');
    expect(parseProductMediaName('product-12-0-1k9x2a-200.jpg')).toEqual({
      product: 12,
      image: 0,
      version: '1k9x2a',
      width: 200,
      format: 'jpg',
    });
    expect(mediaUrlAtWidth('/media/product-12-0-1k9x2a-800.jpg', 200)).toBe('/media/product-12-0-1k9x2a-200.jpg');
    expect(parsePhotoName('photo-0123456789abcdef-320.jpg')).toEqual({
      hash: '0123456789abcdef',
      width: 320,
      format: 'jpg',
    });
  });
  it.each(['jar-140-a-200.jpeg', 'jar-140-a-200.png', 'jar-140-a-200.JPG', 'product-12-0-abc-200.jpg.webp'])(
    'refuses %s',
    (name) => {
      expect(parseMediaName(name) ?? parseProductMediaName(name)).toBeNull();
    },
  );
  it("an order line's picture: a photo's JPEG at 320 px (or its own width), a drawing at 200 px", () => {
    const photo = photoImage({ hash: '0123456789abcdef', width: 2000, height: 1000 }, 'x');
    expect(emailImagePath(photo)).toBe('/media/photo-0123456789abcdef-320.jpg');
    const small = photoImage({ hash: '0123456789abcdef', width: 300, height: 300 }, 'x');
    expect(emailImagePath(small)).toBe('/media/photo-0123456789abcdef-300.jpg');
    const drawn = { image: '/media/product-12-0-1k9x2a-800.webp', srcset: '', alt: 'x', width: 800, height: 800 };
    expect(emailImagePath(drawn)).toBe('/media/product-12-0-1k9x2a-200.jpg');
    const foreign = { image: 'https://example.com/x.webp', srcset: '', alt: 'x', width: 800, height: 800 };
    expect(emailImagePath(foreign)).toBe('https://example.com/x.webp');
  });
});

describe('pack labels', () => {
  it('takes a short name and the size from the product', () => {
    expect(
      packLabel({ name: 'Bio-Cellulose Wound Dressing 5 x 5 cm', netQuantity: '1 dressing, 5 x 5 cm', packSize: '' }),
    ).toEqual({ name: 'WOUND DRESSING', size: '5×5 CM', count: 1, measure: { kind: 'area', widthCm: 5, heightCm: 5 } });
    expect(
      packLabel({
        name: 'Bio-Cellulose Fingertip Dressing (Pack of 10)',
        netQuantity: '10 dressings, 4 x 7 cm each',
        packSize: '',
      }),
    ).toMatchObject({ name: 'FINGERTIP DRESSING', size: '4×7 CM', count: 10 });
    expect(
      packLabel({
        name: 'Virgin Coconut Oil Travel Minis (3 x 30 ml)',
        netQuantity: '90 ml (3 x 30 ml)',
        packSize: '',
      }),
    ).toMatchObject({ size: '3×30 ML', count: 3, measure: { kind: 'volume', ml: 30 } });
    expect(
      packLabel({ name: 'Monolaurin 500 mg Capsules', netQuantity: '30 capsules (15.9 g)', packSize: '' }),
    ).toMatchObject({ name: 'MONOLAURIN 500 MG CAPSULES', size: '30 CAPSULES', count: 30, measure: null });
    expect(
      packLabel({
        name: 'Crepe Bandage 10 cm x 4 m',
        netQuantity: '1 bandage, 10 cm x 4 m (stretched), 2 clips',
        packSize: '',
      }),
    ).toMatchObject({ size: '10 CM × 4 M', count: 1, measure: { kind: 'roll', widthCm: 10, lengthM: 4 } });
    expect(packLabel({ name: 'Coconut Oil Kitchen Tin 5 L', netQuantity: '', packSize: '5 L tin' })).toMatchObject({
      size: '5 L',
      measure: { kind: 'volume', ml: 5000 },
    });
  });

  it('keeps the family name only when nothing else names the product', () => {
    expect(shortName('Virgin Coconut Oil (Cold Pressed)')).toBe('VIRGIN COCONUT OIL COLD PRESSED');
    expect(shortName('Bio-Cellulose Lip Mask (Pack of 3)')).toBe('LIP MASK');
    expect(shortName('Bio-Cellulose Sheet 20 x 20 cm')).toBe('BIO-CELLULOSE SHEET');
  });

  it('versions a picture by everything drawn in it', () => {
    const source = { name: 'Bio-Cellulose Wound Dressing 5 x 5 cm', netQuantity: '1 dressing, 5 x 5 cm', packSize: '' };
    const v = productArtVersion(productArt('dressing-198-a', source)!);
    expect(v).toMatch(/^[0-9a-z]{1,8}$/);
    expect(productArtVersion(productArt('dressing-198-a', { ...source })!)).toBe(v);
    expect(productArtVersion(productArt('dressing-198-b', source)!)).not.toBe(v);
    expect(productArtVersion(productArt('dressing-199-a', source)!)).not.toBe(v);
    expect(productArtVersion(productArt('dressing-198-a', { ...source, name: 'Burn Dressing 5 x 5 cm' })!)).not.toBe(v);
    expect(
      productArtVersion(productArt('dressing-198-a', { ...source, netQuantity: '2 dressings, 5 x 5 cm' })!),
    ).not.toBe(v);
    expect(productArt('banner-10-a', source)).toBeNull();
    expect(productArt('../x', source)).toBeNull();
  });
});

describe("a product's own picture", () => {
  const dressings = seedProducts.filter((p) => p.categorySlug === 'wound-dressings');
  const artOf = (p: (typeof seedProducts)[number], width: number) => ({
    ...productArt(p.images[0]!.media, { name: p.name, netQuantity: p.netQuantity, packSize: p.modelWearingSize })!,
    width,
  });

  it('draws lettering as strokes: no text elements, scripts or outside references', () => {
    for (const p of seedProducts) {
      const svg = renderSvg(artOf(p, 200));
      expect(svg).not.toMatch(/<text|<script|<image|<foreignObject|https?:\/\/(?!www\.w3\.org)|NaN|undefined/);
      expect(svg).toContain('id="ch'); // glyphs of the lettering
    }
  });

  it('tells apart every wound dressing: 16 products, 16 different pictures', async () => {
    expect(dressings.length).toBeGreaterThanOrEqual(16);
    const pictures = await Promise.all(dressings.map((p) => renderMedia(artOf(p, 200))));
    for (const buf of pictures) expect(isWebp(buf)).toBe(true);
    const hashes = new Set(pictures.map((b) => createHash('sha256').update(b).digest('hex')));
    expect(hashes.size).toBe(dressings.length);
  }, 60000);

  it('differs in what it shows, not only in bytes, for the same dressing in three sizes', async () => {
    const sizes = ['5 x 5 cm', '10 x 10 cm', '20 x 20 cm'].map((s) => dressings.find((p) => p.name.endsWith(s))!);
    // Same colour for all three, so only the label and the pad's size can differ.
    const pixels = await Promise.all(
      sizes.map(async (p) => {
        const key = { ...artOf(p, 200), hue: 200 };
        return sharp(await renderMedia(key))
          .raw()
          .toBuffer();
      }),
    );
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const) {
      let changed = 0;
      for (let i = 0; i < pixels[a]!.length; i++) if (Math.abs(pixels[a]![i]! - pixels[b]![i]!) > 24) changed++;
      // at least 2% of the picture differs visibly
      expect(changed / pixels[a]!.length).toBeGreaterThan(0.02);
    }
  }, 30000);

  it('shapes the pack by its size: a bigger bottle is taller', () => {
    const bottle = (net: string) =>
      renderSvg({
        ...productArt('bottle-88-a', { name: 'Virgin Coconut Oil', netQuantity: net, packSize: '' })!,
        width: 200,
      });
    const bodyTop = (svg: string) => Number(/<path d="M-\d+ -22Q[^"]*?L\d+ (-\d+)C/.exec(svg)![1]);
    expect(bodyTop(bottle('1 L'))).toBeLessThan(bodyTop(bottle('250 ml')));
    expect(bodyTop(bottle('250 ml'))).toBeLessThan(bodyTop(bottle('100 ml')));
  });
});
