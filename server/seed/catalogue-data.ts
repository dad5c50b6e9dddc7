/**
 * The seed catalogue of the CocoCare Naturals shop: categories, products (with images, sizes,
 * options, reviews, product details and the Legal Metrology declarations), blog posts and coupons.
 *
 * Pure data: no database code here. `seed.ts` inserts it, `synthetic.ts` reuses the HTML helpers.
 * Image columns hold media base keys `{kind}-{hue}-{variant}` rendered on demand by the media module.
 */
import { company } from '../../common/site/company';

export type ProductKind =
  | 'jar'
  | 'bottle'
  | 'dropper'
  | 'tube'
  | 'soap'
  | 'sheetmask'
  | 'dressing'
  | 'capsules'
  | 'pouch'
  | 'spray'
  | 'roll'
  | 'box';

export type OfferType = 'discount_percentage' | 'buy_x_get_y' | null;

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  image: string;
  position: number;
}

export interface SeedSize {
  value: string;
  /** Added to the unit price for this size; the first size is always '0.00'. */
  price: string;
}

export interface SeedOptionGroup {
  name: string;
  options: string[];
}

export interface SeedImage {
  media: string;
  alt: string;
}

export interface SeedReview {
  userName: string;
  text: string;
  starRating: number;
  /** ISO timestamp. */
  createdAt: string;
}

export interface SeedProduct {
  categorySlug: string;
  name: string;
  slug: string;
  description: string;
  price: string;
  offerType: OfferType;
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
  images: SeedImage[];
  sizes: SeedSize[];
  optionGroups: SeedOptionGroup[];
  productDetails: string;
  additionalInfo: string;
  reviews: SeedReview[];
}

export interface SeedBlog {
  title: string;
  slug: string;
  image: string;
  /** YYYY-MM-DD */
  date: string;
  hint: string;
  description: string;
}

export interface SeedCoupon {
  code: string;
  /** Minimum cart subtotal for the coupon to apply. */
  actualPrice: string;
  discountType: 'price' | 'percentage';
  discountPrice: string | null;
  discountPercentage: string | null;
  active: boolean;
}

const { address } = company;
/** The storefront's published details (src/config/company.ts), so labels and pages name the same company. */
export const COMPANY = {
  brand: company.brand,
  name: company.legalName,
  address: `${address.line1}, ${address.city}, ${address.district} District, ${address.state} ${address.postalCode}, ${address.country}`,
  email: company.careEmail,
  phone: company.phone,
} as const;

// ---------------------------------------------------------------------------------------------
// Helpers that keep the HTML blocks consistent
// ---------------------------------------------------------------------------------------------

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** '124999.00' -> '₹1,24,999.00' (en-IN grouping, without relying on ICU data). */
export function formatInr(amount: string): string {
  const [whole = '0', paise = '00'] = amount.split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `₹${grouped}.${paise.padEnd(2, '0').slice(0, 2)}`;
}

/** Adds two decimal strings exactly (paise arithmetic). */
export function addMoney(a: string, b: string): string {
  const paise = (s: string) => {
    const [w = '0', f = '0'] = s.split('.');
    return Number(w) * 100 + Number(f.padEnd(2, '0').slice(0, 2));
  };
  const total = paise(a) + paise(b);
  return `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
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

export interface LegalInfoParts {
  price: string;
  sizes?: SeedSize[];
  netQuantity: string;
  bestBefore: string;
  ingredients: string;
  storage: string;
  extra?: Array<[string, string]>;
}

/**
 * Additional Information tab: the declarations the Legal Metrology (Packaged Commodities) Rules,
 * 2011 require on a retail pack, followed by storage, ingredients and product-specific rows.
 */
export function additionalInfoHtml(parts: LegalInfoParts): string {
  const sizes = parts.sizes ?? [];
  const first = sizes[0];
  const mrp = first
    ? `${formatInr(parts.price)} (${first.value}), inclusive of all taxes`
    : `${formatInr(parts.price)} (inclusive of all taxes)`;
  const rows: Array<[string, string]> = [['MRP', mrp]];
  if (sizes.length > 1) {
    rows.push([
      'MRP of other sizes',
      `${sizes
        .slice(1)
        .map((s) => `${s.value}: ${formatInr(addMoney(parts.price, s.price))}`)
        .join('; ')}, inclusive of all taxes`,
    ]);
  }
  rows.push(
    ['Net quantity', parts.netQuantity],
    ['Manufactured & marketed by', `${COMPANY.name}, ${COMPANY.address}`],
    ['Country of origin', 'India'],
    ['Month & year of manufacture', 'Printed on the pack'],
    ['Best before', parts.bestBefore],
    [
      'Consumer care',
      `${COMPANY.email} | ${COMPANY.phone} (Mon–Sat, 9:30 am–6:00 pm) | ${COMPANY.name}, ${COMPANY.address}`,
    ],
    ['Storage', parts.storage],
    ['Ingredients', parts.ingredients],
    ...(parts.extra ?? []),
  );
  const body = rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  return `<table class="table table-sm legal-declarations"><caption>Declarations under the Legal Metrology (Packaged Commodities) Rules, 2011</caption><tbody>${body}</tbody></table>`;
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

// ---------------------------------------------------------------------------------------------
// Compact product input, expanded into SeedProduct
// ---------------------------------------------------------------------------------------------

type Offer = { type: 'discount_percentage'; pct: string } | { type: 'buy_x_get_y'; buyX: number; getY: number };

const pct = (value: string): Offer => ({ type: 'discount_percentage', pct: value });
const bogo = (buyX: number, getY: number): Offer => ({ type: 'buy_x_get_y', buyX, getY });
const NO_DISCOUNT: Offer = { type: 'discount_percentage', pct: '0.00' };

type Flag = 'soldOut' | 'comingSoon' | 'latest' | 'featured' | 'best';

/** name, stars, YYYY-MM-DD, text */
type ReviewTuple = [string, number, string, string];

interface ProductInput {
  name: string;
  description: string;
  price: string;
  offer?: Offer | null;
  flags?: Flag[];
  fabric: string;
  style: string;
  /** model_wearing_size: the pack or net size shown in the quick view. */
  pack: string;
  modelHeight?: string;
  dispatch?: string;
  stock: number | null;
  threshold?: number;
  /** kind, hue, variants (e.g. 'abc'). */
  img: [ProductKind, number, string];
  sizes?: Array<[string, string]>;
  options?: Array<[string, string[]]>;
  about: string[];
  features: string[];
  howTo: string[];
  safety?: string[];
  ingredients: string;
  net: string;
  bestBefore?: string;
  storage?: string;
  /** Replaces the category's extra rows when given. */
  extra?: Array<[string, string]>;
  reviews?: ReviewTuple[];
}

interface CategoryDefaults {
  dispatch: string;
  bestBefore: string;
  storage: string;
  safety: string[];
  extra?: Array<[string, string]>;
}

const COMING_SOON_DISPATCH = 'Dispatch date will be announced at launch';

function expand(categorySlug: string, defaults: CategoryDefaults, inputs: ProductInput[]): SeedProduct[] {
  return inputs.map((p) => {
    const flags = new Set(p.flags ?? []);
    const offer = p.offer ?? null;
    const [kind, hue, variants] = p.img;
    const sizes: SeedSize[] = (p.sizes ?? []).map(([value, price]) => ({ value, price }));
    const net =
      sizes.length > 1
        ? `${p.net} (also available in ${sizes
            .slice(1)
            .map((s) => s.value)
            .join(', ')})`
        : p.net;
    return {
      categorySlug,
      name: p.name,
      slug: slugify(p.name),
      description: p.description,
      price: p.price,
      offerType: offer?.type ?? null,
      discountPercentage: offer?.type === 'discount_percentage' ? offer.pct : '0.00',
      buyX: offer?.type === 'buy_x_get_y' ? offer.buyX : null,
      getY: offer?.type === 'buy_x_get_y' ? offer.getY : null,
      soldOut: flags.has('soldOut'),
      comingSoon: flags.has('comingSoon'),
      latestCollection: flags.has('latest'),
      featured: flags.has('featured'),
      bestSeller: flags.has('best'),
      fabric: p.fabric,
      style: p.style,
      modelHeight: p.modelHeight ?? 'N/A',
      modelWearingSize: p.pack,
      dispatchTime: p.dispatch ?? (flags.has('comingSoon') ? COMING_SOON_DISPATCH : defaults.dispatch),
      stockQuantity: p.stock,
      lowStockThreshold: p.threshold ?? 5,
      images: [...variants].map((v) => ({ media: `${kind}-${hue}-${v}`, alt: imageAlt(p.name, v) })),
      sizes,
      optionGroups: (p.options ?? []).map(([name, options]) => ({ name, options })),
      productDetails: productDetailsHtml({
        about: p.about,
        features: p.features,
        howToUse: p.howTo,
        safety: [...(p.safety ?? []), ...defaults.safety],
      }),
      additionalInfo: additionalInfoHtml({
        price: p.price,
        sizes,
        netQuantity: net,
        bestBefore: p.bestBefore ?? defaults.bestBefore,
        ingredients: p.ingredients,
        storage: p.storage ?? defaults.storage,
        extra: p.extra ?? defaults.extra ?? [],
      }),
      reviews: (p.reviews ?? []).map(([userName, starRating, date, text], i) => ({
        userName,
        starRating,
        text,
        createdAt: `${date}T${String(9 + ((i * 3) % 11)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}:00+05:30`,
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export const seedCategories: SeedCategory[] = [
  {
    name: 'Wound Dressings',
    slug: 'wound-dressings',
    description:
      'Bio-cellulose dressings grown from coconut water that keep minor cuts, scrapes and superficial burns moist, clean and comfortable while they heal.',
    image: 'dressing-200-a',
    position: 1,
  },
  {
    name: 'Bio-Cellulose Sheets',
    slug: 'bio-cellulose-sheets',
    description:
      'Hydrated and dry bacterial-cellulose membranes in sheets, rolls and discs for clinics, formulators and research labs.',
    image: 'roll-185-a',
    position: 2,
  },
  {
    name: 'Bio-Cellulose Face Masks',
    slug: 'bio-cellulose-face-masks',
    description:
      'Second-skin sheet masks made of nata de coco cellulose that cling closely and deliver serums without drying out.',
    image: 'sheetmask-345-a',
    position: 3,
  },
  {
    name: 'Coconut Oils',
    slug: 'coconut-oils',
    description:
      'Cold-pressed, wood-pressed and traditionally made coconut oils from Pollachi coconuts for cooking, skin, hair and massage.',
    image: 'bottle-85-a',
    position: 4,
  },
  {
    name: 'Monolaurin Supplements',
    slug: 'monolaurin-supplements',
    description:
      'Monolaurin (glycerol monolaurate) and coconut MCT health supplements made from lauric acid in coconut oil.',
    image: 'capsules-45-a',
    position: 5,
  },
  {
    name: 'Handmade Soaps',
    slug: 'handmade-soaps',
    description:
      'Small-batch cold-process soaps made with virgin coconut oil, coconut milk and Indian botanicals, cured for six weeks.',
    image: 'soap-32-a',
    position: 6,
  },
  {
    name: 'Hair Care',
    slug: 'hair-care',
    description:
      'Coconut-based hair oils, shampoos, conditioners and serums inspired by the South Indian tradition of hair oiling.',
    image: 'bottle-125-a',
    position: 7,
  },
  {
    name: 'Skin Care',
    slug: 'skin-care',
    description:
      'Body butters, gels, balms, scrubs and serums built on coconut oil and coconut water for everyday skin care.',
    image: 'jar-22-a',
    position: 8,
  },
  {
    name: 'First Aid & Gauze',
    slug: 'first-aid-and-gauze',
    description:
      'Sterile gauze, bandages, tapes, saline wash and ready-packed first-aid kits for homes, schools, offices and clinics.',
    image: 'box-210-a',
    position: 9,
  },
];

// ---------------------------------------------------------------------------------------------
// Category defaults
// ---------------------------------------------------------------------------------------------

const WOUND_SAFETY = [
  'For external use only, on minor cuts, scrapes, abrasions and superficial (first-degree) burns.',
  'Consult a doctor for deep, large, heavily bleeding or infected wounds, animal bites, burns larger than the palm of your hand, and for any wound on a person with diabetes or poor circulation.',
  'Sterile until the pouch is opened. Do not use if the pouch is torn or damaged. Single use only; do not re-sterilise.',
  'Stop using and seek medical advice if redness, swelling, pain or discharge increases.',
];

const MEDICAL_EXTRA: Array<[string, string]> = [
  ['Sterility', 'Sterilised by gamma irradiation; single use'],
  ['Batch no. and expiry', 'Printed on each pouch and carton'],
];

const woundDefaults: CategoryDefaults = {
  dispatch: 'Ships in 1-2 business days',
  bestBefore: '36 months from manufacture (use by the expiry date on the pouch)',
  storage: 'Store flat below 30 °C, away from direct sunlight. Do not freeze.',
  safety: WOUND_SAFETY,
  extra: MEDICAL_EXTRA,
};

const sheetDefaults: CategoryDefaults = {
  dispatch: 'Ships in 2-4 business days',
  bestBefore: '24 months from manufacture',
  storage: 'Store sealed at 4–30 °C. Keep hydrated sheets in their liquid; do not freeze.',
  safety: [
    'Supplied for professional, formulation and research use; not a finished medical device unless labelled sterile.',
    'Handle with clean gloves and sterile tools to avoid contaminating the membrane.',
  ],
  extra: [['Batch no.', 'Printed on the pack']],
};

const COSMETIC_SAFETY = [
  'For external use only. Do a patch test on the inner arm 24 hours before first use.',
  'Avoid contact with eyes; if contact occurs, rinse well with water.',
  'Discontinue use if irritation or redness develops. Keep out of reach of children.',
];

const maskDefaults: CategoryDefaults = {
  dispatch: 'Ships in 1-2 business days',
  bestBefore: '24 months from manufacture',
  storage: 'Store below 30 °C away from sunlight. Chill in the refrigerator before use for an extra cooling effect.',
  safety: ['Do not use on broken, sunburnt or freshly waxed skin.', ...COSMETIC_SAFETY],
};

const oilDefaults: CategoryDefaults = {
  dispatch: 'Ships in 1-2 business days',
  bestBefore: '18 months from manufacture',
  storage:
    'Store in a cool, dry place away from sunlight. Coconut oil turns solid below 24 °C; this is natural. Warm the bottle in lukewarm water to melt.',
  safety: [
    'Use a dry spoon to keep water out of the container.',
    'If using on the skin of infants, patch test first and avoid the eyes.',
  ],
  extra: [['Food safety', 'FSSAI licence number printed on the label']],
};

const supplementDefaults: CategoryDefaults = {
  dispatch: 'Ships in 1-2 business days',
  bestBefore: '24 months from manufacture',
  storage: 'Store below 25 °C in a dry place. Close the lid tightly after use.',
  safety: [
    'Health supplement. NOT FOR MEDICINAL USE. This product is not intended to diagnose, treat, cure or prevent any disease.',
    'Do not exceed the recommended daily usage.',
    'Consult your doctor before use if you are pregnant, breastfeeding, under 18, taking medication or have a medical condition.',
    'Keep out of reach of children.',
  ],
  extra: [
    ['Food safety', 'FSSAI licence number printed on the label'],
    ['Veg / non-veg', 'Vegetarian (green dot)'],
  ],
};

const soapDefaults: CategoryDefaults = {
  dispatch: 'Ships in 2-3 business days',
  bestBefore: '24 months from manufacture',
  storage: 'Keep on a draining soap dish between uses so the bar stays firm. Store unused bars in a cool, dry place.',
  safety: COSMETIC_SAFETY,
  extra: [['Process', 'Cold process, cured for at least 6 weeks']],
};

const hairDefaults: CategoryDefaults = {
  dispatch: 'Ships in 1-2 business days',
  bestBefore: '24 months from manufacture',
  storage: 'Store below 30 °C away from direct sunlight. Close the cap tightly.',
  safety: COSMETIC_SAFETY,
};

const skinDefaults: CategoryDefaults = {
  dispatch: 'Ships in 1-2 business days',
  bestBefore: '24 months from manufacture; use within 6 months of opening',
  storage: 'Store below 30 °C away from direct sunlight. Close tightly after use.',
  safety: COSMETIC_SAFETY,
};

const firstAidDefaults: CategoryDefaults = {
  dispatch: 'Ships in 1-2 business days',
  bestBefore: '60 months from manufacture (see expiry on the pack)',
  storage: 'Store in a clean, dry place below 30 °C.',
  safety: [
    'For first aid of minor injuries only. Seek medical help for serious injuries, deep wounds, suspected fractures or burns larger than the palm of your hand.',
    'Do not reuse sterile items once the pack is opened.',
  ],
  extra: [['Batch no. and expiry', 'Printed on the pack']],
};

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

const BC = 'Bacterial cellulose (nata de coco)';

const woundDressings = expand('wound-dressings', woundDefaults, [
  {
    name: 'Bio-Cellulose Wound Dressing 5 x 5 cm',
    description:
      'Small sterile bio-cellulose dressing grown from coconut water that keeps minor cuts and scrapes moist and clean. Clings without glue and lifts off painlessly.',
    price: '199.00',
    offer: pct('10.00'),
    flags: ['latest', 'best'],
    fabric: BC,
    style: 'Hydrated non-adhesive sheet',
    pack: '1 dressing (5 x 5 cm)',
    stock: 240,
    img: ['dressing', 198, 'abc'],
    sizes: [
      ['Single', '0.00'],
      ['Pack of 5', '750.00'],
    ],
    about: [
      "Our smallest dressing is a thin, transparent sheet of bio-cellulose grown by fermenting coconut water. It holds more than 90% water, so it keeps a minor wound gently moist, which supports the skin's own healing process.",
      'Because it is transparent you can see the wound without lifting the dressing, and because it does not stick to the wound bed it comes off without tearing new skin.',
    ],
    features: [
      'Transparent, so the wound can be checked without removal',
      'Non-adhesive wound contact layer',
      'Cools and soothes on contact',
      'Cut to shape with clean scissors',
    ],
    howTo: [
      'Wash your hands and rinse the wound with clean water or saline.',
      'Pat the surrounding skin dry.',
      'Peel the dressing off its backing film and lay it over the wound with a 1 cm margin.',
      'Cover with gauze or a bandage if needed and change every 2–3 days, or sooner if it dries out.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '1 dressing, 5 x 5 cm',
    reviews: [
      [
        'Priya S.',
        5,
        '2025-03-14',
        "Used it on my son's scraped knee after a cycle fall. No crying when it came off, which is a first in our house.",
      ],
      [
        'Karthik R.',
        4,
        '2025-08-02',
        'Works well on small kitchen cuts. Wish the single pack was a little cheaper, but the 5-pack is good value.',
      ],
      [
        'Lakshmi G.',
        5,
        '2026-02-19',
        'Very soothing on a small oil burn from cooking. Kept it covered with gauze, healed neatly.',
      ],
    ],
  },
  {
    name: 'Bio-Cellulose Wound Dressing 10 x 10 cm',
    description:
      'Sterile 10 x 10 cm bio-cellulose dressing for minor cuts, abrasions and superficial burns. Keeps the wound moist, cool and protected and peels off without pain.',
    price: '349.00',
    offer: pct('12.50'),
    flags: ['featured', 'best'],
    fabric: BC,
    style: 'Hydrated non-adhesive sheet',
    pack: '1 dressing (10 x 10 cm)',
    stock: 310,
    img: ['dressing', 200, 'abcd'],
    sizes: [
      ['Single', '0.00'],
      ['Pack of 5', '1300.00'],
    ],
    about: [
      'The 10 x 10 cm dressing is our most popular size for grazes on knees and elbows, kitchen burns and minor skin tears. The cellulose network is grown, not woven, so it is seamless and lint-free.',
      'It keeps the wound moist while letting excess fluid evaporate through the sheet, and it can stay in place for up to three days under a secondary dressing.',
    ],
    features: [
      'Lint-free, seamless membrane',
      'Holds up to 100 times its dry weight in water',
      'Conforms to knees, elbows and knuckles',
      'Individually sealed sterile pouch',
    ],
    howTo: [
      'Clean the wound with water or sterile saline and dry the skin around it.',
      'Open the pouch and remove the dressing with clean fingers or tweezers.',
      'Place it over the wound and smooth it out; trim if needed.',
      'Hold in place with gauze and tape. Change every 2–3 days.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '1 dressing, 10 x 10 cm',
    reviews: [
      [
        'Meenakshi V.',
        5,
        '2025-01-28',
        'I am a home nurse for my mother. These are gentle on her thin skin and the dressing changes are much easier.',
      ],
      [
        'Rahul K.',
        5,
        '2025-06-11',
        'Took a bad fall on the road while jogging. Used this on the graze on my forearm, no scab cracking and very little scarring.',
      ],
      [
        'Deepa N.',
        3,
        '2025-11-05',
        'Does the job, but it slides around on an elbow unless you tape it well. A bordered version would be nice.',
      ],
      [
        'Joseph A.',
        4,
        '2026-04-22',
        'Good quality and arrived quickly. The pouch is a bit hard to tear open with wet hands.',
      ],
    ],
  },
  {
    name: 'Bio-Cellulose Wound Dressing 20 x 20 cm',
    description:
      'Large sterile bio-cellulose sheet for wider abrasions and superficial burns on arms, legs and back. Can be cut to size for several smaller wounds.',
    price: '899.00',
    flags: ['featured'],
    fabric: BC,
    style: 'Hydrated non-adhesive sheet',
    pack: '1 dressing (20 x 20 cm)',
    stock: 4,
    img: ['dressing', 202, 'ab'],
    sizes: [
      ['Single', '0.00'],
      ['Pack of 3', '1700.00'],
    ],
    about: [
      'A large format for road-rash and wide grazes, or to cut into several pieces when the whole family has been in the wars. The sheet drapes over curves and stays comfortable under clothing.',
      'Wide burns need medical attention first; use this size only for superficial burns that a doctor has assessed or that are smaller than the palm of the hand.',
    ],
    features: [
      'Covers large, shallow abrasions in one piece',
      'Cut with clean scissors for several small wounds',
      'Non-adhesive, pain-free removal',
    ],
    howTo: [
      'Rinse the area with clean water or saline.',
      'Lay the dressing over the wound, leaving a 2 cm margin.',
      'Secure with a crepe or gauze bandage.',
      'Replace every 2–3 days or when it dries.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '1 dressing, 20 x 20 cm',
  },
  {
    name: 'Bio-Cellulose Burn Dressing 15 x 20 cm',
    description:
      'Cooling bio-cellulose burn dressing for superficial kitchen and sun burns. Soothes on contact and keeps the burn moist and covered.',
    price: '1199.00',
    offer: pct('15.00'),
    flags: ['best'],
    fabric: BC,
    style: 'Thick hydrated sheet',
    pack: '1 dressing (15 x 20 cm)',
    stock: 120,
    img: ['dressing', 192, 'abc'],
    about: [
      'Our burn dressing is twice as thick as the standard sheet, so it holds more water and keeps its cooling effect longer. First cool the burn under running tap water for 20 minutes, then apply the dressing.',
      'It is meant for superficial burns only. Blistered burns larger than the palm of your hand, and any burn to the face, hands, feet or genitals, must be seen by a doctor.',
    ],
    features: [
      'Extra-thick 4 mm membrane for longer cooling',
      'Does not stick to the burn',
      'Transparent, so redness can be watched',
    ],
    howTo: [
      'Cool the burn under cool running water for 20 minutes; do not use ice.',
      'Remove rings or tight items near the burn.',
      'Place the dressing over the burn without pressing.',
      'Cover loosely with gauze and change daily.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '1 dressing, 15 x 20 cm',
    reviews: [
      [
        'Ayesha Z.',
        5,
        '2025-04-09',
        'Spilled hot tea on my wrist. After cooling it under the tap I put this on and the stinging eased almost at once.',
      ],
      ['Vikram J.', 4, '2025-12-17', 'Keep one in the kitchen drawer now. Pricey, but worth having around.'],
    ],
  },
  {
    name: 'Bio-Cellulose Fingertip Dressing (Pack of 10)',
    description:
      'Pre-cut bio-cellulose dressings shaped for fingertips and knuckles. Ideal for paper cuts, kitchen nicks and hangnails.',
    price: '449.00',
    offer: bogo(2, 1),
    flags: ['latest'],
    fabric: BC,
    style: 'Pre-cut butterfly shape',
    pack: '10 dressings (4 x 7 cm)',
    stock: 180,
    img: ['dressing', 205, 'ab'],
    about: [
      'Fingers are the hardest place to keep a dressing on. These butterfly-shaped pieces wrap around a fingertip or knuckle and stay put under a small strip of tape.',
      'Each dressing is sealed in its own pouch, so the rest of the pack stays sterile.',
    ],
    features: [
      'Butterfly shape wraps fingertips and knuckles',
      'Individually pouched',
      'Thin enough to keep using your hands',
    ],
    howTo: [
      'Clean and dry the finger.',
      'Wrap the dressing around the tip, wings crossing at the back.',
      'Secure with a strip of paper tape.',
      'Change daily or when wet.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '10 dressings, 4 x 7 cm each',
    reviews: [
      [
        'Harish B.',
        4,
        '2025-09-30',
        'Great for a chef, I keep nicking my fingers. Tape is not included though, buy it separately.',
      ],
    ],
  },
  {
    name: 'Bio-Cellulose Dressing with Silver 10 x 10 cm',
    description:
      'Upcoming bio-cellulose dressing with ionic silver in the membrane, for minor wounds at risk of contamination. Launching soon.',
    price: '649.00',
    flags: ['comingSoon', 'latest'],
    fabric: 'Bacterial cellulose with ionic silver',
    style: 'Hydrated non-adhesive sheet',
    pack: '1 dressing (10 x 10 cm)',
    stock: 0,
    img: ['dressing', 215, 'ab'],
    about: [
      'We are finishing stability testing on a silver-containing version of our 10 x 10 cm dressing. Silver is widely used in dressings to limit bacterial growth within the dressing itself.',
      'Sign up to the newsletter to hear when it is available.',
    ],
    features: [
      'Ionic silver bound within the cellulose network',
      'Same gentle, non-adhesive contact layer',
      'Individually sealed sterile pouch',
    ],
    howTo: [
      'Clean the wound with saline.',
      'Apply and cover with a secondary dressing.',
      'Change every 2–3 days or as advised by your doctor.',
    ],
    safety: ['Do not use if you are allergic to silver. Not for use during MRI scans.'],
    ingredients: 'Bacterial cellulose, purified water, silver (ionic)',
    net: '1 dressing, 10 x 10 cm',
  },
  {
    name: 'Bordered Bio-Cellulose Island Dressing',
    description:
      'Bio-cellulose wound pad on a breathable, skin-friendly adhesive border, so no extra tape is needed. Good for elbows, knees and shins.',
    price: '299.00',
    offer: pct('5.00'),
    fabric: 'Bacterial cellulose pad on non-woven polyester border',
    style: 'Adhesive island dressing',
    pack: '1 dressing (9 x 15 cm)',
    stock: 95,
    img: ['dressing', 195, 'abc'],
    sizes: [
      ['9 x 15 cm', '0.00'],
      ['10 x 20 cm', '80.00'],
      ['10 x 25 cm', '140.00'],
    ],
    options: [['Border', ['Silicone adhesive (gentle)', 'Acrylic adhesive (strong hold)']]],
    about: [
      'The island dressing puts a bio-cellulose pad in the middle of a soft, breathable adhesive border. It seals the edges against dirt and water splashes, so it suits active people and children.',
      'Choose the silicone border for fragile or elderly skin, and the acrylic border where a stronger hold is needed.',
    ],
    features: ['All-in-one: no extra tape or bandage', 'Shower-resistant border', 'Rounded corners resist peeling'],
    howTo: [
      'Clean and dry the skin around the wound thoroughly.',
      'Peel off the centre release paper and place the pad over the wound.',
      'Remove the side papers while smoothing the border down.',
      'Change every 2–3 days.',
    ],
    ingredients: 'Bacterial cellulose, purified water, non-woven polyester, silicone or acrylic adhesive',
    net: '1 dressing, 9 x 15 cm (pad 5 x 10 cm)',
  },
  {
    name: 'Bio-Cellulose Heel and Foot Dressing',
    description:
      'Contoured bio-cellulose dressing shaped for heels, soles and ankles. Cushions and protects minor blisters and cracked-heel fissures.',
    price: '749.00',
    flags: ['best'],
    fabric: BC,
    style: 'Contoured heel cup',
    pack: '2 dressings (10 x 12 cm)',
    stock: 2,
    img: ['dressing', 188, 'ab'],
    about: [
      'Shaped like a heel cup, this dressing stays in place inside a sock or slipper and cushions painful blisters and deep cracks in the heel.',
      'People with diabetes, poor circulation or numbness in the feet must have any foot wound checked by a doctor before using any dressing.',
    ],
    features: ['Heel-cup shape stays put inside socks', 'Cushions pressure points', 'Pack of 2 for both feet'],
    howTo: [
      'Wash and dry the foot, especially between the toes.',
      'Fit the dressing over the heel or blister.',
      'Wear a clean cotton sock over it.',
      'Change daily and inspect the skin each time.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '2 dressings, 10 x 12 cm each',
  },
  {
    name: 'Bio-Cellulose Tattoo Aftercare Film 15 x 20 cm',
    description:
      'Breathable bio-cellulose film that protects a fresh tattoo for the first days. Keeps ink moist and clean and reduces sticking to clothes.',
    price: '399.00',
    offer: bogo(3, 1),
    flags: ['latest'],
    fabric: BC,
    style: 'Thin breathable film',
    pack: '1 film (15 x 20 cm)',
    stock: 150,
    img: ['dressing', 208, 'abc'],
    about: [
      'Tattoo artists in Bengaluru and Chennai helped us test this thin film. It covers a fresh tattoo like a second skin, so plasma and excess ink do not glue the tattoo to your clothes.',
      "Follow your artist's aftercare instructions; this film replaces cling wrap, not their advice.",
    ],
    features: [
      'Thinner than our wound dressings for a close fit',
      'Breathable, unlike cling film',
      'Cut to the shape of the design',
    ],
    howTo: [
      'Let your artist clean the tattoo.',
      'Apply the film over the design with a small margin.',
      'Wrap loosely with a bandage for the first night.',
      'Remove after 24–48 hours and wash gently.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '1 film, 15 x 20 cm',
    reviews: [
      [
        'Arjun T.',
        5,
        '2025-07-19',
        'My artist recommended this. Way better than cling wrap, nothing stuck to my T-shirt the first night.',
      ],
      [
        'Sneha I.',
        2,
        '2026-01-08',
        'Too small for my forearm piece and it dried out overnight. The concept is good but size up.',
      ],
    ],
  },
  {
    name: 'Bio-Cellulose Post-Procedure Face Dressing',
    description:
      'Face-shaped bio-cellulose dressing used by dermatology clinics after peels and laser sessions to calm and protect the skin.',
    price: '1499.00',
    offer: NO_DISCOUNT,
    flags: ['soldOut'],
    fabric: BC,
    style: 'Full-face cut with eye and mouth openings',
    pack: '1 face dressing',
    stock: 0,
    img: ['dressing', 210, 'ab'],
    about: [
      'Clinics use this sterile face-shaped dressing straight after chemical peels, micro-needling and laser treatments, when the skin is raw and warm.',
      'Use only as directed by your dermatologist.',
    ],
    features: [
      'Sterile, unlike cosmetic sheet masks',
      'Full-face cut with nose, eye and mouth openings',
      'Cooling and non-adhesive',
    ],
    howTo: [
      'Use straight after the procedure, as your dermatologist advises.',
      'Leave on for 20–30 minutes.',
      'Remove gently; do not rinse unless instructed.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '1 face dressing',
  },
  {
    name: 'Bio-Cellulose Abrasion Strips (Assorted, 20 pcs)',
    description:
      'Assorted bio-cellulose strips for everyday scrapes and small cuts, in three sizes. A gentler alternative to ordinary adhesive bandages.',
    price: '279.00',
    offer: pct('20.00'),
    flags: ['best'],
    fabric: BC,
    style: 'Strips with paper-tape ends',
    pack: '20 strips (3 sizes)',
    stock: 260,
    img: ['dressing', 196, 'abc'],
    about: [
      'Twenty strips in three sizes, each with a bio-cellulose pad and breathable paper-tape ends. The pad stays moist and does not stick to a fresh scrape.',
      "Sized for children's knees, fingers and the back of the heel.",
    ],
    features: ['8 small, 8 medium and 4 large strips', 'Breathable paper-tape ends', 'Latex-free'],
    howTo: [
      'Clean and dry the skin.',
      'Peel off the backing and apply the pad over the wound.',
      'Change daily or when wet.',
    ],
    ingredients: 'Bacterial cellulose, purified water, paper tape with acrylic adhesive',
    net: '20 strips (8 x 2 x 6 cm, 8 x 2.5 x 7.5 cm, 4 x 4 x 10 cm)',
    reviews: [
      [
        'Nandini C.',
        5,
        '2025-05-03',
        'My kids actually ask for these now. The pad does not stick to the scrape at all.',
      ],
      ['Suresh P.', 4, '2025-10-21', 'Good strips. The large ones could be larger.'],
      [
        'Ramya J.',
        1,
        '2026-06-14',
        'The tape ends lost grip within an hour on my sweaty hands. Pads are fine, tape is not.',
      ],
    ],
  },
  {
    name: 'Bio-Cellulose Donor-Site Dressing 10 x 30 cm',
    description:
      'Long sterile bio-cellulose dressing used by surgical teams to cover skin-graft donor sites and long shallow wounds. For professional use.',
    price: '1799.00',
    offer: NO_DISCOUNT,
    fabric: BC,
    style: 'Long hydrated sheet',
    pack: '1 dressing (10 x 30 cm)',
    stock: 38,
    dispatch: 'Ships in 2-4 business days',
    img: ['dressing', 212, 'ab'],
    about: [
      'A long format designed with plastic surgeons in Coimbatore for split-skin graft donor sites on the thigh. It can stay in place until the site re-epithelialises, as the treating team decides.',
      'Sold for use by or on the advice of a healthcare professional.',
    ],
    features: [
      '10 x 30 cm to cover a full donor strip',
      'Transparent for daily inspection',
      'Non-adherent, reducing pain at dressing changes',
    ],
    howTo: [
      'Apply under clinical supervision.',
      'Secure with a secondary dressing or bandage.',
      'Inspect daily as directed by the treating team.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '1 dressing, 10 x 30 cm',
  },
  {
    name: 'Bio-Cellulose Pressure-Area Dressing 15 x 15 cm',
    description:
      'Cushioning bio-cellulose dressing for reddened skin over the hips, tailbone and heels of people who sit or lie for long periods. Use alongside regular repositioning.',
    price: '999.00',
    flags: ['featured', 'latest'],
    fabric: 'Bacterial cellulose with foam backing',
    style: 'Layered cushion dressing',
    pack: '1 dressing (15 x 15 cm)',
    stock: 65,
    img: ['dressing', 190, 'abc'],
    about: [
      'Caregivers told us they wanted something soft to protect reddened skin over bony areas. This dressing combines a bio-cellulose contact layer with a thin foam cushion.',
      "It does not replace repositioning every two hours, a suitable mattress and a nurse's or doctor's assessment of pressure injuries.",
    ],
    features: [
      'Bio-cellulose contact layer with foam cushion',
      'Shaped edges for the sacrum',
      'Can be lifted to check the skin and re-applied',
    ],
    howTo: [
      'Clean and dry the skin.',
      'Apply with the cellulose side to the skin.',
      'Lift and check the skin at least once a day.',
      'Replace every 3 days or when soiled.',
    ],
    ingredients: 'Bacterial cellulose, purified water, polyurethane foam',
    net: '1 dressing, 15 x 15 cm',
    reviews: [
      [
        'Thomas M.',
        5,
        '2026-03-02',
        'Using it for my bedridden father along with turning him regularly. The red patch on his lower back has settled.',
      ],
    ],
  },
  {
    name: 'Bio-Cellulose Dressing Hospital Carton (500 pcs)',
    description:
      'Bulk hospital carton of 500 sterile 10 x 10 cm bio-cellulose dressings in 50 boxes of 10, with GST invoice, for hospitals, clinics and nursing homes.',
    price: '124999.00',
    flags: ['featured'],
    fabric: BC,
    style: 'Hydrated non-adhesive sheet, bulk pack',
    pack: '500 dressings (50 boxes of 10)',
    dispatch: 'Ships in 5-7 business days by freight',
    stock: 12,
    threshold: 2,
    img: ['box', 200, 'abcd'],
    about: [
      'Our hospital carton brings the per-dressing price down for wards, burn units and nursing homes. Every dressing is individually pouched and every box carries its own batch number for traceability.',
      'A GST invoice is issued with every order. For tenders, rate contracts and larger quantities, write to us.',
    ],
    features: [
      '500 sterile dressings, 10 x 10 cm',
      '50 boxes of 10, each with batch traceability',
      'Certificate of analysis with each batch',
      'GST invoice',
    ],
    howTo: [
      'Store cartons flat in a cool store room.',
      'Issue boxes first-expiry-first-out.',
      'Use each dressing as per the instructions inside every box.',
    ],
    ingredients: 'Bacterial cellulose (from fermented coconut water), purified water',
    net: '500 dressings, 10 x 10 cm each (50 boxes x 10)',
  },
  {
    name: 'Wound Care Clinic Starter Kit',
    description:
      'Complete bio-cellulose starter kit for a small clinic or home-care agency: dressings in five sizes, burn dressings, saline, gauze, tape and a training session.',
    price: '12499.00',
    flags: ['featured', 'latest'],
    fabric: 'Bacterial cellulose dressings with cotton gauze and paper tape',
    style: 'Clinic kit',
    pack: '1 kit (126 items)',
    dispatch: 'Ships in 3-5 business days',
    stock: 8,
    img: ['box', 205, 'abc'],
    about: [
      'Everything a small practice needs to start using bio-cellulose: 100 dressings in five sizes, 10 burn dressings, saline wash, sterile gauze and tape, packed in a sturdy storage box.',
      'Includes a one-hour online training session for your nursing staff with our clinical team.',
    ],
    features: [
      '40 x 5x5 cm, 40 x 10x10 cm, 10 x 20x20 cm, 5 fingertip and 5 island dressings',
      '10 burn dressings 15 x 20 cm',
      '2 saline wash sprays, 4 gauze packs, 6 tape rolls',
      'Online training session for staff',
    ],
    howTo: [
      'Book the training session using the card in the box.',
      'Store the kit flat below 30 °C.',
      'Follow the instructions in each product box.',
    ],
    ingredients: 'See the contents list and the label of each item',
    net: '1 kit, 126 items',
  },
  {
    name: 'Bio-Cellulose Wound Gel 15 g',
    description:
      'Clear gel of micronised bio-cellulose and glycerin for keeping small cuts and scrapes moist under a plaster. Easy to use on fingers and awkward spots.',
    price: '329.00',
    offer: pct('10.00'),
    fabric: 'Micronised bacterial cellulose gel',
    style: 'Hydrogel',
    pack: '15 g tube',
    stock: 140,
    img: ['tube', 200, 'ab'],
    about: [
      'For spots where a sheet will not sit, such as between fingers or on the lip line, our gel spreads a thin moist layer of finely milled bio-cellulose over the wound.',
      'It is fragrance-free and contains no antibiotics.',
    ],
    features: ['Fragrance-free and colourless', 'No antibiotics or steroids', 'Works under any plaster'],
    howTo: [
      'Clean and dry the wound.',
      'Apply a thin layer with a clean fingertip or cotton bud.',
      'Cover with a plaster or dressing.',
      'Reapply once or twice a day.',
    ],
    ingredients: 'Purified water, bacterial cellulose, glycerin, sodium chloride, phenoxyethanol',
    net: '15 g',
    bestBefore: '24 months from manufacture; use within 3 months of opening',
    extra: [],
  },
]);

const bioCelluloseSheets = expand('bio-cellulose-sheets', sheetDefaults, [
  {
    name: 'Bio-Cellulose Hydrated Sheet 30 x 40 cm',
    description:
      'Large never-dried bio-cellulose membrane in purified water for clinics, cosmetic formulators and makers who cut their own shapes.',
    price: '1299.00',
    flags: ['latest'],
    fabric: 'Bacterial cellulose membrane, never dried',
    style: 'Hydrated sheet in pouch',
    pack: '1 sheet (30 x 40 cm, 3 mm)',
    stock: 45,
    img: ['roll', 182, 'abc'],
    sizes: [
      ['30 x 40 cm', '0.00'],
      ['40 x 60 cm', '900.00'],
    ],
    options: [['Thickness', ['2 mm', '3 mm', '5 mm']]],
    about: [
      'Grown in shallow trays from Pollachi coconut water by Komagataeibacter xylinus, then washed and purified, this sheet is the same material as our dressings before cutting and pouching.',
      'Formulators soak it in their own serums to make custom masks; clinics cut it to shape for procedures.',
    ],
    features: [
      'Never dried, so it keeps full water-holding capacity',
      'Uniform thickness across the sheet',
      'Supplied in purified water in a resealable pouch',
    ],
    howTo: [
      'Open the pouch on a clean surface.',
      'Cut with sterile scissors or a scalpel.',
      'Soak in your formulation for at least 4 hours.',
      'Return unused material to its liquid and refrigerate.',
    ],
    ingredients: 'Bacterial cellulose, purified water',
    net: '1 sheet, 30 x 40 cm, in 250 ml purified water',
  },
  {
    name: 'Bio-Cellulose Dry Film Roll 20 cm x 1 m',
    description:
      'Dried bio-cellulose film on a roll, paper-thin and strong. Rehydrates in water; used for prototypes, crafts, bookbinding and research.',
    price: '2499.00',
    flags: ['featured'],
    fabric: 'Dried bacterial cellulose film',
    style: 'Roll',
    pack: '1 roll (20 cm x 1 m)',
    stock: 3,
    img: ['roll', 178, 'ab'],
    about: [
      'When bio-cellulose is dried under tension it becomes a tough, translucent film that feels a little like parchment. It rehydrates partially in water.',
      'Makers use it for lampshades and book repair, and labs use it as a substrate for cell culture and sensor prototypes.',
    ],
    features: ['High tensile strength when dry', 'Translucent, paper-like finish', 'Biodegradable and compostable'],
    howTo: [
      'Cut to size with scissors.',
      'Rehydrate in water for 30 minutes if a flexible sheet is needed.',
      'Store dry and rolled.',
    ],
    ingredients: 'Bacterial cellulose',
    net: '1 roll, 20 cm x 1 m, approx. 40 g',
    storage: 'Store dry and rolled in its sleeve, away from humidity.',
  },
  {
    name: 'Bio-Cellulose Research Grade Discs (24 pcs)',
    description:
      'Pre-cut bio-cellulose discs sized for 24-well culture plates, for university and industry research labs.',
    price: '1899.00',
    flags: ['comingSoon', 'latest'],
    fabric: 'Purified bacterial cellulose, endotoxin tested',
    style: 'Discs for 24-well plates',
    pack: '24 discs (15.5 mm)',
    stock: 0,
    img: ['box', 186, 'ab'],
    about: [
      'Our research discs are punched from hydrated sheets, purified to low endotoxin levels and autoclaved in PBS.',
      'We are validating the first lots now. Labs can pre-register interest through consumer care.',
    ],
    features: ['15.5 mm diameter for 24-well plates', 'Autoclaved in PBS', 'Lot-wise certificate of analysis'],
    howTo: [
      'Open in a biosafety cabinet.',
      'Transfer discs with sterile forceps.',
      'Equilibrate in culture medium before seeding.',
    ],
    safety: ['For research use only. Not for use in humans or animals.'],
    ingredients: 'Bacterial cellulose, phosphate-buffered saline',
    net: '24 discs, 15.5 mm diameter',
  },
  {
    name: 'Bio-Cellulose Formulator Sample Kit',
    description:
      'Sample kit for cosmetic formulators: hydrated bio-cellulose sheets and pre-cut mask blanks in three thicknesses to test with your own serums.',
    price: '999.00',
    offer: pct('25.00'),
    flags: ['best'],
    fabric: 'Bacterial cellulose membrane',
    style: 'Sample kit',
    pack: '12 mask blanks + 2 sheets',
    stock: 70,
    img: ['box', 180, 'abc'],
    about: [
      'Brands and formulators use this kit to check how their serums load into bio-cellulose before ordering mask blanks in bulk.',
      'It contains face-mask blanks in 2, 3 and 5 mm thickness and two 20 x 20 cm sheets.',
    ],
    features: ['Mask blanks in three thicknesses', 'Loading guide and spec sheet', 'Bulk pricing on request'],
    howTo: [
      'Drain the storage water.',
      'Load each blank with 20–25 ml of serum.',
      'Seal and rest for 24 hours before testing.',
    ],
    ingredients: 'Bacterial cellulose, purified water',
    net: '12 mask blanks and 2 sheets of 20 x 20 cm',
  },
  {
    name: 'Bio-Cellulose Sheet Bulk Pack (50 Sheets)',
    description:
      'Fifty hydrated 20 x 20 cm bio-cellulose sheets for spas, clinics and contract manufacturers, with batch certificate.',
    price: '14999.00',
    offer: pct('12.50'),
    flags: ['featured'],
    fabric: 'Bacterial cellulose membrane, never dried',
    style: 'Bulk hydrated sheets',
    pack: '50 sheets (20 x 20 cm)',
    dispatch: 'Ships in 4-6 business days',
    stock: 10,
    img: ['box', 184, 'abcd'],
    about: [
      'Fifty sheets packed in five sealed trays of ten, for businesses that cut their own masks or dressings.',
      'Each tray carries a batch number and a certificate of analysis is included.',
    ],
    features: ['5 trays of 10 sheets', 'Certificate of analysis per batch', 'GST invoice'],
    howTo: ['Keep trays sealed until use.', 'Refrigerate opened trays and use within 7 days.'],
    ingredients: 'Bacterial cellulose, purified water',
    net: '50 sheets, 20 x 20 cm each',
  },
  {
    name: 'Bio-Cellulose Pet Care Pad 10 x 15 cm',
    description:
      'Soft bio-cellulose pad for keeping minor scrapes on dogs and cats clean and moist. Take your pet to a vet for bites and deep wounds.',
    price: '449.00',
    flags: ['soldOut'],
    fabric: BC,
    style: 'Hydrated pad',
    pack: '2 pads (10 x 15 cm)',
    stock: 0,
    img: ['dressing', 176, 'ab'],
    about: [
      'Pet owners kept asking us for our dressings, so we made a pack sized for paws and legs. It is the same membrane, packed two to a pouch.',
      'Always let a vet see bites, deep cuts and wounds that smell or swell.',
    ],
    features: ['Non-toxic if licked', 'Sized for paws and legs', '2 pads per pouch'],
    howTo: [
      'Clean the scrape with saline.',
      'Place the pad and wrap with a self-adhesive pet bandage.',
      'Check and change daily.',
    ],
    safety: ['For animal use only. Consult a veterinarian for anything beyond a minor scrape.'],
    ingredients: 'Bacterial cellulose, purified water',
    net: '2 pads, 10 x 15 cm each',
  },
]);

const MASK_FABRIC = 'Bio-cellulose (nata de coco) sheet';

const faceMasks = expand('bio-cellulose-face-masks', maskDefaults, [
  {
    name: 'Bio-Cellulose Hydrating Face Mask with Hyaluronic Acid',
    description:
      'Second-skin bio-cellulose sheet mask soaked in hyaluronic acid and coconut water for deep hydration. Clings to every contour and does not dry out in 20 minutes.',
    price: '249.00',
    offer: bogo(2, 1),
    flags: ['featured', 'best'],
    fabric: MASK_FABRIC,
    style: 'Full-face sheet mask',
    pack: '1 mask (25 ml serum)',
    stock: 380,
    img: ['sheetmask', 340, 'abcd'],
    sizes: [
      ['Single', '0.00'],
      ['Pack of 5', '900.00'],
    ],
    about: [
      'Cotton and non-woven masks lift at the edges and dry out. Bio-cellulose is grown, not woven, and its fibres are about a thousand times finer than cotton, so the mask clings like a second skin and holds its serum.',
      'This one is loaded with two weights of hyaluronic acid, coconut water and panthenol for plump, hydrated skin.',
    ],
    features: [
      'Grown bio-cellulose, not paper or cotton',
      'Low and high molecular weight hyaluronic acid',
      'Fragrance-free',
      'Suitable for dry and dehydrated skin',
    ],
    howTo: [
      'Cleanse and tone your face.',
      'Unfold the mask, peel off the backing net and place it on your face.',
      'Relax for 20 minutes.',
      'Remove and pat the remaining serum into your skin; no need to rinse.',
    ],
    ingredients:
      'Aqua, cocos nucifera (coconut) water, glycerin, sodium hyaluronate, hydrolysed hyaluronic acid, panthenol, allantoin, bacterial cellulose, phenoxyethanol, ethylhexylglycerin',
    net: '1 mask with 25 ml serum',
    reviews: [
      ['Aditi P.', 5, '2025-02-14', 'Best sheet mask I have used. It actually stays on while I walk around the house.'],
      [
        'Kavya L.',
        5,
        '2025-07-06',
        'My skin looks plump and dewy the next morning. Buy 2 get 1 makes it affordable for weekly use.',
      ],
      ['Divya R.', 4, '2025-12-29', 'Lovely mask, a bit tricky to unfold the first time. Read the instructions!'],
      ['Gurpreet K.', 3, '2026-05-10', 'Nice hydration but the mask is too big for my face, the chin part hangs down.'],
      ['Pooja H.', 5, '2026-09-18', "Used it before my sister's wedding, makeup went on so smoothly."],
    ],
  },
  {
    name: 'Bio-Cellulose Brightening Mask with Niacinamide and Licorice',
    description:
      'Bio-cellulose sheet mask with niacinamide, licorice root extract and coconut water to even out dull, uneven-looking skin.',
    price: '279.00',
    offer: pct('15.00'),
    flags: ['latest'],
    fabric: MASK_FABRIC,
    style: 'Full-face sheet mask',
    pack: '1 mask (25 ml serum)',
    stock: 220,
    img: ['sheetmask', 20, 'abc'],
    about: [
      'A brightening mask for skin that looks tired after long commutes and too much sun. Niacinamide and licorice root extract help skin look more even with regular use.',
      'Use it two or three times a week along with daily sunscreen.',
    ],
    features: ['4% niacinamide', 'Licorice root and coconut water', 'Fragrance-free'],
    howTo: [
      'Cleanse your face.',
      'Apply the mask and smooth out air bubbles.',
      'Leave on for 15–20 minutes.',
      'Remove and massage in the remaining serum.',
    ],
    ingredients:
      'Aqua, cocos nucifera (coconut) water, niacinamide, glycerin, glycyrrhiza glabra (licorice) root extract, butylene glycol, bacterial cellulose, phenoxyethanol',
    net: '1 mask with 25 ml serum',
    reviews: [
      [
        'Shalini T.',
        4,
        '2025-09-12',
        'My skin looks brighter after a month of twice-weekly use. Slight tingle the first time.',
      ],
      ['Sanjay V.', 5, '2026-02-03', 'Bought for my wife, now I use it too. No shame.'],
    ],
  },
  {
    name: 'Bio-Cellulose Soothing Mask with Aloe and Centella',
    description:
      'Calming bio-cellulose sheet mask with aloe vera, centella asiatica and coconut water for skin that feels hot and irritated after sun or shaving.',
    price: '269.00',
    flags: ['best'],
    fabric: MASK_FABRIC,
    style: 'Full-face sheet mask',
    pack: '1 mask (25 ml serum)',
    stock: 5,
    img: ['sheetmask', 350, 'ab'],
    about: [
      'After a day in the Chennai sun or a close shave, this mask cools and calms. Aloe vera and centella asiatica (gotu kola) are classic soothing botanicals.',
      'Put it in the refrigerator for 15 minutes first for an extra cooling effect.',
    ],
    features: ['Aloe vera and centella asiatica', 'Cooling and calming', 'Alcohol-free and fragrance-free'],
    howTo: [
      'Chill the mask in the refrigerator (optional).',
      'Apply to clean skin for 20 minutes.',
      'Remove and pat in the serum.',
    ],
    ingredients:
      'Aqua, aloe barbadensis leaf juice, cocos nucifera (coconut) water, centella asiatica extract, glycerin, allantoin, bacterial cellulose, phenoxyethanol',
    net: '1 mask with 25 ml serum',
  },
  {
    name: 'Bio-Cellulose Coconut Water Mask',
    description:
      'Our simplest sheet mask: bio-cellulose and tender coconut water with a touch of glycerin. Light daily hydration for all skin types.',
    price: '229.00',
    offer: bogo(4, 1),
    flags: ['latest'],
    fabric: MASK_FABRIC,
    style: 'Full-face sheet mask',
    pack: '1 mask (22 ml serum)',
    stock: 300,
    img: ['sheetmask', 30, 'abc'],
    about: [
      'Made with the same tender coconut water our cellulose grows in, this mask is light enough for oily skin and gentle enough for sensitive skin.',
      'A good first bio-cellulose mask if you have never tried one.',
    ],
    features: ['Only six ingredients', 'Suitable for oily and sensitive skin', 'Fragrance-free'],
    howTo: ['Apply on clean skin.', 'Leave on for 15–20 minutes.', 'Remove and pat in the serum.'],
    ingredients:
      'Cocos nucifera (coconut) water, aqua, glycerin, bacterial cellulose, phenoxyethanol, ethylhexylglycerin',
    net: '1 mask with 22 ml serum',
    reviews: [['Revathi S.', 4, '2025-06-27', 'Simple and nice. Does not break me out, which most masks do.']],
  },
  {
    name: 'Bio-Cellulose Under-Eye Patches (5 Pairs)',
    description:
      'Crescent-shaped bio-cellulose patches with caffeine and coconut water that cool and refresh the under-eye area in 15 minutes.',
    price: '399.00',
    offer: pct('10.00'),
    flags: ['featured'],
    fabric: MASK_FABRIC,
    style: 'Under-eye patches',
    pack: '5 pairs',
    stock: 140,
    img: ['sheetmask', 10, 'abc'],
    about: [
      'Five pairs of crescent patches for mornings after late nights. Caffeine and coconut water cool and refresh; the patches stay put while you get ready.',
      'Each pair is sealed separately.',
    ],
    features: ['Caffeine and coconut water', 'Stays in place without slipping', 'Individually sealed pairs'],
    howTo: [
      'Apply under clean, dry eyes, thick edge towards the nose.',
      'Leave for 15 minutes.',
      'Remove and tap in the remaining serum.',
    ],
    ingredients:
      'Aqua, cocos nucifera (coconut) water, glycerin, caffeine, sodium hyaluronate, bacterial cellulose, phenoxyethanol',
    net: '5 pairs of patches',
    reviews: [
      ['Neha D.', 5, '2025-10-15', 'Refreshing before early meetings. Keep them in the fridge.'],
      ['Mohammed I.', 3, '2026-07-21', 'They feel nice but I did not see much difference in puffiness.'],
    ],
  },
  {
    name: 'Bio-Cellulose Rose and Saffron Glow Mask',
    description:
      'Festive-season bio-cellulose mask with rose water, saffron extract and coconut water for a fresh, glowing look. Launching soon.',
    price: '329.00',
    flags: ['comingSoon', 'latest'],
    fabric: MASK_FABRIC,
    style: 'Full-face sheet mask',
    pack: '1 mask (25 ml serum)',
    stock: 0,
    img: ['sheetmask', 355, 'ab'],
    about: [
      'Kashmiri saffron and Kannauj rose water meet our coconut bio-cellulose in a mask for wedding and festival season.',
      'Launching in time for the next festive season.',
    ],
    features: ['Kannauj rose water', 'Saffron extract', 'Light rose fragrance'],
    howTo: ['Apply to clean skin.', 'Leave for 20 minutes.', 'Remove and pat in the serum.'],
    ingredients:
      'Rosa damascena flower water, cocos nucifera (coconut) water, glycerin, crocus sativus (saffron) flower extract, bacterial cellulose, parfum, phenoxyethanol',
    net: '1 mask with 25 ml serum',
  },
  {
    name: 'Bio-Cellulose Lip Mask (Pack of 3)',
    description: 'Small bio-cellulose lip masks with coconut oil and shea for soft, smooth lips. Three masks per pack.',
    price: '199.00',
    flags: ['soldOut'],
    fabric: MASK_FABRIC,
    style: 'Lip mask',
    pack: '3 lip masks',
    stock: 0,
    img: ['sheetmask', 5, 'ab'],
    about: [
      'A quick fix for dry, chapped lips, especially in air-conditioned offices. The mask sits on the lips while you read or scroll.',
      'Follow with our coconut and shea lip balm.',
    ],
    features: ['Virgin coconut oil and shea butter', 'Unflavoured', '3 masks per pack'],
    howTo: ['Place on clean lips for 10–15 minutes.', 'Remove and massage in the remaining essence.'],
    ingredients:
      'Aqua, glycerin, cocos nucifera (coconut) oil, butyrospermum parkii (shea) butter, bacterial cellulose, phenoxyethanol',
    net: '3 lip masks, 8 ml essence each',
  },
  {
    name: 'Bio-Cellulose Mask Gift Box (10 Masks)',
    description:
      'Gift box of ten bio-cellulose sheet masks: hydrating, brightening, soothing and coconut water. A thoughtful present for Diwali, birthdays and weddings.',
    price: '2299.00',
    offer: pct('20.00'),
    flags: ['featured', 'best'],
    fabric: MASK_FABRIC,
    style: 'Gift box',
    pack: '10 masks',
    stock: 60,
    img: ['box', 345, 'abcd'],
    options: [['Gift wrap', ['No gift wrap', 'Gift wrap with card']]],
    about: [
      'Ten masks in a recyclable kraft box: 3 hydrating, 3 brightening, 2 soothing and 2 coconut water masks, with a card explaining which to use when.',
      'Add gift wrap and we will include a handwritten card with your message.',
    ],
    features: ['4 mask types, 10 masks', 'Recyclable kraft gift box', 'Optional gift wrap with handwritten card'],
    howTo: ['Use one mask two to three times a week.', 'Follow the instructions on each mask pouch.'],
    ingredients: 'See the label of each mask',
    net: '10 masks (3 x hydrating, 3 x brightening, 2 x soothing, 2 x coconut water)',
    reviews: [
      ['Anjali M.', 5, '2025-10-28', 'Gave this for Diwali to my sisters-in-law, everyone loved it. Beautiful box.'],
      ['Bala K.', 4, '2026-10-30', 'Nice gift. The handwritten card was a lovely touch, but delivery took 5 days.'],
    ],
  },
]);

const coconutOils = expand('coconut-oils', oilDefaults, [
  {
    name: 'Virgin Coconut Oil (Cold Pressed)',
    description:
      'Cold-pressed virgin coconut oil from fresh Pollachi coconut milk, never heated or refined. Mild coconut aroma for cooking, skin, hair and oil pulling.',
    price: '349.00',
    offer: pct('10.00'),
    flags: ['featured', 'best'],
    fabric: '100% virgin coconut oil',
    style: 'Cold pressed, unrefined',
    pack: '250 ml',
    stock: 400,
    img: ['bottle', 88, 'abcd'],
    sizes: [
      ['250 ml', '0.00'],
      ['500 ml', '300.00'],
      ['1 L', '650.00'],
    ],
    options: [['Bottle', ['Glass', 'PET']]],
    about: [
      'We grate fresh coconut kernel within hours of splitting, press out the milk and separate the oil without heat or chemicals. The result is a water-clear oil that smells of fresh coconut.',
      'Use it to cook at medium heat, massage it into skin after a bath or use it as a pre-wash hair oil.',
    ],
    features: [
      'Made from fresh coconut milk, not dried copra',
      'No heat, no bleaching, no deodorising',
      'Water-clear when liquid, snow-white when solid',
      'Glass or PET bottle',
    ],
    howTo: [
      'Cooking: use like any oil for sautéing and tempering at medium heat.',
      'Skin: massage a few drops into damp skin after a bath.',
      'Hair: warm a teaspoon and massage into the scalp an hour before washing.',
    ],
    ingredients: '100% virgin coconut oil (Cocos nucifera)',
    net: '250 ml',
    extra: [
      ['Food safety', 'FSSAI licence number printed on the label'],
      [
        'Nutrition (per 100 g)',
        'Energy 900 kcal, total fat 100 g (saturated fat 91 g), trans fat 0 g, cholesterol 0 mg',
      ],
    ],
    reviews: [
      [
        'Meenakshi V.',
        5,
        '2025-01-09',
        'Smells exactly like the oil my grandmother used to make in Thrissur. Buying the 1 litre now.',
      ],
      [
        'Ganesh S.',
        5,
        '2025-03-30',
        "Clear, fresh and no rancid smell even after two months. Using it for cooking and my daughter's hair.",
      ],
      [
        'Fatima B.',
        4,
        '2025-08-18',
        'Very good oil. Glass bottle arrived well-packed. A little expensive compared to the supermarket brands.',
      ],
      [
        'Rahul K.',
        2,
        '2026-01-12',
        'Oil is good but my PET bottle leaked in transit, half the box was oily. Customer care did send a replacement.',
      ],
      ['Priya S.', 5, '2026-08-25', 'Third order. My skin loves it in winter.'],
    ],
  },
  {
    name: 'Virgin Coconut Oil (Hot Processed, Traditional)',
    description:
      'Traditional Kerala-style virgin coconut oil made by slowly boiling fresh coconut milk. Rich, toasty aroma, the way it has been made at home for generations.',
    price: '399.00',
    flags: ['latest'],
    fabric: '100% virgin coconut oil',
    style: 'Hot processed from coconut milk',
    pack: '250 ml',
    stock: 90,
    img: ['bottle', 62, 'ab'],
    sizes: [
      ['250 ml', '0.00'],
      ['500 ml', '340.00'],
    ],
    about: [
      'Called "urukku velichenna" in Malayalam, this oil is made by gently boiling fresh coconut milk until the oil separates and the solids turn golden. The oil picks up a warm, nutty aroma.',
      'Traditionally used for baby massage and hair care, and loved in Kerala cooking.',
    ],
    features: ['Small batches in bronze uruli vessels', 'Rich, nutty aroma', 'Made from fresh coconut milk'],
    howTo: ['Use for tempering and traditional dishes.', 'Warm slightly for massage.'],
    ingredients: '100% virgin coconut oil (Cocos nucifera)',
    net: '250 ml',
  },
  {
    name: 'Wood-Pressed Coconut Oil (Marachekku)',
    description:
      'Coconut oil pressed from sun-dried copra in a traditional wooden marachekku press at low speed. Filtered naturally, no chemicals.',
    price: '299.00',
    offer: pct('5.00'),
    flags: ['best'],
    fabric: '100% coconut oil from sun-dried copra',
    style: 'Wood pressed (marachekku)',
    pack: '500 ml',
    stock: 260,
    img: ['bottle', 45, 'abc'],
    sizes: [
      ['500 ml', '0.00'],
      ['1 L', '270.00'],
    ],
    about: [
      'Our marachekku press is a wooden pestle turning slowly in a granite mortar, driven by a motor instead of a bullock. Pressing stays cool, so the oil keeps its natural aroma.',
      'The oil is left to settle for a week and filtered through cloth.',
    ],
    features: ['Sun-dried Pollachi copra', 'Slow, cool pressing', 'Naturally settled and cloth-filtered'],
    howTo: ['Use for everyday South Indian cooking.', 'Apply to hair and skin as you would any coconut oil.'],
    ingredients: '100% coconut oil (Cocos nucifera)',
    net: '500 ml',
    reviews: [
      ['Lakshmi G.', 5, '2025-05-21', 'Real chekku oil taste. Our avial and thoran taste like home.'],
      ['Harish B.', 4, '2026-03-11', 'Good oil, slight sediment at the bottom which they say is natural.'],
    ],
  },
  {
    name: 'Single-Estate Virgin Coconut Oil (Pollachi)',
    description:
      'Limited-batch virgin coconut oil from a single family farm near Pollachi, cold pressed within six hours of harvest. Delicate, sweet coconut aroma.',
    price: '549.00',
    offer: pct('12.50'),
    flags: ['featured'],
    fabric: '100% virgin coconut oil',
    style: 'Cold pressed, single estate',
    pack: '250 ml',
    stock: 75,
    img: ['bottle', 98, 'abc'],
    about: [
      'Every bottle comes from the tall West Coast Tall palms of one farm in Anaimalai taluk, tended by the same family for three generations. Batch and harvest month are printed on the label.',
      'Best enjoyed raw: drizzle on rice, in smoothies or on your skin.',
    ],
    features: ['Traceable to one farm', 'Pressed within 6 hours of harvest', 'Numbered batches'],
    howTo: ['Use raw for best aroma.', 'Drizzle over hot rice, payasam or salads.'],
    ingredients: '100% virgin coconut oil (Cocos nucifera)',
    net: '250 ml',
  },
  {
    name: 'Coconut Cooking Oil (Filtered, Sulphur-Free)',
    description:
      'Everyday coconut cooking oil from sulphur-free copra, double filtered. Clean taste for frying, tempering and South Indian dishes.',
    price: '199.00',
    offer: bogo(2, 1),
    fabric: '100% coconut oil',
    style: 'Expeller pressed, filtered',
    pack: '500 ml',
    stock: 350,
    img: ['bottle', 55, 'ab'],
    sizes: [
      ['500 ml', '0.00'],
      ['1 L', '170.00'],
      ['2 L', '420.00'],
    ],
    about: [
      'Much copra in India is dried with sulphur to prevent mould. Ours is dried in solar dryers instead, so the oil has no sulphur smell.',
      'A practical daily oil at a fair price.',
    ],
    features: ['Solar-dried, sulphur-free copra', 'Double filtered', 'High smoke point for frying'],
    howTo: [
      'Use for frying, tempering and cooking.',
      'Do not reuse oil that has been used for deep frying more than once.',
    ],
    ingredients: '100% coconut oil (Cocos nucifera)',
    net: '500 ml',
    reviews: [['Suresh P.', 4, '2025-11-19', 'Good daily oil. Buy 2 get 1 offer is good value for a family.']],
  },
  {
    name: 'Fractionated Coconut Oil (Liquid MCT)',
    description:
      'Light, odourless fractionated coconut oil that stays liquid at any temperature. A carrier oil for aromatherapy, massage and DIY skin care.',
    price: '449.00',
    offer: pct('15.00'),
    flags: ['latest'],
    fabric: 'Caprylic/capric triglyceride from coconut oil',
    style: 'Fractionated, stays liquid',
    pack: '100 ml',
    stock: 160,
    img: ['dropper', 70, 'abc'],
    sizes: [
      ['100 ml', '0.00'],
      ['200 ml', '250.00'],
    ],
    about: [
      'Fractionation removes the long-chain fats that make coconut oil solid, leaving a light oil that never solidifies and absorbs quickly.',
      'Perfect for diluting essential oils and for roll-on blends.',
    ],
    features: ['Stays liquid even in winter', 'Odourless and non-greasy', 'Non-staining on fabrics'],
    howTo: ['Dilute essential oils at 2–3% for massage.', 'Use a few drops on damp skin as a light moisturiser.'],
    ingredients: 'Caprylic/capric triglyceride (from coconut oil)',
    net: '100 ml',
    storage: 'Store in a cool, dry place away from sunlight.',
    extra: [['Intended use', 'Cosmetic carrier oil; not for cooking']],
  },
  {
    name: 'Virgin Coconut Oil Baby Massage Oil',
    description:
      'Gentle baby massage oil of cold-pressed virgin coconut oil and a little sunflower oil. Unscented, light and easy to wash off.',
    price: '329.00',
    flags: ['featured', 'best'],
    fabric: 'Virgin coconut oil and sunflower oil',
    style: 'Unscented massage oil',
    pack: '200 ml',
    stock: 2,
    img: ['bottle', 40, 'abc'],
    about: [
      'Daily oil massage is a cherished tradition for newborns across India. Our blend keeps it simple: virgin coconut oil with a little high-oleic sunflower oil so it stays liquid in cool weather.',
      'No fragrance, no mineral oil, no colour.',
    ],
    features: ['Only two oils, no fragrance', 'Stays liquid at room temperature', 'Flip-cap bottle for one-handed use'],
    howTo: [
      'Warm a little oil between your palms.',
      'Massage gently with long strokes, avoiding the eyes and the fontanelle.',
      'Bathe the baby after 15–20 minutes.',
    ],
    safety: ['Ask your paediatrician before using on newborns with skin conditions.'],
    ingredients: 'Cocos nucifera (virgin coconut) oil, helianthus annuus (high-oleic sunflower) seed oil, tocopherol',
    net: '200 ml',
    extra: [['Intended use', 'Cosmetic; for external use']],
    reviews: [
      [
        'Kavya L.',
        5,
        '2025-04-16',
        'Our paediatrician suggested coconut oil massage. This one is light and does not leave a smell.',
      ],
      ['Divya R.', 5, '2025-09-03', 'Bottle is easy to use with one hand while holding the baby. Thoughtful.'],
      ['Joseph A.', 4, '2026-06-02', 'Good oil, would like a bigger bottle.'],
    ],
  },
  {
    name: 'Coconut and Sesame Body Massage Oil',
    description:
      'Warming body massage oil of virgin coconut and cold-pressed sesame oils with a hint of lemongrass. For a relaxing oil bath at home.',
    price: '379.00',
    fabric: 'Virgin coconut oil and sesame oil',
    style: 'Massage oil blend',
    pack: '200 ml',
    stock: 130,
    img: ['bottle', 35, 'ab'],
    options: [['Fragrance', ['Lemongrass', 'Unscented']]],
    about: [
      'The Saturday oil bath, "ennai kuliyal", is a Tamil Nadu tradition. This blend pairs cooling coconut with warming sesame for a balanced massage oil.',
      'Massage in, relax for half an hour, and wash off with a mild soap or green gram powder.',
    ],
    features: ['Virgin coconut and cold-pressed sesame oils', 'Light lemongrass or unscented', 'Washes off easily'],
    howTo: [
      'Warm the oil slightly.',
      'Massage into the body and scalp.',
      'Rest for 30 minutes and bathe with warm water.',
    ],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, sesamum indicum (sesame) seed oil, cymbopogon flexuosus (lemongrass) oil',
    net: '200 ml',
    extra: [['Intended use', 'Cosmetic; for external use']],
  },
  {
    name: 'Coconut Oil Pulling Rinse with Clove',
    description:
      'Virgin coconut oil with clove and peppermint oils for the traditional practice of oil pulling. Swish for 5–10 minutes before brushing.',
    price: '299.00',
    offer: bogo(2, 1),
    flags: ['latest'],
    fabric: 'Virgin coconut oil with clove oil',
    style: 'Oil pulling rinse',
    pack: '200 ml',
    stock: 80,
    img: ['bottle', 75, 'ab'],
    about: [
      'Oil pulling, or "gandusha", is an Ayurvedic oral care practice. Our blend adds clove and peppermint for a fresh taste.',
      'It is not a substitute for brushing, flossing and dental check-ups.',
    ],
    features: ['Pleasant clove-mint taste', 'Measuring cap included', 'No alcohol, no sugar'],
    howTo: [
      'Take 1 teaspoon (5 ml) in the morning before eating.',
      'Swish gently for 5–10 minutes.',
      'Spit into a bin, not the sink, and brush as usual.',
    ],
    safety: ['Do not swallow. Not for children under 12.'],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, syzygium aromaticum (clove) bud oil, mentha piperita (peppermint) oil',
    net: '200 ml',
    extra: [['Intended use', 'Oral care; do not swallow']],
  },
  {
    name: 'Virgin Coconut Oil Travel Minis (3 x 30 ml)',
    description:
      'Three 30 ml bottles of cold-pressed virgin coconut oil, cabin-bag friendly, for skin, hair and make-up removal on the go.',
    price: '249.00',
    flags: ['soldOut', 'latest'],
    fabric: '100% virgin coconut oil',
    style: 'Cold pressed, travel size',
    pack: '3 x 30 ml',
    stock: 0,
    img: ['bottle', 92, 'ab'],
    about: [
      'Small leak-proof bottles for the handbag, the gym bag and the cabin bag, each under the 100 ml flight limit.',
      'Use as a make-up remover, cuticle oil, lip balm or hair serum.',
    ],
    features: ['Cabin-bag friendly', 'Leak-proof screw caps', 'Three bottles per pack'],
    howTo: [
      'Massage a few drops into skin or hair as needed.',
      'To remove make-up, massage in and wipe with a damp cloth.',
    ],
    ingredients: '100% virgin coconut oil (Cocos nucifera)',
    net: '90 ml (3 x 30 ml)',
  },
  {
    name: 'Coconut Oil Kitchen Tin 5 L',
    description:
      'Five-litre tin of filtered, sulphur-free coconut cooking oil for large families, messes and small eateries.',
    price: '1299.00',
    fabric: '100% coconut oil',
    style: 'Expeller pressed, filtered',
    pack: '5 L tin',
    dispatch: 'Ships in 2-3 business days',
    stock: 25,
    img: ['box', 50, 'ab'],
    about: [
      'The same sulphur-free cooking oil as our bottles, in a lacquered tin with a pouring spout. The tin keeps light out, so the oil stays fresh longer.',
      'Decant into a smaller bottle for daily use and keep the tin closed.',
    ],
    features: ['Light-proof lacquered tin', 'Pouring spout', 'Best price per litre'],
    howTo: ['Decant into a smaller container for daily use.', 'Close the tin tightly after each use.'],
    ingredients: '100% coconut oil (Cocos nucifera)',
    net: '5 L',
  },
  {
    name: 'Coconut Lip and Cuticle Oil Roll-On 10 ml',
    description:
      'Pocket roll-on of virgin coconut oil with vitamin E and sweet orange for dry lips, cuticles and rough elbows.',
    price: '199.00',
    offer: pct('10.00'),
    flags: ['latest'],
    fabric: 'Virgin coconut oil with vitamin E',
    style: 'Roll-on',
    pack: '10 ml',
    stock: 180,
    img: ['dropper', 80, 'abc'],
    options: [['Scent', ['Sweet orange', 'Unscented']]],
    about: [
      'A steel roller ball makes it easy to apply a few drops of oil exactly where needed, without greasy fingers.',
      'Keep one in your bag, desk drawer and bedside table.',
    ],
    features: ['Steel roller ball', 'Vitamin E added', 'Sweet orange or unscented'],
    howTo: ['Roll onto cuticles and massage in.', 'Use on lips and dry patches as needed.'],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, caprylic/capric triglyceride, tocopherol, citrus sinensis (sweet orange) peel oil (scented version)',
    net: '10 ml',
    extra: [['Intended use', 'Cosmetic; for external use']],
  },
  {
    name: 'Lemongrass Infused Coconut Oil',
    description:
      'Virgin coconut oil slow-infused with fresh lemongrass from our farm for a bright, citrusy massage and hair oil.',
    price: '399.00',
    flags: ['featured'],
    fabric: 'Virgin coconut oil infused with lemongrass',
    style: 'Herbal infusion',
    pack: '200 ml',
    stock: 110,
    img: ['bottle', 105, 'ab'],
    about: [
      'Fresh lemongrass leaves are bruised and steeped in warm virgin coconut oil for two weeks, then strained. No essential oils are added.',
      'Lovely for a foot massage after a long day standing.',
    ],
    features: ['Infused with fresh leaves, not essential oil', 'Bright, clean aroma', 'Grown on our partner farms'],
    howTo: ['Massage into feet, shoulders or scalp.', 'Leave for 30 minutes and wash off.'],
    ingredients: 'Cocos nucifera (virgin coconut) oil, cymbopogon citratus (lemongrass) leaf extract',
    net: '200 ml',
    extra: [['Intended use', 'Cosmetic; for external use']],
  },
  {
    name: 'Virgin Coconut Oil Winter Jar 200 g',
    description:
      'Wide-mouth jar of virgin coconut oil for the months when it sets solid. Scoop easily for cooking and skin care. Launching soon.',
    price: '299.00',
    flags: ['comingSoon'],
    fabric: '100% virgin coconut oil',
    style: 'Cold pressed, wide-mouth jar',
    pack: '200 g jar',
    stock: 0,
    img: ['jar', 85, 'ab'],
    about: [
      'Customers in Delhi, Pune and Shillong asked for a jar because the oil sets solid in their bottles every winter. Here it is.',
      'Scoop with a dry spoon; the oil melts on contact with skin.',
    ],
    features: ['Wide-mouth glass jar', 'Same cold-pressed virgin oil', 'No melting needed'],
    howTo: ['Scoop with a clean, dry spoon.', 'Use for cooking or rub between palms and apply to skin.'],
    ingredients: '100% virgin coconut oil (Cocos nucifera)',
    net: '200 g',
  },
  {
    name: 'Coconut Oil Tasting Trio (3 x 100 ml)',
    description:
      'Taste the difference: cold-pressed virgin, hot-processed virgin and wood-pressed coconut oils in three 100 ml bottles with a tasting card.',
    price: '599.00',
    offer: pct('20.00'),
    flags: ['featured', 'best'],
    fabric: 'Three coconut oils',
    style: 'Sampler set',
    pack: '3 x 100 ml',
    stock: 55,
    img: ['box', 60, 'abc'],
    about: [
      'Not sure which oil to choose? This set has one of each of our three main oils and a card explaining how each is made and what it is best for.',
      'A good gift for anyone who loves to cook.',
    ],
    features: ['3 oils, 100 ml each', 'Tasting and usage card', 'Gift-ready box'],
    howTo: ['Taste each oil raw on a spoon of rice.', 'Then try them in the same dish and compare.'],
    ingredients: 'Virgin coconut oil (cold pressed); virgin coconut oil (hot processed); coconut oil (wood pressed)',
    net: '300 ml (3 x 100 ml)',
    reviews: [
      ['Vikram J.', 5, '2025-12-24', 'Fun gift for my foodie brother. The hot-processed one is his favourite.'],
      ['Nandini C.', 4, '2026-04-07', 'Interesting to compare. Bottles are small, finished in a week!'],
    ],
  },
  {
    name: 'Coconut Hair and Body Oil Spray 100 ml',
    description:
      'Light mist of fractionated and virgin coconut oils for a quick, even layer on hair ends and skin without greasy hands.',
    price: '279.00',
    fabric: 'Fractionated and virgin coconut oil',
    style: 'Dry-touch oil spray',
    pack: '100 ml',
    stock: null,
    img: ['spray', 90, 'ab'],
    about: [
      'A fine mist spreads a thin layer of oil evenly, so you use less and avoid the heavy feel of pouring oil into your palm.',
      'Spritz on damp skin after a shower or on dry hair ends to tame frizz.',
    ],
    features: ['Fine-mist pump', 'Absorbs quickly', 'No added fragrance'],
    howTo: [
      'Shake lightly.',
      'Spray 2–3 pumps on damp skin or hair ends from 15 cm away.',
      'Smooth in with your hands.',
    ],
    ingredients: 'Caprylic/capric triglyceride, cocos nucifera (virgin coconut) oil, tocopherol',
    net: '100 ml',
    extra: [['Intended use', 'Cosmetic; for external use']],
  },
]);

const monolaurin = expand('monolaurin-supplements', supplementDefaults, [
  {
    name: 'Monolaurin 500 mg Capsules',
    description:
      'Monolaurin (glycerol monolaurate) 500 mg in vegetarian capsules, made from lauric acid found in coconut oil. Health supplement.',
    price: '899.00',
    offer: pct('10.00'),
    flags: ['featured', 'best'],
    fabric: 'Glycerol monolaurate from coconut oil',
    style: 'Vegetarian HPMC capsules',
    pack: '30 capsules',
    stock: 210,
    img: ['capsules', 45, 'abcd'],
    sizes: [
      ['30 capsules', '0.00'],
      ['60 capsules', '750.00'],
      ['90 capsules', '1450.00'],
    ],
    about: [
      'Monolaurin is a monoglyceride of lauric acid, the main fatty acid in coconut oil. We make it in our own facility by combining coconut-derived lauric acid with vegetable glycerine.',
      'Each vegetarian capsule provides 500 mg of monolaurin with no fillers beyond the capsule shell.',
    ],
    features: [
      '500 mg monolaurin per capsule',
      'Made from coconut lauric acid',
      'Vegetarian HPMC capsule shell',
      'No artificial colours or fillers',
    ],
    howTo: [
      'Adults: take 1 capsule a day with a meal and water, or as advised by your healthcare professional.',
      'Do not take on an empty stomach.',
    ],
    ingredients: 'Glycerol monolaurate (monolaurin) 500 mg; capsule shell: hydroxypropyl methylcellulose',
    net: '30 capsules (15.9 g)',
    reviews: [
      ['Karthik R.', 4, '2025-02-25', 'Easy to swallow, no aftertaste. Packaging is neat.'],
      ['Anjali M.', 5, '2025-08-29', 'Good quality, arrived with a long expiry date. Will reorder the 90-pack.'],
      [
        'Thomas M.',
        3,
        '2026-02-27',
        'Fine product, but I wish the label explained more about what it is. Had to read the blog.',
      ],
    ],
  },
  {
    name: 'Monolaurin 1000 mg Capsules',
    description:
      'High-strength monolaurin 1000 mg per serving (2 vegetarian capsules) from coconut-derived lauric acid. Health supplement.',
    price: '1499.00',
    flags: ['latest'],
    fabric: 'Glycerol monolaurate from coconut oil',
    style: 'Vegetarian HPMC capsules',
    pack: '60 capsules',
    stock: 95,
    img: ['capsules', 50, 'abc'],
    sizes: [
      ['60 capsules', '0.00'],
      ['120 capsules', '1000.00'],
    ],
    about: [
      'For adults who prefer a higher serving, as advised by their healthcare professional. Each serving of 2 capsules provides 1000 mg of monolaurin.',
      'Same pure monolaurin as our 500 mg capsules.',
    ],
    features: ['1000 mg per 2-capsule serving', 'Vegetarian capsules', 'Amber bottle protects from light'],
    howTo: ['Adults: take 2 capsules a day with a meal, or as advised by your healthcare professional.'],
    ingredients: 'Glycerol monolaurate (monolaurin) 500 mg per capsule; capsule shell: hydroxypropyl methylcellulose',
    net: '60 capsules (31.8 g)',
  },
  {
    name: 'Monolaurin Pellets 100 g',
    description:
      'Pure monolaurin pellets with a measuring scoop for flexible servings. Mild, waxy and almost tasteless. Health supplement.',
    price: '1199.00',
    offer: pct('12.50'),
    fabric: 'Glycerol monolaurate from coconut oil',
    style: 'Pellets with scoop',
    pack: '100 g pouch',
    stock: 4,
    img: ['pouch', 48, 'ab'],
    about: [
      'Some people prefer pellets to capsules. These small, waxy pellets are pure monolaurin with nothing added; one level scoop provides about 750 mg.',
      'Swallow with water; they are not meant to be chewed.',
    ],
    features: ['Pure monolaurin, no capsule', 'Measuring scoop included', 'Resealable zip pouch'],
    howTo: [
      'Adults: 1 level scoop (approx. 750 mg) a day with a meal and water, or as advised by your healthcare professional.',
      'Swallow without chewing.',
    ],
    ingredients: 'Glycerol monolaurate (monolaurin)',
    net: '100 g',
  },
  {
    name: 'Monolaurin with Vitamin C Capsules',
    description: 'Monolaurin 400 mg with vitamin C 100 mg in a vegetarian capsule. Health supplement, launching soon.',
    price: '999.00',
    flags: ['comingSoon', 'latest'],
    fabric: 'Glycerol monolaurate with ascorbic acid',
    style: 'Vegetarian HPMC capsules',
    pack: '60 capsules',
    stock: 0,
    img: ['capsules', 40, 'ab'],
    about: [
      'Vitamin C contributes to the normal function of the immune system. This combination is in final stability testing.',
      'Join the newsletter to hear about the launch.',
    ],
    features: ['Monolaurin 400 mg', 'Vitamin C 100 mg', 'Vegetarian capsules'],
    howTo: ['Adults: 1 capsule a day with a meal.'],
    ingredients: 'Glycerol monolaurate, ascorbic acid; capsule shell: hydroxypropyl methylcellulose',
    net: '60 capsules',
  },
  {
    name: 'Monolaurin with Zinc and Vitamin D3 Capsules',
    description: 'Monolaurin 400 mg with zinc 10 mg and vitamin D3 600 IU per vegetarian capsule. Health supplement.',
    price: '1099.00',
    offer: bogo(2, 1),
    flags: ['featured'],
    fabric: 'Glycerol monolaurate with zinc and vitamin D3',
    style: 'Vegetarian HPMC capsules',
    pack: '60 capsules',
    stock: 120,
    img: ['capsules', 55, 'abc'],
    about: [
      'Zinc and vitamin D contribute to the normal function of the immune system. Many Indians who work indoors get little sun, and vitamin D levels are often low.',
      'Each capsule combines them with 400 mg of coconut-derived monolaurin.',
    ],
    features: ['Monolaurin 400 mg, zinc 10 mg, vitamin D3 600 IU', 'Vegetarian vitamin D3', 'One capsule a day'],
    howTo: ['Adults: take 1 capsule a day with a meal.'],
    ingredients:
      'Glycerol monolaurate, zinc citrate, cholecalciferol (vitamin D3, from lichen); capsule shell: hydroxypropyl methylcellulose',
    net: '60 capsules',
    reviews: [
      ['Sanjay V.', 4, '2025-11-30', 'Convenient to have zinc and D3 in one capsule. Buy 2 get 1 offer is great.'],
    ],
  },
  {
    name: 'Coconut MCT Oil Powder 200 g',
    description:
      'Spray-dried coconut MCT oil powder on acacia fibre. Mixes into coffee, smoothies and porridge without an oily film.',
    price: '699.00',
    offer: pct('5.00'),
    flags: ['best'],
    fabric: 'Coconut MCT oil on acacia fibre',
    style: 'Powder',
    pack: '200 g pouch',
    stock: 140,
    img: ['pouch', 38, 'abc'],
    about: [
      'Medium-chain triglycerides (MCTs) are fats found naturally in coconut oil. We spray-dry coconut MCT oil onto acacia fibre so it dissolves easily in hot or cold drinks.',
      'Unflavoured and dairy-free.',
    ],
    features: ['70% MCT oil from coconut', 'Dairy-free, unflavoured', 'Mixes without clumping'],
    howTo: [
      'Start with 1 teaspoon (5 g) a day in coffee or a smoothie.',
      'Increase slowly to 1 tablespoon to avoid stomach upset.',
    ],
    ingredients: 'Medium-chain triglycerides (from coconut oil), acacia fibre',
    net: '200 g',
    reviews: [
      [
        'Arjun T.',
        4,
        '2025-07-25',
        'Blends well in my morning coffee, no oil slick. Started with too much the first day, go slow.',
      ],
      ['Shalini T.', 5, '2026-05-16', 'Great in overnight oats.'],
    ],
  },
  {
    name: 'Monolaurin Three-Month Pack (3 x 90 Capsules)',
    description:
      'Three bottles of monolaurin 500 mg vegetarian capsules, a three-month supply at our best price per capsule. Health supplement.',
    price: '2499.00',
    offer: pct('20.00'),
    flags: ['best'],
    fabric: 'Glycerol monolaurate from coconut oil',
    style: 'Vegetarian HPMC capsules, value pack',
    pack: '270 capsules (3 x 90)',
    stock: 30,
    img: ['capsules', 42, 'ab'],
    about: [
      'Three 90-capsule bottles of our monolaurin 500 mg, shrink-wrapped together, for those who take it regularly.',
      'Each bottle is sealed separately, so the ones you are not using stay fresh.',
    ],
    features: ['270 capsules of 500 mg', 'Three separately sealed bottles', 'Lowest price per capsule'],
    howTo: ['Adults: take 1 capsule a day with a meal, or as advised by your healthcare professional.'],
    ingredients: 'Glycerol monolaurate (monolaurin) 500 mg; capsule shell: hydroxypropyl methylcellulose',
    net: '270 capsules (3 x 90)',
  },
  {
    name: 'Monolaurin 600 mg Veg Capsules',
    description:
      'Monolaurin 600 mg per vegetarian capsule, a middle strength between our 500 mg and 1000 mg servings. Health supplement.',
    price: '1299.00',
    flags: ['soldOut'],
    fabric: 'Glycerol monolaurate from coconut oil',
    style: 'Vegetarian HPMC capsules',
    pack: '60 capsules',
    stock: 0,
    img: ['capsules', 52, 'ab'],
    about: [
      'A 600 mg capsule for people whose healthcare professional suggests a serving between our other strengths.',
      'Currently sold out; the next batch is being made.',
    ],
    features: ['600 mg monolaurin per capsule', 'Vegetarian capsules', 'No fillers'],
    howTo: ['Adults: take 1 capsule a day with a meal.'],
    ingredients: 'Glycerol monolaurate (monolaurin) 600 mg; capsule shell: hydroxypropyl methylcellulose',
    net: '60 capsules',
  },
]);

const SOAP_BASE = 'Cold-process soap with virgin coconut oil';

const soaps = expand('handmade-soaps', soapDefaults, [
  {
    name: 'Coconut Milk Soap with Turmeric',
    description:
      'Handmade cold-process soap with fresh coconut milk, virgin coconut oil and Erode turmeric. Creamy lather that leaves skin soft, not tight.',
    price: '149.00',
    offer: bogo(3, 1),
    flags: ['featured', 'best'],
    fabric: SOAP_BASE,
    style: 'Handmade, cold process',
    pack: '100 g bar',
    stock: 320,
    img: ['soap', 38, 'abcd'],
    sizes: [
      ['100 g', '0.00'],
      ['Pack of 3 (300 g)', '270.00'],
    ],
    about: [
      'Fresh coconut milk replaces the water in this recipe, giving a rich, creamy lather. A spoon of Erode turmeric gives the bar its warm golden colour.',
      'Every batch cures for six weeks so the bar is mild and long-lasting.',
    ],
    features: ['Fresh coconut milk and virgin coconut oil', 'Erode turmeric', 'No synthetic colours or SLS'],
    howTo: [
      'Work up a lather with wet hands or a loofah.',
      'Massage over the body or face and rinse.',
      'Keep the bar on a draining dish.',
    ],
    safety: ['Turmeric may temporarily tint light-coloured towels.'],
    ingredients:
      'Saponified cocos nucifera (coconut) oil, coconut milk, olive oil, castor oil, curcuma longa (turmeric) powder, sodium chloride',
    net: '100 g (weight at time of packing)',
    reviews: [
      ['Revathi S.', 5, '2025-03-08', 'Lovely soap, my skin is not dry at all even in winter. Turmeric smell is mild.'],
      ['Mohammed I.', 4, '2025-10-02', 'Good lather. It does stain the white towel a little yellow.'],
      ['Pooja H.', 5, '2026-07-14', 'Bought 3 got 1 free. The whole family uses it now.'],
    ],
  },
  {
    name: 'Activated Charcoal and Coconut Oil Soap',
    description:
      'Deep-cleansing handmade soap with activated coconut-shell charcoal and virgin coconut oil. Good for oily skin and after workouts.',
    price: '159.00',
    offer: pct('10.00'),
    flags: ['latest'],
    fabric: SOAP_BASE,
    style: 'Handmade, cold process',
    pack: '100 g bar',
    stock: 240,
    img: ['soap', 20, 'abc'],
    about: [
      'Activated charcoal made from coconut shells draws out oil and grime from pores. Coconut oil and castor oil keep the lather bubbly and the skin comfortable.',
      'A favourite with people who play cricket or football in the afternoon heat.',
    ],
    features: ['Activated coconut-shell charcoal', 'Tea tree essential oil', 'Suitable for oily skin'],
    howTo: ['Lather between wet palms.', 'Massage over face or body for 30 seconds.', 'Rinse well.'],
    ingredients:
      'Saponified cocos nucifera (coconut) oil, olive oil, castor oil, activated charcoal, melaleuca alternifolia (tea tree) leaf oil',
    net: '100 g (weight at time of packing)',
  },
  {
    name: 'Neem and Virgin Coconut Oil Soap',
    description:
      'Handmade soap with neem leaf powder, neem oil and virgin coconut oil. An everyday herbal bath bar for the whole family.',
    price: '129.00',
    flags: ['best'],
    fabric: SOAP_BASE,
    style: 'Handmade, cold process',
    pack: '100 g bar',
    stock: 190,
    img: ['soap', 95, 'ab'],
    about: [
      'Neem has been part of Indian bathing rituals for centuries. This bar combines neem leaf powder and a little neem oil with virgin coconut oil.',
      'It has a natural, earthy neem smell; we do not mask it with fragrance.',
    ],
    features: ['Neem leaf powder and neem oil', 'No added fragrance', 'Firm, long-lasting bar'],
    howTo: ['Use daily as a bath soap.', 'Keep dry between uses.'],
    ingredients:
      'Saponified cocos nucifera (coconut) oil, olive oil, azadirachta indica (neem) seed oil, neem leaf powder',
    net: '100 g (weight at time of packing)',
    reviews: [
      ['Ganesh S.', 4, '2025-05-29', 'Smells like neem, which I like. Bar lasts a long time.'],
      ['Neha D.', 2, '2026-01-26', 'The smell is too strong for me. Quality seems fine though.'],
    ],
  },
  {
    name: 'Coconut Shell Scrub Soap',
    description:
      'Exfoliating handmade soap with finely ground coconut shell and coconut milk. Scrubs away dead skin on feet, elbows and knees.',
    price: '169.00',
    flags: ['latest'],
    fabric: SOAP_BASE,
    style: 'Handmade scrub bar',
    pack: '100 g bar',
    stock: 170,
    img: ['soap', 28, 'abc'],
    about: [
      'Coconut shells left over from our oil pressing are ground to a fine powder and added to a coconut milk soap base for gentle scrubbing.',
      'Use on the body two or three times a week; it is too rough for the face.',
    ],
    features: ['Upcycled coconut shell powder', 'Coconut milk lather', 'Lemongrass scent'],
    howTo: ['Wet the skin and rub the bar in circles on rough areas.', 'Rinse well. Use 2–3 times a week.'],
    safety: ['Not for the face or broken skin.'],
    ingredients:
      'Saponified cocos nucifera (coconut) oil, coconut milk, coconut shell powder, castor oil, cymbopogon flexuosus (lemongrass) oil',
    net: '100 g (weight at time of packing)',
  },
  {
    name: 'Goat Milk and Coconut Cream Soap',
    description: 'Extra-gentle handmade soap with fresh goat milk and coconut cream for dry and sensitive skin.',
    price: '199.00',
    offer: pct('15.00'),
    flags: ['featured'],
    fabric: SOAP_BASE,
    style: 'Handmade, cold process',
    pack: '100 g bar',
    stock: 150,
    img: ['soap', 45, 'abc'],
    options: [['Fragrance', ['Unscented', 'Lavender']]],
    about: [
      'Goat milk from a dairy cooperative near Udumalpet and coconut cream make this our mildest bar. It is superfatted so some oil stays free to soften the skin.',
      'Choose unscented for sensitive skin.',
    ],
    features: ['Fresh goat milk and coconut cream', '8% superfat', 'Unscented or lavender'],
    howTo: ['Lather gently and rinse.', 'Pat skin dry.'],
    ingredients:
      'Saponified cocos nucifera (coconut) oil, olive oil, goat milk, coconut cream, shea butter, lavandula angustifolia (lavender) oil (lavender version)',
    net: '100 g (weight at time of packing)',
    reviews: [
      ['Aditi P.', 5, '2025-09-21', 'My eczema-prone skin tolerates this one. Unscented is the way to go.'],
      ['Deepa N.', 5, '2026-08-09', 'Creamy, gentle, beautiful bar.'],
    ],
  },
  {
    name: 'Red Sandalwood and Coconut Soap',
    description:
      'Handmade soap with red sandalwood powder and virgin coconut oil for a traditional radiant-skin bath bar. Launching soon.',
    price: '249.00',
    flags: ['comingSoon'],
    fabric: SOAP_BASE,
    style: 'Handmade, cold process',
    pack: '100 g bar',
    stock: 0,
    img: ['soap', 10, 'ab'],
    about: [
      'Red sandalwood (raktachandana) has long been used in Indian skin-care pastes. We are sourcing legally traded powder and finishing our test batches.',
      'Sign up for the newsletter for launch news.',
    ],
    features: ['Red sandalwood powder', 'Virgin coconut oil base', 'Light woody scent'],
    howTo: ['Use as a daily bath soap.'],
    ingredients: 'Saponified cocos nucifera (coconut) oil, olive oil, pterocarpus santalinus (red sandalwood) powder',
    net: '100 g (weight at time of packing)',
  },
  {
    name: 'Baby Coconut Castile Soap (Unscented)',
    description: 'Mild unscented handmade soap of virgin coconut oil and olive oil for babies and very sensitive skin.',
    price: '179.00',
    flags: ['best'],
    fabric: 'Cold-process soap with olive and virgin coconut oil',
    style: 'Handmade, unscented',
    pack: '75 g bar',
    stock: 130,
    img: ['soap', 50, 'ab'],
    about: [
      'A castile-style bar that is mostly olive oil with a little virgin coconut oil for lather. No fragrance, no colour, nothing extra.',
      'Rinse well and avoid the eyes.',
    ],
    features: ['Mostly olive oil, very mild', 'No fragrance or colour', 'Small bar for little hands'],
    howTo: ['Lather in your hands and wash the baby gently.', 'Rinse well with warm water.'],
    ingredients: 'Saponified olea europaea (olive) oil, saponified cocos nucifera (coconut) oil',
    net: '75 g (weight at time of packing)',
    reviews: [
      ['Kavya L.', 5, '2025-06-05', "Very mild. No redness on my baby's skin."],
      ['Bala K.', 3, '2026-03-28', 'Gentle but gets mushy quickly if left wet.'],
    ],
  },
  {
    name: 'Lemongrass and Coconut Oil Soap',
    description:
      'Refreshing handmade soap with lemongrass essential oil and virgin coconut oil. A bright, zesty morning bath bar.',
    price: '139.00',
    offer: bogo(2, 1),
    fabric: SOAP_BASE,
    style: 'Handmade, cold process',
    pack: '100 g bar',
    stock: 210,
    img: ['soap', 75, 'abc'],
    about: [
      'Lemongrass grown on our partner farms in the Anaimalai hills is steam-distilled and added to a coconut oil base for a crisp, energising scent.',
      'A good pick for hot, humid days.',
    ],
    features: ['Farm-distilled lemongrass oil', 'Big, bubbly lather', 'Long-lasting bar'],
    howTo: ['Lather and massage over the body.', 'Rinse off.'],
    ingredients:
      'Saponified cocos nucifera (coconut) oil, olive oil, castor oil, cymbopogon flexuosus (lemongrass) oil',
    net: '100 g (weight at time of packing)',
  },
  {
    name: 'Handmade Soap Trio Gift Box',
    description:
      'Three handmade coconut soaps in a gift box: turmeric coconut milk, goat milk and lemongrass. A small, thoughtful present.',
    price: '349.00',
    offer: pct('20.00'),
    flags: ['featured', 'latest'],
    fabric: SOAP_BASE,
    style: 'Gift box of 3 bars',
    pack: '3 x 100 g bars',
    stock: 3,
    img: ['box', 35, 'abc'],
    about: [
      'Our three best-loved bars wrapped in handmade paper and packed in a box with a wooden soap dish.',
      'Great for return gifts and housewarmings.',
    ],
    features: ['3 bars of 100 g', 'Wooden soap dish included', 'Handmade paper wrapping'],
    howTo: ['Use one bar at a time and keep the others wrapped.'],
    ingredients: "See each soap's wrapper",
    net: '300 g (3 x 100 g, weight at time of packing) and 1 wooden soap dish',
  },
  {
    name: 'Coconut and Kasturi Manjal Soap',
    description:
      'Handmade soap with kasturi manjal (wild turmeric) and virgin coconut oil, a traditional South Indian bath ingredient.',
    price: '119.00',
    flags: ['soldOut'],
    fabric: SOAP_BASE,
    style: 'Handmade, cold process',
    pack: '100 g bar',
    stock: 0,
    img: ['soap', 48, 'ab'],
    about: [
      'Kasturi manjal is a fragrant wild turmeric that does not stain like kitchen turmeric. Our grandmothers used it as a bath powder.',
      'Sold out for now; the next batch is curing.',
    ],
    features: ['Kasturi manjal powder', 'Non-staining', 'Earthy, fragrant'],
    howTo: ['Use as a daily bath soap.'],
    ingredients: 'Saponified cocos nucifera (coconut) oil, olive oil, curcuma aromatica (kasturi manjal) powder',
    net: '100 g (weight at time of packing)',
  },
]);

const hairCare = expand('hair-care', hairDefaults, [
  {
    name: 'Hibiscus and Curry Leaf Coconut Hair Oil',
    description:
      'Traditional hair oil of virgin coconut oil slow-cooked with hibiscus flowers, curry leaves and fenugreek. For a nourishing weekly champi.',
    price: '299.00',
    offer: pct('10.00'),
    flags: ['featured', 'best'],
    fabric: 'Virgin coconut oil herbal infusion',
    style: 'Slow-cooked hair oil (kachi ghani style)',
    pack: '100 ml',
    stock: 260,
    img: ['bottle', 120, 'abcd'],
    sizes: [
      ['100 ml', '0.00'],
      ['200 ml', '200.00'],
    ],
    about: [
      'Fresh hibiscus flowers and leaves, curry leaves and fenugreek seeds are simmered in virgin coconut oil over a low flame, exactly the way it is done in many South Indian homes.',
      'Massage into the scalp once or twice a week and leave it on for at least an hour before washing.',
    ],
    features: ['Fresh herbs, not extracts', 'Virgin coconut oil base', 'No mineral oil or synthetic fragrance'],
    howTo: [
      'Warm a tablespoon of oil.',
      'Part your hair and massage into the scalp with your fingertips for 5 minutes.',
      'Leave on for 1 hour or overnight, then wash with a mild shampoo.',
    ],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, hibiscus rosa-sinensis flower and leaf extract, murraya koenigii (curry leaf) extract, trigonella foenum-graecum (fenugreek) seed extract',
    net: '100 ml',
    reviews: [
      ['Lakshmi G.', 5, '2025-02-02', 'Same as the oil my amma made. My hair feels thick and soft.'],
      ['Gurpreet K.', 4, '2025-07-31', 'Nice herbal smell. Takes two washes to get it all out.'],
      ['Ayesha Z.', 5, '2026-01-19', 'Reordering the 200 ml. Weekly oiling routine sorted.'],
    ],
  },
  {
    name: 'Bhringraj and Amla Coconut Hair Oil',
    description:
      'Virgin coconut oil infused with bhringraj and amla, two classic Ayurvedic hair herbs, for a cooling scalp massage.',
    price: '349.00',
    offer: bogo(2, 1),
    flags: ['latest'],
    fabric: 'Virgin coconut oil herbal infusion',
    style: 'Herbal hair oil',
    pack: '100 ml',
    stock: 140,
    img: ['bottle', 135, 'abc'],
    about: [
      'Bhringraj (false daisy) and amla (Indian gooseberry) are infused in virgin coconut oil for three weeks. The oil is dark green and smells earthy.',
      'A cooling oil for summer scalp massages.',
    ],
    features: ['Bhringraj and amla', 'Virgin coconut oil base', 'Dark green, earthy oil'],
    howTo: ['Massage into the scalp and hair lengths.', 'Leave for 1–2 hours and wash.'],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, eclipta prostrata (bhringraj) extract, phyllanthus emblica (amla) fruit extract',
    net: '100 ml',
  },
  {
    name: 'Coconut Milk Shampoo (Sulphate-Free) 200 ml',
    description:
      'Mild sulphate-free shampoo with coconut milk and coconut-derived cleansers. Washes out hair oil without stripping the scalp.',
    price: '399.00',
    offer: pct('15.00'),
    fabric: 'Coconut-derived surfactants with coconut milk',
    style: 'Sulphate-free shampoo',
    pack: '200 ml',
    stock: 170,
    img: ['bottle', 115, 'ab'],
    about: [
      'Made to follow a good oiling, this shampoo uses gentle coconut-derived cleansers instead of SLS and SLES. It lathers less than you may be used to, but it cleans well.',
      'Two small washes work better than one big one after an oil treatment.',
    ],
    features: ['No SLS or SLES', 'Coconut milk and aloe vera', 'pH balanced for the scalp'],
    howTo: [
      'Wet hair thoroughly.',
      'Massage a small amount into the scalp and rinse.',
      'Repeat if you oiled your hair.',
    ],
    ingredients:
      'Aqua, sodium cocoyl isethionate, cocamidopropyl betaine, coconut milk, aloe barbadensis leaf juice, glycerin, citric acid, sodium benzoate, parfum',
    net: '200 ml',
    reviews: [
      ['Divya R.', 4, '2025-08-07', 'Removes oil in two washes. Hair feels soft, not squeaky.'],
      ['Harish B.', 2, '2026-04-30', 'Too little lather for me, and I needed a lot of product. Not for thick hair.'],
    ],
  },
  {
    name: 'Coconut Milk Conditioner 200 ml',
    description:
      'Lightweight conditioner with coconut milk and coconut oil to detangle and soften without weighing hair down. Launching soon.',
    price: '399.00',
    flags: ['comingSoon', 'latest'],
    fabric: 'Coconut milk and coconut oil conditioner',
    style: 'Rinse-off conditioner',
    pack: '200 ml',
    stock: 0,
    img: ['bottle', 110, 'ab'],
    about: [
      'The partner to our sulphate-free shampoo. Final fragrance trials are under way.',
      'Join the newsletter to hear when it launches.',
    ],
    features: ['Coconut milk and coconut oil', 'Silicone-free', 'Light fragrance'],
    howTo: ['Apply to hair lengths after shampooing.', 'Leave for 2 minutes and rinse.'],
    ingredients:
      'Aqua, cetearyl alcohol, behentrimonium methosulfate, coconut milk, cocos nucifera (coconut) oil, glycerin, parfum, sodium benzoate',
    net: '200 ml',
  },
  {
    name: 'Rosemary and Coconut Scalp Serum 30 ml',
    description:
      'Lightweight scalp serum of fractionated coconut oil with rosemary and peppermint oils. Non-greasy, for daily use between washes.',
    price: '549.00',
    flags: ['featured', 'latest'],
    fabric: 'Fractionated coconut oil with rosemary oil',
    style: 'Leave-on scalp serum',
    pack: '30 ml dropper',
    stock: 1,
    img: ['dropper', 128, 'abc'],
    about: [
      'Fractionated coconut oil stays light and non-sticky, so this serum can be used on the scalp daily without the heaviness of a traditional hair oil.',
      'Rosemary and peppermint give a fresh, tingling feel.',
    ],
    features: ['Non-greasy, daily use', 'Rosemary and peppermint oils', 'Precise dropper'],
    howTo: ['Part dry hair and apply 4–5 drops along the parting.', 'Massage in with fingertips; no need to wash out.'],
    ingredients:
      'Caprylic/capric triglyceride (from coconut oil), rosmarinus officinalis (rosemary) leaf oil, mentha piperita (peppermint) oil, tocopherol',
    net: '30 ml',
  },
  {
    name: 'Coconut Leave-In Hair Mist 100 ml',
    description:
      'Water-light leave-in mist with coconut water and a touch of coconut oil that detangles and tames frizz in humid weather.',
    price: '329.00',
    offer: NO_DISCOUNT,
    fabric: 'Coconut water mist',
    style: 'Leave-in spray',
    pack: '100 ml',
    stock: 90,
    img: ['spray', 118, 'ab'],
    about: [
      'Monsoon frizz is real. A few sprays of this coconut water mist smooth the hair cuticle and make combing easier.',
      'Works on wet or dry hair.',
    ],
    features: ['Coconut water and coconut oil', 'Detangles and tames frizz', 'Light enough for fine hair'],
    howTo: ['Spray on towel-dried or dry hair from 20 cm.', 'Comb through; do not rinse.'],
    ingredients:
      'Cocos nucifera (coconut) water, aqua, glycerin, cocos nucifera (coconut) oil, polysorbate 20, sodium benzoate, parfum',
    net: '100 ml',
  },
  {
    name: 'Coconut Deep-Conditioning Hair Mask 200 g',
    description:
      'Rich weekly hair mask with coconut cream, virgin coconut oil and shea butter for dry, coloured or heat-styled hair.',
    price: '449.00',
    flags: ['best'],
    fabric: 'Coconut cream and shea butter',
    style: 'Rinse-off hair mask',
    pack: '200 g jar',
    stock: 115,
    img: ['jar', 125, 'abc'],
    about: [
      'Once a week, give dry ends a treat. Coconut cream and virgin coconut oil soften, while shea butter seals in moisture.',
      'Leave it on under a warm towel for a salon-style treatment at home.',
    ],
    features: ['Coconut cream, virgin coconut oil and shea butter', 'For dry and coloured hair', 'Silicone-free'],
    howTo: [
      'After shampooing, squeeze out excess water.',
      'Apply generously to lengths and ends.',
      'Leave for 10–20 minutes under a warm towel and rinse.',
    ],
    ingredients:
      'Aqua, cetearyl alcohol, coconut cream, cocos nucifera (virgin coconut) oil, butyrospermum parkii (shea) butter, behentrimonium chloride, glycerin, parfum, phenoxyethanol',
    net: '200 g',
    reviews: [['Sneha I.', 5, '2025-12-06', 'My bleached ends feel human again. A jar lasts me two months.']],
  },
]);

const skinCare = expand('skin-care', skinDefaults, [
  {
    name: 'Virgin Coconut Oil Body Butter 200 g',
    description:
      'Whipped body butter of virgin coconut oil, shea and cocoa butter that melts into dry skin. Choose unscented, vanilla or lemongrass.',
    price: '499.00',
    offer: pct('12.50'),
    flags: ['featured', 'best'],
    fabric: 'Virgin coconut oil, shea and cocoa butter',
    style: 'Whipped body butter',
    pack: '200 g jar',
    stock: 160,
    img: ['jar', 22, 'abcd'],
    options: [['Fragrance', ['Unscented', 'Vanilla', 'Lemongrass']]],
    about: [
      'We whip virgin coconut oil with shea and cocoa butters until light and fluffy. It melts on contact with warm skin and sinks in within minutes.',
      'In very hot weather it may soften; refrigerate for 10 minutes to firm it up again.',
    ],
    features: [
      'No water, so no need for strong preservatives',
      'Three fragrance choices',
      'Glass jar with aluminium lid',
    ],
    howTo: ['Scoop a little with clean fingers.', 'Warm between palms and massage into damp skin after a bath.'],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, butyrospermum parkii (shea) butter, theobroma cacao (cocoa) seed butter, tocopherol, natural fragrance (scented versions)',
    net: '200 g',
    reviews: [
      ['Priya S.', 5, '2025-01-21', 'Heavenly. The vanilla one smells like dessert.'],
      [
        'Fatima B.',
        4,
        '2025-06-18',
        'Melted into liquid during the Chennai summer, but firmed up in the fridge. Great for dry elbows.',
      ],
      ['Ramya J.', 5, '2026-10-11', 'Lemongrass is so refreshing. Gifted two jars too.'],
    ],
  },
  {
    name: 'Coconut Water Gel Moisturiser 50 g',
    description:
      'Oil-free gel moisturiser with coconut water and hyaluronic acid that hydrates without stickiness. Ideal for oily skin and humid weather.',
    price: '399.00',
    flags: ['featured', 'latest'],
    fabric: 'Coconut water gel',
    style: 'Oil-free gel moisturiser',
    pack: '50 g tube',
    stock: 210,
    img: ['tube', 28, 'abc'],
    about: [
      'Humid coastal cities call for a moisturiser that does not feel heavy. This gel is mostly coconut water with hyaluronic acid and a little niacinamide.',
      'Wear it under sunscreen in the morning.',
    ],
    features: ['Oil-free and non-comedogenic formula', 'Coconut water and hyaluronic acid', 'Absorbs in seconds'],
    howTo: ['Apply a pea-sized amount to clean face and neck, morning and night.'],
    ingredients:
      'Cocos nucifera (coconut) water, aqua, glycerin, niacinamide, sodium hyaluronate, carbomer, sodium hydroxide, phenoxyethanol',
    net: '50 g',
    reviews: [
      ['Aditi P.', 5, '2025-08-14', 'Perfect for my oily skin in Mumbai humidity.'],
      ['Vikram J.', 4, '2026-05-27', 'Light and nice. Tube is small for the price.'],
    ],
  },
  {
    name: 'Coconut and Shea Lip Balm (Pack of 2)',
    description: 'Two lip balms of virgin coconut oil, shea butter and beeswax for soft, cared-for lips. Unflavoured.',
    price: '199.00',
    offer: bogo(2, 1),
    flags: ['best'],
    fabric: 'Virgin coconut oil, shea butter and beeswax',
    style: 'Lip balm stick',
    pack: '2 x 4.5 g',
    stock: 400,
    img: ['tube', 15, 'ab'],
    about: [
      'A simple lip balm with just four ingredients. Keep one at home and one in your bag.',
      'Contains beeswax; not vegan.',
    ],
    features: ['Four ingredients', 'Unflavoured and unscented', 'Pack of two sticks'],
    howTo: ['Apply to lips as often as needed.'],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, butyrospermum parkii (shea) butter, cera alba (beeswax), tocopherol',
    net: '9 g (2 x 4.5 g)',
    reviews: [
      ['Sanjay V.', 5, '2025-11-09', 'No flavour, no shine, just works. Good for men who do not want glossy lips.'],
    ],
  },
  {
    name: 'Niacinamide Coconut Face Serum 30 ml',
    description:
      'Lightweight face serum with 5% niacinamide, coconut water and panthenol for a smoother, more even-looking complexion.',
    price: '649.00',
    offer: pct('25.00'),
    flags: ['latest'],
    fabric: 'Coconut water serum',
    style: 'Water-based serum',
    pack: '30 ml dropper',
    stock: 85,
    img: ['dropper', 18, 'abc'],
    about: [
      'Niacinamide is one of the best-studied skin-care ingredients for the look of pores and uneven tone. We pair it with coconut water and panthenol in a light serum.',
      'Use morning and evening before moisturiser.',
    ],
    features: ['5% niacinamide', 'Coconut water and panthenol', 'Fragrance-free'],
    howTo: ['Apply 3–4 drops to clean skin.', 'Follow with moisturiser and, in the morning, sunscreen.'],
    ingredients:
      'Cocos nucifera (coconut) water, aqua, niacinamide, glycerin, panthenol, sodium hyaluronate, xanthan gum, phenoxyethanol',
    net: '30 ml',
    reviews: [
      ['Shalini T.', 4, '2025-10-24', 'Smooth texture, no stickiness. Results after about 6 weeks.'],
      ['Joseph A.', 1, '2026-09-05', 'Broke me out badly. Might just be my skin, but I had to stop after a week.'],
    ],
  },
  {
    name: 'Coconut Sugar Body Scrub 250 g',
    description:
      'Body scrub of coconut sugar, virgin coconut oil and desiccated coconut that polishes rough skin and leaves it soft.',
    price: '449.00',
    fabric: 'Coconut sugar in virgin coconut oil',
    style: 'Oil-based body scrub',
    pack: '250 g jar',
    stock: 120,
    img: ['jar', 30, 'ab'],
    about: [
      'Coconut sugar granules are gentler than salt, and they dissolve as you scrub. Virgin coconut oil leaves a soft, moisturised finish.',
      'The floor of the shower will be slippery; rinse it afterwards.',
    ],
    features: ['Coconut sugar and desiccated coconut', 'Virgin coconut oil', 'No microplastics'],
    howTo: [
      'On wet skin, massage a handful in circles.',
      'Rinse with warm water and pat dry.',
      'Use 2–3 times a week.',
    ],
    safety: ['Not for the face or broken skin. Take care: the floor may become slippery.'],
    ingredients:
      'Coconut sugar, cocos nucifera (virgin coconut) oil, desiccated coconut, tocopherol, natural vanilla extract',
    net: '250 g',
  },
  {
    name: 'Mineral Sunscreen SPF 30 with Coconut Oil 50 g',
    description:
      'Zinc oxide mineral sunscreen with coconut oil that sits lightly on Indian skin tones with minimal white cast.',
    price: '549.00',
    flags: ['latest'],
    fabric: 'Zinc oxide in coconut oil base',
    style: 'Mineral sunscreen cream',
    pack: '50 g tube',
    stock: 4,
    img: ['tube', 25, 'abc'],
    about: [
      'Mineral sunscreens often leave a grey cast on medium and deep skin tones. We use a finely dispersed zinc oxide and a tinted base to reduce it.',
      'Reapply every two hours outdoors and after swimming or sweating.',
    ],
    features: ['Zinc oxide, broad spectrum', 'Light tint for less white cast', 'Fragrance-free'],
    howTo: [
      'Apply generously (about two finger lengths for the face and neck) 15 minutes before sun exposure.',
      'Reapply every 2 hours.',
    ],
    ingredients:
      'Aqua, zinc oxide, cocos nucifera (coconut) oil, caprylic/capric triglyceride, glycerin, polyglyceryl-3 polyricinoleate, iron oxides, phenoxyethanol',
    net: '50 g',
  },
  {
    name: 'Coconut Oil Cuticle and Heel Balm 50 g',
    description: 'Thick balm of virgin coconut oil, beeswax and urea for cracked heels and ragged cuticles.',
    price: '299.00',
    offer: pct('5.00'),
    fabric: 'Virgin coconut oil and beeswax',
    style: 'Repair balm',
    pack: '50 g tube',
    stock: 140,
    img: ['tube', 35, 'ab'],
    about: [
      'Heels crack in dry winters and from walking barefoot. This balm pairs virgin coconut oil with 10% urea to soften thick, rough skin.',
      'Wear cotton socks overnight for best results.',
    ],
    features: ['10% urea', 'Virgin coconut oil and beeswax', 'Travel-friendly tube'],
    howTo: ['Apply to clean, dry heels and cuticles at night.', 'Wear cotton socks overnight.'],
    safety: [
      'Do not apply to bleeding cracks; see a doctor if cracks are deep or painful, especially if you have diabetes.',
    ],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, urea, cera alba (beeswax), glycerin, aqua, butyrospermum parkii (shea) butter, phenoxyethanol',
    net: '50 g',
  },
  {
    name: 'Coconut Face Cleansing Balm 100 g',
    description:
      'Solid cleansing balm of virgin coconut oil that melts away sunscreen and make-up, then rinses clean with water.',
    price: '529.00',
    flags: ['soldOut', 'best'],
    fabric: 'Virgin coconut oil with emulsifiers',
    style: 'Cleansing balm',
    pack: '100 g jar',
    stock: 0,
    img: ['jar', 15, 'ab'],
    about: [
      'A balm that turns to oil on the skin, dissolves sunscreen and long-wear make-up, and turns milky when you add water so it rinses clean.',
      'Our most requested product; the next batch is on its way.',
    ],
    features: ['Melts make-up and sunscreen', 'Rinses clean with water', 'Spatula included'],
    howTo: [
      'Scoop a little with the spatula onto dry skin.',
      'Massage for a minute, add water to emulsify, and rinse.',
    ],
    ingredients:
      'Cocos nucifera (virgin coconut) oil, polyglyceryl-4 oleate, caprylic/capric triglyceride, cera alba (beeswax), tocopherol',
    net: '100 g',
  },
]);

const firstAid = expand('first-aid-and-gauze', firstAidDefaults, [
  {
    name: 'Sterile Cotton Gauze Swabs 10 x 10 cm (Pack of 100)',
    description:
      'Sterile 12-ply absorbent cotton gauze swabs, 10 x 10 cm, in packs of 5. For cleaning and covering wounds and as a secondary dressing.',
    price: '349.00',
    offer: pct('10.00'),
    flags: ['best'],
    fabric: '100% absorbent cotton gauze, 12 ply',
    style: 'Folded gauze swabs',
    pack: '100 swabs (20 packs of 5)',
    stock: 300,
    img: ['box', 0, 'abc'],
    about: [
      'Absorbent, 12-ply cotton gauze swabs, folded with no cut edges on the outside so no threads are left in the wound.',
      'Packed five to a sterile pouch, so you only open what you need.',
    ],
    features: ['12-ply absorbent cotton', 'Folded edges, low lint', '20 sterile pouches of 5'],
    howTo: [
      'Wash your hands.',
      'Open one pouch and use the swabs to clean or cover the wound.',
      'Discard unused swabs from an opened pouch.',
    ],
    ingredients: '100% cotton',
    net: '100 swabs, 10 x 10 cm',
    extra: [
      ['Sterility', 'Sterilised by ethylene oxide; single use'],
      ['Batch no. and expiry', 'Printed on the pack'],
    ],
  },
  {
    name: 'Cotton Gauze Roll Bandage 10 cm x 3 m (Pack of 6)',
    description:
      'Soft, breathable cotton gauze roll bandages for holding dressings in place on arms, legs and heads. Six rolls per pack.',
    price: '199.00',
    flags: ['featured'],
    fabric: 'Cotton gauze',
    style: 'Roll bandage',
    pack: '6 rolls (10 cm x 3 m)',
    stock: 250,
    img: ['roll', 5, 'ab'],
    about: [
      'Classic cotton roll bandages that hold a dressing in place without pressure. Individually wrapped.',
      'Tear along the weave or cut with scissors.',
    ],
    features: ['Breathable cotton', 'Individually wrapped rolls', 'Easy to tear'],
    howTo: [
      'Place the dressing over the wound.',
      'Wrap the bandage firmly but not tightly, overlapping by half.',
      'Secure the end with tape.',
    ],
    safety: ['Loosen immediately if fingers or toes become cold, blue or numb.'],
    ingredients: '100% cotton',
    net: '6 rolls, 10 cm x 3 m each (stretched)',
  },
  {
    name: 'Breathable Paper Surgical Tape 2.5 cm x 9 m (Pack of 6)',
    description:
      'Gentle, breathable paper surgical tape for securing dressings and gauze. Tears easily by hand and removes without pulling at skin.',
    price: '279.00',
    offer: bogo(2, 1),
    fabric: 'Microporous paper with acrylic adhesive',
    style: 'Surgical tape roll',
    pack: '6 rolls (2.5 cm x 9 m)',
    stock: 180,
    img: ['roll', 210, 'abc'],
    about: [
      'A microporous paper tape that lets the skin breathe and tears cleanly by hand. It holds gauze and bio-cellulose dressings securely.',
      'Latex-free.',
    ],
    features: ['Tears by hand', 'Breathable and latex-free', 'Gentle removal'],
    howTo: [
      'Apply to clean, dry skin without stretching the tape.',
      'Remove slowly, low and slow, in the direction of hair growth.',
    ],
    ingredients: 'Paper backing, acrylic adhesive',
    net: '6 rolls, 2.5 cm x 9 m each',
  },
  {
    name: 'Crepe Bandage 10 cm x 4 m',
    description:
      'Reusable elastic crepe bandage for support and light compression of sprains, and for holding dressings. Clips included.',
    price: '169.00',
    flags: ['latest'],
    fabric: 'Cotton and elastane crepe',
    style: 'Elastic bandage',
    pack: '1 bandage with 2 clips',
    stock: 2,
    img: ['roll', 25, 'ab'],
    about: [
      'A washable crepe bandage with good stretch and recovery. Use it to support a sprained ankle or wrist, following the RICE method, or to hold a dressing.',
      'See a doctor if you cannot bear weight or suspect a fracture.',
    ],
    features: ['Washable and reusable', 'Two metal clips', '10 cm wide for ankles and knees'],
    howTo: [
      'Start below the injury and wrap upwards, overlapping by half.',
      'Keep an even, moderate tension.',
      'Fasten with the clips.',
    ],
    safety: [
      'Loosen immediately if the limb becomes numb, tingly, cold or blue. Do not sleep in a compression bandage unless advised.',
    ],
    ingredients: 'Cotton, elastane',
    net: '1 bandage, 10 cm x 4 m (stretched), 2 clips',
    extra: [['Batch no.', 'Printed on the pack']],
  },
  {
    name: 'Saline Wound Wash Spray 100 ml',
    description:
      'Sterile 0.9% saline spray for rinsing dirt out of minor cuts and grazes without stinging. The bag-on-valve can works at any angle.',
    price: '249.00',
    offer: pct('15.00'),
    flags: ['best'],
    fabric: 'Sterile 0.9% sodium chloride solution',
    style: 'Bag-on-valve spray',
    pack: '100 ml',
    stock: 200,
    img: ['spray', 205, 'abc'],
    about: [
      'Rinsing is the most important step in caring for a minor wound. This sterile saline spray flushes away grit without stinging, and the bag-on-valve design keeps the saline sterile to the last drop.',
      'Contains no antiseptic, alcohol or propellant in contact with the saline.',
    ],
    features: ['Sterile isotonic saline', 'Works upside down', 'Does not sting'],
    howTo: [
      'Hold 5–10 cm from the wound.',
      'Spray to rinse away dirt.',
      'Pat the surrounding skin dry and apply a dressing.',
    ],
    ingredients: 'Sodium chloride 0.9% w/v, purified water',
    net: '100 ml',
    bestBefore: '36 months from manufacture',
    reviews: [
      ['Nandini C.', 5, '2025-04-27', "Perfect for kids' scraped knees. No stinging, no tears."],
      ['Suresh P.', 5, '2026-02-11', 'Keep one in the car. Used it on a trek when my friend slipped.'],
    ],
  },
  {
    name: 'Family First-Aid Kit (48 Pieces)',
    description:
      'Well-organised 48-piece first-aid kit for home and car with bio-cellulose dressings, gauze, tape, saline, crepe bandage, scissors and a first-aid guide in English, Tamil and Hindi.',
    price: '1499.00',
    offer: pct('20.00'),
    flags: ['featured', 'best', 'latest'],
    fabric: 'Mixed first-aid contents in a zippered case',
    style: 'First-aid kit',
    pack: '48 pieces',
    stock: 75,
    img: ['box', 355, 'abcd'],
    about: [
      'Every home and car needs a proper first-aid kit. Ours is organised in labelled elastic loops so you can find what you need quickly in a stressful moment.',
      'It includes our bio-cellulose dressings, saline spray, gauze, tape, a crepe bandage, scissors, tweezers, gloves and a trilingual first-aid guide.',
    ],
    features: [
      '48 items in labelled loops',
      '5 bio-cellulose dressings and 1 burn dressing',
      'Trilingual first-aid guide (English, Tamil, Hindi)',
      'Water-resistant zippered case',
    ],
    howTo: [
      'Read the guide once when the kit arrives.',
      'Keep the kit where everyone can reach it.',
      'Replace items as soon as you use them, and check expiry dates every 6 months.',
    ],
    ingredients: 'See the contents list inside the lid',
    net: '48 pieces',
    reviews: [
      [
        'Rahul K.',
        5,
        '2025-01-31',
        'Very well organised. Everything has a labelled loop. Bought one for home and one for the car.',
      ],
      ['Meenakshi V.', 4, '2025-09-09', 'Good kit, wish it had a thermometer.'],
      ['Arjun T.', 5, '2026-06-23', 'Took it on a Munnar trip, used the burn dressing on a campfire mishap. Worth it.'],
      ['Deepa N.', 3, '2026-11-02', 'Contents are good but the zip broke after a few months.'],
    ],
  },
  {
    name: 'Clinic Wound-Care Trolley Refill Kit',
    description:
      'Monthly refill kit for a clinic dressing trolley: 200 gauze swabs, 60 bio-cellulose dressings, 24 tape rolls, 12 saline sprays, 24 crepe bandages and gloves.',
    price: '10999.00',
    flags: ['latest'],
    fabric: 'Mixed wound-care consumables',
    style: 'Clinic refill kit',
    pack: '1 carton (about 400 items)',
    dispatch: 'Ships in 3-5 business days',
    stock: 15,
    threshold: 3,
    img: ['box', 215, 'abc'],
    about: [
      'One carton restocks a busy dressing trolley for about a month in a small clinic or nursing home.',
      'Ask us about a standing monthly order with fixed pricing.',
    ],
    features: ['Restocks a trolley for a month', 'GST invoice', 'Standing order available'],
    howTo: ['Check expiry dates on receipt.', 'Store flat in a cool, dry room and use first-expiry-first-out.'],
    ingredients: 'See the contents list on the carton',
    net: '1 carton: 200 gauze swabs, 60 dressings, 24 tape rolls, 12 saline sprays, 24 crepe bandages, 2 boxes of gloves',
  },
  {
    name: 'Fabric Adhesive Bandages (Pack of 100)',
    description:
      'Flexible fabric adhesive bandages with a non-stick pad for small cuts and blisters. 100 in assorted sizes.',
    price: '199.00',
    flags: ['soldOut'],
    fabric: 'Woven fabric with non-stick pad',
    style: 'Adhesive bandages',
    pack: '100 bandages (assorted)',
    stock: 0,
    img: ['box', 15, 'ab'],
    about: [
      'Everyday flexible fabric bandages that move with you. Assorted sizes for fingers, knuckles and knees.',
      'Sold out; restocking soon.',
    ],
    features: ['Flexible woven fabric', 'Non-stick pad', 'Assorted sizes'],
    howTo: ['Clean and dry the skin.', 'Apply the pad over the wound and press the adhesive ends down.'],
    ingredients: 'Woven fabric, acrylic adhesive, non-adherent pad',
    net: '100 bandages',
  },
  {
    name: 'Nitrile Examination Gloves (Box of 100)',
    description:
      'Powder-free, latex-free blue nitrile examination gloves for first aid, dressing changes and caregiving.',
    price: '449.00',
    offer: NO_DISCOUNT,
    fabric: 'Nitrile, powder-free',
    style: 'Examination gloves',
    pack: '100 gloves',
    stock: 5,
    img: ['box', 220, 'ab'],
    options: [['Glove size', ['Medium', 'Large', 'Small']]],
    about: [
      "Wear gloves when dressing someone else's wound to protect you both. These nitrile gloves are strong, latex-free and powder-free.",
      'Non-sterile; suitable for first aid and caregiving.',
    ],
    features: ['Latex-free and powder-free', 'Textured fingertips', 'Ambidextrous'],
    howTo: ['Wash and dry your hands before putting on gloves.', 'Discard after use; do not reuse.'],
    ingredients: 'Nitrile butadiene rubber',
    net: '100 gloves',
    extra: [
      ['Sterility', 'Non-sterile'],
      ['Batch no. and expiry', 'Printed on the box'],
    ],
  },
]);

export const seedProducts: SeedProduct[] = [
  ...woundDressings,
  ...bioCelluloseSheets,
  ...faceMasks,
  ...coconutOils,
  ...monolaurin,
  ...soaps,
  ...hairCare,
  ...skinCare,
  ...firstAid,
];

// ---------------------------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------------------------

const html = (...blocks: string[]) => blocks.join('\n');

export const seedBlogs: SeedBlog[] = [
  {
    title: 'Moist Wound Healing: Why Bio-Cellulose Dressings Work',
    slug: 'moist-wound-healing-bio-cellulose',
    image: 'blog-200-a',
    date: '2025-01-18',
    hint: 'For decades we were told to let a cut "breathe". Here is what wound-care research found instead, and where bio-cellulose fits in.',
    description: html(
      '<p>Many of us grew up hearing that a cut should be left open to the air so that a hard scab can form. Since the 1960s, wound-care research has shown that minor wounds usually heal faster and more comfortably when they are kept clean, covered and slightly moist.</p>',
      '<h2>What a moist environment does</h2>',
      '<p>New skin cells need to move across the wound bed to close it. A dry scab is a barrier they must tunnel underneath; a moist surface lets them glide across. A moist wound also tends to be less painful and, in many cases, leaves a flatter scar.</p>',
      '<ul><li>Cells migrate more easily across a moist surface.</li><li>The dressing protects the wound from dirt and knocks.</li><li>Changing a non-stick dressing does not tear away new tissue.</li></ul>',
      '<h2>Where bio-cellulose comes in</h2>',
      '<p>Bio-cellulose is a sheet of ultra-fine cellulose fibres grown by bacteria fermenting coconut water. It holds many times its own weight in water, so it keeps a wound moist, while its open network lets excess fluid evaporate. It is also transparent, so you can watch the wound without lifting the dressing.</p>',
      '<blockquote>Moist, not wet: the aim is a wound that does not dry out, not one that sits in fluid.</blockquote>',
      '<h2>When to see a doctor</h2>',
      '<p>Dressings are for minor cuts, grazes and superficial burns. Deep, gaping or heavily bleeding wounds, animal bites, burns larger than your palm, and any wound that becomes red, hot, swollen or smelly need a doctor. People with diabetes should have every foot wound checked.</p>',
    ),
  },
  {
    title: 'What Is Nata de Coco? From Dessert to Dressing',
    slug: 'what-is-nata-de-coco',
    image: 'blog-180-b',
    date: '2025-02-22',
    hint: 'The chewy cubes in your falooda and our wound dressings are made the same way.',
    description: html(
      '<p>If you have had falooda or a fruit cocktail with chewy, translucent cubes, you have probably eaten nata de coco. It is a jelly-like sheet of cellulose that forms when certain harmless bacteria ferment coconut water.</p>',
      '<h2>How it grows</h2>',
      '<p>The bacterium <em>Komagataeibacter xylinus</em> feeds on the sugars in coconut water and spins out cellulose fibres, layer by layer, forming a thick mat on the surface of the liquid. In about two weeks a tray of coconut water becomes a sheet of pure cellulose a few centimetres thick.</p>',
      '<h2>From food to medical grade</h2>',
      '<p>For desserts, the sheet is cut into cubes and boiled in syrup. For dressings and masks we go further:</p>',
      '<ul><li>Washing out all traces of bacteria and medium.</li><li>Pressing to an exact, even thickness.</li><li>Cutting, pouching and, for dressings, sterilising by gamma irradiation.</li></ul>',
      '<p>The result is a material that is chemically the same cellulose as cotton, but with fibres about a thousand times finer. That is why it feels smooth and clings so well to skin.</p>',
      '<h2>Why coconut water?</h2>',
      '<p>Coconut water from the markets of Pollachi is often thrown away when copra is made. Using it as a growth medium turns a waste stream into a valuable material and gives farmers an extra income.</p>',
    ),
  },
  {
    title: 'Virgin vs Refined Coconut Oil: What Is the Difference?',
    slug: 'virgin-vs-refined-coconut-oil',
    image: 'blog-85-c',
    date: '2025-03-15',
    hint: 'Cold-pressed, wood-pressed, virgin, refined: a plain-language guide to the labels on coconut oil bottles and what each is good for.',
    description: html(
      '<p>Walk down the oil aisle and you will find coconut oil labelled virgin, extra virgin, cold-pressed, wood-pressed, refined and "RBD". These words describe very different oils.</p>',
      '<h2>Virgin coconut oil</h2>',
      '<p>Virgin coconut oil is made from fresh coconut kernel, usually by pressing out coconut milk and separating the oil. It is not bleached or deodorised. It is water-clear when liquid and smells of fresh coconut. "Extra virgin" has no legal meaning for coconut oil in India.</p>',
      '<h2>Copra oils: wood-pressed and expeller-pressed</h2>',
      '<p>Most coconut oil in India is pressed from copra, the dried kernel. Wood-pressed (marachekku) oil is pressed slowly in a wooden press; expeller-pressed oil in a steel screw press. Good copra dried without sulphur gives a clean, aromatic oil.</p>',
      '<h2>Refined (RBD) oil</h2>',
      '<p>Refined, bleached and deodorised oil is made from copra that may be of lower quality. Processing removes the smell and colour. It is neutral in taste and has a high smoke point.</p>',
      '<ul><li><strong>For raw use, skin and baby massage:</strong> virgin coconut oil.</li><li><strong>For everyday South Indian cooking:</strong> wood-pressed or filtered copra oil.</li><li><strong>For a neutral taste:</strong> refined oil.</li></ul>',
      '<p>Whatever you choose, store it away from sunlight and use a dry spoon, and the oil will stay fresh for many months.</p>',
    ),
  },
  {
    title: 'Monolaurin Basics: What It Is and What It Is Not',
    slug: 'monolaurin-basics',
    image: 'blog-45-a',
    date: '2025-04-10',
    hint: 'A careful look at monolaurin, the coconut-derived monoglyceride, and why we avoid big promises.',
    description: html(
      '<p>Monolaurin, also called glycerol monolaurate, is a compound made from lauric acid, the most abundant fatty acid in coconut oil, and glycerol. Small amounts form naturally in the body from lauric acid, and it is found in human breast milk.</p>',
      '<h2>How we make it</h2>',
      '<p>We take lauric acid derived from coconut oil and combine it with vegetable glycerine under controlled conditions, then purify the monolaurin and test every batch for purity.</p>',
      '<h2>What the research says</h2>',
      "<p>Laboratory studies have looked at monolaurin's effect on the outer membranes of some microbes, and it is used as a food-grade emulsifier. Research in people is limited, and monolaurin is not an approved treatment for any disease.</p>",
      '<blockquote>Our monolaurin is a health supplement. It is not a medicine and not a substitute for a varied diet, vaccines or medical care.</blockquote>',
      '<h2>Using it sensibly</h2>',
      '<ul><li>Follow the recommended daily usage on the label.</li><li>Take it with food.</li><li>Speak to your doctor first if you are pregnant, breastfeeding, on medication or have a medical condition.</li></ul>',
      '<p>If anyone promises that a supplement cures infections, be sceptical. We would rather you make an informed choice.</p>',
    ),
  },
  {
    title: 'A Simple Weekly Sheet Mask Routine',
    slug: 'weekly-sheet-mask-routine',
    image: 'blog-340-b',
    date: '2025-05-06',
    hint: 'Sheet masks work best as part of a routine. Here is ours.',
    description: html(
      '<p>A sheet mask is a serum with a cover. The cover slows evaporation so the skin has time to absorb water and active ingredients. Used regularly, masks can make a visible difference to dry or dull skin.</p>',
      '<h2>Step by step</h2>',
      '<ul><li>Cleanse your face gently and pat it almost dry.</li><li>Unfold the mask and remove its backing net.</li><li>Place it from the forehead down, smoothing out bubbles.</li><li>Relax for 15–20 minutes. Do not leave it until it dries.</li><li>Remove and pat in the leftover serum, then apply moisturiser.</li></ul>',
      '<h2>How often?</h2>',
      '<p>Two to three times a week is plenty. Alternate a hydrating mask with a brightening one, and keep a soothing mask in the refrigerator for days after too much sun.</p>',
      '<h2>Why bio-cellulose masks feel different</h2>',
      '<p>Bio-cellulose fibres are so fine that the mask follows every contour of the face, even around the nose and chin. It holds its serum instead of dripping and stays moist for the full 20 minutes.</p>',
      '<p>Always patch test a new mask and skip masks on broken or sunburnt skin.</p>',
    ),
  },
  {
    title: 'The Art of Cold-Process Soap Making',
    slug: 'cold-process-soap-making',
    image: 'blog-32-c',
    date: '2025-06-12',
    hint: 'Why our soaps take six weeks to make, and why that is worth the wait.',
    description: html(
      '<p>Every CocoCare soap begins as a pot of oils and ends, six weeks later, as a firm, mild bar. Cold-process soap making is slow, but it lets us use delicate ingredients like fresh coconut milk.</p>',
      '<h2>Saponification in brief</h2>',
      '<p>Soap forms when oils react with lye (sodium hydroxide). In cold process we mix them at low temperature and pour the batter into moulds. Over the next day it heats up on its own and sets.</p>',
      '<h2>Why coconut oil?</h2>',
      '<p>Coconut oil gives a hard bar and big, fluffy lather, even in hard water. Too much can be drying, so we balance it with olive oil and castor oil and leave a little oil unreacted, called superfat, to keep the soap gentle.</p>',
      '<ul><li>Coconut oil: hardness and lather</li><li>Olive oil: mildness</li><li>Castor oil: creamy, stable bubbles</li></ul>',
      '<h2>The six-week cure</h2>',
      '<p>After cutting, bars rest on wooden racks in a ventilated room. Water evaporates, the bar hardens and the reaction finishes completely. A well-cured bar lasts longer and feels milder.</p>',
      '<blockquote>There is no lye left in a properly made and cured soap; it has all become soap and glycerine.</blockquote>',
    ),
  },
  {
    title: 'Hair Oiling: A South Indian Ritual, Explained',
    slug: 'hair-oiling-south-indian-ritual',
    image: 'blog-120-d',
    date: '2025-07-20',
    hint: 'The weekly champi our grandmothers swore by, and how to do it well today.',
    description: html(
      '<p>In many South Indian homes, Sunday meant a head massage with warm coconut oil before a long bath. Hair oiling is one of our oldest beauty rituals, and coconut oil is its traditional heart.</p>',
      '<h2>Why coconut oil suits hair</h2>',
      '<p>Coconut oil is rich in lauric acid, a small fatty acid that can penetrate the hair shaft better than many other oils. Applied before washing, it can reduce the protein loss that happens when hair swells with water.</p>',
      '<h2>How to oil your hair</h2>',
      '<ul><li>Warm one or two tablespoons of oil.</li><li>Part your hair in sections and massage the scalp with your fingertips, not your nails.</li><li>Work the rest through the lengths and ends.</li><li>Leave for an hour, or overnight with an old pillowcase.</li><li>Shampoo twice with a mild shampoo.</li></ul>',
      '<h2>Common mistakes</h2>',
      '<p>Using too much oil means more washing, and more washing means more dryness. Scrubbing the scalp hard can cause breakage. And oil left on for days can attract dust and cause itching.</p>',
      '<p>Once or twice a week is enough for most hair types.</p>',
    ),
  },
  {
    title: 'Your Home First-Aid Kit Checklist',
    slug: 'home-first-aid-kit-checklist',
    image: 'blog-0-a',
    date: '2025-08-28',
    hint: 'Most homes have a drawer of expired plasters and a single roll of cotton. Here is what a useful first-aid kit actually contains, and how to keep it ready.',
    description: html(
      '<p>A first-aid kit is only useful if it has the right things, in date, where everyone can find them. Take ten minutes this weekend to check yours.</p>',
      '<h2>Wound care</h2>',
      '<ul><li>Sterile saline or clean water for rinsing</li><li>Non-stick dressings in a few sizes</li><li>Sterile gauze swabs and a gauze roll</li><li>Paper tape and a crepe bandage</li><li>Assorted adhesive strips</li></ul>',
      '<h2>Tools and protection</h2>',
      '<ul><li>Blunt-tipped scissors and tweezers</li><li>Disposable gloves</li><li>A digital thermometer</li><li>A torch with spare batteries</li></ul>',
      '<h2>Information</h2>',
      "<p>Keep a card with emergency numbers (112 in India), the nearest hospital, your family doctor and each family member's allergies and regular medicines.</p>",
      '<h2>Keep it ready</h2>',
      '<p>Check expiry dates every six months, replace what you use right away, and keep a smaller kit in the car. Learn basic first aid; many hospitals and the Red Cross run short courses.</p>',
    ),
  },
  {
    title: 'Growing Coconuts Sustainably in Tamil Nadu and Kerala',
    slug: 'sustainable-coconut-farming-tamil-nadu-kerala',
    image: 'blog-95-b',
    date: '2025-09-24',
    hint: 'Coconut farming in the Pollachi belt faces water stress and falling prices; here is how we work with farmers.',
    description: html(
      "<p>The belt from Pollachi in Tamil Nadu to Palakkad in Kerala is one of India's great coconut regions. The palms here have supported families for generations, but farming them has become harder.</p>",
      '<h2>The challenges</h2>',
      '<ul><li>Falling groundwater and erratic monsoons</li><li>Volatile copra prices</li><li>Pests such as the rhinoceros beetle and diseases like root wilt</li><li>Fewer young people willing to climb palms</li></ul>',
      '<h2>What we do</h2>',
      '<p>We buy fresh nuts directly from about 140 farms at a price above the market average, and we pay for coconut water that would otherwise be wasted. That gives farmers a second income from the same harvest.</p>',
      '<p>We also support drip irrigation, intercropping with cocoa, banana and pepper, and mulching with coconut husk to save water.</p>',
      '<blockquote>A coconut palm can bear fruit for sixty years. Caring for it is a long-term commitment, and so is ours.</blockquote>',
      '<h2>Nothing goes to waste</h2>',
      '<p>Kernel becomes oil, water becomes bio-cellulose, shells become activated charcoal and scrub powder, and husk becomes mulch and coir.</p>',
    ),
  },
  {
    title: 'Caring for a Minor Burn at Home',
    slug: 'caring-for-minor-burns-at-home',
    image: 'blog-195-c',
    date: '2025-11-05',
    hint: 'Cool water, not ice, toothpaste or butter: the first minutes after a kitchen burn matter most.',
    description: html(
      '<p>Kitchen burns from hot oil, steam and tawas are among the most common injuries at home, especially during festival cooking. Most are minor and can be cared for at home if you act quickly.</p>',
      '<h2>First 20 minutes</h2>',
      '<ul><li>Cool the burn under cool running tap water for 20 minutes.</li><li>Remove rings, bangles and watches before swelling starts.</li><li>Do not use ice, toothpaste, butter, oil or turmeric paste.</li></ul>',
      '<h2>Covering the burn</h2>',
      '<p>Once cooled, cover the burn loosely with a clean, non-stick dressing. A bio-cellulose dressing keeps the area moist and soothes on contact. Do not burst blisters.</p>',
      '<h2>When it is not minor</h2>',
      '<p>Go to a hospital for burns larger than the palm of the hand, burns on the face, hands, feet, genitals or over joints, electrical or chemical burns, and any burn in a young child or elderly person that blisters.</p>',
      '<p>Watch for signs of infection in the following days: increasing pain, redness, swelling, discharge or fever.</p>',
    ),
  },
  {
    title: 'Five Ways to Use Virgin Coconut Oil Beyond the Kitchen',
    slug: 'five-ways-to-use-virgin-coconut-oil',
    image: 'blog-75-a',
    date: '2025-12-14',
    hint: 'Make-up remover, cuticle oil, lip balm and more.',
    description: html(
      '<p>A bottle of virgin coconut oil is one of the most versatile things in an Indian home. Here are five uses beyond cooking.</p>',
      '<h2>1. Make-up remover</h2>',
      '<p>Massage a few drops over the face to dissolve make-up and sunscreen, then wipe with a warm, damp cloth and follow with a gentle cleanser.</p>',
      '<h2>2. Cuticle and nail oil</h2>',
      '<p>A drop on each cuticle at bedtime keeps them soft and less likely to tear.</p>',
      '<h2>3. Lip balm</h2>',
      '<p>In winter, a thin layer before bed works as an overnight lip treatment.</p>',
      '<h2>4. Body moisturiser</h2>',
      '<p>Apply to damp skin straight after a bath to lock in moisture.</p>',
      '<h2>5. Pre-wash hair oil</h2>',
      '<p>An hour before shampooing, massage into the scalp and lengths. See our hair oiling guide for the full ritual.</p>',
      '<ul><li>Patch test before using on the face.</li><li>People with acne-prone skin may find coconut oil too heavy for the face.</li></ul>',
    ),
  },
  {
    title: 'Behind the Scenes: A Day at Our Pollachi Facility',
    slug: 'behind-the-scenes-pollachi-facility',
    image: 'blog-150-d',
    date: '2026-01-20',
    hint: 'From the 5 am coconut delivery to the cleanroom where dressings are pouched, here is how a day in our factory unfolds.',
    description: html(
      '<p>Our facility sits in an industrial estate just outside Pollachi, surrounded by coconut groves. About ninety people work here across three teams: oils, fermentation and packing.</p>',
      '<h2>5 am: the nuts arrive</h2>',
      '<p>Tractors bring freshly harvested coconuts from partner farms. Each load is weighed, checked and split within hours. Water is filtered for fermentation; kernel goes to the oil line.</p>',
      '<h2>The fermentation hall</h2>',
      '<p>Thousands of shallow trays of coconut water sit in a temperature-controlled hall. Every tray is labelled with its start date and batch. After about twelve days the cellulose sheets are harvested by hand.</p>',
      '<h2>Purification and the cleanroom</h2>',
      '<p>Sheets are washed, pressed and purified, then cut and pouched in a cleanroom. Dressings are then sent for gamma sterilisation and quarantined until the lab releases them.</p>',
      '<ul><li>Every batch is tested for thickness, water content and microbial limits.</li><li>Retained samples are kept for the full shelf life.</li></ul>',
      '<p>We run small factory tours twice a month. Write to care@cococare.in to join one.</p>',
    ),
  },
  {
    title: 'Understanding Labels: MRP, Best Before and Net Quantity',
    slug: 'understanding-product-labels-india',
    image: 'blog-220-a',
    date: '2026-02-25',
    hint: 'What the Legal Metrology declarations on every pack tell you, and how to use them.',
    description: html(
      '<p>Every packaged product sold in India must carry certain declarations under the Legal Metrology (Packaged Commodities) Rules. Knowing what they mean makes you a smarter shopper.</p>',
      '<h2>The key declarations</h2>',
      '<ul><li><strong>MRP:</strong> the maximum retail price, inclusive of all taxes. No one may charge more.</li><li><strong>Net quantity:</strong> the weight, volume or number of items in the pack.</li><li><strong>Manufacturer or marketer:</strong> the company name and full address.</li><li><strong>Month and year of manufacture</strong> and, for many products, a best before or expiry date.</li><li><strong>Country of origin</strong> for imported goods.</li><li><strong>Consumer care details:</strong> a phone number and e-mail for complaints.</li></ul>',
      '<h2>Unit sale price</h2>',
      '<p>Packs now also show the price per unit, for example per 100 g or per litre, so you can compare different pack sizes easily.</p>',
      '<h2>On our website</h2>',
      '<p>You will find all of these declarations in the Additional Information tab of every product. If anything is unclear, our consumer care team is happy to help.</p>',
    ),
  },
  {
    title: 'Monsoon Skin and Hair Care Tips',
    slug: 'monsoon-skin-and-hair-care',
    image: 'blog-130-b',
    date: '2026-06-18',
    hint: 'Humidity, frizz and fungal rashes: keeping skin and hair happy through the rains.',
    description: html(
      '<p>The monsoon brings relief from the heat, but the humidity and damp clothes can be hard on skin and hair.</p>',
      '<h2>Skin</h2>',
      '<ul><li>Switch to a light gel moisturiser.</li><li>Dry skin folds, feet and between the toes thoroughly.</li><li>Change out of damp clothes and socks quickly.</li><li>Keep using sunscreen; UV rays pass through clouds.</li></ul>',
      '<h2>Hair</h2>',
      '<p>Frizz is the monsoon complaint. Oil your hair before washing rather than after, use a leave-in mist, and let your hair dry fully before tying it up to avoid a damp, itchy scalp.</p>',
      '<h2>Cuts and scrapes</h2>',
      '<p>Slippery roads mean more falls. Rinse any graze well, as rainwater and mud can carry germs, and keep it covered until healed. See a doctor for deep wounds, and ask about a tetanus booster if you are not up to date.</p>',
    ),
  },
  {
    title: 'Choosing the Right Dressing Size',
    slug: 'choosing-the-right-dressing-size',
    image: 'blog-205-c',
    date: '2026-08-09',
    hint: 'A quick guide to picking a dressing that fits.',
    description: html(
      '<p>A dressing that is too small lets dirt in at the edges; one that is too large wrinkles and lifts. The rule of thumb is simple: choose a dressing that covers the wound with a margin of at least 1–2 cm on every side.</p>',
      '<h2>Quick guide</h2>',
      '<ul><li><strong>Paper cuts and finger nicks:</strong> fingertip dressings or 5 x 5 cm</li><li><strong>Grazed knees and elbows:</strong> 10 x 10 cm or a bordered island dressing</li><li><strong>Road rash on arms and legs:</strong> 20 x 20 cm, cut to shape</li><li><strong>Small kitchen burns:</strong> burn dressing 15 x 20 cm</li></ul>',
      '<h2>Cutting to shape</h2>',
      '<p>Bio-cellulose dressings can be cut with clean scissors. Wipe the scissors with an alcohol swab first and cut the dressing before removing its backing.</p>',
      '<h2>Keeping it in place</h2>',
      '<p>Non-adhesive dressings need a secondary layer. A gauze roll or paper tape works for most places; a crepe bandage suits knees and ankles.</p>',
    ),
  },
  {
    title: 'Festive Gifting with CocoCare Naturals',
    slug: 'festive-gifting-guide',
    image: 'blog-355-d',
    date: '2026-10-15',
    hint: 'Thoughtful, useful gifts for Diwali, Pongal and weddings, from mask boxes to soap trios and first-aid kits for new homes.',
    description: html(
      "<p>This festive season, give something that will actually be used. Here are our team's picks for every kind of person on your list.</p>",
      '<h2>For the skincare lover</h2>',
      '<p>The Bio-Cellulose Mask Gift Box has ten masks in four types, with a card explaining which to use when. Add gift wrap and a handwritten note.</p>',
      '<h2>For the home cook</h2>',
      '<p>The Coconut Oil Tasting Trio lets them compare cold-pressed, hot-processed and wood-pressed oils.</p>',
      '<h2>For a new home</h2>',
      '<p>A Family First-Aid Kit is a gift no one thinks to buy but everyone is grateful for.</p>',
      '<h2>Return gifts</h2>',
      '<ul><li>Handmade Soap Trio Gift Box</li><li>Coconut and Shea Lip Balm pairs</li><li>Coconut Lip and Cuticle Oil Roll-On</li></ul>',
      '<p>Order early: festive weeks can add 7–10 days to dispatch times.</p>',
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Coupons
// ---------------------------------------------------------------------------------------------

export const seedCoupons: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    actualPrice: '499.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '10.00',
    active: true,
  },
  {
    code: 'FLAT100',
    actualPrice: '999.00',
    discountType: 'price',
    discountPrice: '100.00',
    discountPercentage: null,
    active: true,
  },
  {
    code: 'COCO15',
    actualPrice: '1999.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '15.00',
    active: true,
  },
  {
    code: 'HEAL200',
    actualPrice: '2499.00',
    discountType: 'price',
    discountPrice: '200.00',
    discountPercentage: null,
    active: true,
  },
  {
    code: 'FREESHIP65',
    actualPrice: '0.00',
    discountType: 'price',
    discountPrice: '65.00',
    discountPercentage: null,
    active: true,
  },
  {
    code: 'CLINIC5',
    actualPrice: '10000.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '5.00',
    active: true,
  },
  {
    code: 'DIWALI25',
    actualPrice: '1499.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '25.00',
    active: false,
  },
];
