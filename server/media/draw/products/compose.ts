/**
 * The four views of a product (square, 800×800): a: the pack on a plain floor; b: among coconuts
 * and palm fronds; c: close-up on a texture; d: two packs before an arch.
 */
import type { ProductKind } from '../../../../common/site/media';
import { seededRandom } from '../../../lib/random';
import { hashString, lighten, mix } from '../colour';
import { bubble, capsule, coconut, coconutHalf, coconutTop, drop, leaf } from '../motifs';
import { backdrop, cornerFronds, creamSwirl, fibreTexture, gauzeTexture } from '../settings';
import { type Ctx, glow, lin, shadowFill } from '../svg';
import { fitScale, place, placePack, productMeta } from '.';

const WOUND_KINDS: ReadonlySet<ProductKind> = new Set(['dressing', 'roll', 'spray']);

export function productImage(ctx: Ctx, kind: ProductKind, variant: string): string {
  const p = ctx.p;
  const m = productMeta(ctx, kind);
  const W = 800;
  const wound = WOUND_KINDS.has(kind);
  const r = seededRandom(hashString(`${kind}-${p.h}-${variant}`));
  let s = '';
  if (variant === 'a') {
    s += backdrop(ctx, W, W, p.bg1, p.bg2);
    s += `<circle cx="400" cy="${m.flat ? 400 : 370}" r="300" fill="${glow(ctx, '#ffffff', 0.9)}"/>`;
    s += `<circle cx="400" cy="${m.flat ? 400 : 370}" r="240" fill="${p.accentPale}" opacity=".75"/>`;
    if (m.flat) s += place(ctx, kind, 400, 400, fitScale(ctx, kind, 580, 580, 1.3));
    else {
      s += `<rect y="620" width="800" height="180" fill="${lin(ctx, p.floor, p.bg2)}"/>`;
      s += `<path d="M0 620H800" stroke="#fff" stroke-width="3" opacity=".6"/>`;
      s += placePack(ctx, kind, 400, 672, 520, 500, 1.5);
    }
  } else if (variant === 'b') {
    s += backdrop(ctx, W, W, mix(p.bg1, '#fff6e6', 0.4), mix(p.bg2, '#efe0c6', 0.3));
    s += `<rect y="620" width="800" height="180" fill="${lin(ctx, mix(p.floor, p.sand, 0.5), mix(p.bg3, p.sand, 0.4))}"/>`;
    s += cornerFronds(ctx, W, r);
    if (m.flat) {
      s += place(ctx, kind, 410, 400, fitScale(ctx, kind, 540, 540, 1.2));
      s += coconutTop(ctx, 110, 700, 100);
      s += coconutTop(ctx, 710, 710, 80);
    } else {
      s += coconut(ctx, 668, 628, 80);
      s += placePack(ctx, kind, 450, 700, 470, 500, 1.45);
      s += `<ellipse cx="170" cy="730" rx="150" ry="22" fill="${shadowFill(ctx)}"/>`;
      s += coconutHalf(ctx, 160, 684, 112);
    }
    s += leaf(620, 760, 110, -18, p.leaf, p.leafDark) + leaf(610, 765, 90, -60, p.leafLight, p.leafDark);
    for (const [x, y, sz] of [
      [110, 330, 20],
      [720, 330, 15],
      [700, 480, 10],
      [90, 470, 12],
    ] as const)
      s += drop(ctx, x + (r() - 0.5) * 40, y + (r() - 0.5) * 60, sz * (0.8 + r() * 0.4));
  } else if (variant === 'c') {
    if (wound) s += gauzeTexture(ctx, W, W);
    else if (kind === 'sheetmask') s += fibreTexture(ctx, W, W, p.h + 3);
    else {
      s += backdrop(ctx, W, W, lighten(p.accentPale, 0.3), p.accentPale);
      s += creamSwirl(ctx, 150, 660, 230, mix(p.cream, p.accentPale, 0.5));
    }
    const [fx, fy, sc] = m.closeUp;
    s += place(ctx, kind, 450 - fx * sc, 410 - fy * sc, sc);
    if (kind === 'dropper' || kind === 'bottle')
      s += drop(ctx, 110, 190, 28) + drop(ctx, 180, 300, 16) + drop(ctx, 120, 400, 11);
    if (kind === 'soap') s += bubble(ctx, 110, 140, 56) + bubble(ctx, 220, 80, 26) + bubble(ctx, 690, 120, 40);
    if (kind === 'capsules')
      s += capsule(ctx, 100, 730, 20, 110, p.accent, '#f6f3ec') + capsule(ctx, 210, 770, -12, 110, p.accent, '#f6f3ec');
  } else {
    s += backdrop(ctx, W, W, p.bg1, p.bg3);
    s += `<path d="M90 800V310A310 310 0 0 1 710 310V800Z" fill="${p.accentPale}"/>`;
    if (m.flat) {
      const sc = fitScale(ctx, kind, 520, 520, 1.05);
      s += place(ctx, kind, 320, 330, sc, -10) + place(ctx, kind, 480, 470, sc, 8);
    } else {
      s += `<rect y="640" width="800" height="160" fill="${lin(ctx, p.floor, p.bg3)}"/>`;
      const sc = fitScale(ctx, kind, 400, 500, 1.4);
      const gap = Math.min(190, m.w * sc * 0.5);
      s += place(ctx, kind, 400 - gap, 660, sc * 0.88) + place(ctx, kind, 400 + gap * 0.75, 706, sc);
    }
  }
  return s;
}
