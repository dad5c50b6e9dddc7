/** Every product kind, and placing a product (or a multi-pack of it) in a picture. */
import type { ProductKind } from '../../../../common/site/media';
import { countSticker } from '../labels';
import { type Ctx, def, f, g, shadowFill, tr } from '../svg';
import { box, capsules, pouch } from './packs';
import { bottle, dropper, spray } from './bottles';
import { jar, tube } from './creams';
import { roll, soap } from './bars-and-rolls';
import { dressing, sheetmask } from './flat';
import { copiesShown } from './shape';
import type { ProductMeta, ProductShape } from './types';

export { dressingPad } from './flat';

const PRODUCTS: Record<ProductKind, ProductShape> = {
  jar,
  bottle,
  dropper,
  tube,
  soap,
  sheetmask,
  dressing,
  capsules,
  pouch,
  spray,
  roll,
  box,
};

/** Kinds whose pack holds the items: drawn once, with a count sticker for a big pack. */
const HOLDS_ITEMS: ReadonlySet<ProductKind> = new Set(['box', 'pouch', 'capsules']);

export function productMeta(ctx: Ctx, kind: ProductKind): ProductMeta {
  return PRODUCTS[kind].meta(ctx);
}

function drawProduct(ctx: Ctx, kind: ProductKind): string {
  const id = `p-${kind}`;
  // each product is drawn once per image and reused with <use>
  def(ctx, id, () => `<g id="${id}">${PRODUCTS[kind].draw(ctx)}</g>`);
  return `<use xlink:href="#${id}"/>`;
}

/** Product at (x,y) (floor point or centre), scaled, with its floor shadow. */
export function place(ctx: Ctx, kind: ProductKind, x: number, y: number, s: number, rot = 0, shadow = true): string {
  const m = productMeta(ctx, kind);
  let out = '';
  if (shadow && !m.flat)
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(m.w * 0.62 * s)}" ry="${f(Math.max(6, m.w * 0.08 * s))}" fill="${shadowFill(ctx)}"/>`;
  out += g(tr(x, y, s, rot), drawProduct(ctx, kind));
  return out;
}

export function fitScale(ctx: Ctx, kind: ProductKind, maxW: number, maxH: number, cap: number): number {
  const m = productMeta(ctx, kind);
  return Math.min(cap, maxW / m.w, maxH / m.h);
}

/**
 * A standing product at (x, y) fitted into maxW × maxH: one item, or the two or three items of a
 * multi-pack side by side, and a count sticker when the pack holds more than the picture shows.
 */
export function placePack(
  ctx: Ctx,
  kind: ProductKind,
  x: number,
  y: number,
  maxW: number,
  maxH: number,
  cap: number,
): string {
  const m = productMeta(ctx, kind);
  const flat = m.flat;
  // rolls are wide with their loose end: two side by side at most
  const n = flat ? 1 : Math.min(kind === 'roll' ? 2 : 3, copiesShown(ctx.label, HOLDS_ITEMS.has(kind)));
  // rolls tuck their loose ends behind the next roll
  const step = m.w * (kind === 'roll' ? 0.62 : 0.95);
  const span = m.w + step * (n - 1);
  const s = Math.min(cap, maxW / span, maxH / m.h);
  let out = '';
  for (let i = 0; i < n; i++) out += place(ctx, kind, x + (-span / 2 + m.w / 2 + i * step) * s, y, s);
  // flat kinds fan out their own items and carry their own sticker
  if (!flat) out += countSticker(ctx, n, x + (span / 2) * s - 20, y - m.h * s + 10, 52);
  return out;
}
