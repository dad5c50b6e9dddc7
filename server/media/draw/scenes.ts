/** Story images (kind `scene`, 1600×900): beach palms, laboratory, leaves close-up, palm hills at sunrise. */
import { seededRandom } from '../../lib/random';
import { darken, lighten, mix } from './colour';
import { coconut, coconutHalf, drop, frond, palmTree, veinedLeaf } from './motifs';
import { backdrop, beaker, flask, hills, microscope, petriDish, sun } from './settings';
import { type Ctx, lin } from './svg';

export function scene(ctx: Ctx, variant: string): string {
  const p = ctx.p;
  const W = 1600;
  const H = 900;
  let s = '';
  if (variant === 'a') {
    // coconut palms on a beach
    s += backdrop(ctx, W, H, mix(p.bg1, '#fff1da', 0.4), mix(p.bg2, '#d9ecf2', 0.5));
    s += sun(ctx, 1100, 260, 90);
    const sea = mix('#5aa6c0', p.accent, 0.25);
    s += `<rect y="560" width="${W}" height="140" fill="${lin(ctx, lighten(sea, 0.3), sea)}"/>`;
    s += `<path d="M100 600H400M700 620H1100M1200 590H1450M300 650H650" stroke="#fff" stroke-width="4" opacity=".5" stroke-linecap="round"/>`;
    s += `<path d="M0 700C400 660 1000 650 1600 690L1600 900L0 900Z" fill="${lin(ctx, p.sand, darken(p.sand, 0.08))}"/>`;
    s += `<path d="M0 700C400 660 1000 650 1600 690" stroke="#fff" stroke-width="8" fill="none" opacity=".6"/>`;
    s +=
      palmTree(ctx, 260, 820, 640, 120, 1.3) +
      palmTree(ctx, 520, 760, 480, -40, 1.0) +
      palmTree(ctx, 1380, 800, 600, -130, 1.25);
    s += coconut(ctx, 700, 800, 30) + coconut(ctx, 742, 812, 26) + coconutHalf(ctx, 1080, 820, 50);
  } else if (variant === 'b') {
    // laboratory
    s += backdrop(ctx, W, H, mix(p.bg1, '#f5f9fb', 0.5), mix(p.bg2, p.bluePale, 0.4));
    s += `<rect x="980" y="90" width="480" height="400" rx="16" fill="${lin(ctx, '#e9f5f9', mix('#cfe8d5', p.accentPale, 0.3))}" stroke="#fff" stroke-width="16"/>`;
    s += `<path d="M1220 90V490M980 290H1460" stroke="#fff" stroke-width="12"/>`;
    s += frond(990, 480, 300, -60, 0.1, p.leafLight, 0.8) + frond(1460, 470, 280, -120, 0.1, p.leaf, 0.8);
    s += `<rect y="620" width="${W}" height="280" fill="${lin(ctx, '#f7f9fa', '#dfe6eb')}"/>`;
    s += `<rect y="610" width="${W}" height="22" fill="${p.accentDark}"/>`;
    let drawers = '';
    for (let i = 0; i < 4; i++)
      drawers += `<rect x="${60 + i * 390}" y="680" width="350" height="180" rx="14" fill="#fff" opacity=".55"/><rect x="${195 + i * 390}" y="710" width="80" height="12" rx="6" fill="${p.accentDark}" opacity=".5"/>`;
    s += drawers;
    s +=
      flask(ctx, 250, 620, 1.5, p.accent) +
      flask(ctx, 470, 620, 1.0, p.leafLight) +
      beaker(ctx, 650, 620, 1.1, p.accentLight);
    // test-tube rack
    let tubes = '';
    for (let i = 0; i < 5; i++) {
      const x = 800 + i * 44;
      const c = [p.accent, p.leafLight, p.accentLight, '#8fc1e3', p.gold][i]!;
      tubes += `<rect x="${x}" y="430" width="26" height="180" rx="13" fill="#fff" opacity=".7" stroke="#b9c8d3" stroke-width="3"/><rect x="${x + 3}" y="${520 - i * 10}" width="20" height="${87 + i * 10}" rx="10" fill="${c}"/>`;
    }
    s +=
      tubes +
      `<rect x="780" y="520" width="240" height="18" rx="4" fill="${p.accentDark}"/><rect x="780" y="592" width="240" height="18" rx="4" fill="${p.accentDark}"/>`;
    s += microscope(ctx, 1220, 620, 1.3);
    s += petriDish(ctx, 1450, 600, 80);
  } else if (variant === 'c') {
    // leaves close-up
    s += backdrop(ctx, W, H, p.leafDark, darken(p.leafDark, 0.3));
    s += frond(-80, 900, 900, -40, 0.05, darken(p.leaf, 0.25), 1.1);
    s += frond(1700, 950, 950, -150, 0.05, darken(p.leaf, 0.1), 1.1);
    s += veinedLeaf(200, 980, 700, -70, p.leaf, p.leafDark, 0.38);
    s += veinedLeaf(1500, -60, 650, 120, p.leafLight, p.leafDark, 0.34);
    s += veinedLeaf(700, 950, 600, -100, mix(p.leafLight, p.accentLight, 0.25), p.leafDark, 0.34);
    s += veinedLeaf(1650, 700, 620, -165, p.leaf, p.leafDark, 0.36);
    s += veinedLeaf(-60, 100, 560, 15, mix(p.leaf, p.accent, 0.2), p.leafDark, 0.34);
    s +=
      drop(ctx, 420, 520, 26) +
      drop(ctx, 1130, 360, 20) +
      drop(ctx, 880, 640, 14) +
      drop(ctx, 330, 300, 12) +
      drop(ctx, 1330, 600, 18);
  } else {
    // hills at sunrise with a palm grove
    s += backdrop(ctx, W, H, mix('#ffe7c4', p.bg1, 0.4), mix(p.bg2, '#fff2dc', 0.3));
    s += sun(ctx, 800, 330, 110);
    s += hills(W, H, 520, 120, 21, mix(p.leafLight, p.bg2, 0.6));
    s += hills(W, H, 620, 110, 22, mix(p.leaf, p.bg2, 0.45));
    const r = seededRandom(p.h + 99);
    for (let i = 0; i < 9; i++)
      s += palmTree(ctx, 40 + i * 190 + r() * 80, 640 + r() * 20, 150 + r() * 60, (r() - 0.5) * 50, 0.4);
    s += hills(W, H, 700, 60, 24, mix(p.leaf, p.bg2, 0.3));
    s +=
      palmTree(ctx, 180, 820, 460, 50, 0.95) +
      palmTree(ctx, 1340, 800, 400, -60, 0.85) +
      palmTree(ctx, 1480, 830, 300, 30, 0.7);
    s += hills(W, H, 760, 70, 23, mix(p.leafDark, p.leaf, 0.4));
    s += coconut(ctx, 620, 860, 34) + coconut(ctx, 668, 872, 28);
  }
  return s;
}
