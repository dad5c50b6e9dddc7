/**
 * Locally generated imagery: every media key is drawn as an SVG illustration (shapes, gradients
 * and paths only: no <text>, no filters, no external references; lettering is drawn as strokes)
 * and encoded to WebP with sharp. Same key → same SVG → same bytes.
 *
 * Square images are drawn in an 800×800 viewBox, banners in 1600×640 and blog/scene images in
 * 1600×900; the SVG's width/height attributes scale that to the requested pixel size. What each
 * kind looks like lives under `draw/`: products (one module per family), banners, blog, scenes,
 * avatars, and the shared motifs, settings, labels and lettering.
 */
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import sharp from 'sharp';
import { type DrawnFormat, type MediaKey, type MediaKind, mediaDimensions } from '../../common/site/media';
import { avatar } from './draw/avatars';
import { banner } from './draw/banners';
import { blog } from './draw/blog';
import { palette } from './draw/colour';
import { productImage } from './draw/products/compose';
import { scene } from './draw/scenes';
import type { Ctx } from './draw/svg';
import type { ProductArt } from './product-art';

/** A product's own picture at a width: its art (kind, hue, view) and its pack label. */
export type ProductArtKey = ProductArt & { width: number; format?: DrawnFormat };

function viewBox(kind: MediaKind): { w: number; h: number } {
  if (kind === 'banner') return { w: 1600, h: 640 };
  if (kind === 'blog' || kind === 'scene') return { w: 1600, h: 900 };
  return { w: 800, h: 800 };
}

/** The SVG source of an image (deterministic; no text elements, no external references). */
export function renderSvg(key: MediaKey | ProductArtKey, brand: string = EXAMPLE_SHOP_DETAILS.brand): string {
  const ctx: Ctx = { p: palette(key.hue), defs: new Map(), label: 'label' in key ? key.label : undefined, brand };
  let body: string;
  if (key.kind === 'banner') body = banner(ctx, key.variant);
  else if (key.kind === 'blog') body = blog(ctx, key.variant);
  else if (key.kind === 'scene') body = scene(ctx, key.variant);
  else if (key.kind === 'person') body = avatar(ctx, key.variant);
  else body = productImage(ctx, key.kind, key.variant);
  const vb = viewBox(key.kind);
  const px = mediaDimensions(key.kind, key.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${px.width}" height="${px.height}" viewBox="0 0 ${vb.w} ${vb.h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${[...ctx.defs.values()].join('')}</defs>${body}</svg>`
  );
}

const WEBP_QUALITY = 78;
const WEBP_EFFORT = 2;

/** JPEG for e-mails: small pictures (200 px), where mail clients show no WebP. */
const JPEG_QUALITY = 82;

/**
 * Renders a media key to WebP bytes (JPEG when `key.format` is 'jpg', for e-mails); `brand` is
 * printed on labelled packs (the server passes config.shop.brand).
 */
export async function renderMedia(
  key: MediaKey | ProductArtKey,
  brand: string = EXAMPLE_SHOP_DETAILS.brand,
): Promise<Buffer> {
  // The SVG's width/height attributes are the target pixel size, so librsvg rasterises at exactly
  // that size (density 72 = 1 SVG px per pixel) and no resize step is needed.
  const drawn = sharp(Buffer.from(renderSvg(key, brand)), { density: 72 });
  if (key.format === 'jpg')
    // JPEG has no transparency: whatever the drawing leaves clear is the white of an e-mail.
    return drawn.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
  return drawn.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT, smartSubsample: false }).toBuffer();
}
