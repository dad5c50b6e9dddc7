/**
 * Products as people change them from the console (./routes.ts): list and search, one product's
 * form, change some of its fields, add a new one. One function per operation; each write checks every
 * field first (common/domain/product-edit.ts: a price above 0 with at most two decimals…), then
 * changes the row, its sizes and options (./lists.ts, as catalogue import writes them) and writes one
 * audit entry with the fields before and after, all in one transaction: nothing is half-changed. Then
 * the read cache and page data drop what changed, so the storefront shows it at once. Catalogue
 * import and export stay on the command line (server/operators/catalogue.ts, docs/catalogue.md).
 */
import { DEFAULT_LOW_STOCK_AT } from '../../common/site/company';
import { sql, type SQL } from 'drizzle-orm';
import type {
  ProductChangeBody,
  ProductCreateBody,
  ProductForm,
  ProductList,
} from '../../common/contract/admin-products';
import {
  addOnProblem,
  amountPaise,
  discountProblem,
  priceProblem,
  slugOf,
  twoDecimals,
} from '../../common/domain/product-edit';
import { parsePhotoKey, photoUrl, PHOTO_WIDTHS } from '../../common/site/media';
import { recordAudit } from '../audit/log';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import type { CatalogueChange } from '../http/cache';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { sanitizeHtml } from '../lib/sanitize';
import { writeProductLists } from './lists';
import { photoOnTheWire, photosOf } from './photos';

interface FormRow {
  id: number;
  name: string;
  slug: string;
  category_id: number;
  price: string;
  discount_percentage: string;
  offer_type: string | null;
  best_seller: boolean;
  featured: boolean;
  latest_collection: boolean;
  sold_out: boolean;
  coming_soon: boolean;
  description: string;
  product_details: string;
  additional_info: string;
  hsn_code: string;
  gst_rate: number;
  stock_quantity: number | null;
  sizes: string | { value: string; price: string }[];
  options: string | { name: string; values: string[] }[];
}

const FORM = sql`p.id, p.name, p.slug, p.category_id, p.price::text AS price,
  p.discount_percentage::text AS discount_percentage, p.offer_type, p.best_seller, p.featured,
  p.latest_collection, p.sold_out, p.coming_soon, p.description, p.product_details, p.additional_info,
  p.hsn_code, p.gst_rate, p.stock_quantity,
  COALESCE((SELECT json_agg(json_build_object('value', s.value, 'price', s.price::text) ORDER BY s.position, s.id)
    FROM product_sizes s WHERE s.product_id = p.id), '[]'::json) AS sizes,
  COALESCE((SELECT json_agg(json_build_object('name', oc.name, 'values', COALESCE((SELECT json_agg(o.value ORDER BY o.position, o.id)
    FROM options o WHERE o.option_category_id = oc.id), '[]'::json)) ORDER BY oc.position, oc.id)
    FROM option_categories oc WHERE oc.product_id = p.id), '[]'::json) AS options`;

/** A list comes back as JSON from PostgreSQL and as text from some drivers. */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

type Fields = Omit<ProductForm, 'id' | 'slug' | 'offerType' | 'stock' | 'photos'>;

function fieldsOf(row: FormRow): Fields {
  return {
    name: row.name,
    categoryId: row.category_id,
    price: row.price,
    discountPercentage: row.discount_percentage,
    bestSeller: row.best_seller,
    featured: row.featured,
    latestCollection: row.latest_collection,
    soldOut: row.sold_out,
    comingSoon: row.coming_soon,
    sizes: json(row.sizes),
    options: json(row.options),
    description: row.description,
    productDetails: row.product_details,
    additionalInfo: row.additional_info,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
  };
}

const COLUMN: Partial<Record<keyof Fields, string>> = {
  name: 'name',
  categoryId: 'category_id',
  price: 'price',
  discountPercentage: 'discount_percentage',
  bestSeller: 'best_seller',
  featured: 'featured',
  latestCollection: 'latest_collection',
  soldOut: 'sold_out',
  comingSoon: 'coming_soon',
  description: 'description',
  productDetails: 'product_details',
  additionalInfo: 'additional_info',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
};

/** Fields whose words the search indexes: a change to them drops every cached answer, search's too. */
const WORDS: (keyof Fields)[] = ['name', 'description', 'categoryId'];

const twice = (values: string[]) => values.find((v, i) => values.indexOf(v) !== i);

/**
 * The fields as they will be stored: amounts with two decimals, HTML cleaned, every rule checked.
 * Throws 400 with the first problem's sentence.
 */
function checked(body: ProductChangeBody): Partial<Fields> {
  const problem =
    (body.price !== undefined ? priceProblem(body.price) : undefined) ??
    (body.discountPercentage !== undefined ? discountProblem(body.discountPercentage) : undefined) ??
    body.sizes?.map((s) => addOnProblem(s.price, s.value)).find(Boolean) ??
    (body.sizes && twice(body.sizes.map((s) => s.value)) !== undefined
      ? `Size ${twice(body.sizes.map((s) => s.value))} appears twice.`
      : undefined) ??
    (body.options && twice(body.options.map((o) => o.name)) !== undefined
      ? `Option ${twice(body.options.map((o) => o.name))} appears twice.`
      : undefined) ??
    body.options
      ?.map((o) => (twice(o.values) !== undefined ? `${o.name}: ${twice(o.values)} appears twice.` : undefined))
      .find(Boolean) ??
    (body.name !== undefined && !body.name.trim() ? 'The name cannot be empty.' : undefined);
  if (problem) throw new ShopError(400, problem);
  const out: Partial<Fields> = { ...body };
  if (body.name !== undefined) out.name = body.name.trim();
  if (body.price !== undefined) out.price = twoDecimals(body.price);
  if (body.discountPercentage !== undefined) out.discountPercentage = twoDecimals(body.discountPercentage);
  if (body.sizes) out.sizes = body.sizes.map((s) => ({ value: s.value, price: twoDecimals(s.price) }));
  if (body.productDetails !== undefined) out.productDetails = sanitizeHtml(body.productDetails);
  if (body.additionalInfo !== undefined) out.additionalInfo = sanitizeHtml(body.additionalInfo);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface ProductServiceDeps {
  db: ShopDb;
  /** The read cache and page data (app.cache.invalidate). */
  catalogueChanged: (change: CatalogueChange) => void | Promise<void>;
  /** The low-stock level a new product starts with (shop.config.json `lowStockAt`). */
  lowStockAt?: number;
}

export function createProductService({ db, catalogueChanged, lowStockAt = DEFAULT_LOW_STOCK_AT }: ProductServiceDeps) {
  async function form(tx: ShopDb, productId: number, lock = false): Promise<FormRow | undefined> {
    const [row] = await queryRows<FormRow>(
      tx,
      sql`SELECT ${FORM} FROM products p WHERE p.id = ${productId} ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return row;
  }

  async function wire(tx: ShopDb, row: FormRow): Promise<ProductForm> {
    return {
      id: row.id,
      slug: row.slug,
      offerType: row.offer_type,
      stock: row.stock_quantity,
      ...fieldsOf(row),
      photos: (await photosOf(tx, row.id)).map(photoOnTheWire),
    };
  }

  async function categoryExists(tx: ShopDb, id: number): Promise<void> {
    const [row] = await queryRows(tx, sql`SELECT 1 FROM categories WHERE id = ${id}`);
    if (!row) throw new ShopError(400, `There is no category ${id}.`);
  }

  /** The columns to set for these fields, and the offer a discount implies. */
  function assignments(fields: Partial<Fields>, offerType: string | null): SQL[] {
    const set: SQL[] = [];
    for (const [key, column] of Object.entries(COLUMN) as [keyof Fields, string][])
      if (fields[key] !== undefined)
        set.push(sql`${sql.identifier(column)} = ${fields[key] as string | number | boolean}`);
    if (fields.discountPercentage !== undefined && offerType !== 'buy_x_get_y') {
      // A discount above 0 is the product's offer; back to 0, it has none (a buy-X-get-Y offer stays).
      const next = amountPaise(fields.discountPercentage) > 0 ? 'discount_percentage' : null;
      if (next !== offerType) set.push(sql`offer_type = ${next}`);
    }
    return set;
  }

  return {
    /** Products by name or number, newest changed first; with the categories "new product" offers. */
    async list(options: { q?: string; limit?: number } = {}): Promise<ProductList> {
      const limit = options.limit ?? 100;
      const q = options.q?.trim() ?? '';
      const where = q
        ? /^\d{1,9}$/.test(q)
          ? sql`(p.id = ${Number(q)} OR p.name ILIKE ${`%${q}%`})`
          : sql`p.name ILIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
        : sql`true`;
      const rows = await queryRows<{
        id: number;
        name: string;
        price: string;
        discount_percentage: string;
        sold_out: boolean;
        coming_soon: boolean;
        photos: number;
        first: string | null;
      }>(
        db,
        sql`SELECT p.id, p.name, p.price::text AS price, p.discount_percentage::text AS discount_percentage,
              p.sold_out, p.coming_soon,
              (SELECT count(*)::int FROM product_photos ph WHERE ph.product_id = p.id) AS photos,
              (SELECT ph.media FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS first
            FROM products p WHERE ${where} ORDER BY lower(p.name), p.id LIMIT ${limit + 1}`,
      );
      const categories = await queryRows<{ id: number; name: string }>(
        db,
        sql`SELECT id, name FROM categories ORDER BY position, name, id`,
      );
      return {
        products: rows.slice(0, limit).map((r) => {
          const photo = r.first ? parsePhotoKey(r.first) : null;
          return {
            id: r.id,
            name: r.name,
            price: r.price,
            discountPercentage: r.discount_percentage,
            soldOut: r.sold_out,
            comingSoon: r.coming_soon,
            photos: r.photos,
            thumbnail: photo ? photoUrl(photo.hash, Math.min(photo.width, PHOTO_WIDTHS[0])) : null,
          };
        }),
        more: rows.length > limit,
        categories,
      };
    },

    async get(productId: number): Promise<ProductForm | undefined> {
      const row = await form(db, productId);
      return row && wire(db, row);
    },

    /** Only the fields sent change; the audit entry holds each changed field before and after. */
    async change(change: { productId: number; body: ProductChangeBody; actor: Actor }) {
      const fields = checked(change.body);
      const result = await inTransaction(db, async (tx) => {
        const row = await form(tx, change.productId, true);
        if (!row) throw new ShopError(404, `No product with id ${change.productId}.`);
        const before = fieldsOf(row);
        const changed = (Object.keys(fields) as (keyof Fields)[]).filter((k) => !same(fields[k], before[k]));
        if (!changed.length) return { product: await wire(tx, row), changed };
        const next = Object.fromEntries(changed.map((k) => [k, fields[k]])) as Partial<Fields>;
        if (next.categoryId !== undefined) await categoryExists(tx, next.categoryId);
        const set = assignments(next, row.offer_type);
        if (set.length)
          await tx.execute(
            sql`UPDATE products SET ${sql.join(set, sql`, `)}, updated_at = now() WHERE id = ${change.productId}`,
          );
        if (next.sizes || next.options)
          await writeProductLists(tx, change.productId, {
            ...(next.sizes ? { sizes: JSON.stringify(next.sizes) } : {}),
            ...(next.options ? { options: JSON.stringify(next.options) } : {}),
          });
        await recordAudit(tx, {
          actor: change.actor,
          action: 'product.change',
          target: { kind: 'product', id: String(change.productId) },
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: next,
        });
        return { product: await wire(tx, (await form(tx, change.productId))!), changed };
      });
      if (result.changed.length)
        await catalogueChanged(
          result.changed.some((k) => WORDS.includes(k as keyof Fields)) ? {} : { products: [change.productId] },
        );
      return result;
    },

    /**
     * A new product, its slug made from its name (numbered when taken). Its stock is not recorded
     * until someone sets it on the Stock screen, so it cannot be ordered before then.
     */
    async create(change: { body: ProductCreateBody; actor: Actor }) {
      const fields = checked(change.body);
      const product = await inTransaction(db, async (tx) => {
        await categoryExists(tx, fields.categoryId!);
        const base = slugOf(fields.name!);
        const taken = new Set(
          (
            await queryRows<{ slug: string }>(
              tx,
              sql`SELECT slug FROM products WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
            )
          ).map((r) => r.slug),
        );
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        const scalar = Object.fromEntries(
          Object.entries(COLUMN)
            .filter(([k]) => fields[k as keyof Fields] !== undefined)
            .map(([k, column]) => [column, fields[k as keyof Fields] as string | number | boolean]),
        );
        const values = { description: '', ...scalar, slug, low_stock_threshold: lowStockAt } as Record<
          string,
          string | number | boolean
        >;
        if (fields.discountPercentage && amountPaise(fields.discountPercentage) > 0)
          values.offer_type = 'discount_percentage';
        const columns = Object.keys(values);
        const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO products (${sql.join(
            columns.map((c) => sql.identifier(c)),
            sql`, `,
          )}) VALUES (${sql.join(
            columns.map((c) => sql`${values[c]}`),
            sql`, `,
          )}) RETURNING id`,
        );
        if (fields.sizes || fields.options)
          await writeProductLists(tx, id, {
            ...(fields.sizes ? { sizes: JSON.stringify(fields.sizes) } : {}),
            ...(fields.options ? { options: JSON.stringify(fields.options) } : {}),
          });
        const created = await wire(tx, (await form(tx, id))!);
        await recordAudit(tx, {
          actor: change.actor,
          action: 'product.create',
          target: { kind: 'product', id: String(id) },
          after: { ...fields, slug },
        });
        return created;
      });
      await catalogueChanged({});
      return { product, changed: Object.keys(fields) };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
