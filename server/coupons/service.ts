/**
 * Coupons as people change them: the console's Coupons screen (./routes.ts) and the operators'
 * `coupons add` / `coupons disable` (server/operators/catalogue.ts) call these, one function per
 * operation. Each change is one audit entry in the same transaction, and then tells the read cache
 * and page data, as every catalogue write does; GET /api/coupen/ reads the table on each request
 * (server/orders/repository.ts, activeCoupons), so the storefront follows at once.
 */
import { sql } from 'drizzle-orm';
import { couponProblem, type NewCoupon } from '../../common/domain/coupon';
import { toDecimalString, toPaise } from '../../common/domain/money';
import { recordAudit } from '../audit/log';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import type { CatalogueChange } from '../http/cache';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { isoInstant } from '../lib/instants';

export interface CouponRow {
  id: number;
  code: string;
  type: 'price' | 'percentage';
  value: string;
  minOrder: string;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  uses: number;
  active: boolean;
  live: boolean;
}

/**
 * Orders that used a coupon: every order but those left unpaid until they expired (an order awaiting
 * payment holds its use, as it holds its stock). The same count limits the storefront's coupons.
 */
export const COUPON_USES = sql`(SELECT count(*)::int FROM orders o WHERE o.coupon_code = c.code AND o.status <> 'expired')`;

/** A coupon shoppers may use now: active, started, not ended, uses left (server/orders/repository.ts). */
export const COUPON_LIVE = sql`(c.active AND (c.starts_at IS NULL OR c.starts_at <= now())
  AND (c.ends_at IS NULL OR c.ends_at > now()) AND (c.max_uses IS NULL OR ${COUPON_USES} < c.max_uses))`;

const COLUMNS = sql`c.id, c.code, c.discount_type AS type,
  COALESCE(CASE WHEN c.discount_type = 'percentage' THEN c.discount_percentage ELSE c.discount_price END, 0)::text AS value,
  c.actual_price::text AS min_order, c.starts_at::text AS starts_at, c.ends_at::text AS ends_at, c.max_uses,
  ${COUPON_USES} AS uses, c.active, ${COUPON_LIVE} AS live`;

interface Row {
  id: number;
  code: string;
  type: 'price' | 'percentage';
  value: string;
  min_order: string;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  uses: number;
  active: boolean;
  live: boolean;
}

const shape = (r: Row): CouponRow => ({
  id: r.id,
  code: r.code,
  type: r.type,
  value: toDecimalString(toPaise(r.value)),
  minOrder: toDecimalString(toPaise(r.min_order)),
  startsAt: isoInstant(r.starts_at),
  endsAt: isoInstant(r.ends_at),
  maxUses: r.max_uses,
  uses: r.uses,
  active: r.active,
  live: r.live,
});

export interface CouponServiceDeps {
  db: ShopDb;
  catalogueChanged: (change?: CatalogueChange) => void | Promise<void>;
}

export function createCouponService({ db, catalogueChanged }: CouponServiceDeps) {
  async function byCode(tx: ShopDb, code: string): Promise<CouponRow | undefined> {
    const [row] = await queryRows<Row>(tx, sql`SELECT ${COLUMNS} FROM coupons c WHERE c.code = ${code}`);
    return row && shape(row);
  }

  return {
    /** Every coupon, the active first, newest first within each. */
    async list(): Promise<CouponRow[]> {
      const rows = await queryRows<Row>(db, sql`SELECT ${COLUMNS} FROM coupons c ORDER BY c.active DESC, c.id DESC`);
      return rows.map(shape);
    },

    byCode: (code: string) => byCode(db, code),

    /** A new coupon: 422 with the reason when a rule refuses it, 409 when the code is taken. */
    async add(input: NewCoupon, actor: Actor): Promise<CouponRow> {
      const problem = couponProblem(input);
      if (problem) throw new ShopError(422, problem);
      const value = toDecimalString(toPaise(input.value));
      const added = await inTransaction(db, async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO coupons (code, actual_price, discount_type, discount_price, discount_percentage, active,
                starts_at, ends_at, max_uses)
              VALUES (${input.code}, ${toDecimalString(toPaise(input.minOrder))}, ${input.type},
                ${input.type === 'price' ? value : null}, ${input.type === 'percentage' ? value : null}, true,
                ${input.startsAt ?? null}, ${input.endsAt ?? null}, ${input.maxUses ?? null})
              ON CONFLICT (code) DO NOTHING RETURNING id`,
        );
        if (!row) throw new ShopError(409, `A coupon ${input.code} exists already: choose another code.`);
        const coupon = (await byCode(tx, input.code))!;
        await recordAudit(tx, {
          actor,
          action: 'coupon.add',
          target: { kind: 'coupon', id: input.code },
          after: {
            type: coupon.type,
            value: coupon.value,
            minOrder: coupon.minOrder,
            startsAt: coupon.startsAt,
            endsAt: coupon.endsAt,
            maxUses: coupon.maxUses,
          },
        });
        return coupon;
      });
      await catalogueChanged();
      return added;
    },

    /** Shoppers can no longer use it (orders that used it keep their discount); again changes nothing. */
    async disable(code: string, actor: Actor): Promise<{ coupon: CouponRow; changed: boolean }> {
      const result = await inTransaction(db, async (tx) => {
        const [old] = await queryRows<{ active: boolean }>(
          tx,
          sql`SELECT active FROM coupons WHERE code = ${code} FOR UPDATE`,
        );
        if (!old) throw new ShopError(404, `No coupon ${code}.`);
        if (!old.active) return { coupon: (await byCode(tx, code))!, changed: false };
        await tx.execute(sql`UPDATE coupons SET active = false WHERE code = ${code}`);
        await recordAudit(tx, {
          actor,
          action: 'coupon.disable',
          target: { kind: 'coupon', id: code },
          before: { active: true },
          after: { active: false },
        });
        return { coupon: (await byCode(tx, code))!, changed: true };
      });
      if (result.changed) await catalogueChanged();
      return result;
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
