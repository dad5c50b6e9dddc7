import { productDispatchTime } from '../../common/domain/policy';
import { EXAMPLE_SHOP_DETAILS, type ShopDetails } from '../../common/site/company';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type {
  Category,
  OptionCategory,
  ProductDetail,
  ProductSummary,
  Review,
  Size,
  StockDetails,
} from '../../common/contract/catalogue';
import { hasBuyXGetY } from '../../common/domain/pricing';
import { imageOf, productImageOf, productPicturesSql } from '../media/images';
import { legalDeclarationsHtml } from './legal-metrology';
import { gatherer, preparedRows, type RunOptions } from '../db/prepared';

/** Ids beyond PostgreSQL's integer range can't exist; answering them as unknown avoids a cast error. */
export const MAX_ID = 2_147_483_647;

interface StoredImage {
  position: number;
  media: string;
  alt: string;
}

interface SummaryRow {
  id: number;
  name: string;
  slug: string;
  category_id: number;
  category_name: string;
  price: string;
  discount_percentage: string;
  offer_type: string | null;
  buy_x: number | null;
  get_y: number | null;
  sold_out: boolean;
  coming_soon: boolean;
  latest_collection: boolean;
  featured: boolean;
  best_seller: boolean;
  fabric: string;
  style: string;
  model_height: string;
  model_wearing_size: string;
  net_quantity: string;
  description: string;
  images: StoredImage[] | string;
  average_rating: number | string | null;
  review_count: number;
}

// A product whose recorded stock has run out reads as sold out wherever it is listed, as on its page.
const summaryColumns = sql`
  p.id, p.name, p.slug, p.category_id, c.name AS category_name,
  p.price::text AS price, p.discount_percentage::text AS discount_percentage,
  p.offer_type, p.buy_x, p.get_y, (p.sold_out OR COALESCE(p.stock_quantity <= 0, false)) AS sold_out, p.coming_soon, p.latest_collection, p.featured, p.best_seller,
  p.fabric, p.style, p.model_height, p.model_wearing_size, p.net_quantity, p.description,
  ${productPicturesSql(sql`p.id`, sql`p.name`)} AS images,
  r.average_rating, COALESCE(r.review_count, 0)::int AS review_count`;

const summaryFrom = sql`
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (
    SELECT round(avg(star_rating)::numeric, 1)::float8 AS average_rating, count(*)::int AS review_count
    FROM reviews WHERE product_id = p.id
  ) r ON true`;

/** A review as product-detail/ and reviews/ answer it (the contract's Review). */
export const reviewColumns = sql`id, user_name AS user, text, star_rating,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, verified_purchase`;

function toSummary(row: SummaryRow): ProductSummary {
  const images = typeof row.images === 'string' ? (JSON.parse(row.images) as StoredImage[]) : row.images;
  // Each image is the product's own picture: its art drawn with its name and size.
  const source = { name: row.name, netQuantity: row.net_quantity, packSize: row.model_wearing_size };
  const offerType =
    row.offer_type === 'buy_x_get_y' || row.offer_type === 'discount_percentage' ? row.offer_type : null;
  const isBogo = hasBuyXGetY({ offer_type: offerType, buy_x: row.buy_x, get_y: row.get_y });
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category_id,
    category_name: row.category_name,
    price: row.price,
    discount_percentage: row.discount_percentage,
    offer_type: offerType,
    buy_x: row.buy_x,
    get_y: row.get_y,
    is_bogo: isBogo,
    buy_quantity: isBogo ? row.buy_x : null,
    get_quantity: isBogo ? row.get_y : null,
    sold_out: row.sold_out,
    coming_soon: row.coming_soon,
    latest_collection: row.latest_collection,
    featured: row.featured,
    best_seller: row.best_seller,
    images: images.map((i) => productImageOf(row.id, i.position, i.media, i.alt, source)),
    description: row.description,
    fabric: row.fabric,
    style: row.style,
    model_height: row.model_height,
    model_wearing_size: row.model_wearing_size,
    average_rating: row.average_rating === null ? null : Number(row.average_rating),
    review_count: row.review_count,
  };
}

const rows = queryRows;

export interface SummaryQueryOptions {
  /** A WITH list (without the keyword) the query can join, e.g. the ranked hits of a search. */
  with?: SQL;
  /** Joined after the summary's own tables, e.g. `JOIN hits h ON h.id = p.id`. */
  join?: SQL;
  offset?: number;
  /** Run as a prepared statement (planned once per connection): for hot queries whose planning costs as much as their run. */
  prepared?: boolean;
  /** Prepared: where it runs, and whether it continues a read (server/db/prepared.ts). */
  run?: RunOptions;
}

/** The SQL of a list of product summaries; exported so a caller can EXPLAIN exactly what runs. */
export function summariesQuery(where: SQL, orderBy: SQL, limit?: number, options: SummaryQueryOptions = {}): SQL {
  const withSql = options.with ? sql`WITH ${options.with} ` : sql``;
  const limitSql = limit ? sql` LIMIT ${limit}` : sql``;
  const offsetSql = options.offset ? sql` OFFSET ${options.offset}` : sql``;
  return sql`${withSql}SELECT ${summaryColumns} ${summaryFrom} ${options.join ?? sql``} WHERE ${where} ORDER BY ${orderBy}${limitSql}${offsetSql}`;
}

/** A product's page as stored: its HTML as written (sanitized then), the contract's ProductDetail otherwise. */
export type StoredDetail = Omit<ProductDetail, 'product_details' | 'additional_info'> & {
  product_details: string;
  additional_info: string;
};

export type ProductFlag = 'latest_collection' | 'featured' | 'best_seller';

export interface CatalogueOptions {
  /** The shop's details: the manufacturer and consumer care of every product's declarations (default: the examples). */
  shop?: ShopDetails;
  /**
   * Where each product's card (its summary as JSON) is remembered: the server passes its read cache,
   * keyed `card:`. Listings, search results and related products are then a query for ids joined to
   * cards already made, and a sale or a review remakes one card, not every list that shows it.
   */
  remember?: <T>(key: string, load: () => Promise<T>, options: { fallback: false }) => Promise<T>;
}

/** The read-cache key of one product's card. */
export const cardKey = (id: number) => `card:${id}`;

/** A JSON array of cards, as JSON.stringify writes an array of the summaries. */
export const cardsArray = (cards: string[]) => `[${cards.join(',')}]`;

export function createCatalogueRepository(db: ShopDb, options: CatalogueOptions = {}) {
  const shop = options.shop ?? EXAMPLE_SHOP_DETAILS;
  async function summaries(
    where: SQL,
    orderBy: SQL = sql`p.id`,
    limit?: number,
    options: SummaryQueryOptions = {},
  ): Promise<ProductSummary[]> {
    const query = summariesQuery(where, orderBy, limit, options);
    const result = options.prepared
      ? await preparedRows<SummaryRow>(db, query, options.run)
      : await rows<SummaryRow>(db, query);
    return result.map(toSummary);
  }

  /**
   * Cards of these products, made in one query: JSON by id (absent: no such product). Cards are made
   * for ids a list, page or search found first: a read's later round trip (server/db/turns.ts).
   */
  async function makeCards(ids: number[], run: RunOptions = { continuing: true }): Promise<Map<number, string>> {
    const found = await summaries(sql`p.id = ANY(${sql.param(ids)}::int[])`, sql`p.id`, undefined, {
      prepared: true,
      run,
    });
    return new Map(found.map((s) => [s.id, JSON.stringify(s)]));
  }

  /**
   * Cards not remembered yet are made together: those asked for in one tick (`remember` calls its
   * loads synchronously, so the missing cards of one list share a query), and those other reads ask
   * for while that query waits for the database.
   */
  const gatherCard = gatherer(db, makeCards, { continuing: true });
  const cardOf = async (id: number): Promise<string | null> => (await gatherCard(id)) ?? null;

  /** The cards of these products in this order, as JSON; a product that no longer exists is left out. */
  async function cards(ids: number[]): Promise<string[]> {
    const remember = options.remember;
    if (!remember) {
      const made = ids.length ? await makeCards(ids) : new Map<number, string>();
      return ids.map((id) => made.get(id)).filter((c): c is string => c !== undefined);
    }
    const found = await Promise.all(ids.map((id) => remember(cardKey(id), () => cardOf(id), { fallback: false })));
    return found.filter((c): c is string => c !== null);
  }

  /**
   * A product's page in three parts: its summary, the rest of its own page, and its related
   * products. `relatedIds`: the related products as ids, for a caller that joins their cards (the
   * query then reads none of their pictures or reviews). The product's own summary is always read:
   * its card may not be made yet, and reading it here saves a round trip for it.
   */
  async function detailOf(
    id: number,
    relatedIds: boolean,
  ): Promise<{
    summary: ProductSummary;
    rest: Omit<StoredDetail, keyof ProductSummary | 'related_products'>;
    related: ProductSummary[] | number[];
  } | null> {
    if (id > MAX_ID) return null;
    const relatedSummariesSql = sql`COALESCE((SELECT json_agg(rel ORDER BY rel.best_seller DESC, rel.featured DESC, rel.id) FROM (${summariesQuery(
      sql`true`,
      sql`p.best_seller DESC, p.featured DESC, p.id`,
      undefined,
      {
        with: sql`listed AS (
                SELECT id FROM products WHERE category_id = (SELECT category_id FROM products WHERE id = ${id}) AND id <> ${id}
                ORDER BY best_seller DESC, featured DESC, id LIMIT 8)`,
        join: sql`JOIN listed ON listed.id = p.id`,
      },
    )}) rel), '[]'::json)`;
    const relatedIdsSql = sql`COALESCE((SELECT json_agg(rel.id ORDER BY rel.best_seller DESC, rel.featured DESC, rel.id) FROM (
                SELECT id, best_seller, featured FROM products WHERE category_id = (SELECT category_id FROM products WHERE id = ${id}) AND id <> ${id}
                ORDER BY best_seller DESC, featured DESC, id LIMIT 8) rel), '[]'::json)`;
    // One round trip: the product's summary, its own columns, sizes, options and reviews as JSON,
    // and its related products, whose 8 ids are chosen first (as byCategoryPage does) so only they
    // are summarized (or only their ids are read), not every product of the category. Prepared:
    // planned once per connection.
    const [row] = await preparedRows<
      SummaryRow & {
        dispatch_time: string;
        stock_quantity: number | null;
        low_stock_threshold: number;
        product_details: string;
        additional_info: string;
        shelf_life_months: number | null;
        best_before_note: string;
        sizes: Size[] | string;
        option_rows: { id: number; name: string; option_id: number | null; value: string | null }[] | string;
        reviews: Review[] | string;
        related: SummaryRow[] | number[] | string;
      }
    >(
      db,
      sql`SELECT ${summaryColumns},
            p.dispatch_time, p.stock_quantity, p.low_stock_threshold, p.product_details, p.additional_info,
            p.shelf_life_months, p.best_before_note,
            COALESCE((SELECT json_agg(json_build_object('id', s.id, 'value', s.value, 'price', s.price::text)
                        ORDER BY s.position, s.id)
                      FROM product_sizes s WHERE s.product_id = p.id), '[]'::json) AS sizes,
            COALESCE((SELECT json_agg(json_build_object('id', oc.id, 'name', oc.name, 'option_id', o.id, 'value', o.value)
                        ORDER BY oc.position, oc.id, o.position, o.id)
                      FROM option_categories oc LEFT JOIN options o ON o.option_category_id = oc.id
                      WHERE oc.product_id = p.id), '[]'::json) AS option_rows,
            COALESCE((SELECT json_agg(rv ORDER BY rv.created DESC, rv.id DESC)
                      FROM (SELECT ${reviewColumns}, created_at AS created FROM reviews WHERE product_id = p.id) rv),
                     '[]'::json) AS reviews,
            ${relatedIds ? relatedIdsSql : relatedSummariesSql} AS related
          ${summaryFrom} WHERE p.id = ${id}`,
    );
    if (!row) return null;
    const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
    const summary = toSummary(row);
    const sizes = json(row.sizes);
    const optionRows = json(row.option_rows);
    const reviews = json(row.reviews).map(({ created: _created, ...review }: Review & { created?: unknown }) => review);
    const related = relatedIds ? (json(row.related) as number[]) : (json(row.related) as SummaryRow[]).map(toSummary);
    const extra = row;

    const optionCategories: OptionCategory[] = [];
    for (const row of optionRows) {
      let group = optionCategories.find((g) => g.id === row.id);
      if (!group) optionCategories.push((group = { id: row.id, name: row.name, options: [] }));
      if (row.option_id !== null) group.options.push({ id: row.option_id, value: row.value ?? '' });
    }

    const stock = extra!.stock_quantity;
    const stockDetails: StockDetails | null =
      stock === null
        ? null
        : {
            stock_quantity: stock,
            status: stock <= 0 ? 'out_of_stock' : stock <= extra!.low_stock_threshold ? 'low_stock' : 'in_stock',
          };

    return {
      summary,
      rest: {
        sizes,
        option_categories: optionCategories,
        dispatch_time: productDispatchTime(extra!.dispatch_time, shop.dispatchDays),
        stock_details: stockDetails,
        product_details: extra!.product_details,
        // The declarations are rendered from today's price and columns; the stored HTML holds the product's own facts.
        additional_info:
          legalDeclarationsHtml(shop, {
            price: row.price,
            sizes,
            netQuantity: extra!.net_quantity,
            packSize: row.model_wearing_size,
            shelfLifeMonths: extra!.shelf_life_months,
            bestBeforeNote: extra!.best_before_note,
          }) + extra!.additional_info,
        reviews,
      },
      related,
    };
  }

  /** Ids a query lists, in its order. */
  async function idsOf(query: SQL): Promise<number[]> {
    return (await preparedRows<{ id: number }>(db, query)).map((r) => r.id);
  }

  return {
    async categories(): Promise<Category[]> {
      // Prepared, as the lists are: planned once per connection. product_count is kept by triggers
      // (migration 0017), so this reads one row per category rather than counting their products.
      const result = await preparedRows<{
        id: number;
        name: string;
        slug: string;
        image: string;
        description: string;
        product_count: number;
      }>(
        db,
        sql`SELECT c.id, c.name, c.slug, c.image, c.description, c.product_count
            FROM categories c ORDER BY c.position, c.id`,
      );
      return result.map(({ image, ...c }) => {
        const img = imageOf(image, c.name);
        return { ...c, image: img.image, srcset: img.srcset };
      });
    },

    async categoryExists(id: number): Promise<boolean> {
      if (id > MAX_ID) return false;
      return (await rows(db, sql`SELECT 1 FROM categories WHERE id = ${id}`)).length > 0;
    },

    /** Products carrying a flag, oldest first: the storefront reverses these lists to show the newest first. */
    flagged(flag: ProductFlag, limit = 200): Promise<ProductSummary[]> {
      return summaries(sql`p.${sql.raw(flag)} = true`, sql`p.id`, limit, { prepared: true });
    },

    /** flagged() as the JSON it answers, joined from the products' cards. */
    async flaggedJson(flag: ProductFlag, limit = 200): Promise<string> {
      return cardsArray(
        await cards(
          await idsOf(sql`SELECT id FROM products p WHERE p.${sql.raw(flag)} = true ORDER BY p.id LIMIT ${limit}`),
        ),
      );
    },

    /**
     * byCategory() as the JSON it answers, joined from the products' cards; null when there is no
     * such category. One round trip finds the category and its products' ids.
     */
    async byCategoryJson(categoryId: number): Promise<string | null> {
      if (categoryId > MAX_ID) return null;
      const [row] = await preparedRows<{ ids: number[] | string | null }>(
        db,
        sql`SELECT (SELECT json_agg(p.id ORDER BY p.sold_out, p.coming_soon, p.id) FROM products p WHERE p.category_id = c.id) AS ids
            FROM categories c WHERE c.id = ${categoryId}`,
      );
      if (!row) return null;
      const ids = typeof row.ids === 'string' ? (JSON.parse(row.ids) as number[]) : (row.ids ?? []);
      return cardsArray(await cards(ids));
    },

    /** How many products a category holds, or null when there is no such category: one round trip. */
    async categoryTotal(categoryId: number): Promise<number | null> {
      if (categoryId > MAX_ID) return null;
      const [row] = await preparedRows<{ total: number }>(
        db,
        sql`SELECT c.product_count AS total FROM categories c WHERE c.id = ${categoryId}`,
      );
      return row ? row.total : null;
    },

    /** byCategoryPage()'s products as JSON cards. */
    async byCategoryPageCards(categoryId: number, offset: number, limit: number): Promise<string[]> {
      return cards(
        await idsOf(
          sql`SELECT id FROM products WHERE category_id = ${categoryId} ORDER BY sold_out, coming_soon, id LIMIT ${limit} OFFSET ${offset}`,
        ),
      );
    },

    cards,

    byCategory(categoryId: number): Promise<ProductSummary[]> {
      return summaries(sql`p.category_id = ${categoryId}`, sql`p.sold_out, p.coming_soon, p.id`, undefined, {
        prepared: true,
      });
    },

    /** Products in a category (for paging). */
    async categoryCount(categoryId: number): Promise<number> {
      const [row] = await rows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM products WHERE category_id = ${categoryId}`,
      );
      return row?.total ?? 0;
    },

    /** One page of byCategory, in the same order; the page's ids are chosen first, so only they are summarized. */
    byCategoryPage(categoryId: number, offset: number, limit: number): Promise<ProductSummary[]> {
      return summaries(sql`true`, sql`p.sold_out, p.coming_soon, p.id`, undefined, {
        with: sql`listed AS (
          SELECT id FROM products WHERE category_id = ${categoryId}
          ORDER BY sold_out, coming_soon, id LIMIT ${limit} OFFSET ${offset})`,
        join: sql`JOIN listed ON listed.id = p.id`,
        prepared: true,
      });
    },

    async detail(id: number): Promise<StoredDetail | null> {
      const found = await detailOf(id, false);
      return found && { ...found.summary, ...found.rest, related_products: found.related as ProductSummary[] };
    },

    /** detail() as the JSON it answers, its related products joined from their cards. */
    async detailJson(id: number): Promise<string | null> {
      if (id > MAX_ID) return null;
      const found = await detailOf(id, true);
      if (!found) return null;
      // Its card is the summary just read; remembered for the lists that show it, if not already.
      const card = JSON.stringify(found.summary);
      if (options.remember) await options.remember(cardKey(id), async () => card, { fallback: false });
      // As detail() writes it: the summary's members (the card), the rest, then related_products.
      return `${card.slice(0, -1)},${JSON.stringify(found.rest).slice(1, -1)},"related_products":${cardsArray(
        await cards(found.related as number[]),
      )}}`;
    },

    /** Every product id with its last change, for the sitemap. */
    sitemapEntries(): Promise<{ kind: 'product' | 'category' | 'blog'; id: number; lastmod: string | null }[]> {
      return rows(
        db,
        sql`SELECT 'product' AS kind, id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod FROM products
            UNION ALL SELECT 'category', id, NULL FROM categories
            UNION ALL SELECT 'blog', id, to_char(date, 'YYYY-MM-DD') FROM blogs
            ORDER BY 1, 2`,
      );
    },

    summaries,
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
