/** Liquids: the screw-cap bottle, the dropper bottle and the spray bottle. Taller and wider with the volume. */
import { seededRandom } from '../../../lib/random';
import { mix } from '../colour';
import { label } from '../labels';
import { highlight, ridges } from '../motifs';
import { type Ctx, cyl, f } from '../svg';
import { logT, volumeMl } from './shape';
import type { ProductShape } from './types';

/** Half width and shoulder height of a bottle body; the shared art keeps 90 and 250. */
function bottleBody(ctx: Ctx): { hw: number; top: number } {
  const ml = volumeMl(ctx.label);
  if (ml === null) return { hw: 90, top: 250 };
  const t = logT(ml, 100, 1000);
  return { hw: Math.round(72 + 30 * t), top: Math.round(190 + 110 * t) };
}

export const bottle: ProductShape = {
  meta(ctx) {
    const { hw, top } = bottleBody(ctx);
    return { flat: false, w: 2 * hw, h: top + 180, closeUp: [0, -(top - 80), 2.2 * (90 / hw) ** 0.5] };
  },
  draw(ctx) {
    const p = ctx.p;
    const { hw, top } = bottleBody(ctx);
    const T = -top;
    const body = mix(p.accentLight, '#ffffff', 0.62);
    let s = `<path d="M${f(-hw)} -22Q${f(-hw)} 0 ${f(-hw + 22)} 0L${f(hw - 22)} 0Q${f(hw)} 0 ${f(hw)} -22L${f(hw)} ${f(T)}C${f(hw)} ${f(T - 50)} 34 ${f(T - 48)} 34 ${f(T - 80)}L34 ${f(T - 102)}L-34 ${f(T - 102)}L-34 ${f(T - 80)}C-34 ${f(T - 48)} ${f(-hw)} ${f(T - 50)} ${f(-hw)} ${f(T)}Z" fill="${cyl(ctx, body)}"/>`;
    s += label(ctx, -hw, T + 18, 2 * hw, top - 74);
    s += highlight(-hw + 18, T - 40, 9, 36, 0.45);
    s += `<rect x="-40" y="${f(T - 112)}" width="80" height="16" rx="4" fill="${cyl(ctx, p.accentDark)}"/>`;
    s += `<rect x="-44" y="${f(T - 180)}" width="88" height="72" rx="10" fill="${cyl(ctx, p.accentDark)}"/>`;
    s += ridges(-40, 40, T - 170, 54, 8, '#000', 0.12);
    s += `<rect x="-40" y="${f(T - 179)}" width="80" height="7" rx="3.5" fill="#fff" opacity=".22"/>`;
    return s;
  },
};

function dropperBody(ctx: Ctx): { hw: number; top: number } {
  const ml = volumeMl(ctx.label);
  if (ml === null) return { hw: 75, top: 190 };
  const t = logT(ml, 10, 100);
  return { hw: Math.round(52 + 23 * t), top: Math.round(120 + 80 * t) };
}

export const dropper: ProductShape = {
  meta(ctx) {
    const { hw, top } = dropperBody(ctx);
    return { flat: false, w: 2 * hw, h: top + 205, closeUp: [0, -(top - 40), 2.5 * (75 / hw) ** 0.5] };
  },
  draw(ctx) {
    const p = ctx.p;
    const { hw, top } = dropperBody(ctx);
    const T = -top;
    let s = `<path d="M${f(-hw)} -18Q${f(-hw)} 0 ${f(-hw + 18)} 0L${f(hw - 18)} 0Q${f(hw)} 0 ${f(hw)} -18L${f(hw)} ${f(T)}C${f(hw)} ${f(T - 38)} 24 ${f(T - 34)} 24 ${f(T - 58)}L24 ${f(T - 68)}L-24 ${f(T - 68)}L-24 ${f(T - 58)}C-24 ${f(T - 34)} ${f(-hw)} ${f(T - 38)} ${f(-hw)} ${f(T)}Z" fill="${cyl(ctx, p.amber)}"/>`;
    s += label(ctx, -hw, T + 30, 2 * hw, top - 78);
    s += highlight(-hw + 13, T - 20, 9, 46, 0.35);
    s += highlight(-hw + 13, -44, 9, 26, 0.3);
    s += `<rect x="-37" y="${f(T - 118)}" width="74" height="54" rx="7" fill="${cyl(ctx, p.gold)}"/>`;
    s += ridges(-34, 34, T - 110, 38, 7, '#000', 0.1);
    s += `<path d="M-23 ${f(T - 116)}L-23 ${f(T - 162)}C-23 ${f(T - 208)} 23 ${f(T - 208)} 23 ${f(T - 162)}L23 ${f(T - 116)}Z" fill="${cyl(ctx, p.accentDark)}"/>`;
    s += highlight(-15, T - 188, 6, 50, 0.25);
    return s;
  },
};

function sprayBody(ctx: Ctx): { hw: number; top: number } {
  const ml = volumeMl(ctx.label);
  if (ml === null) return { hw: 75, top: 236 };
  const t = logT(ml, 50, 250);
  return { hw: Math.round(62 + 18 * t), top: Math.round(190 + 60 * t) };
}

export const spray: ProductShape = {
  meta(ctx) {
    const { hw, top } = sprayBody(ctx);
    return { flat: false, w: 2 * hw + 150, h: top + 156, closeUp: [0, -(top + 14), 1.9 * (75 / hw) ** 0.5] };
  },
  draw(ctx) {
    const p = ctx.p;
    const { hw, top } = sprayBody(ctx);
    const T = -top;
    const body = mix(p.bluePale, '#ffffff', 0.3);
    let s = `<path d="M${f(-hw)} -22Q${f(-hw)} 0 ${f(-hw + 22)} 0L${f(hw - 22)} 0Q${f(hw)} 0 ${f(hw)} -22L${f(hw)} ${f(T)}C${f(hw)} ${f(T - 32)} 30 ${f(T - 34)} 30 ${f(T - 56)}L-30 ${f(T - 56)}C-30 ${f(T - 34)} ${f(-hw)} ${f(T - 32)} ${f(-hw)} ${f(T)}Z" fill="${cyl(ctx, body)}"/>`;
    s += label(ctx, -hw, T + 32, 2 * hw, top - 86, { bg: '#ffffff' });
    s += highlight(-hw + 13, T - 14, 8, 34, 0.5);
    s += `<rect x="-38" y="${f(T - 84)}" width="76" height="32" rx="6" fill="${cyl(ctx, '#c9d2da')}"/>`;
    s += ridges(-36, 36, T - 80, 24, 6, '#000', 0.1);
    s += `<path d="M-30 ${f(T - 82)}L-30 ${f(T - 134)}Q-30 ${f(T - 156)} -8 ${f(T - 156)}L8 ${f(T - 156)}Q30 ${f(T - 156)} 30 ${f(T - 134)}L30 ${f(T - 82)}Z" fill="${cyl(ctx, p.accent)}"/>`;
    s += `<rect x="26" y="${f(T - 136)}" width="18" height="14" rx="4" fill="${p.accentDark}"/>`;
    // mist
    const r = seededRandom(11);
    let mist = '';
    for (let i = 0; i < 34; i++) {
      const dist = 18 + r() * 150;
      const a = (r() - 0.5) * (0.35 + dist / 400);
      const x = 50 + Math.cos(a) * dist;
      const y = T - 129 + Math.sin(a) * dist;
      mist += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(2 + r() * 4 + dist / 60)}" fill="${p.blue}" opacity="${f(0.42 - dist / 500)}"/>`;
    }
    s += mist;
    return s;
  },
};
