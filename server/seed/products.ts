/**
 * Turns the seed catalogue's compact category data (`categories/*.ts`) into table rows, and builds
 * the two descriptive HTML blocks a product stores: the Description tab (about, features, how to
 * use, safety) and the product-facts table (storage, ingredients, category-specific rows).
 *
 * The Legal Metrology declarations (MRP, net quantity, manufacturer, best before, ...) are not
 * stored: the catalogue renders them from the product's columns whenever it is read, so the MRP
 * always follows the price.
 */
import { escapeHtml } from '../../common/site/html';
import type { ProductInput, SeedCategory, SeedCategoryData } from './types';
import { woundDressings } from './categories/wound-dressings';
import { bioCelluloseSheets } from './categories/bio-cellulose-sheets';
import { faceMasks } from './categories/bio-cellulose-face-masks';
import { coconutOils } from './categories/coconut-oils';
import { monolaurin } from './categories/monolaurin-supplements';
import { soaps } from './categories/handmade-soaps';
import { hairCare } from './categories/hair-care';
import { skinCare } from './categories/skin-care';
import { firstAid } from './categories/first-aid-and-gauze';

/** The seed categories in menu order. */
const CATALOGUE: SeedCategoryData[] = [
  woundDressings,
  bioCelluloseSheets,
  faceMasks,
  coconutOils,
  monolaurin,
  soaps,
  hairCare,
  skinCare,
  firstAid,
];

export interface SeedProduct {
  categorySlug: string;
  name: string;
  slug: string;
  description: string;
  price: string;
  offerType: 'discount_percentage' | 'buy_x_get_y' | null;
  discountPercentage: string;
  buyX: number | null;
  getY: number | null;
  soldOut: boolean;
  comingSoon: boolean;
  latestCollection: boolean;
  featured: boolean;
  bestSeller: boolean;
  fabric: string;
  style: string;
  modelHeight: string;
  modelWearingSize: string;
  dispatchTime: string;
  stockQuantity: number | null;
  lowStockThreshold: number;
  netQuantity: string;
  shelfLifeMonths: number;
  bestBeforeNote: string;
  images: { media: string; alt: string }[];
  sizes: { value: string; price: string }[];
  optionGroups: { name: string; options: string[] }[];
  productDetails: string;
  additionalInfo: string;
  reviews: { userName: string; text: string; starRating: number; createdAt: string }[];
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const list = (items: string[], tag: 'ul' | 'ol' = 'ul') =>
  `<${tag}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`;

export interface ProductDetailsParts {
  about: string[];
  features: string[];
  howToUse: string[];
  safety: string[];
}

/** Description tab: a few paragraphs, key features, how to use and safety notes. */
export function productDetailsHtml(parts: ProductDetailsParts): string {
  return [
    ...parts.about.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<h3>Key features</h3>',
    list(parts.features),
    '<h3>How to use</h3>',
    list(parts.howToUse, 'ol'),
    '<h3>Safety notes</h3>',
    list(parts.safety),
  ].join('\n');
}

export interface ProductFacts {
  storage: string;
  ingredients: string;
  extra?: Array<[string, string]>;
}

/** The stored part of the Additional Information tab, shown below the Legal Metrology declarations. */
export function productFactsHtml(facts: ProductFacts): string {
  const rows: Array<[string, string]> = [
    ['Storage', facts.storage],
    ['Ingredients', facts.ingredients],
    ...(facts.extra ?? []),
  ];
  const body = rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  return `<table class="table table-sm product-facts"><tbody>${body}</tbody></table>`;
}

const VIEW_NAMES: Record<string, string> = {
  a: 'front of pack',
  b: 'back label',
  c: 'product in use',
  d: 'pack contents',
};

export function imageAlt(name: string, variant: string): string {
  return `${name}, ${VIEW_NAMES[variant] ?? 'photo'}`;
}

const COMING_SOON_DISPATCH = 'Dispatch date will be announced at launch';

function expand({ category, defaults }: SeedCategoryData, p: ProductInput): SeedProduct {
  const flags = new Set(p.flags ?? []);
  const offer = p.offer ?? null;
  const percent = offer && 'percent' in offer ? offer.percent : null;
  const bogo = offer && 'buy' in offer ? offer : null;
  const [kind, hue, variants] = p.img;
  // A product that names its own shelf life also names its own note (or none).
  const ownShelfLife = p.shelfLifeMonths !== undefined;
  return {
    categorySlug: category.slug,
    name: p.name,
    slug: slugify(p.name),
    description: p.description,
    price: p.price,
    offerType: percent !== null ? 'discount_percentage' : bogo ? 'buy_x_get_y' : null,
    discountPercentage: percent ?? '0.00',
    buyX: bogo?.buy ?? null,
    getY: bogo?.get ?? null,
    soldOut: flags.has('soldOut'),
    comingSoon: flags.has('comingSoon'),
    latestCollection: flags.has('latest'),
    featured: flags.has('featured'),
    bestSeller: flags.has('best'),
    fabric: p.fabric,
    style: p.style,
    modelHeight: p.modelHeight ?? 'N/A',
    modelWearingSize: p.pack,
    // Every product ships under the shop's one dispatch promise (common/domain/policy.ts).
    dispatchTime: flags.has('comingSoon') ? COMING_SOON_DISPATCH : '',
    stockQuantity: p.stock,
    lowStockThreshold: p.threshold ?? 5,
    netQuantity: p.net,
    shelfLifeMonths: p.shelfLifeMonths ?? defaults.shelfLifeMonths,
    bestBeforeNote: (ownShelfLife ? p.bestBeforeNote : (p.bestBeforeNote ?? defaults.bestBeforeNote)) ?? '',
    images: [...variants].map((v) => ({ media: `${kind}-${hue}-${v}`, alt: imageAlt(p.name, v) })),
    sizes: (p.sizes ?? []).map(([value, price]) => ({ value, price })),
    optionGroups: (p.options ?? []).map(([name, options]) => ({ name, options })),
    productDetails: productDetailsHtml({
      about: p.about,
      features: p.features,
      howToUse: p.howTo,
      safety: [...(p.safety ?? []), ...defaults.safety],
    }),
    additionalInfo: productFactsHtml({
      storage: p.storage ?? defaults.storage,
      ingredients: p.ingredients,
      extra: p.extra ?? defaults.extra ?? [],
    }),
    reviews: (p.reviews ?? []).map(([userName, starRating, date, text], i) => ({
      userName,
      starRating,
      text,
      createdAt: `${date}T${String(9 + ((i * 3) % 11)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}:00+05:30`,
    })),
  };
}

export const seedCategories: SeedCategory[] = CATALOGUE.map((c) => c.category);

export const seedProducts: SeedProduct[] = CATALOGUE.flatMap((c) => c.products.map((p) => expand(c, p)));
