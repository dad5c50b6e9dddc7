/**
 * Media names for the locally generated imagery, served under `/media/`. Two forms:
 *
 * - shared art `{kind}-{hue}-{variant}-{width}.webp`, e.g. `jar-140-a-800.webp`: category tiles,
 *   banners, blog and story images, portraits. The part without the width (`jar-140-a`) is the
 *   "base"; the catalogue stores product art keys in this form.
 * - a product's own picture `product-{id}-{n}-{version}-{width}.webp`, e.g.
 *   `product-12-0-1k9x2a-800.webp`: the product's n-th image, drawn from its row (kind, hue and view
 *   of its stored art key, plus a pack label with its name and size). The version changes whenever
 *   the drawing would, so these URLs can be cached for a year as well.
 *
 * Every media URL is built here. Pure module: no I/O, no sharp, safe for the SPA and the server.
 */

export const PRODUCT_KINDS = [
  'jar',
  'bottle',
  'dropper',
  'tube',
  'soap',
  'sheetmask',
  'dressing',
  'capsules',
  'pouch',
  'spray',
  'roll',
  'box',
] as const;

/** Square kinds that are not products. */
const AVATAR_KINDS = ['person'] as const;

export const WIDE_KINDS = ['banner', 'blog', 'scene'] as const;

const SQUARE_KINDS = [...PRODUCT_KINDS, ...AVATAR_KINDS] as const;

export const MEDIA_KINDS = [...SQUARE_KINDS, ...WIDE_KINDS] as const;

export const MEDIA_VARIANTS = ['a', 'b', 'c', 'd'] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];
export type WideKind = (typeof WIDE_KINDS)[number];
export type MediaKind = (typeof MEDIA_KINDS)[number];
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

export type MediaKey = {
  kind: MediaKind;
  /** 0–359 */
  hue: number;
  variant: MediaVariant;
  /** one of `allowedWidths(kind)` */
  width: number;
  /** 'jpg' for e-mails (mail clients such as Outlook show no WebP); absent means WebP. */
  format?: DrawnFormat;
};

/** A drawn picture's file format: WebP for browsers, JPEG for e-mails. */
export type DrawnFormat = 'webp' | 'jpg';

const SQUARE_WIDTHS = [200, 400, 800] as const;
const WIDE_WIDTHS = [400, 800, 1200, 1600] as const;

/** Widths listed in a srcset (the 200 px square size is for thumbnails, requested explicitly). */
const SQUARE_SRCSET_WIDTHS = [400, 800] as const;
const WIDE_SRCSET_WIDTHS = WIDE_WIDTHS;

/** Aspect ratio (height / width) per wide kind. */
const WIDE_ASPECT: Record<WideKind, { w: number; h: number }> = {
  banner: { w: 5, h: 2 },
  blog: { w: 16, h: 9 },
  scene: { w: 16, h: 9 },
};

const KIND_SET: ReadonlySet<string> = new Set(MEDIA_KINDS);
const WIDE_SET: ReadonlySet<string> = new Set(WIDE_KINDS);
const PRODUCT_SET: ReadonlySet<string> = new Set(PRODUCT_KINDS);

function isMediaKind(kind: unknown): kind is MediaKind {
  return typeof kind === 'string' && KIND_SET.has(kind);
}

export function isWideKind(kind: unknown): kind is WideKind {
  return typeof kind === 'string' && WIDE_SET.has(kind);
}

export function isProductKind(kind: unknown): kind is ProductKind {
  return typeof kind === 'string' && PRODUCT_SET.has(kind);
}

export function allowedWidths(kind: MediaKind): readonly number[] {
  return isWideKind(kind) ? WIDE_WIDTHS : SQUARE_WIDTHS;
}

function srcsetWidths(kind: MediaKind): readonly number[] {
  return isWideKind(kind) ? WIDE_SRCSET_WIDTHS : SQUARE_SRCSET_WIDTHS;
}

/** 800 for square kinds, 1200 for wide kinds. */
export function defaultWidth(kind: MediaKind): number {
  return isWideKind(kind) ? 1200 : 800;
}

/** Pixel size of an image of `kind` rendered at `width` (height follows the kind's aspect ratio). */
export function mediaDimensions(kind: MediaKind, width: number): { width: number; height: number } {
  if (isWideKind(kind)) {
    const a = WIDE_ASPECT[kind];
    return { width, height: Math.round((width * a.h) / a.w) };
  }
  return { width, height: width };
}

// Strict grammar: lowercase kind, hue without leading zeros (0–359), one variant letter a–d,
// width without leading zeros. Anything else (path separators, dots, query strings, uppercase,
// extra parts) fails the anchored pattern.
const BASE_RE = /^([a-z]{3,12})-(0|[1-9][0-9]{0,2})-([a-d])$/;
const NAME_RE = /^([a-z]{3,12})-(0|[1-9][0-9]{0,2})-([a-d])-([1-9][0-9]{2,3})\.(webp|jpg)$/;

export type MediaBase = { kind: MediaKind; hue: number; variant: MediaVariant };

function checkBase(kind: string, hueText: string, variant: string): MediaBase | null {
  if (!isMediaKind(kind)) return null;
  const hue = Number(hueText);
  if (!Number.isInteger(hue) || hue < 0 || hue > 359) return null;
  return { kind, hue, variant: variant as MediaVariant };
}

/** Parses `jar-140-a` (no width, no extension). */
export function parseMediaBase(base: string): MediaBase | null {
  if (typeof base !== 'string' || base.length > 40) return null;
  const m = BASE_RE.exec(base);
  if (!m) return null;
  return checkBase(m[1]!, m[2]!, m[3]!);
}

export function isMediaBase(base: unknown): base is string {
  return typeof base === 'string' && parseMediaBase(base) !== null;
}

/** Parses `jar-140-a-800.webp` (or `.jpg`, for e-mails); null for anything that is not exactly a valid media name. */
export function parseMediaName(name: string): MediaKey | null {
  if (typeof name !== 'string' || name.length > 60) return null;
  const m = NAME_RE.exec(name);
  if (!m) return null;
  const base = checkBase(m[1]!, m[2]!, m[3]!);
  if (!base) return null;
  const width = Number(m[4]);
  if (!allowedWidths(base.kind).includes(width)) return null;
  return m[5] === 'jpg' ? { ...base, width, format: 'jpg' } : { ...base, width };
}

/** `jar-140-a` from its parts. */
export function mediaBase(kind: MediaKind, hue: number, variant: MediaVariant): string {
  return `${kind}-${hue}-${variant}`;
}

// A product's own picture. The id fits PostgreSQL's integer, the image number is its position
// (0–99), the version is a short base-36 fingerprint.
const PRODUCT_BASE_RE = /^product-([1-9][0-9]{0,9})-(0|[1-9][0-9]?)-([0-9a-z]{1,8})$/;
const PRODUCT_NAME_RE = /^product-([1-9][0-9]{0,9})-(0|[1-9][0-9]?)-([0-9a-z]{1,8})-([1-9][0-9]{2,3})\.(webp|jpg)$/;
const MAX_PRODUCT_ID = 2_147_483_647;

export type ProductMediaKey = {
  product: number;
  /** Position of the image among the product's images. */
  image: number;
  version: string;
  /** one of SQUARE_WIDTHS */
  width: number;
  /** 'jpg' for e-mails; absent means WebP. */
  format?: DrawnFormat;
};

/** `product-12-0-1k9x2a` from its parts. */
export function productMediaBase(productId: number, image: number, version: string): string {
  return `product-${productId}-${image}-${version}`;
}

function productParts(m: RegExpExecArray): Omit<ProductMediaKey, 'width'> | null {
  const product = Number(m[1]);
  if (product > MAX_PRODUCT_ID) return null;
  return { product, image: Number(m[2]), version: m[3]! };
}

/** Parses `product-12-0-1k9x2a-800.webp` (or `.jpg`); null for anything else. */
export function parseProductMediaName(name: string): ProductMediaKey | null {
  if (typeof name !== 'string' || name.length > 60) return null;
  const m = PRODUCT_NAME_RE.exec(name);
  if (!m) return null;
  const parts = productParts(m);
  const width = Number(m[4]);
  if (!parts || !(SQUARE_WIDTHS as readonly number[]).includes(width)) return null;
  return m[5] === 'jpg' ? { ...parts, width, format: 'jpg' } : { ...parts, width };
}

function isProductMediaBase(base: string): boolean {
  const m = PRODUCT_BASE_RE.exec(base);
  return m !== null && productParts(m) !== null;
}

/** `mediaUrl('jar-140-a', 800)` → `/media/jar-140-a-800.webp`; the same for a product base. */
export function mediaUrl(base: string, width: number, format: DrawnFormat = 'webp'): string {
  return `/media/${base}-${width}.${format}`;
}

/**
 * `mediaSrcset('jar-140-a')` → `/media/jar-140-a-400.webp 400w, /media/jar-140-a-800.webp 800w`;
 * wide kinds list 400, 800, 1200 and 1600, product bases the square widths. An invalid base gives ''.
 */
export function mediaSrcset(base: string): string {
  return baseSrcsetWidths(base)
    .map((w) => `${mediaUrl(base, w)} ${w}w`)
    .join(', ');
}

function baseSrcsetWidths(base: string): readonly number[] {
  if (isProductMediaBase(base)) return SQUARE_SRCSET_WIDTHS;
  const parsed = parseMediaBase(base);
  return parsed ? srcsetWidths(parsed.kind) : [];
}

/**
 * The same media image at another width: `/media/jar-140-a-800.webp` at 400 →
 * `/media/jar-140-a-400.webp`. A URL that is not one of ours comes back unchanged.
 */
export function mediaUrlAtWidth(url: string, width: number): string {
  const name = url.startsWith('/media/') ? url.slice('/media/'.length) : '';
  const photo = parsePhotoName(name);
  if (photo) {
    // Every standard width below the one named is kept (photoWidths): the first at least as wide as asked.
    const kept = PHOTO_WIDTHS.find((w) => w >= width && w < photo.width);
    return kept ? photoUrl(photo.hash, kept, photo.format ?? undefined) : url;
  }
  const product = parseProductMediaName(name);
  if (product) {
    if (!(SQUARE_WIDTHS as readonly number[]).includes(width)) return url;
    return mediaUrl(productMediaBase(product.product, product.image, product.version), width, product.format);
  }
  const key = parseMediaName(name);
  if (!key || !allowedWidths(key.kind).includes(width)) return url;
  return mediaUrl(mediaBase(key.kind, key.hue, key.variant), width, key.format);
}

/** The alt text of a product's i-th picture: its own, or the product's name and the picture's number. */
export function productImageAlt(images: readonly { alt: string }[], name: string, i: number): string {
  return images[i]?.alt || `${name}, image ${i + 1}`;
}

/** The product gallery's name for its i-th thumbnail button (0-based) of `count`. */
export const thumbnailLabel = (i: number, count: number): string => `Show image ${i + 1} of ${count}`;

// --- Photos the owner added (`npm run shop -- photos add`) ---
//
// Stored as `photo-{hash}-{W}x{H}`: the first 16 hex digits of the content hash, and the upright
// size of the upload. Each is kept at the standard widths below its own width plus its own width
// (capped at the largest), never enlarged, as AVIF and WebP. URLs carry the hash, so they never
// change their picture and may be cached for a year:
//   /media/photo-{hash}-{w}        AVIF or WebP, whichever the browser's Accept header prefers
//   /media/photo-{hash}-{w}.webp   one format named
//   /media/photo-{hash}-{w}.avif
//   /media/photo-{hash}-{w}.jpg    e-mails only (EMAIL_PHOTO_WIDTH): mail clients such as Outlook on
//                                  the desktop show neither WebP nor AVIF, and send no useful Accept

export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
export type PhotoFormat = 'avif' | 'webp' | 'jpg';
/** The width of a photo's JPEG for e-mails (or the photo's own, when smaller): e-mails show 64 px. */
export const EMAIL_PHOTO_WIDTH = PHOTO_WIDTHS[0];

export const PHOTO_KEY_RE = /^photo-([0-9a-f]{16})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/;
const PHOTO_NAME_RE = /^photo-([0-9a-f]{16})-([1-9][0-9]{1,3})(?:\.(avif|webp|jpg))?$/;
/** The width the `image` URL names (the largest at most this): sharp on phones, light on desktops. */
const PHOTO_DEFAULT_WIDTH = 1024;

export type PhotoKey = { hash: string; width: number; height: number };

export function parsePhotoKey(key: string): PhotoKey | null {
  if (typeof key !== 'string' || key.length > 40) return null;
  const m = PHOTO_KEY_RE.exec(key);
  return m ? { hash: m[1]!, width: Number(m[2]), height: Number(m[3]) } : null;
}

export function photoKey(hash: string, width: number, height: number): string {
  return `photo-${hash}-${width}x${height}`;
}

/** The widths a photo of this width is kept at: the standard ones below it, and its own (capped). */
export function photoWidths(width: number): number[] {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  const own = Math.min(width, largest);
  return [...PHOTO_WIDTHS.filter((w) => w < own), own];
}

/** Parses `photo-{hash}-{w}` with an optional `.avif` / `.webp` / `.jpg`; the width is checked against the stored ones by the caller. */
export function parsePhotoName(name: string): { hash: string; width: number; format: PhotoFormat | null } | null {
  if (typeof name !== 'string' || name.length > 60) return null;
  const m = PHOTO_NAME_RE.exec(name);
  return m ? { hash: m[1]!, width: Number(m[2]), format: (m[3] as PhotoFormat | undefined) ?? null } : null;
}

export function photoUrl(hash: string, width: number, format?: PhotoFormat): string {
  return `/media/photo-${hash}-${width}${format ? `.${format}` : ''}`;
}

/** The width of a photo's e-mail JPEG, for a photo whose URL (or stored key) names `width`. */
export function emailPhotoWidth(width: number): number {
  return Math.min(EMAIL_PHOTO_WIDTH, width);
}

/** The photo as the API serves every product image: a default URL, a srcset of every kept width, its size. */
export function photoImage(
  key: PhotoKey,
  alt: string,
): { image: string; srcset: string; alt: string; width: number; height: number } {
  const widths = photoWidths(key.width);
  const width = [...widths].reverse().find((w) => w <= PHOTO_DEFAULT_WIDTH) ?? widths[0]!;
  return {
    image: photoUrl(key.hash, width),
    srcset: widths.map((w) => `${photoUrl(key.hash, w)} ${w}w`).join(', '),
    alt,
    width,
    height: Math.max(1, Math.round((key.height * width) / key.width)),
  };
}
