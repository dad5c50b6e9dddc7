/** Home page banners (kind `banner`, 1600×640): grove line-up, sheet mask, wound-care kit, botanicals. */
import { lighten, mix } from './colour';
import { coconut, coconutHalf, drop, emblem, frond, palmTree, veinedLeaf } from './motifs';
import { dressingPad, place } from './products';
import { backdrop, hills, sun } from './settings';
import { type Ctx, g, glow, lin, shadowFill, tr } from './svg';

export function banner(ctx: Ctx, variant: string): string {
  const p = ctx.p;
  const W = 1600;
  const H = 640;
  let s = '';
  if (variant === 'a') {
    // coconut grove with a product line-up
    s += backdrop(ctx, W, H, mix(p.bg1, '#fff5e3', 0.4), mix(p.bg2, '#f3e5cc', 0.3));
    s += sun(ctx, 1230, 190, 80);
    s += hills(W, H, 500, 90, 3, mix(p.leafLight, p.bg2, 0.72));
    s += hills(W, H, 540, 60, 4, mix(p.leaf, p.bg2, 0.6));
    s += palmTree(ctx, 860, 560, 330, -40, 0.8);
    s += palmTree(ctx, 1330, 540, 380, 30, 0.9);
    s += palmTree(ctx, 1560, 620, 520, -60, 1.1);
    s += `<path d="M0 560C400 545 900 538 1600 552L1600 640L0 640Z" fill="${lin(ctx, mix(p.sand, p.bg2, 0.3), mix(p.sand, p.bg3, 0.5))}"/>`;
    s += `<ellipse cx="1170" cy="538" rx="380" ry="18" fill="${shadowFill(ctx)}"/>`;
    s += `<rect x="820" y="496" width="700" height="26" rx="6" fill="${lin(ctx, '#c38f5c', '#9a653a')}"/>`;
    s += `<rect x="826" y="522" width="688" height="12" fill="#7c4f2c"/>`;
    s += place(ctx, 'jar', 900, 498, 0.5, 0, false);
    s += place(ctx, 'bottle', 1020, 498, 0.6, 0, false);
    s += place(ctx, 'dropper', 1130, 498, 0.62, 0, false);
    s += place(ctx, 'tube', 1235, 498, 0.55, 0, false);
    s += place(ctx, 'pouch', 1375, 498, 0.56, 0, false);
    s += place(ctx, 'soap', 1490, 498, 0.3, 0, false);
    s += coconut(ctx, 760, 588, 36) + coconut(ctx, 712, 602, 30);
    s += coconutHalf(ctx, 1480, 600, 56);
  } else if (variant === 'b') {
    // bio-cellulose sheet mask
    s += `<rect width="${W}" height="${H}" fill="${lin(ctx, lighten(p.bg1, 0.3), p.accentPale, true)}"/>`;
    let waves = '';
    for (let i = 0; i < 6; i++)
      waves += `M0 ${120 + i * 80}C400 ${60 + i * 80} 900 ${200 + i * 80} 1600 ${100 + i * 80}`;
    s += `<path d="${waves}" stroke="#fff" stroke-width="14" fill="none" opacity=".35"/>`;
    s += `<circle cx="1180" cy="320" r="300" fill="${glow(ctx, '#ffffff', 0.9)}"/>`;
    s += `<circle cx="1180" cy="320" r="250" fill="none" stroke="${p.accentLight}" stroke-width="3" opacity=".5"/>`;
    s +=
      veinedLeaf(1600, 640, 260, -150, p.leaf, p.leafDark) + veinedLeaf(1610, 560, 220, -175, p.leafLight, p.leafDark);
    s += veinedLeaf(760, 660, 200, -50, p.leafLight, p.leafDark, 0.3);
    s += place(ctx, 'sheetmask', 1150, 330, 1.04, -4);
    s +=
      drop(ctx, 880, 170, 26) +
      drop(ctx, 930, 470, 18) +
      drop(ctx, 1470, 120, 22) +
      drop(ctx, 1500, 420, 14) +
      drop(ctx, 830, 340, 12);
  } else if (variant === 'c') {
    // wound-care kit
    s += backdrop(ctx, W, H, mix(p.bg1, '#f4f8fb', 0.5), mix(p.bg2, p.bluePale, 0.5));
    s += `<rect y="540" width="${W}" height="100" fill="${lin(ctx, mix(p.floor, p.bluePale, 0.4), mix(p.bg3, p.bluePale, 0.3))}"/>`;
    s += `<path d="M0 540H${W}" stroke="#fff" stroke-width="3" opacity=".7"/>`;
    // the case
    s += `<ellipse cx="1240" cy="548" rx="320" ry="18" fill="${shadowFill(ctx)}"/>`;
    s += `<rect x="990" y="240" width="500" height="310" rx="30" fill="${lin(ctx, '#ffffff', '#e9eef2')}" stroke="#d3dce4" stroke-width="3"/>`;
    s += `<rect x="1008" y="258" width="464" height="274" rx="22" fill="none" stroke="${p.accent}" stroke-width="6" stroke-dasharray="14 10" opacity=".6"/>`;
    s += `<path d="M1185 240V206Q1185 188 1203 188H1277Q1295 188 1295 206V240" stroke="${p.accentDark}" stroke-width="18" fill="none"/>`;
    s += `<rect x="990" y="290" width="500" height="62" fill="${p.accent}"/>`;
    s += emblem(1240, 321, 22, lighten(p.accent, 0.85), p.accent);
    s += place(ctx, 'box', 1075, 572, 0.7);
    s += place(ctx, 'spray', 1218, 572, 0.8);
    s += place(ctx, 'tube', 1345, 572, 0.66);
    s += place(ctx, 'roll', 1470, 600, 0.5);
    s += g(tr(860, 500, 0.5, -14), dressingPad(ctx));
    s += g(tr(770, 590, 0.38, 10), dressingPad(ctx));
  } else {
    // botanicals: soap, capsules and carton under palm fronds
    s += backdrop(ctx, W, H, mix(p.bg1, '#fff7e8', 0.3), mix(p.bg2, '#f1e4cc', 0.3));
    s += `<path d="M900 640V260A330 330 0 0 1 1560 260V640Z" fill="${p.accentPale}"/>`;
    s +=
      frond(1620, -40, 520, 150, 0.15, p.leafDark) +
      frond(1640, 180, 420, 178, 0.14, p.leaf) +
      frond(820, -60, 360, 40, 0.18, p.leafLight);
    s += `<rect y="560" width="${W}" height="80" fill="${lin(ctx, p.floor, p.bg3)}"/>`;
    s += place(ctx, 'box', 1060, 580, 0.72);
    s += place(ctx, 'capsules', 1300, 580, 0.66);
    s += place(ctx, 'soap', 1470, 600, 0.46);
    s += coconutHalf(ctx, 890, 590, 70);
    s += drop(ctx, 1520, 360, 16) + drop(ctx, 980, 300, 12);
  }
  return s;
}
