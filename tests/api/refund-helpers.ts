import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../../server/db/client';
import { ORDER_NO_ALPHABET } from '../../common/domain/tracking';

export interface DirectLine {
  productId: number;
  name: string;
  quantity: number;
  unitPaise: number;
  /** Default: unit × quantity. */
  lineTotalPaise?: number;
}

let serial = 0;
const base = Math.floor(Math.random() * 2 ** 32);

/** A fresh order number of the real shape, unique within a test run. */
export function nextOrderNo(): string {
  let n = base + ++serial;
  let no = '';
  for (let i = 0; i < 8; i++) {
    no += ORDER_NO_ALPHABET[n % ORDER_NO_ALPHABET.length];
    n = Math.floor(n / ORDER_NO_ALPHABET.length);
  }
  return no;
}

/**
 * Writes a paid order straight into the tables, as checkout leaves one (the books test needs
 * hundreds, faster than placing them over HTTP); its total is lines − coupon + delivery.
 */
export async function insertPaidOrder(
  db: ShopDb,
  o: {
    lines: DirectLine[];
    state?: string;
    /** Default 641001 (Coimbatore), for both addresses. */
    postalCode?: string;
    couponPaise?: number;
    deliveryPaise?: number;
    status?: 'paid' | 'shipped' | 'delivered';
    provider?: 'sandbox' | 'razorpay';
    paymentId?: string;
    email?: string;
  },
): Promise<{ orderNo: string; orderId: number; totalPaise: number }> {
  const orderNo = nextOrderNo();
  const subtotal = o.lines.reduce((n, l) => n + (l.lineTotalPaise ?? l.unitPaise * l.quantity), 0);
  const coupon = o.couponPaise ?? 0;
  const delivery = o.deliveryPaise ?? 0;
  const total = subtotal - coupon + delivery;
  const state = o.state ?? 'Tamil Nadu';
  const pin = o.postalCode ?? '641001';
  const email = o.email ?? 'meena@example.in';
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO orders (order_no, owner_key, status, subtotal_paise, delivery_paise, coupon_code, coupon_discount_paise,
          total_paise, ship_name, ship_street, ship_city, ship_state, ship_country, ship_postal_code, ship_phone, ship_email,
          bill_name, bill_street, bill_city, bill_state, bill_country, bill_postal_code, bill_phone, bill_email,
          provider, provider_order_id, payment_id, request_hash, paid_at)
        VALUES (${orderNo}, 's:0', ${o.status ?? 'delivered'}, ${subtotal}, ${delivery}, ${coupon ? 'TEST10' : null}, ${coupon},
          ${total}, 'Meena Raman', '12 Temple Street', 'Coimbatore', ${state}, 'India', ${pin}, '9876543210', ${email},
          'Meena Raman', '12 Temple Street', 'Coimbatore', ${state}, 'India', ${pin}, '9876543210', ${email},
          ${o.provider ?? 'sandbox'}, ${`order_T${orderNo}`}, ${o.paymentId ?? `pay_T${orderNo}`}, 'direct', now())
        RETURNING id`,
  );
  for (const l of o.lines)
    await db.execute(
      sql`INSERT INTO order_items (order_id, product_id, product_name, unit_price_paise, list_price_paise, quantity, line_total_paise)
          VALUES (${row!.id}, ${l.productId}, ${l.name}, ${l.unitPaise}, ${l.unitPaise}, ${l.quantity},
            ${l.lineTotalPaise ?? l.unitPaise * l.quantity})`,
    );
  return { orderNo, orderId: row!.id, totalPaise: total };
}

/** A sandbox payment for the order, so the sandbox can refund it as Razorpay would. */
export async function sandboxPayment(db: ShopDb, orderNo: string, amountPaise: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO sandbox_orders (id, amount, receipt, status, payment_id, amount_paid, attempts)
        VALUES (${`order_T${orderNo}`}, ${amountPaise}, ${orderNo}, 'paid', ${`pay_T${orderNo}`}, ${amountPaise}, 1)`,
  );
}
