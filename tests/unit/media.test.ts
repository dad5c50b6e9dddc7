import { describe, it, expect } from 'vitest';
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
  parseMediaName,
  type MediaKey,
} from '../../common/site/media';
import { renderMedia, renderSvg } from '../../server/media/render';

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
