/** Small motifs: leaves, palm fronds and trees, coconuts, drops, bubbles, the leaf emblem, capsules. */
import { darken } from './colour';
import { type Ctx, def, f, g, glow, lin, tr, vcyl } from './svg';

/** Almond leaf from (x,y) pointing at `angle` degrees. */
export function leafPath(x: number, y: number, len: number, angle: number, width = 0.34): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const nx = -dy;
  const ny = dx;
  const w = len * width;
  const P = (t: number, o: number) => `${f(x + dx * len * t + nx * o)} ${f(y + dy * len * t + ny * o)}`;
  return `M${P(0, 0)}C${P(0.3, w)} ${P(0.75, w * 0.7)} ${P(1, 0)}C${P(0.75, -w * 0.7)} ${P(0.3, -w)} ${P(0, 0)}Z`;
}

export function leaf(
  x: number,
  y: number,
  len: number,
  angle: number,
  fill: string,
  vein?: string,
  width = 0.34,
): string {
  let s = `<path d="${leafPath(x, y, len, angle, width)}" fill="${fill}"/>`;
  if (vein) {
    const a = (angle * Math.PI) / 180;
    s += `<path d="M${f(x)} ${f(y)}L${f(x + Math.cos(a) * len * 0.88)} ${f(y + Math.sin(a) * len * 0.88)}" stroke="${vein}" stroke-width="${f(Math.max(1.5, len * 0.025))}" stroke-linecap="round" opacity=".55"/>`;
  }
  return s;
}

/** Leaf with side veins (for big close-up leaves). */
export function veinedLeaf(
  x: number,
  y: number,
  len: number,
  angle: number,
  fill: string,
  vein: string,
  width = 0.36,
): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const nx = -dy;
  const ny = dx;
  let d = `M${f(x)} ${f(y)}L${f(x + dx * len * 0.92)} ${f(y + dy * len * 0.92)}`;
  for (let i = 1; i <= 6; i++) {
    const t = i / 7.2;
    const bx = x + dx * len * t;
    const by = y + dy * len * t;
    const reach = len * width * 0.8 * Math.sin(Math.PI * Math.min(1, t * 1.1));
    for (const side of [1, -1]) {
      d += `M${f(bx)} ${f(by)}Q${f(bx + dx * reach * 0.3 + nx * reach * 0.6 * side)} ${f(by + dy * reach * 0.3 + ny * reach * 0.6 * side)} ${f(bx + dx * reach * 0.75 + nx * reach * side)} ${f(by + dy * reach * 0.75 + ny * reach * side)}`;
    }
  }
  return (
    `<path d="${leafPath(x, y, len, angle, width)}" fill="${fill}"/>` +
    `<path d="${d}" stroke="${vein}" stroke-width="${f(len * 0.012)}" fill="none" stroke-linecap="round" opacity=".5"/>`
  );
}

/**
 * Palm frond: a rib curving from (x,y) to the tip with leaflets on both sides, as one path.
 * `lift` raises the middle of the rib (absolute up), so fronds arch and droop at the tip.
 */
export function frond(
  x: number,
  y: number,
  len: number,
  angle: number,
  lift: number,
  fill: string,
  leafletScale = 1,
): string {
  const a = (angle * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  const cx = (x + ex) / 2;
  const cy = (y + ey) / 2 - len * lift;
  const pt = (t: number) => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex,
    (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey,
  ];
  const tan = (t: number) =>
    Math.atan2(2 * (1 - t) * (cy - y) + 2 * t * (ey - cy), 2 * (1 - t) * (cx - x) + 2 * t * (ex - cx));
  let d = '';
  const n = Math.max(7, Math.min(16, Math.round(len / 16)));
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const [bx, by] = pt(t) as [number, number];
    const ta = tan(t);
    const L = len * 0.36 * leafletScale * Math.pow(Math.sin(Math.PI * (0.15 + t * 0.8)), 0.8);
    for (const side of [1, -1]) {
      const la = ta + side * 0.95;
      // leaflets droop: bend their direction towards the ground a little
      const ldx = Math.cos(la);
      const ldy = Math.sin(la) + 0.35;
      const norm = Math.hypot(ldx, ldy);
      const ang = (Math.atan2(ldy / norm, ldx / norm) * 180) / Math.PI;
      d += leafPath(bx, by, L, ang, 0.13);
    }
  }
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="M${f(x)} ${f(y)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" stroke="${darken(fill, 0.25)}" stroke-width="${f(Math.max(2, len * 0.018))}" fill="none" stroke-linecap="round"/>`
  );
}

export function palmTree(ctx: Ctx, x: number, y: number, h: number, lean: number, scale = 1): string {
  const p = ctx.p;
  const tx = x + lean;
  const ty = y - h;
  const cx = x + lean * 0.15;
  const cy = y - h * 0.55;
  const w0 = 22 * scale;
  const w1 = 12 * scale;
  const left: string[] = [];
  const right: string[] = [];
  let rings = '';
  const N = 14;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ty;
    const w = w0 + (w1 - w0) * t;
    left.push(`${f(px - w)} ${f(py)}`);
    right.push(`${f(px + w)} ${f(py)}`);
    if (i > 0 && i < N) rings += `M${f(px - w)} ${f(py)}Q${f(px)} ${f(py + 6 * scale)} ${f(px + w)} ${f(py)}`;
  }
  const trunk = `M${left.join('L')}L${right.reverse().join('L')}Z`;
  let s = `<path d="${trunk}" fill="${lin(ctx, p.brownLight, p.brown, true)}"/>`;
  s += `<path d="${rings}" stroke="${p.brownDark}" stroke-width="${f(2.5 * scale)}" fill="none" opacity=".45"/>`;
  // coconuts
  s += `<circle cx="${f(tx - 12 * scale)}" cy="${f(ty + 14 * scale)}" r="${f(14 * scale)}" fill="${p.brown}"/>`;
  s += `<circle cx="${f(tx + 12 * scale)}" cy="${f(ty + 16 * scale)}" r="${f(13 * scale)}" fill="${p.brownDark}"/>`;
  s += `<circle cx="${f(tx + 1 * scale)}" cy="${f(ty + 24 * scale)}" r="${f(12 * scale)}" fill="${darken(p.leaf, 0.2)}"/>`;
  const L = h * 0.62;
  const crown: [number, number, string][] = [
    [-168, 0.16, p.leafDark],
    [-12, 0.16, p.leafDark],
    [-140, 0.22, p.leaf],
    [-40, 0.22, p.leaf],
    [-112, 0.26, p.leafLight],
    [-70, 0.26, p.leafLight],
    [-92, 0.12, p.leaf],
  ];
  for (const [ang, lift, c] of crown) s += frond(tx, ty, L * (ang === -92 ? 0.6 : 1), ang + 28, lift, c);
  return s;
}

export function coconutHalf(ctx: Ctx, x: number, y: number, r: number): string {
  const p = ctx.p;
  let s = `<path d="M${f(x - r)} ${f(y)}A${f(r)} ${f(r * 0.92)} 0 0 0 ${f(x + r)} ${f(y)}Z" fill="${lin(ctx, p.brownLight, p.brownDark)}"/>`;
  let fib = '';
  for (let i = 0; i < 6; i++) {
    const ox = x - r * 0.7 + i * r * 0.28;
    fib += `M${f(ox)} ${f(y + r * 0.2)}q${f(r * 0.08)} ${f(r * 0.3)} ${f(r * 0.02)} ${f(r * 0.55 - Math.abs(i - 2.5) * r * 0.08)}`;
  }
  s += `<path d="${fib}" stroke="${p.brownDark}" stroke-width="${f(r * 0.03)}" fill="none" opacity=".5" stroke-linecap="round"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.34)}" fill="${p.brownDark}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.92)}" ry="${f(r * 0.29)}" fill="#fffdf7"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(y + r * 0.03)}" rx="${f(r * 0.72)}" ry="${f(r * 0.21)}" fill="${lin(ctx, '#e9e1d0', '#fbf8f0')}"/>`;
  return s;
}

export function coconut(ctx: Ctx, x: number, y: number, r: number): string {
  const p = ctx.p;
  const id = 'coco';
  const fill = def(
    ctx,
    id,
    () =>
      `<radialGradient id="${id}" cx=".38" cy=".34" r=".7"><stop offset="0" stop-color="${p.brownLight}"/>` +
      `<stop offset=".65" stop-color="${p.brown}"/><stop offset="1" stop-color="${p.brownDark}"/></radialGradient>`,
  );
  let s = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`;
  let fib = '';
  for (let i = 0; i < 7; i++) {
    const a = -0.5 + i * 0.55;
    fib += `M${f(x + Math.cos(a) * r * 0.3)} ${f(y + Math.sin(a) * r * 0.3)}L${f(x + Math.cos(a) * r * 0.85)} ${f(y + Math.sin(a) * r * 0.85)}`;
  }
  s += `<path d="${fib}" stroke="${p.brownDark}" stroke-width="${f(r * 0.035)}" opacity=".35" stroke-linecap="round"/>`;
  for (const [ex, ey] of [
    [-0.2, -0.45],
    [0.12, -0.5],
    [-0.03, -0.28],
  ] as const)
    s += `<ellipse cx="${f(x + ex * r)}" cy="${f(y + ey * r)}" rx="${f(r * 0.07)}" ry="${f(r * 0.09)}" fill="${p.brownDark}"/>`;
  return s;
}

/** Coconut half seen from above (for flat-lays). */
export function coconutTop(ctx: Ctx, x: number, y: number, r: number): string {
  const p = ctx.p;
  return (
    `<circle cx="${f(x + r * 0.06)}" cy="${f(y + r * 0.1)}" r="${f(r)}" fill="#000" opacity=".1"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${p.brown}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.9)}" fill="#fffdf7"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="${glow(ctx, '#f7f1e3', 1)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="none" stroke="#ece3d0" stroke-width="${f(r * 0.04)}"/>`
  );
}

export function drop(ctx: Ctx, x: number, y: number, s: number): string {
  const fill = def(
    ctx,
    'drop',
    () =>
      `<linearGradient id="drop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".95"/>` +
      `<stop offset=".55" stop-color="#cfe6f5" stop-opacity=".85"/><stop offset="1" stop-color="#8fc1e3" stop-opacity=".9"/></linearGradient>`,
  );
  const d = `M0 ${f(-1.5 * s)}C${f(0.3 * s)} ${f(-0.9 * s)} ${f(0.8 * s)} ${f(-0.35 * s)} ${f(0.8 * s)} ${f(0.2 * s)}A${f(0.8 * s)} ${f(0.8 * s)} 0 0 1 ${f(-0.8 * s)} ${f(0.2 * s)}C${f(-0.8 * s)} ${f(-0.35 * s)} ${f(-0.3 * s)} ${f(-0.9 * s)} 0 ${f(-1.5 * s)}Z`;
  return g(
    tr(x, y),
    `<path d="${d}" fill="${fill}" stroke="#ffffff" stroke-opacity=".7" stroke-width="${f(Math.max(1, s * 0.06))}"/>` +
      `<ellipse cx="${f(-0.3 * s)}" cy="${f(0.05 * s)}" rx="${f(0.14 * s)}" ry="${f(0.3 * s)}" fill="#fff" opacity=".9"/>`,
  );
}

export function bubble(ctx: Ctx, x: number, y: number, r: number): string {
  const fill = def(
    ctx,
    'bub',
    () =>
      `<radialGradient id="bub" cx=".5" cy=".5" r=".5"><stop offset=".6" stop-color="#ffffff" stop-opacity=".08"/>` +
      `<stop offset=".92" stop-color="#ffffff" stop-opacity=".55"/><stop offset="1" stop-color="#ffffff" stop-opacity=".9"/></radialGradient>`,
  );
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" stroke="#8fb7d0" stroke-opacity=".35" stroke-width="${f(Math.max(1, r * 0.05))}"/>` +
    `<ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.38)}" rx="${f(r * 0.22)}" ry="${f(r * 0.13)}" transform="rotate(-35 ${f(x - r * 0.35)} ${f(y - r * 0.38)})" fill="#fff" opacity=".9"/>`
  );
}

/** Emblem: a circle with a small leaf inside. */
export function emblem(cx: number, cy: number, r: number, ring: string, leafFill: string): string {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${ring}"/>` +
    `<path d="${leafPath(cx - r * 0.45, cy + r * 0.45, r * 1.25, -45, 0.42)}" fill="${leafFill}"/>`
  );
}

export function ridges(
  x0: number,
  x1: number,
  y: number,
  h: number,
  step: number,
  color = '#000',
  opacity = 0.08,
): string {
  let d = '';
  for (let x = x0 + step / 2; x < x1 - 1; x += step) d += `M${f(x)} ${f(y)}v${f(h)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="${f(step * 0.3)}" opacity="${opacity}"/>`;
}

export function highlight(x: number, y: number, w: number, h: number, opacity = 0.35): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w / 2)}" fill="#fff" opacity="${opacity}"/>`;
}

export function capsule(ctx: Ctx, x: number, y: number, angle: number, len: number, c1: string, c2: string): string {
  const r = len * 0.2;
  const hl = len / 2;
  const a = `M0 ${f(-r)}L${f(-hl + r)} ${f(-r)}A${f(r)} ${f(r)} 0 0 0 ${f(-hl + r)} ${f(r)}L0 ${f(r)}Z`;
  const b = `M-2 ${f(-r)}L${f(hl - r)} ${f(-r)}A${f(r)} ${f(r)} 0 0 1 ${f(hl - r)} ${f(r)}L-2 ${f(r)}Z`;
  return g(
    tr(x, y, 1, angle),
    `<path d="${b}" fill="${vcyl(ctx, c2)}"/><path d="${a}" fill="${vcyl(ctx, c1)}"/>` +
      `<rect x="${f(-hl + r * 0.6)}" y="${f(-r * 0.62)}" width="${f(len - r * 1.2)}" height="${f(r * 0.28)}" rx="${f(r * 0.14)}" fill="#fff" opacity=".5"/>`,
  );
}
