/** Creams: the jar (wider and taller with the mass) and the squeeze tube (longer and wider with the mass). */
import { darken } from '../colour';
import { label, labelText } from '../labels';
import { emblem, ridges } from '../motifs';
import { type Ctx, clip, cyl, f, shadeOverlay } from '../svg';
import { logT, massG } from './shape';
import type { ProductShape } from './types';

/** Width and height of the jar's body; the shared art keeps 260 × 192. */
function jarBody(ctx: Ctx): { w: number; h: number } {
  const g = massG(ctx.label);
  if (g === null) return { w: 260, h: 192 };
  const t = logT(g, 50, 250);
  return { w: Math.round(220 + 70 * t), h: Math.round(150 + 60 * t) };
}

export const jar: ProductShape = {
  meta(ctx) {
    const { w, h } = jarBody(ctx);
    return { flat: false, w: w + 20, h: h + 90, closeUp: [0, -(h - 52), 2.2 * (260 / w)] };
  },
  draw(ctx) {
    const p = ctx.p;
    const { w, h } = jarBody(ctx);
    const glass = '#f3eee4';
    let s = `<rect x="${f(-w / 2)}" y="${f(-h)}" width="${f(w)}" height="${f(h)}" rx="28" fill="${cyl(ctx, glass)}"/>`;
    s += label(ctx, -w / 2, -h + 37, w, h - 80);
    s += `<rect x="${f(-w / 2 + 16)}" y="${f(-h - 18)}" width="${f(w - 32)}" height="24" fill="${cyl(ctx, '#ded6c7')}"/>`;
    s += `<rect x="${f(-w / 2 - 10)}" y="${f(-h - 90)}" width="${f(w + 20)}" height="80" rx="14" fill="${cyl(ctx, p.accent)}"/>`;
    s += ridges(-w / 2 - 6, w / 2 + 6, -h - 78, 58, 10);
    s += `<rect x="${f(-w / 2 - 4)}" y="${f(-h - 89)}" width="${f(w + 8)}" height="9" rx="4.5" fill="#fff" opacity=".28"/>`;
    return s;
  },
};

/**
 * Tube scale across and along: 15 g lip balm is slim and short, 100 g face wash wide and long.
 * The shared art keeps 1 × 1.
 */
function tubeScale(ctx: Ctx): { kx: number; ky: number } {
  const g = massG(ctx.label);
  if (g === null) return { kx: 1, ky: 1 };
  const t = logT(g, 4, 100);
  return { kx: 0.72 + 0.28 * t, ky: 0.62 + 0.38 * t };
}

export const tube: ProductShape = {
  meta(ctx) {
    const { kx, ky } = tubeScale(ctx);
    return {
      flat: false,
      w: 224 * kx,
      h: 90 + 340 * ky,
      closeUp: [0, -(92 + 168 * ky), 1.95 / Math.max(kx, ky * 0.9)],
    };
  },
  draw(ctx) {
    const p = ctx.p;
    const { kx, ky } = tubeScale(ctx);
    // x scales across the tube; y scales along it, above the shoulder at -92 where the cap sits.
    const X = (x: number) => f(x * kx);
    const Y = (y: number) => f(-92 + (y + 92) * ky);
    const bodyD = `M${X(-74)} -92L${X(74)} -92C${X(92)} ${Y(-200)} ${X(104)} ${Y(-320)} ${X(106)} ${Y(-402)}L${X(-106)} ${Y(-402)}C${X(-104)} ${Y(-320)} ${X(-92)} ${Y(-200)} ${X(-74)} -92Z`;
    const c = clip(
      ctx,
      ctx.label ? `clip-tube-${Math.round(kx * 100)}-${Math.round(ky * 100)}` : 'clip-tube',
      `<path d="${bodyD}"/>`,
    );
    const white = '#f7f5f0';
    let s = `<rect x="${X(-112)}" y="${Y(-432)}" width="${X(224)}" height="36" rx="4" fill="${cyl(ctx, '#e8e3d9')}"/>`;
    s += ridges(-110 * kx, 110 * kx, -92 + (-428 + 92) * ky, 24, 8, '#000', 0.09);
    s += `<path d="${bodyD}" fill="${cyl(ctx, white)}"/>`;
    s += `<g ${c}>`;
    s += `<path d="M${X(-130)} ${Y(-80)}L${X(130)} ${Y(-80)}L${X(130)} ${Y(-205)}C${X(60)} ${Y(-240)} ${X(-30)} ${Y(-170)} ${X(-130)} ${Y(-215)}Z" fill="${p.accent}"/>`;
    s += `<path d="M${X(-130)} ${Y(-232)}C${X(-30)} ${Y(-188)} ${X(60)} ${Y(-256)} ${X(130)} ${Y(-222)}L${X(130)} ${Y(-214)}C${X(60)} ${Y(-248)} ${X(-30)} ${Y(-180)} ${X(-130)} ${Y(-224)}Z" fill="${p.accentLight}"/>`;
    if (ctx.label) {
      const top = -92 + (-392 + 92) * ky;
      const bottom = -92 + (-236 + 92) * ky;
      s += labelText(ctx, { cx: 0, top, w: 170 * kx, h: bottom - top }, { ink: p.ink, accent: darken(p.accent, 0.15) });
    } else {
      s += emblem(0, -320, 24, p.accent, white);
      s += `<rect x="-52" y="-282" width="104" height="10" rx="5" fill="${p.ink}" opacity=".65"/>`;
      s += `<rect x="-34" y="-264" width="68" height="7" rx="3.5" fill="${p.ink}" opacity=".38"/>`;
    }
    s += `<rect x="${X(-120)}" y="${Y(-410)}" width="${X(240)}" height="${f(330 * ky)}" fill="${shadeOverlay(ctx)}"/>`;
    s += `</g>`;
    s += `<path d="M${X(-62)} -70L${X(62)} -70L${X(76)} -95L${X(-76)} -95Z" fill="${cyl(ctx, '#e6e1d7')}"/>`;
    s += `<rect x="${X(-60)}" y="-74" width="${X(120)}" height="74" rx="12" fill="${cyl(ctx, p.accentDark)}"/>`;
    s += ridges(-56 * kx, 56 * kx, -68, 62, 8, '#000', 0.1);
    return s;
  },
};
