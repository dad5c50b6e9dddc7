/**
 * Flat products, drawn from above around their centre: the sheet mask with its sachet, and the
 * dressing. A product's own picture prints its name and size on the sachet, shapes the dressing pad
 * by its size in cm, and fans out two or three items for a multi-pack.
 */
import { seededRandom } from '../../../lib/random';
import { darken, lighten, mix } from '../colour';
import { countSticker, labelText } from '../labels';
import { emblem, ridges } from '../motifs';
import { type Ctx, clip, def, f, g, lin, tr } from '../svg';
import { areaCm, copiesShown, logT } from './shape';
import type { ProductShape } from './types';

/** The printed sachet a mask or a dressing comes in. */
function sachet(ctx: Ctx, w: number, h: number): string {
  const p = ctx.p;
  let s = `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="14" fill="${lin(ctx, p.accent, p.accentDark, true)}"/>`;
  s += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="30" rx="10" fill="${darken(p.accent, 0.1)}"/>`;
  s += `<rect x="${f(-w / 2)}" y="${f(h / 2 - 30)}" width="${f(w)}" height="30" rx="10" fill="${darken(p.accent, 0.16)}"/>`;
  s += ridges(-w / 2, w / 2, -h / 2 + 4, 22, 8, '#fff', 0.15);
  s += ridges(-w / 2, w / 2, h / 2 - 26, 22, 8, '#fff', 0.15);
  s += `<path d="M${f(-w / 2 + 30)} ${f(h * 0.05)}a${f(w * 0.36)} ${f(w * 0.36)} 0 0 1 ${f(w - 60)} 0" stroke="#fff" stroke-width="3" fill="none" opacity=".4"/>`;
  if (ctx.label) {
    s += emblem(0, -h * 0.3, w * 0.08, lighten(p.accent, 0.85), p.accent);
    s += labelText(
      ctx,
      { cx: 0, top: -h * 0.2, w: w * 0.8, h: h * 0.52 },
      { ink: '#ffffff', accent: lighten(p.accent, 0.78) },
    );
  } else {
    s += emblem(0, -h * 0.16, w * 0.13, lighten(p.accent, 0.85), p.accent);
    s += `<rect x="${f(-w * 0.28)}" y="${f(-h * 0.02)}" width="${f(w * 0.56)}" height="12" rx="6" fill="#fff" opacity=".8"/>`;
    s += `<rect x="${f(-w * 0.18)}" y="${f(h * 0.05)}" width="${f(w * 0.36)}" height="8" rx="4" fill="#fff" opacity=".5"/>`;
  }
  s += `<rect x="${f(-w / 2 + 14)}" y="${f(-h / 2 + 40)}" width="14" height="${f(h - 80)}" rx="7" fill="#fff" opacity=".14"/>`;
  return s;
}

const SACHET_SHADOW = `<rect x="-150" y="-205" width="300" height="410" rx="14" transform="translate(10 14)" fill="#000" opacity=".1"/>`;

function maskSheet(ctx: Ctx): string {
  const p = ctx.p;
  const face =
    'M0 -240C118 -240 184 -170 186 -60C188 40 162 120 120 180C88 222 46 242 0 242C-46 242 -88 222 -120 180C-162 120 -188 40 -186 -60C-184 -170 -118 -240 0 -240Z';
  const holes =
    'M-124 -46Q-82 -76 -40 -46Q-82 -22 -124 -46Z' +
    'M124 -46Q82 -76 40 -46Q82 -22 124 -46Z' +
    'M-54 128Q0 110 54 128Q0 148 -54 128Z';
  const edge = mix(p.accentPale, p.accent, 0.3);
  const fill = def(
    ctx,
    'maskfill',
    () =>
      `<linearGradient id="maskfill" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#ffffff"/>` +
      `<stop offset=".6" stop-color="${mix('#f6f2ea', p.accentPale, 0.4)}"/><stop offset="1" stop-color="${mix('#ebe5d8', p.accentPale, 0.5)}"/></linearGradient>`,
  );
  const c = clip(ctx, 'clip-mask', `<path d="${face}${holes}" clip-rule="evenodd"/>`);
  let s = `<path d="${face}${holes}" transform="translate(12 16)" fill="#000" opacity=".1" fill-rule="evenodd"/>`;
  s += `<path d="${face}${holes}" fill="${fill}" fill-rule="evenodd" stroke="${edge}" stroke-width="3"/>`;
  // cellulose fibres and a wet sheen
  const r = seededRandom(5);
  let fib = '';
  for (let i = 0; i < 46; i++) {
    const x = -180 + r() * 360;
    const y = -230 + r() * 460;
    const a = r() * Math.PI;
    const l = 26 + r() * 50;
    fib += `M${f(x)} ${f(y)}q${f(Math.cos(a + 0.6) * l * 0.5)} ${f(Math.sin(a + 0.6) * l * 0.5)} ${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}`;
  }
  s += `<g ${c}><path d="${fib}" stroke="${edge}" stroke-width="1.6" fill="none" opacity=".22"/>`;
  s += `<ellipse cx="-96" cy="40" rx="44" ry="120" fill="#fff" opacity=".6" transform="rotate(14 -96 40)"/>`;
  s += `<ellipse cx="40" cy="-170" rx="90" ry="26" fill="#fff" opacity=".5" transform="rotate(-8 40 -170)"/></g>`;
  s += `<path d="M-20 52Q0 70 20 52" stroke="${edge}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M-76 202L-64 184M76 202L64 184M-178 30L-156 32M178 30L156 32M-30 -238L-26 -218M30 -238L26 -218" stroke="${edge}" stroke-width="3" stroke-linecap="round"/>`;
  return s;
}

export const sheetmask: ProductShape = {
  meta: (ctx) => ({ flat: true, w: 460, h: 520, closeUp: ctx.label ? [120, -20, 1.45] : [-20, -40, 1.75] }),
  draw(ctx) {
    if (!ctx.label)
      return g(tr(120, -20, 1, 12), SACHET_SHADOW + sachet(ctx, 300, 410)) + g(tr(-30, 10, 1, -8), maskSheet(ctx));
    // The mask behind, its printed sachet in front; a multi-pack fans out more sachets behind the first.
    const shown = copiesShown(ctx.label, false);
    let s = g(tr(-95, 20, 0.86, -8), maskSheet(ctx));
    for (let i = shown - 1; i >= 0; i--)
      s += g(tr(125 + i * 30, -5 - i * 30, 0.9, 9 + i * 7), SACHET_SHADOW + sachet(ctx, 300, 410));
    s += countSticker(ctx, shown, 230, -200, 48);
    return s;
  },
};

/**
 * A bordered dressing pad of `w` × `h` (330 × 330 on the shared art) with side tabs, a dotted
 * seal and a gauze-textured pad.
 */
export function dressingPad(ctx: Ctx, withShadow = true, w = 330, h = 330): string {
  const p = ctx.p;
  const k = Math.min(w, h) / 330;
  const pad = mix(p.bluePale, p.accentPale, 0.45);
  const x0 = -w / 2;
  const y0 = -h / 2;
  const rect = (inset: number, rx: number) =>
    `x="${f(x0 + inset * k)}" y="${f(y0 + inset * k)}" width="${f(w - 2 * inset * k)}" height="${f(h - 2 * inset * k)}" rx="${f(rx * k)}"`;
  let s = '';
  if (withShadow)
    s += `<rect x="${f(x0 + 9 * k)}" y="${f(y0 + 15 * k)}" width="${f(w)}" height="${f(h)}" rx="${f(42 * k)}" fill="#000" opacity=".1"/>`;
  s += `<rect x="${f(x0 - 31 * k)}" y="${f(-44 * k)}" width="${f(40 * k)}" height="${f(88 * k)}" rx="${f(10 * k)}" fill="${p.accentLight}"/>`;
  s += `<rect x="${f(-x0 - 9 * k)}" y="${f(-44 * k)}" width="${f(40 * k)}" height="${f(88 * k)}" rx="${f(10 * k)}" fill="${p.accentLight}"/>`;
  s += `<rect ${rect(0, 42)} fill="${lin(ctx, '#ffffff', '#edf1f4')}" stroke="#d5dde5" stroke-width="2"/>`;
  s += `<rect ${rect(19, 30)} fill="none" stroke="#c7d1db" stroke-width="5" stroke-dasharray="0 15" stroke-linecap="round"/>`;
  s += `<rect ${rect(65, 20)} fill="${mix(pad, p.blue, 0.08)}"/>`;
  s += `<rect ${rect(73, 16)} fill="${pad}"/>`;
  const gx = w / 2 - 77 * k; // the gauze grid stops 4 short of the pad's edge
  const gy = h / 2 - 77 * k;
  let d = '';
  if (k === 1 && w === h) for (let i = -80; i <= 80; i += 16) d += `M-88 ${i}H88M${i} -88V88`;
  else {
    for (let y = -gy + 8; y <= gy - 8; y += 16) d += `M${f(-gx)} ${f(y)}H${f(gx)}`;
    for (let x = -gx + 8; x <= gx - 8; x += 16) d += `M${f(x)} ${f(-gy)}V${f(gy)}`;
  }
  s += `<path d="${d}" stroke="#fff" stroke-width="3" opacity=".75"/>`;
  s += `<rect ${rect(73, 16)} fill="none" stroke="${p.blue}" stroke-opacity=".25" stroke-width="3"/>`;
  s += `<path d="M${f(x0 + 25 * k)} ${f(y0 + 45 * k)}Q${f(x0 + 25 * k)} ${f(y0 + 25 * k)} ${f(x0 + 45 * k)} ${f(y0 + 25 * k)}L${f(x0 + 125 * k)} ${f(y0 + 25 * k)}" stroke="#fff" stroke-width="${f(Math.max(4, 8 * k))}" stroke-linecap="round" fill="none" opacity=".9"/>`;
  return s;
}

/** Pad size from the dressing's size in cm: 5 × 5 cm small and square, 10 × 30 cm long and narrow. */
function padSize(ctx: Ctx): { w: number; h: number } {
  const area = areaCm(ctx.label);
  if (!area) return { w: 250, h: 250 };
  const long = 190 + 125 * logT(Math.sqrt(area.w * area.h), 4, 25);
  const aspect = Math.min(3, Math.max(1 / 3, area.w / area.h));
  return aspect >= 1 ? { w: long, h: long / aspect } : { w: long * aspect, h: long };
}

export const dressing: ProductShape = {
  meta: (ctx) =>
    ctx.label
      ? { flat: true, w: 540, h: 540, closeUp: [140, -90, 1.75] }
      : { flat: true, w: 380, h: 340, closeUp: [0, 0, 2.3] },
  draw(ctx) {
    if (!ctx.label) return g(tr(0, 0, 1, -6), dressingPad(ctx));
    // The labelled sachet at the back right, the pad (or two or three for a multi-pack) at the front left.
    const { w, h } = padSize(ctx);
    const shown = copiesShown(ctx.label, false);
    let s = g(tr(138, -98, 0.8, 8), SACHET_SHADOW + sachet(ctx, 300, 410));
    for (let i = 0; i < shown; i++) {
      const j = shown - 1 - i; // back to front
      s += g(tr(-138 - j * 24, 126 - j * 34, 1, -8 + j * 9), dressingPad(ctx, true, w, h));
    }
    s += countSticker(ctx, shown, 228, -248, 46);
    return s;
  },
};
