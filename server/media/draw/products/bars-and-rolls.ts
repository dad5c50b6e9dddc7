/**
 * The soap bar (a paper band with name and weight on a product's own picture; smaller for a lighter
 * bar) and the roll of gauze, tape or film (longer for a wider roll, fatter for a longer one).
 */
import { darken, lighten, mix } from '../colour';
import { labelText } from '../labels';
import { bubble, leafPath } from '../motifs';
import { type Ctx, clip, f, g, lin, vcyl } from '../svg';
import { areaCm, logT, massG } from './shape';
import type { ProductShape } from './types';

function soapScale(ctx: Ctx): number {
  const g = massG(ctx.label);
  return g === null ? 1 : 0.88 + 0.14 * logT(g, 75, 125);
}

export const soap: ProductShape = {
  meta(ctx) {
    const k = soapScale(ctx);
    return { flat: false, w: 350 * k, h: 240, closeUp: [0, -110, 2.0 / k] };
  },
  draw(ctx) {
    const p = ctx.p;
    const k = soapScale(ctx);
    const c = mix(p.accentLight, p.cream, 0.45);
    const X = (x: number) => f(x * k);
    let s = `<rect x="${X(-175)}" y="-118" width="${X(350)}" height="118" rx="50" fill="${lin(ctx, darken(c, 0.08), darken(c, 0.22))}"/>`;
    s += `<rect x="${X(-175)}" y="-162" width="${X(350)}" height="112" rx="50" fill="${lin(ctx, lighten(c, 0.35), c)}"/>`;
    if (ctx.label) {
      // A paper band round the bar, with the name and the weight.
      const paper = '#f4ead8';
      const bx = -175 * k + 34;
      const bw = 350 * k - 68;
      s += `<path d="M${f(bx)} -162H${f(bx + bw)}V-8H${f(bx)}Z" fill="${lin(ctx, paper, darken(paper, 0.08))}"/>`;
      s += `<path d="M${f(bx)} -150H${f(bx + bw)}M${f(bx)} -20H${f(bx + bw)}" stroke="${p.accent}" stroke-width="5"/>`;
      s += labelText(ctx, { cx: 0, top: -142, w: bw - 24, h: 112 }, { ink: p.ink, accent: darken(p.accent, 0.1) });
    } else {
      s += `<ellipse cx="0" cy="-106" rx="104" ry="32" fill="none" stroke="${darken(c, 0.16)}" stroke-width="5"/>`;
      s += `<path d="${leafPath(-40, -100, 80, -12, 0.3)}" fill="${darken(c, 0.16)}"/>`;
      s += `<rect x="-150" y="-156" width="120" height="10" rx="5" fill="#fff" opacity=".35"/>`;
    }
    s += bubble(ctx, -120 * k, -196, 20);
    s += bubble(ctx, -78 * k, -228, 11);
    s += bubble(ctx, 108 * k, -190, 26);
    s += bubble(ctx, 150 * k, -226, 12);
    s += bubble(ctx, 62 * k, -222, 9);
    s += bubble(ctx, -20 * k, -186, 14);
    return s;
  },
};

/** Body length and radius of a roll; the shared art keeps 200 and 110. */
function rollBody(ctx: Ctx): { len: number; r: number } {
  const m = ctx.label?.measure;
  if (m?.kind === 'roll')
    return { len: Math.round(170 + 90 * logT(m.widthCm, 2.5, 30)), r: Math.round(80 + 40 * logT(m.lengthM, 1, 9)) };
  const area = areaCm(ctx.label);
  if (area) return { len: Math.round(170 + 90 * logT(Math.max(area.w, area.h), 2.5, 40)), r: 100 };
  return { len: 200, r: 110 };
}

export const roll: ProductShape = {
  meta(ctx) {
    const { len, r } = rollBody(ctx);
    return { flat: false, w: len + 230, h: 2 * r + 2, closeUp: [20, -r, 2.2 * Math.sqrt(110 / r)] };
  },
  draw(ctx) {
    const p = ctx.p;
    const white = '#f4f6f7';
    const { len, r } = rollBody(ctx);
    const k = r / 110;
    const rx = f(62 * k);
    const ry = f(r);
    const xl = 90 - len;
    const top = f(-2 * r);
    const bodyD = `M${f(xl)} ${top}L90 ${top}A${rx} ${ry} 0 0 1 90 0L${f(xl)} 0A${rx} ${ry} 0 0 1 ${f(xl)} ${top}Z`;
    const c = clip(ctx, ctx.label ? `clip-roll-${len}-${r}` : 'clip-roll', `<path d="${bodyD}"/>`);
    let s = `<path d="M70 -2C130 -7 190 -8 250 -5L262 20C190 20 130 20 82 18Z" fill="${lin(ctx, '#ffffff', '#e8edf0')}" stroke="#d7dee4" stroke-width="2"/>`;
    s += `<path d="M78 8C130 4 190 4 255 8" stroke="${p.accent}" stroke-width="3" fill="none" opacity=".7"/>`;
    s += `<path d="${bodyD}" fill="${vcyl(ctx, white)}"/>`;
    let weave = '';
    for (let y = -2 * r + 10; y < -4; y += 16) weave += `M${f(xl - 70)} ${y}H92`;
    let warp = '';
    for (let x = xl - 40; x < 90; x += 16) warp += `M${x} ${top}A${rx} ${ry} 0 0 1 ${x} 0`;
    s += `<g ${c}><path d="${weave}" stroke="#9fb0bd" stroke-width="1.4" opacity=".22"/>`;
    s += `<path d="${warp}" stroke="#9fb0bd" stroke-width="1.4" fill="none" opacity=".16"/>`;
    if (ctx.label) {
      // A paper label wrapped round the roll.
      // from the left end to where the end face starts
      const lx = xl + 10;
      const lw = len - 18 - 62 * k;
      s += `<rect x="${f(lx)}" y="${f(-1.62 * r)}" width="${f(lw)}" height="${f(1.24 * r)}" fill="${p.cream}"/>`;
      s += `<path d="M${f(lx)} ${f(-1.52 * r)}h${f(lw)}M${f(lx)} ${f(-0.48 * r)}h${f(lw)}" stroke="${p.accent}" stroke-width="6"/>`;
      s += labelText(
        ctx,
        { cx: lx + lw / 2, top: -1.42 * r, w: lw - 16, h: 0.86 * r },
        { ink: p.ink, accent: darken(p.accent, 0.1) },
      );
      s += `<rect x="${f(lx)}" y="${f(-1.62 * r)}" width="${f(lw)}" height="${f(1.24 * r)}" fill="${lin(ctx, '#ffffff', '#000000')}" opacity=".08"/>`;
    } else {
      s += `<path d="M-46 -220A62 110 0 0 1 -46 0M-8 -220A62 110 0 0 1 -8 0" stroke="${p.accent}" stroke-width="8" fill="none" opacity=".8"/>`;
    }
    s += `</g>`;
    s += `<ellipse cx="90" cy="${f(-r)}" rx="${rx}" ry="${ry}" fill="#fbfbf9" stroke="#d9dfe4" stroke-width="2"/>`;
    for (const q of [0.86, 0.72, 0.58, 0.45])
      s += `<ellipse cx="90" cy="${f(-r)}" rx="${f(62 * k * q)}" ry="${f(r * q)}" fill="none" stroke="#dbe1e6" stroke-width="2.5"/>`;
    s += `<ellipse cx="90" cy="${f(-r)}" rx="${f(22 * k)}" ry="${f(38 * k)}" fill="#c6ced6"/>`;
    s += `<ellipse cx="${f(90 + 3 * k)}" cy="${f(-r + 4 * k)}" rx="${f(15 * k)}" ry="${f(28 * k)}" fill="#9aa7b2"/>`;
    return g(`translate(${f(-45 + (200 - len) / 2)} 0)`, s);
  },
};
