/** Blog post images (kind `blog`, 1600×900): flat-lay, podiums, coconut still life, lab bench. */
import { lighten, mix } from './colour';
import { coconut, coconutHalf, coconutTop, drop, frond, veinedLeaf } from './motifs';
import { dressingPad, place } from './products';
import { backdrop, beaker, flask, microscope, petriDish, podium, sun } from './settings';
import { type Ctx, g, lin, tr } from './svg';

export function blog(ctx: Ctx, variant: string): string {
  const p = ctx.p;
  const W = 1600;
  const H = 900;
  let s = '';
  if (variant === 'a') {
    // flat-lay from above
    s += backdrop(ctx, W, H, mix(p.bg1, p.cream, 0.5), p.bg2);
    s += veinedLeaf(-20, 120, 380, 10, p.leaf, p.leafDark) + veinedLeaf(-10, 180, 320, 40, p.leafLight, p.leafDark);
    s += frond(1640, 60, 560, 160, 0.05, p.leafDark, 0.9);
    s += veinedLeaf(1620, 880, 360, -150, p.leaf, p.leafDark);
    s += coconutTop(ctx, 300, 700, 130) + coconutTop(ctx, 1360, 380, 100);
    s += place(ctx, 'sheetmask', 760, 430, 0.85, -10);
    s += place(ctx, 'dressing', 1230, 700, 0.62, 12);
    s += `<circle cx="480" cy="180" r="96" fill="#000" opacity=".1" transform="translate(8 10)"/>`;
    s += `<circle cx="480" cy="180" r="96" fill="${p.accent}"/><circle cx="480" cy="180" r="80" fill="none" stroke="#fff" stroke-width="3" opacity=".3"/>`;
    s += drop(ctx, 1040, 180, 22) + drop(ctx, 560, 800, 16) + drop(ctx, 180, 420, 14);
  } else if (variant === 'b') {
    // products on podiums
    s += backdrop(ctx, W, H, p.bg1, p.bg2);
    s += `<path d="M420 900V420A380 380 0 0 1 1180 420V900Z" fill="${p.accentPale}"/>`;
    s += veinedLeaf(420, 860, 300, -120, p.leaf, p.leafDark) + veinedLeaf(1180, 860, 300, -60, p.leafLight, p.leafDark);
    s += `<rect y="760" width="${W}" height="140" fill="${lin(ctx, p.floor, p.bg3)}"/>`;
    s += podium(ctx, 560, 650, 260, 140, lighten(p.accentLight, 0.3));
    s += podium(ctx, 1040, 650, 260, 140, lighten(p.accentLight, 0.3));
    s += podium(ctx, 800, 560, 300, 250, lighten(p.accentLight, 0.55));
    s += place(ctx, 'dropper', 560, 660, 0.8);
    s += place(ctx, 'jar', 800, 572, 0.95);
    s += place(ctx, 'tube', 1040, 660, 0.78);
  } else if (variant === 'c') {
    // coconut still life
    s += backdrop(ctx, W, H, mix(p.bg1, '#fff4e2', 0.4), mix(p.bg2, '#eedcbf', 0.35));
    s += sun(ctx, 1300, 200, 90);
    s +=
      frond(-40, -30, 620, 30, 0.18, p.leafDark) +
      frond(-60, 200, 520, 8, 0.18, p.leaf) +
      frond(1650, -20, 600, 150, 0.16, p.leaf);
    s += `<rect y="700" width="${W}" height="200" fill="${lin(ctx, '#b98558', '#8d5b33')}"/>`;
    s += `<path d="M0 700H${W}" stroke="#d9b088" stroke-width="6"/>`;
    s += coconut(ctx, 420, 650, 110) + coconutHalf(ctx, 260, 760, 130) + coconutHalf(ctx, 1330, 770, 110);
    s += place(ctx, 'bottle', 760, 760, 1.0);
    s += place(ctx, 'jar', 1040, 770, 0.9);
    s += drop(ctx, 600, 420, 22) + drop(ctx, 1200, 480, 16) + drop(ctx, 900, 300, 12);
  } else {
    // science of healing: lab bench with dressing and cellulose
    s += backdrop(ctx, W, H, mix(p.bg1, '#f3f8fb', 0.5), mix(p.bg2, p.bluePale, 0.5));
    s += `<rect x="120" y="80" width="440" height="360" rx="20" fill="#fff" opacity=".6"/>`;
    s += frond(560, 440, 380, -140, 0.1, p.leafLight, 0.8);
    s += `<rect y="660" width="${W}" height="240" fill="${lin(ctx, '#ffffff', mix(p.bg3, p.bluePale, 0.5))}"/>`;
    s += `<path d="M0 660H${W}" stroke="${p.accentLight}" stroke-width="4" opacity=".6"/>`;
    s += flask(ctx, 320, 700, 1.3, p.accent) + beaker(ctx, 520, 700, 1.0, p.accentLight);
    s += petriDish(ctx, 780, 780, 150);
    s += place(ctx, 'roll', 1140, 720, 0.8);
    s += g(tr(1360, 800, 0.45, -12), dressingPad(ctx));
    s += microscope(ctx, 1380, 660, 1.1);
  }
  return s;
}
