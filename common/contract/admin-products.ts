import { Type, type Static } from 'typebox';
import { MultilineText, OrNull, SINGLE_LINE } from './common';

/**
 * The console's product and photo API under /api/admin/products (server/products/routes.ts). Amounts
 * travel as decimal strings ("499.00"), as the storefront's API sends them; the rules they must meet
 * (a price above 0 with at most two decimals…) are common/domain/product-edit.ts, checked by the
 * service so each refusal names its reason.
 */

/** The largest photo file taken (server/media/photos.ts MAX_PHOTO_BYTES); the console checks it before sending. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

const OneLine = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: SINGLE_LINE });
/** A size or option value, or an option group's name. */
const ListText = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(?:[^\\r\\n]*\\S)?$' });
/** An amount as typed; the service says what is wrong with it. */
const AmountText = Type.String({ maxLength: 20, pattern: SINGLE_LINE });

export const ProductsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, pattern: SINGLE_LINE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type ProductsQuery = Static<typeof ProductsQuery>;

export const ProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.String(),
  discountPercentage: Type.String(),
  soldOut: Type.Boolean(),
  comingSoon: Type.Boolean(),
  photos: Type.Integer(),
  /** The first photo's smallest width, for the list; null when the product shows its drawn pictures. */
  thumbnail: OrNull(Type.String()),
});
export type ProductCard = Static<typeof ProductCard>;

export const CategoryChoice = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ProductList = Type.Object({
  products: Type.Array(ProductCard),
  more: Type.Boolean(),
  /** For "new product": the categories a product may go in. */
  categories: Type.Array(CategoryChoice),
});
export type ProductList = Static<typeof ProductList>;

export const ProductSize = Type.Object(
  { value: ListText, price: AmountText },
  { additionalProperties: false, description: 'A size and its add-on to the price (0.00 for the first).' },
);
export type ProductSize = Static<typeof ProductSize>;
export const OptionGroup = Type.Object(
  { name: ListText, values: Type.Array(ListText, { maxItems: 50 }) },
  { additionalProperties: false },
);
export type OptionGroup = Static<typeof OptionGroup>;

export const ProductPhoto = Type.Object({
  id: Type.Integer(),
  /** 1 is shown first. */
  number: Type.Integer(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ProductPhoto = Static<typeof ProductPhoto>;

/** Everything the console edits, as it is now. */
export const ProductForm = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  categoryId: Type.Integer(),
  price: Type.String(),
  discountPercentage: Type.String(),
  /** buy_x_get_y products sell at their price whatever the discount (common/domain/pricing.ts). */
  offerType: OrNull(Type.String()),
  bestSeller: Type.Boolean(),
  featured: Type.Boolean(),
  latestCollection: Type.Boolean(),
  soldOut: Type.Boolean(),
  comingSoon: Type.Boolean(),
  sizes: Type.Array(Type.Object({ value: Type.String(), price: Type.String() })),
  options: Type.Array(Type.Object({ name: Type.String(), values: Type.Array(Type.String()) })),
  description: Type.String(),
  /** HTML, as stored (cleaned when written). */
  productDetails: Type.String(),
  additionalInfo: Type.String(),
  hsnCode: Type.String(),
  gstRate: Type.Integer(),
  stock: OrNull(Type.Integer()),
  photos: Type.Array(ProductPhoto),
});
export type ProductForm = Static<typeof ProductForm>;

const editable = {
  name: OneLine(200),
  price: AmountText,
  discountPercentage: AmountText,
  bestSeller: Type.Boolean(),
  featured: Type.Boolean(),
  latestCollection: Type.Boolean(),
  soldOut: Type.Boolean(),
  comingSoon: Type.Boolean(),
  sizes: Type.Array(ProductSize, { maxItems: 50 }),
  options: Type.Array(OptionGroup, { maxItems: 20 }),
  description: MultilineText(20_000),
  productDetails: MultilineText(100_000),
  additionalInfo: MultilineText(100_000),
  categoryId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  hsnCode: Type.String({ pattern: '^[0-9]{4,8}$' }),
  gstRate: Type.Union([Type.Literal(0), Type.Literal(3), Type.Literal(5), Type.Literal(18), Type.Literal(40)]),
};

/** POST /api/admin/products/:productId: only the fields sent change; an unknown field refuses the whole request. */
export const ProductChangeBody = Type.Object(
  Object.fromEntries(Object.entries(editable).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof typeof editable]: ReturnType<typeof Type.Optional<(typeof editable)[K]>>;
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProductChangeBody = Static<typeof ProductChangeBody>;

/** POST /api/admin/products: a new product (its slug made from its name; its stock set on the Stock screen). */
export const ProductCreateBody = Type.Object(
  {
    ...Object.fromEntries(Object.entries(editable).map(([k, v]) => [k, Type.Optional(v)])),
    name: editable.name,
    price: editable.price,
    categoryId: editable.categoryId,
    hsnCode: editable.hsnCode,
    gstRate: editable.gstRate,
  } as {
    [K in keyof typeof editable]: K extends 'name' | 'price' | 'categoryId' | 'hsnCode' | 'gstRate'
      ? (typeof editable)[K]
      : ReturnType<typeof Type.Optional<(typeof editable)[K]>>;
  },
  { additionalProperties: false },
);
export type ProductCreateBody = Static<typeof ProductCreateBody>;

export const ProductChangeResult = Type.Object({
  product: ProductForm,
  /** The fields that changed (empty when the request asked for what was there already). */
  changed: Type.Array(Type.String()),
});
export type ProductChangeResult = Static<typeof ProductChangeResult>;

export const ProductParams = Type.Object({ productId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const PhotoParams = Type.Object({
  productId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  photoId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** POST /api/admin/products/:productId/photos/order: every photo of the product, first one first. */
export const PhotoOrderBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type PhotoOrderBody = Static<typeof PhotoOrderBody>;

export const ProductPhotos = Type.Object({ photos: Type.Array(ProductPhoto) });
export type ProductPhotos = Static<typeof ProductPhotos>;

export const PhotoAdded = Type.Object({
  photo: ProductPhoto,
  photos: Type.Array(ProductPhoto),
});
export type PhotoAdded = Static<typeof PhotoAdded>;
