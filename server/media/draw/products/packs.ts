/**
 * Packs that hold their items: the carton (wider for bigger counts), the stand-up pouch (taller with
 * the mass) and the capsule bottle (more capsules spilled beside it for bigger counts).
 */
import { seededRandom } from '../../../lib/random';
import { darken, lighten } from '../colour';
import { label } from '../labels';
import { textBlock, textLine } from '../lettering';
import { capsule, emblem, leafPath, ridges } from '../motifs';
import { type Ctx, clip, cyl, f, g, lin, shadeOverlay } from '../svg';
import { logT, massG } from './shape';
import type { ProductShape } from './types';

/** Carton scale across and up; the shared art keeps 1 × 1. */
function boxScale(ctx: Ctx): { kx: number; ky: number } {
  if (!ctx.label) return { kx: 1, ky: 1 };
  const t = logT(ctx.label.count, 5, 500);
  return { kx: 0.86 + 0.34 * t, ky: 0.92 + 0.1 * t };
}

export const box: ProductShape = {
  meta(ctx) {
    const { kx, ky } = boxScale(ctx);
    return { flat: false, w: 240 * kx + 70, h: 340 * ky + 40, closeUp: [40, -190 * ky, 1.8 / Math.max(kx * 0.9, ky)] };
  },
  draw(ctx) {
    const p = ctx.p;
    const { kx, ky } = boxScale(ctx);
    const X = (x: number) => f(x * kx);
    const Y = (y: number) => f(y * ky);
    const R = f(120 * kx); // right edge of the front face
    const D = f(120 * kx + 70); // back edge of the side face
    let s = `<path d="M${R} 0L${D} -40L${D} ${f(-340 * ky - 40)}L${R} ${Y(-340)}Z" fill="${lin(ctx, darken(p.cream, 0.1), darken(p.cream, 0.2))}"/>`;
    s += `<path d="M${X(-120)} ${Y(-340)}L${R} ${Y(-340)}L${D} ${f(-340 * ky - 40)}L${f(-120 * kx + 70)} ${f(-340 * ky - 40)}Z" fill="${lighten(p.cream, 0.5)}"/>`;
    s += `<path d="M${X(-112)} ${f(-340 * ky - 5)}L${f(120 * kx - 2)} ${f(-340 * ky - 5)}L${f(120 * kx + 62)} ${f(-340 * ky - 41)}" stroke="#000" stroke-width="2" fill="none" opacity=".06"/>`;
    s += `<rect x="${X(-120)}" y="${Y(-340)}" width="${X(240)}" height="${Y(340)}" fill="${lin(ctx, '#ffffff', p.cream)}"/>`;
    s += `<rect x="${X(-120)}" y="${Y(-262)}" width="${X(240)}" height="${Y(140)}" fill="${p.accent}"/>`;
    s += `<rect x="${X(-120)}" y="${Y(-130)}" width="${X(240)}" height="8" fill="${p.accentDark}"/>`;
    s += `<path d="M${R} ${Y(-122)}L${D} ${f(-122 * ky - 40)}L${D} ${f(-262 * ky - 40)}L${R} ${Y(-262)}Z" fill="${p.accentDark}"/>`;
    if (ctx.label) {
      const l = ctx.label;
      s += textLine(ctx, ctx.brand, 0, -290 * ky, { size: 15 * Math.min(kx, 1.1), color: p.ink, weight: 0.15 });
      s += textBlock(
        ctx,
        l.name,
        { cx: 0, cy: -195 * ky, w: 206 * kx, h: 112 * ky },
        { maxSize: 34, color: '#ffffff', maxLines: 3 },
      );
      s += `<rect x="${X(-96)}" y="${Y(-92)}" width="60" height="60" rx="10" fill="${p.accentPale}"/>`;
      s += `<path d="${leafPath(-96 * kx + 10, -92 * ky + 48, 44, -50, 0.38)}" fill="${p.leaf}"/>`;
      const left = -96 * kx + 72;
      const right = 112 * kx;
      s += textBlock(
        ctx,
        l.size,
        { cx: (left + right) / 2, cy: -62 * ky, w: right - left, h: 46 * ky },
        { maxSize: 40, color: darken(p.accent, 0.1), maxLines: 2, weight: 0.2 },
      );
    } else {
      s += emblem(-58, -200, 30, lighten(p.accent, 0.85), p.accent);
      s += `<rect x="-14" y="-214" width="110" height="13" rx="6.5" fill="#fff" opacity=".85"/>`;
      s += `<rect x="-14" y="-192" width="74" height="9" rx="4.5" fill="#fff" opacity=".55"/>`;
      s += `<rect x="-88" y="-304" width="176" height="10" rx="5" fill="${p.ink}" opacity=".55"/>`;
      s += `<rect x="-60" y="-286" width="120" height="7" rx="3.5" fill="${p.ink}" opacity=".3"/>`;
      s += `<rect x="-96" y="-92" width="60" height="60" rx="10" fill="${p.accentPale}"/>`;
      s += `<path d="${leafPath(-86, -44, 44, -50, 0.38)}" fill="${p.leaf}"/>`;
      s += `<rect x="-20" y="-78" width="100" height="9" rx="4.5" fill="${p.ink}" opacity=".35"/>`;
      s += `<rect x="-20" y="-60" width="70" height="7" rx="3.5" fill="${p.ink}" opacity=".22"/>`;
    }
    s += `<path d="M${R} ${Y(-340)}L${R} 0" stroke="#000" stroke-width="2" opacity=".08"/>`;
    return g(`translate(${f(-35 * kx)} 0)`, s);
  },
};

/** Pouch height factor; the shared art keeps 1. */
function pouchScale(ctx: Ctx): number {
  const g = massG(ctx.label);
  return g === null ? 1 : 0.84 + 0.26 * logT(g, 100, 500);
}

export const pouch: ProductShape = {
  meta(ctx) {
    const ky = pouchScale(ctx);
    return { flat: false, w: 320, h: 432 * ky, closeUp: [0, -230 * ky, 2.0 / ky] };
  },
  draw(ctx) {
    const p = ctx.p;
    const ky = pouchScale(ctx);
    const Y = (y: number) => f(y * ky);
    const d = `M-150 ${Y(-432)}L150 ${Y(-432)}L151 ${Y(-400)}C162 ${Y(-250)} 162 ${Y(-100)} 156 ${Y(-22)}Q152 0 130 0L-130 0Q-152 0 -156 ${Y(-22)}C-162 ${Y(-100)} -162 ${Y(-250)} -151 ${Y(-400)}Z`;
    const c = clip(ctx, ky === 1 ? 'clip-pouch' : `clip-pouch-${Math.round(ky * 100)}`, `<path d="${d}"/>`);
    let s = `<path d="${d}" fill="${cyl(ctx, p.kraft)}"/>`;
    s += `<g ${c}>`;
    s += `<rect x="-170" y="${Y(-356)}" width="340" height="${Y(132)}" fill="${p.accent}"/>`;
    s += `<rect x="-170" y="${Y(-232)}" width="340" height="8" fill="${p.accentDark}"/>`;
    if (ctx.label) {
      s += textBlock(
        ctx,
        ctx.label.name,
        { cx: 0, cy: -290 * ky, w: 250, h: 108 * ky },
        { maxSize: 40, color: '#ffffff', maxLines: 3 },
      );
    } else {
      s += emblem(-80, -290, 34, lighten(p.accent, 0.85), p.accent);
      s += `<rect x="-28" y="-306" width="130" height="13" rx="6.5" fill="#fff" opacity=".85"/>`;
      s += `<rect x="-28" y="-282" width="90" height="9" rx="4.5" fill="#fff" opacity=".55"/>`;
    }
    s += `<path d="M-160 ${Y(-30)}Q0 ${Y(-64)} 160 ${Y(-30)}" stroke="#000" stroke-width="3" fill="none" opacity=".15"/>`;
    s += `<rect x="-170" y="${Y(-440)}" width="340" height="${Y(440)}" fill="${shadeOverlay(ctx)}"/></g>`;
    // window with coconut flakes
    const wy = (y: number) => y + (ky - 1) * -150; // the window keeps its size and moves with the band
    s += `<rect x="-86" y="${f(wy(-192))}" width="172" height="118" rx="56" fill="#fbf7ee" stroke="${darken(p.kraft, 0.18)}" stroke-width="3"/>`;
    const r = seededRandom(7);
    let flakes = '';
    for (let i = 0; i < 26; i++) {
      const x = -66 + r() * 132;
      const y = wy(-172) + r() * 80;
      const a = r() * 6.28;
      const l = 9 + r() * 9;
      flakes += `M${f(x)} ${f(y)}l${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}l${f(-Math.sin(a) * 5)} ${f(Math.cos(a) * 5)}z`;
    }
    s += `<path d="${flakes}" fill="#fff" stroke="#e4dac6" stroke-width="1.5"/>`;
    s += `<rect x="-70" y="${f(wy(-186))}" width="60" height="10" rx="5" fill="#fff" opacity=".7"/>`;
    if (ctx.label) {
      const top = wy(-74) + 10;
      s += textBlock(
        ctx,
        ctx.label.size,
        { cx: 0, cy: (top - 14) / 2, w: 220, h: -14 - top },
        { maxSize: 40, color: darken(p.kraft, 0.62), maxLines: 1, weight: 0.2 },
      );
    }
    // seal, zip and tear notches
    s += `<path d="M-150 ${Y(-394)}H150" stroke="${darken(p.kraft, 0.25)}" stroke-width="4" opacity=".55"/>`;
    s += ridges(-148, 148, -430 * ky, 18, 6, '#000', 0.07);
    s += `<path d="M-152 ${Y(-414)}l12 5l-12 5zM152 ${Y(-414)}l-12 5l12 5z" fill="${darken(p.kraft, 0.35)}"/>`;
    return s;
  },
};

// Where spilled capsules lie beside the bottle: the shared art uses the first six.
const PILE: [number, number, number][] = [
  [66, -18, -12],
  [150, -16, 18],
  [212, -20, -6],
  [110, -48, 6],
  [182, -50, -24],
  [144, -80, 10],
  [252, -16, 12],
  [236, -50, -16],
  [196, -84, 24],
];

/** Spilled capsules: more for a bigger count (30 → 4, 60 → 6, 120 → 8); six on the shared art. */
function spilled(ctx: Ctx): number {
  if (!ctx.label) return 6;
  return Math.min(PILE.length, Math.max(3, Math.round(2 * Math.log2(Math.max(1, ctx.label.count) / 7.5))));
}

export const capsules: ProductShape = {
  meta: () => ({ flat: false, w: 440, h: 330, closeUp: [40, -140, 1.8] }),
  draw(ctx) {
    const p = ctx.p;
    let s = g(
      'translate(-70 0)',
      `<path d="M-110 -24Q-110 0 -86 0L86 0Q110 0 110 -24L110 -236Q110 -262 84 -262L-84 -262Q-110 -262 -110 -236Z" fill="${cyl(ctx, '#f5f4f1')}"/>` +
        `<rect x="-98" y="-276" width="196" height="22" rx="6" fill="${cyl(ctx, '#e5e2dc')}"/>` +
        `<rect x="-104" y="-336" width="208" height="66" rx="10" fill="${cyl(ctx, p.accent)}"/>` +
        ridges(-100, 100, -326, 50, 9) +
        label(ctx, -110, -214, 220, 150, { bg: p.accent, ink: '#ffffff', stripe: p.accentDark }),
    );
    const c1 = p.accent;
    const c2 = '#f6f3ec';
    for (const [x, y, a] of PILE.slice(0, spilled(ctx))) s += capsule(ctx, x, y, a, 84, c1, c2);
    return s;
  },
};
