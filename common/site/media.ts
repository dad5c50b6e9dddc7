/**
 * Media names for the locally generated product imagery.
 *
 * A media file is named `{kind}-{hue}-{variant}-{width}.webp`, e.g. `jar-140-a-800.webp`, and served
 * under `/media/`. The part without the width (`jar-140-a`) is the "base" that the catalogue stores.
 *
 * Pure module: no I/O, no sharp, safe to import from the SPA as well as the server.
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
export const AVATAR_KINDS = ['person'] as const;

export const WIDE_KINDS = ['banner', 'blog', 'scene'] as const;

export const SQUARE_KINDS = [...PRODUCT_KINDS, ...AVATAR_KINDS] as const;

export const MEDIA_KINDS = [...SQUARE_KINDS, ...WIDE_KINDS] as const;

export const MEDIA_VARIANTS = ['a', 'b', 'c', 'd'] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];
export type WideKind = (typeof WIDE_KINDS)[number];
export type SquareKind = (typeof SQUARE_KINDS)[number];
export type MediaKind = (typeof MEDIA_KINDS)[number];
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

export type MediaKey = {
  kind: MediaKind;
  /** 0–359 */
  hue: number;
  variant: MediaVariant;
  /** one of `allowedWidths(kind)` */
  width: number;
};

export const SQUARE_WIDTHS = [200, 400, 800] as const;
export const WIDE_WIDTHS = [400, 800, 1200, 1600] as const;

/** Widths listed in a srcset (the 200 px square size is for thumbnails, requested explicitly). */
export const SQUARE_SRCSET_WIDTHS = [400, 800] as const;
export const WIDE_SRCSET_WIDTHS = WIDE_WIDTHS;

/** Aspect ratio (height / width) per wide kind. */
export const WIDE_ASPECT: Record<WideKind, { w: number; h: number }> = {
  banner: { w: 5, h: 2 },
  blog: { w: 16, h: 9 },
  scene: { w: 16, h: 9 },
};

export const MEDIA_CONTENT_TYPE = 'image/webp';

const KIND_SET: ReadonlySet<string> = new Set(MEDIA_KINDS);
const WIDE_SET: ReadonlySet<string> = new Set(WIDE_KINDS);
const PRODUCT_SET: ReadonlySet<string> = new Set(PRODUCT_KINDS);

export function isMediaKind(kind: unknown): kind is MediaKind {
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

export function srcsetWidths(kind: MediaKind): readonly number[] {
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
const NAME_RE = /^([a-z]{3,12})-(0|[1-9][0-9]{0,2})-([a-d])-([1-9][0-9]{2,3})\.webp$/;

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

/** Parses `jar-140-a-800.webp`; null for anything that is not exactly a valid media name. */
export function parseMediaName(name: string): MediaKey | null {
  if (typeof name !== 'string' || name.length > 60) return null;
  const m = NAME_RE.exec(name);
  if (!m) return null;
  const base = checkBase(m[1]!, m[2]!, m[3]!);
  if (!base) return null;
  const width = Number(m[4]);
  if (!allowedWidths(base.kind).includes(width)) return null;
  return { ...base, width };
}

/** `jar-140-a` from its parts. */
export function mediaBase(kind: MediaKind, hue: number, variant: MediaVariant): string {
  return `${kind}-${hue}-${variant}`;
}

/** File name of a key: `jar-140-a-800.webp`. */
export function mediaFileName(key: MediaKey): string {
  return `${key.kind}-${key.hue}-${key.variant}-${key.width}.webp`;
}

/** `mediaUrl('jar-140-a', 800)` → `/media/jar-140-a-800.webp`. */
export function mediaUrl(base: string, width: number): string {
  return `/media/${base}-${width}.webp`;
}

/**
 * `mediaSrcset('jar-140-a')` → `/media/jar-140-a-400.webp 400w, /media/jar-140-a-800.webp 800w`;
 * wide kinds list 400, 800, 1200 and 1600. An invalid base gives ''.
 */
export function mediaSrcset(base: string): string {
  const parsed = parseMediaBase(base);
  if (!parsed) return '';
  return srcsetWidths(parsed.kind)
    .map((w) => `${mediaUrl(base, w)} ${w}w`)
    .join(', ');
}
