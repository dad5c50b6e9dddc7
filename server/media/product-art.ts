/**
 * What a product's own pictures say about it: the pack label (a short name and the size), how many
 * items the pack holds, and the measure that shapes the pack. Derived from the product row each time,
 * so a renamed or resized product gets new pictures, and only text from the catalogue is ever drawn.
 *
 * Pure module (no sharp, no database): the catalogue uses it to version image URLs, the media route
 * to draw them.
 */
import {
  productMediaBase,
  parseMediaBase,
  type MediaVariant,
  type ProductKind,
  isProductKind,
} from '../../common/site/media';

/** The size that shapes the pack: a flat area (dressings, sheets), a roll, a volume or a mass. */
export type PackMeasure =
  | { kind: 'area'; widthCm: number; heightCm: number }
  | { kind: 'roll'; widthCm: number; lengthM: number }
  | { kind: 'volume'; ml: number }
  | { kind: 'mass'; g: number };

export interface PackLabel {
  /** Short name in capitals, e.g. "WOUND DRESSING"; the family prefix and the size are left out. */
  name: string;
  /** The size line, e.g. "5×5 CM", "250 ML", "60 CAPSULES". */
  size: string;
  /** Items in the pack; 1 for a single item. */
  count: number;
  measure: PackMeasure | null;
}

/** The art of one product image: the stored key's kind, hue and view, plus the product's label. */
export interface ProductArt {
  kind: ProductKind;
  hue: number;
  variant: MediaVariant;
  label: PackLabel;
}

/** The columns a product's pictures are drawn from. */
export interface ProductArtSource {
  name: string;
  /** Net quantity as declared, e.g. "10 dressings, 4 x 7 cm each". */
  netQuantity: string;
  /** The pack size shown in the quick view, used when no net quantity was recorded. */
  packSize: string;
}

/**
 * Bumped whenever the product drawings change, so every product image gets a new URL and no
 * browser keeps showing the old picture from its year-long cache.
 */
const PRODUCT_ART_REVISION = 1;

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const AREA = new RegExp(String.raw`${NUM}\s*x\s*${NUM}\s*cm\b`, 'i');
const ROLL = new RegExp(String.raw`${NUM}\s*cm\s*x\s*${NUM}\s*m\b`, 'i');
const VOLUME = new RegExp(String.raw`${NUM}\s*(ml|l)\b`, 'i');
const MASS = new RegExp(String.raw`${NUM}\s*(g|kg)\b`, 'i');
const TIMES = new RegExp(String.raw`\b(\d+)\s*x\s*${NUM}\s*(ml|l|g|kg)\b`, 'i');
const UNITS = new Set(['ml', 'l', 'g', 'kg', 'mg', 'cm', 'mm', 'm', 'x']);

const num = (text: string) => Number(text);
/** "2.5" stays "2.5", "10.0" becomes "10". */
const plain = (n: number) => String(Math.round(n * 100) / 100);

function measureOf(text: string): PackMeasure | null {
  const roll = ROLL.exec(text);
  if (roll) return { kind: 'roll', widthCm: num(roll[1]!), lengthM: num(roll[2]!) };
  const area = AREA.exec(text);
  if (area) return { kind: 'area', widthCm: num(area[1]!), heightCm: num(area[2]!) };
  const times = TIMES.exec(text);
  const volume = VOLUME.exec(times ? `${times[2]} ${times[3]}` : text);
  if (volume) return { kind: 'volume', ml: num(volume[1]!) * (volume[2]!.toLowerCase() === 'l' ? 1000 : 1) };
  const mass = MASS.exec(times ? `${times[2]} ${times[3]}` : text);
  if (mass) return { kind: 'mass', g: num(mass[1]!) * (mass[2]!.toLowerCase() === 'kg' ? 1000 : 1) };
  return null;
}

function measureText(m: PackMeasure): string {
  switch (m.kind) {
    case 'area':
      return `${plain(m.widthCm)}×${plain(m.heightCm)} CM`;
    case 'roll':
      return `${plain(m.widthCm)} CM × ${plain(m.lengthM)} M`;
    case 'volume':
      return m.ml >= 1000 ? `${plain(m.ml / 1000)} L` : `${plain(m.ml)} ML`;
    case 'mass':
      return m.g >= 1000 ? `${plain(m.g / 1000)} KG` : `${plain(m.g)} G`;
  }
}

/** "10 dressings, ..." → 10 and "DRESSINGS"; "3 x 30 ml" → 3; "250 ml" → 1. */
function countOf(text: string): { count: number; noun: string } {
  const times = TIMES.exec(text);
  if (times) return { count: Number(times[1]), noun: '' };
  const lead = /^(\d+)\s+([a-z][a-z-]*)/i.exec(text.trim());
  if (lead && !UNITS.has(lead[2]!.toLowerCase())) return { count: Number(lead[1]), noun: lead[2]!.toUpperCase() };
  return { count: 1, noun: '' };
}

const SIZE_IN_NAME = new RegExp(
  [
    String.raw`${NUM}\s*cm\s*x\s*${NUM}\s*m\b`,
    String.raw`${NUM}\s*x\s*${NUM}\s*cm\b`,
    String.raw`\b${NUM}\s*(?:ml|l|g|kg)\b`,
  ].join('|'),
  'gi',
);

/**
 * "Bio-Cellulose Wound Dressing 5 x 5 cm" → "WOUND DRESSING"; "Virgin Coconut Oil (Cold Pressed)"
 * → "VIRGIN COCONUT OIL COLD PRESSED". Sizes and counts are left to the size line; the shared
 * "Bio-Cellulose" prefix is dropped when the rest still names the product.
 */
export function shortName(name: string): string {
  let text = name
    .replace(/\([^)]*\d[^)]*\)/g, ' ') // "(Pack of 10)", "(3 x 30 ml)"
    .replace(SIZE_IN_NAME, ' ')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const withoutFamily = text
    .replace(/\bBio-Cellulose\b/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (withoutFamily.split(' ').length >= 2) text = withoutFamily;
  return text.replace(/\s*,\s*/g, ' ').toUpperCase();
}

/** Longest size line taken as declared when it names no measure ("1 KIT, 126 ITEMS"). */
const MAX_DECLARED_SIZE = 18;

/** The pack label of a product, from its name and net quantity. */
export function packLabel(source: ProductArtSource): PackLabel {
  const declared = source.netQuantity.trim() || source.packSize.trim();
  // "20 strips (8 x 2 x 6 cm, ...)": what is in brackets qualifies; the measure comes from before them,
  // except for "90 ml (3 x 30 ml)" where the brackets say what each item holds.
  const main = declared.split('(')[0]!.trim();
  const measure =
    (TIMES.test(declared) ? measureOf(declared) : measureOf(main)) ?? measureOf(source.name.split('(')[0]!);
  const { count, noun } = countOf(declared);
  let size = '';
  if (measure) size = count > 1 && TIMES.test(declared) ? `${count}×${measureText(measure)}` : measureText(measure);
  else if (count > 1 && noun) size = `${count} ${noun}`;
  else if (main.length <= MAX_DECLARED_SIZE) size = main.toUpperCase();
  return { name: shortName(source.name), size, count, measure };
}

/** FNV-1a, written out in base 36: a short, stable fingerprint (not a secret). */
function fingerprint(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

/** A short version that changes whenever anything drawn in the picture changes. */
export function productArtVersion(art: ProductArt): string {
  const { label } = art;
  return fingerprint(
    JSON.stringify([
      PRODUCT_ART_REVISION,
      art.kind,
      art.hue,
      art.variant,
      label.name,
      label.size,
      label.count,
      label.measure,
    ]),
  );
}

/** The art of a product image from its stored key ("dressing-198-a") and the product's columns; null for a bad key. */
export function productArt(storedKey: string, source: ProductArtSource): ProductArt | null {
  const base = parseMediaBase(storedKey);
  if (!base || !isProductKind(base.kind)) return null;
  return { kind: base.kind, hue: base.hue, variant: base.variant, label: packLabel(source) };
}

/**
 * Versions already worked out, by stored key and the columns drawn: every listing, search and page
 * names each product's pictures again, and parsing its label takes several regular expressions.
 * Bounded by starting afresh when full (a catalogue has far fewer distinct pictures).
 */
const versions = new Map<string, string | null>();
const MAX_VERSIONS = 50_000;

/** The media base of the product's `position`-th image (`product-12-0-1x2y3z`), or null for a bad key. */
export function productImageBase(
  productId: number,
  position: number,
  storedKey: string,
  source: ProductArtSource,
): string | null {
  const key = `${storedKey}\u0000${source.name}\u0000${source.netQuantity}\u0000${source.packSize}`;
  let version = versions.get(key);
  if (version === undefined) {
    const art = productArt(storedKey, source);
    version = art ? productArtVersion(art) : null;
    if (versions.size >= MAX_VERSIONS) versions.clear();
    versions.set(key, version);
  }
  return version === null ? null : productMediaBase(productId, position, version);
}
