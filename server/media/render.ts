/**
 * Locally generated product imagery: every media key is drawn as an SVG illustration (shapes,
 * gradients and paths only: no <text>, no filters, no external references) and encoded to WebP
 * with sharp. Same key → same SVG → same bytes.
 *
 * Drawing conventions: square images are drawn in an 800×800 viewBox, banners in 1600×640 and
 * blog/scene images in 1600×900; the SVG's width/height attributes scale that to the requested
 * pixel size. Standing products are drawn with their origin at the bottom centre (where they
 * touch the floor); flat products (sheet mask, dressing) around their centre.
 */
import sharp from 'sharp';
import { type MediaKey, type MediaKind, type ProductKind, mediaDimensions } from '../../common/site/media';
import { seededRandom } from '../lib/random';

// ---------------------------------------------------------------------------------------------
// numbers, colours, randomness

/** Compact, deterministic number formatting for SVG attributes. */
function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

function toHex(r: number, g: number, b: number): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(clamp01(v) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function hsl(h: number, s: number, l: number): string {
  const S = s / 100;
  const L = l / 100;
  const a = S * Math.min(L, 1 - L);
  const k = (n: number) => (n + h / 30) % 12;
  const c = (n: number) => L - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex(c(0), c(8), c(4));
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return toHex(A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const rng = seededRandom;

// ---------------------------------------------------------------------------------------------
// palette and drawing context

type Palette = {
  h: number;
  bg1: string;
  bg2: string;
  bg3: string;
  floor: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  accentPale: string;
  ink: string;
  cream: string;
  white: string;
  brown: string;
  brownDark: string;
  brownLight: string;
  kraft: string;
  amber: string;
  gold: string;
  leaf: string;
  leafLight: string;
  leafDark: string;
  blue: string;
  bluePale: string;
  sand: string;
};

function palette(h: number): Palette {
  return {
    h,
    bg1: hsl(h, 42, 96),
    bg2: hsl(h, 36, 89),
    bg3: hsl(h, 30, 83),
    floor: hsl(h, 26, 85),
    accent: hsl(h, 50, 45),
    accentDark: hsl(h, 52, 29),
    accentLight: hsl(h, 52, 69),
    accentPale: hsl(h, 48, 91),
    ink: hsl(h, 25, 24),
    cream: '#f8f4ea',
    white: '#ffffff',
    brown: '#7b4a26',
    brownDark: '#4d2c15',
    brownLight: '#a8713f',
    kraft: '#caa57a',
    amber: '#9a581c',
    gold: '#c8a560',
    leaf: '#4f8f4a',
    leafLight: '#7db866',
    leafDark: '#2e6437',
    blue: '#2f7fc1',
    bluePale: '#e2eff9',
    sand: '#ecdcbc',
  };
}

type Ctx = {
  p: Palette;
  defs: Map<string, string>;
};

function def(ctx: Ctx, id: string, markup: () => string): string {
  if (!ctx.defs.has(id)) ctx.defs.set(id, markup());
  return `url(#${id})`;
}

/** Horizontal cylinder shading for a base colour (highlight left of centre, darker edges). */
function cyl(ctx: Ctx, c: string): string {
  return def(
    ctx,
    `cy${c.slice(1)}`,
    () =>
      `<linearGradient id="cy${c.slice(1)}" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${darken(c, 0.2)}"/>` +
      `<stop offset=".17" stop-color="${lighten(c, 0.28)}"/>` +
      `<stop offset=".34" stop-color="${lighten(c, 0.1)}"/>` +
      `<stop offset=".74" stop-color="${c}"/>` +
      `<stop offset="1" stop-color="${darken(c, 0.24)}"/></linearGradient>`,
  );
}

/** Vertical cylinder shading (for things lying on their side). */
function vcyl(ctx: Ctx, c: string): string {
  return def(
    ctx,
    `vc${c.slice(1)}`,
    () =>
      `<linearGradient id="vc${c.slice(1)}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${darken(c, 0.08)}"/>` +
      `<stop offset=".2" stop-color="${lighten(c, 0.3)}"/>` +
      `<stop offset=".55" stop-color="${c}"/>` +
      `<stop offset="1" stop-color="${darken(c, 0.2)}"/></linearGradient>`,
  );
}

/** Two-stop linear gradient; vertical by default. */
function lin(ctx: Ctx, a: string, b: string, horizontal = false): string {
  const id = `l${a.slice(1)}${b.slice(1)}${horizontal ? 'h' : 'v'}`;
  return def(
    ctx,
    id,
    () =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">` +
      `<stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
  );
}

/** Radial glow: colour at the centre fading to transparent. */
function glow(ctx: Ctx, c: string, opacity = 1): string {
  const id = `g${c.slice(1)}${Math.round(opacity * 100)}`;
  return def(
    ctx,
    id,
    () =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${opacity}"/>` +
      `<stop offset=".6" stop-color="${c}" stop-opacity="${f(opacity * 0.45)}"/>` +
      `<stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
  );
}

function shadowFill(ctx: Ctx): string {
  return glow(ctx, '#1e1610', 0.3);
}

/** Transparent overlay that gives flat labels the curvature of the body they sit on. */
function shadeOverlay(ctx: Ctx): string {
  return def(
    ctx,
    'shade',
    () =>
      `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="#000" stop-opacity=".2"/>` +
      `<stop offset=".16" stop-color="#fff" stop-opacity=".22"/>` +
      `<stop offset=".34" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset=".72" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".24"/></linearGradient>`,
  );
}

function clip(ctx: Ctx, id: string, shape: string): string {
  def(ctx, id, () => `<clipPath id="${id}">${shape}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

function tr(x: number, y: number, s = 1, rot = 0): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (rot) t += ` rotate(${f(rot)})`;
  if (s !== 1) t += ` scale(${Math.round(s * 1000) / 1000})`;
  return t;
}

function g(transform: string, body: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ' ' + extra : ''}>${body}</g>`;
}

// ---------------------------------------------------------------------------------------------
// small motifs

/** Almond leaf from (x,y) pointing at `angle` degrees. */
function leafPath(x: number, y: number, len: number, angle: number, width = 0.34): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const nx = -dy;
  const ny = dx;
  const w = len * width;
  const P = (t: number, o: number) => `${f(x + dx * len * t + nx * o)} ${f(y + dy * len * t + ny * o)}`;
  return `M${P(0, 0)}C${P(0.3, w)} ${P(0.75, w * 0.7)} ${P(1, 0)}C${P(0.75, -w * 0.7)} ${P(0.3, -w)} ${P(0, 0)}Z`;
}

function leaf(x: number, y: number, len: number, angle: number, fill: string, vein?: string, width = 0.34): string {
  let s = `<path d="${leafPath(x, y, len, angle, width)}" fill="${fill}"/>`;
  if (vein) {
    const a = (angle * Math.PI) / 180;
    s += `<path d="M${f(x)} ${f(y)}L${f(x + Math.cos(a) * len * 0.88)} ${f(y + Math.sin(a) * len * 0.88)}" stroke="${vein}" stroke-width="${f(Math.max(1.5, len * 0.025))}" stroke-linecap="round" opacity=".55"/>`;
  }
  return s;
}

/** Leaf with side veins (for big close-up leaves). */
function veinedLeaf(
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
function frond(x: number, y: number, len: number, angle: number, lift: number, fill: string, leafletScale = 1): string {
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

function palmTree(ctx: Ctx, x: number, y: number, h: number, lean: number, scale = 1): string {
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

function coconutHalf(ctx: Ctx, x: number, y: number, r: number): string {
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

function coconut(ctx: Ctx, x: number, y: number, r: number): string {
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
function coconutTop(ctx: Ctx, x: number, y: number, r: number): string {
  const p = ctx.p;
  return (
    `<circle cx="${f(x + r * 0.06)}" cy="${f(y + r * 0.1)}" r="${f(r)}" fill="#000" opacity=".1"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${p.brown}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.9)}" fill="#fffdf7"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="${glow(ctx, '#f7f1e3', 1)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="none" stroke="#ece3d0" stroke-width="${f(r * 0.04)}"/>`
  );
}

function drop(ctx: Ctx, x: number, y: number, s: number): string {
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

function bubble(ctx: Ctx, x: number, y: number, r: number): string {
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
function emblem(cx: number, cy: number, r: number, ring: string, leafFill: string): string {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${ring}"/>` +
    `<path d="${leafPath(cx - r * 0.45, cy + r * 0.45, r * 1.25, -45, 0.42)}" fill="${leafFill}"/>`
  );
}

/** Abstract label: stripes, emblem and "text" bars; no text. */
function label(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { bg?: string; ink?: string; stripe?: string; curved?: boolean } = {},
): string {
  const p = ctx.p;
  const bg = opts.bg ?? p.cream;
  const ink = opts.ink ?? p.ink;
  const stripe = opts.stripe ?? p.accent;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.min(h * 0.16, w * 0.12);
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${bg}"/>`;
  s += `<rect x="${f(x)}" y="${f(y + h * 0.08)}" width="${f(w)}" height="${f(h * 0.06)}" fill="${stripe}"/>`;
  s += `<rect x="${f(x)}" y="${f(y + h * 0.88)}" width="${f(w)}" height="${f(h * 0.03)}" fill="${stripe}"/>`;
  s += emblem(cx, cy - h * 0.12, r, stripe, bg);
  s += `<rect x="${f(cx - w * 0.28)}" y="${f(cy + h * 0.12)}" width="${f(w * 0.56)}" height="${f(h * 0.07)}" rx="${f(h * 0.035)}" fill="${ink}" opacity=".7"/>`;
  s += `<rect x="${f(cx - w * 0.18)}" y="${f(cy + h * 0.25)}" width="${f(w * 0.36)}" height="${f(h * 0.045)}" rx="${f(h * 0.02)}" fill="${ink}" opacity=".4"/>`;
  if (opts.curved !== false)
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${shadeOverlay(ctx)}"/>`;
  return s;
}

function ridges(x0: number, x1: number, y: number, h: number, step: number, color = '#000', opacity = 0.08): string {
  let d = '';
  for (let x = x0 + step / 2; x < x1 - 1; x += step) d += `M${f(x)} ${f(y)}v${f(h)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="${f(step * 0.3)}" opacity="${opacity}"/>`;
}

function highlight(x: number, y: number, w: number, h: number, opacity = 0.35): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w / 2)}" fill="#fff" opacity="${opacity}"/>`;
}

function capsule(ctx: Ctx, x: number, y: number, angle: number, len: number, c1: string, c2: string): string {
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

// ---------------------------------------------------------------------------------------------
// products

type ProductMeta = {
  /** drawn from above around its centre instead of standing on the floor */
  flat: boolean;
  w: number;
  h: number;
  /** height of the label's centre above the floor (standing) or offset from the centre (flat) */
  focusY: number;
};

const PRODUCT_META: Record<ProductKind, ProductMeta> = {
  jar: { flat: false, w: 280, h: 282, focusY: 110 },
  bottle: { flat: false, w: 180, h: 430, focusY: 150 },
  dropper: { flat: false, w: 150, h: 395, focusY: 110 },
  tube: { flat: false, w: 224, h: 430, focusY: 250 },
  soap: { flat: false, w: 350, h: 240, focusY: 100 },
  sheetmask: { flat: true, w: 460, h: 520, focusY: -40 },
  dressing: { flat: true, w: 380, h: 340, focusY: 0 },
  capsules: { flat: false, w: 440, h: 330, focusY: 140 },
  pouch: { flat: false, w: 320, h: 432, focusY: 240 },
  spray: { flat: false, w: 300, h: 392, focusY: 140 },
  roll: { flat: false, w: 430, h: 222, focusY: 110 },
  box: { flat: false, w: 310, h: 380, focusY: 180 },
};

function jar(ctx: Ctx): string {
  const p = ctx.p;
  const glass = '#f3eee4';
  let s = `<rect x="-130" y="-192" width="260" height="192" rx="28" fill="${cyl(ctx, glass)}"/>`;
  s += label(ctx, -130, -155, 260, 112);
  s += `<rect x="-114" y="-210" width="228" height="24" fill="${cyl(ctx, '#ded6c7')}"/>`;
  s += `<rect x="-140" y="-282" width="280" height="80" rx="14" fill="${cyl(ctx, p.accent)}"/>`;
  s += ridges(-136, 136, -270, 58, 10);
  s += `<rect x="-134" y="-281" width="268" height="9" rx="4.5" fill="#fff" opacity=".28"/>`;
  return s;
}

function bottle(ctx: Ctx): string {
  const p = ctx.p;
  const body = mix(p.accentLight, '#ffffff', 0.62);
  let s = `<path d="M-90 -22Q-90 0 -68 0L68 0Q90 0 90 -22L90 -250C90 -300 34 -298 34 -330L34 -352L-34 -352L-34 -330C-34 -298 -90 -300 -90 -250Z" fill="${cyl(ctx, body)}"/>`;
  s += label(ctx, -90, -232, 180, 176);
  s += highlight(-72, -290, 9, 36, 0.45);
  s += `<rect x="-40" y="-362" width="80" height="16" rx="4" fill="${cyl(ctx, p.accentDark)}"/>`;
  s += `<rect x="-44" y="-430" width="88" height="72" rx="10" fill="${cyl(ctx, p.accentDark)}"/>`;
  s += ridges(-40, 40, -420, 54, 8, '#000', 0.12);
  s += `<rect x="-40" y="-429" width="80" height="7" rx="3.5" fill="#fff" opacity=".22"/>`;
  return s;
}

function dropper(ctx: Ctx): string {
  const p = ctx.p;
  let s = `<path d="M-75 -18Q-75 0 -57 0L57 0Q75 0 75 -18L75 -190C75 -228 24 -224 24 -248L24 -258L-24 -258L-24 -248C-24 -224 -75 -228 -75 -190Z" fill="${cyl(ctx, p.amber)}"/>`;
  s += label(ctx, -75, -160, 150, 112);
  s += highlight(-62, -210, 9, 46, 0.35);
  s += highlight(-62, -44, 9, 26, 0.3);
  s += `<rect x="-37" y="-308" width="74" height="54" rx="7" fill="${cyl(ctx, p.gold)}"/>`;
  s += ridges(-34, 34, -300, 38, 7, '#000', 0.1);
  s += `<path d="M-23 -306L-23 -352C-23 -398 23 -398 23 -352L23 -306Z" fill="${cyl(ctx, p.accentDark)}"/>`;
  s += highlight(-15, -378, 6, 50, 0.25);
  return s;
}

function tube(ctx: Ctx): string {
  const p = ctx.p;
  const bodyD = 'M-74 -92L74 -92C92 -200 104 -320 106 -402L-106 -402C-104 -320 -92 -200 -74 -92Z';
  const c = clip(ctx, 'clip-tube', `<path d="${bodyD}"/>`);
  const white = '#f7f5f0';
  let s = `<rect x="-112" y="-432" width="224" height="36" rx="4" fill="${cyl(ctx, '#e8e3d9')}"/>`;
  s += ridges(-110, 110, -428, 24, 8, '#000', 0.09);
  s += `<path d="${bodyD}" fill="${cyl(ctx, white)}"/>`;
  s += `<g ${c}>`;
  s += `<path d="M-130 -80L130 -80L130 -205C60 -240 -30 -170 -130 -215Z" fill="${p.accent}"/>`;
  s += `<path d="M-130 -232C-30 -188 60 -256 130 -222L130 -214C60 -248 -30 -180 -130 -224Z" fill="${p.accentLight}"/>`;
  s += emblem(0, -320, 24, p.accent, white);
  s += `<rect x="-52" y="-282" width="104" height="10" rx="5" fill="${p.ink}" opacity=".65"/>`;
  s += `<rect x="-34" y="-264" width="68" height="7" rx="3.5" fill="${p.ink}" opacity=".38"/>`;
  s += `<rect x="-120" y="-410" width="240" height="330" fill="${shadeOverlay(ctx)}"/>`;
  s += `</g>`;
  s += `<path d="M-62 -70L62 -70L76 -95L-76 -95Z" fill="${cyl(ctx, '#e6e1d7')}"/>`;
  s += `<rect x="-60" y="-74" width="120" height="74" rx="12" fill="${cyl(ctx, p.accentDark)}"/>`;
  s += ridges(-56, 56, -68, 62, 8, '#000', 0.1);
  return s;
}

function soap(ctx: Ctx): string {
  const p = ctx.p;
  const c = mix(p.accentLight, p.cream, 0.45);
  let s = `<rect x="-175" y="-118" width="350" height="118" rx="50" fill="${lin(ctx, darken(c, 0.08), darken(c, 0.22))}"/>`;
  s += `<rect x="-175" y="-162" width="350" height="112" rx="50" fill="${lin(ctx, lighten(c, 0.35), c)}"/>`;
  s += `<ellipse cx="0" cy="-106" rx="104" ry="32" fill="none" stroke="${darken(c, 0.16)}" stroke-width="5"/>`;
  s += `<path d="${leafPath(-40, -100, 80, -12, 0.3)}" fill="${darken(c, 0.16)}"/>`;
  s += `<rect x="-150" y="-156" width="120" height="10" rx="5" fill="#fff" opacity=".35"/>`;
  s += bubble(ctx, -120, -196, 20);
  s += bubble(ctx, -78, -228, 11);
  s += bubble(ctx, 108, -190, 26);
  s += bubble(ctx, 150, -226, 12);
  s += bubble(ctx, 62, -222, 9);
  s += bubble(ctx, -20, -186, 14);
  return s;
}

function sachet(ctx: Ctx, w: number, h: number): string {
  const p = ctx.p;
  let s = `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="14" fill="${lin(ctx, p.accent, p.accentDark, true)}"/>`;
  s += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="30" rx="10" fill="${darken(p.accent, 0.1)}"/>`;
  s += `<rect x="${f(-w / 2)}" y="${f(h / 2 - 30)}" width="${f(w)}" height="30" rx="10" fill="${darken(p.accent, 0.16)}"/>`;
  s += ridges(-w / 2, w / 2, -h / 2 + 4, 22, 8, '#fff', 0.15);
  s += ridges(-w / 2, w / 2, h / 2 - 26, 22, 8, '#fff', 0.15);
  s += `<path d="M${f(-w / 2 + 30)} ${f(h * 0.05)}a${f(w * 0.36)} ${f(w * 0.36)} 0 0 1 ${f(w - 60)} 0" stroke="#fff" stroke-width="3" fill="none" opacity=".4"/>`;
  s += emblem(0, -h * 0.16, w * 0.13, lighten(p.accent, 0.85), p.accent);
  s += `<rect x="${f(-w * 0.28)}" y="${f(-h * 0.02)}" width="${f(w * 0.56)}" height="12" rx="6" fill="#fff" opacity=".8"/>`;
  s += `<rect x="${f(-w * 0.18)}" y="${f(h * 0.05)}" width="${f(w * 0.36)}" height="8" rx="4" fill="#fff" opacity=".5"/>`;
  s += `<rect x="${f(-w / 2 + 14)}" y="${f(-h / 2 + 40)}" width="14" height="${f(h - 80)}" rx="7" fill="#fff" opacity=".14"/>`;
  return s;
}

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
  const r = rng(5);
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

function sheetmask(ctx: Ctx): string {
  let s = g(
    tr(120, -20, 1, 12),
    `<rect x="-150" y="-205" width="300" height="410" rx="14" transform="translate(10 14)" fill="#000" opacity=".1"/>` +
      sachet(ctx, 300, 410),
  );
  s += g(tr(-30, 10, 1, -8), maskSheet(ctx));
  return s;
}

function dressingPad(ctx: Ctx, withShadow = true): string {
  const p = ctx.p;
  const pad = mix(p.bluePale, p.accentPale, 0.45);
  let s = '';
  if (withShadow) s += `<rect x="-156" y="-150" width="330" height="330" rx="42" fill="#000" opacity=".1"/>`;
  s += `<rect x="-196" y="-44" width="40" height="88" rx="10" fill="${p.accentLight}"/>`;
  s += `<rect x="156" y="-44" width="40" height="88" rx="10" fill="${p.accentLight}"/>`;
  s += `<rect x="-165" y="-165" width="330" height="330" rx="42" fill="${lin(ctx, '#ffffff', '#edf1f4')}" stroke="#d5dde5" stroke-width="2"/>`;
  s += `<rect x="-146" y="-146" width="292" height="292" rx="30" fill="none" stroke="#c7d1db" stroke-width="5" stroke-dasharray="0 15" stroke-linecap="round"/>`;
  s += `<rect x="-100" y="-100" width="200" height="200" rx="20" fill="${mix(pad, p.blue, 0.08)}"/>`;
  s += `<rect x="-92" y="-92" width="184" height="184" rx="16" fill="${pad}"/>`;
  let d = '';
  for (let i = -80; i <= 80; i += 16) d += `M-88 ${i}H88M${i} -88V88`;
  s += `<path d="${d}" stroke="#fff" stroke-width="3" opacity=".75"/>`;
  s += `<rect x="-92" y="-92" width="184" height="184" rx="16" fill="none" stroke="${p.blue}" stroke-opacity=".25" stroke-width="3"/>`;
  s += `<path d="M-140 -120Q-140 -140 -120 -140L-40 -140" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity=".9"/>`;
  return s;
}

function dressing(ctx: Ctx): string {
  return g(tr(0, 0, 1, -6), dressingPad(ctx));
}

function capsules(ctx: Ctx): string {
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
  const pile: [number, number, number][] = [
    [66, -18, -12],
    [150, -16, 18],
    [212, -20, -6],
    [110, -48, 6],
    [182, -50, -24],
    [144, -80, 10],
  ];
  for (const [x, y, a] of pile) s += capsule(ctx, x, y, a, 84, c1, c2);
  return s;
}

function pouch(ctx: Ctx): string {
  const p = ctx.p;
  const d =
    'M-150 -432L150 -432L151 -400C162 -250 162 -100 156 -22Q152 0 130 0L-130 0Q-152 0 -156 -22C-162 -100 -162 -250 -151 -400Z';
  const c = clip(ctx, 'clip-pouch', `<path d="${d}"/>`);
  let s = `<path d="${d}" fill="${cyl(ctx, p.kraft)}"/>`;
  s += `<g ${c}>`;
  s += `<rect x="-170" y="-356" width="340" height="132" fill="${p.accent}"/>`;
  s += `<rect x="-170" y="-232" width="340" height="8" fill="${p.accentDark}"/>`;
  s += emblem(-80, -290, 34, lighten(p.accent, 0.85), p.accent);
  s += `<rect x="-28" y="-306" width="130" height="13" rx="6.5" fill="#fff" opacity=".85"/>`;
  s += `<rect x="-28" y="-282" width="90" height="9" rx="4.5" fill="#fff" opacity=".55"/>`;
  s += `<path d="M-160 -30Q0 -64 160 -30" stroke="#000" stroke-width="3" fill="none" opacity=".15"/>`;
  s += `<rect x="-170" y="-440" width="340" height="440" fill="${shadeOverlay(ctx)}"/></g>`;
  // window with coconut flakes
  s += `<rect x="-86" y="-192" width="172" height="118" rx="56" fill="#fbf7ee" stroke="${darken(p.kraft, 0.18)}" stroke-width="3"/>`;
  const r = rng(7);
  let flakes = '';
  for (let i = 0; i < 26; i++) {
    const x = -66 + r() * 132;
    const y = -172 + r() * 80;
    const a = r() * 6.28;
    const l = 9 + r() * 9;
    flakes += `M${f(x)} ${f(y)}l${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}l${f(-Math.sin(a) * 5)} ${f(Math.cos(a) * 5)}z`;
  }
  s += `<path d="${flakes}" fill="#fff" stroke="#e4dac6" stroke-width="1.5"/>`;
  s += `<rect x="-70" y="-186" width="60" height="10" rx="5" fill="#fff" opacity=".7"/>`;
  // seal, zip and tear notches
  s += `<path d="M-150 -394H150" stroke="${darken(p.kraft, 0.25)}" stroke-width="4" opacity=".55"/>`;
  s += ridges(-148, 148, -430, 18, 6, '#000', 0.07);
  s += `<path d="M-152 -414l12 5l-12 5zM152 -414l-12 5l12 5z" fill="${darken(p.kraft, 0.35)}"/>`;
  return s;
}

function spray(ctx: Ctx): string {
  const p = ctx.p;
  const body = mix(p.bluePale, '#ffffff', 0.3);
  let s = `<path d="M-75 -22Q-75 0 -53 0L53 0Q75 0 75 -22L75 -236C75 -268 30 -270 30 -292L-30 -292C-30 -270 -75 -268 -75 -236Z" fill="${cyl(ctx, body)}"/>`;
  s += label(ctx, -75, -204, 150, 150, { bg: '#ffffff' });
  s += highlight(-62, -250, 8, 34, 0.5);
  s += `<rect x="-38" y="-320" width="76" height="32" rx="6" fill="${cyl(ctx, '#c9d2da')}"/>`;
  s += ridges(-36, 36, -316, 24, 6, '#000', 0.1);
  s += `<path d="M-30 -318L-30 -370Q-30 -392 -8 -392L8 -392Q30 -392 30 -370L30 -318Z" fill="${cyl(ctx, p.accent)}"/>`;
  s += `<rect x="26" y="-372" width="18" height="14" rx="4" fill="${p.accentDark}"/>`;
  // mist
  const r = rng(11);
  let mist = '';
  for (let i = 0; i < 34; i++) {
    const dist = 18 + r() * 150;
    const a = (r() - 0.5) * (0.35 + dist / 400);
    const x = 50 + Math.cos(a) * dist;
    const y = -365 + Math.sin(a) * dist;
    mist += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(2 + r() * 4 + dist / 60)}" fill="${p.blue}" opacity="${f(0.42 - dist / 500)}"/>`;
  }
  s += mist;
  return s;
}

function roll(ctx: Ctx): string {
  const p = ctx.p;
  const white = '#f4f6f7';
  const bodyD = 'M-110 -220L90 -220A62 110 0 0 1 90 0L-110 0A62 110 0 0 1 -110 -220Z';
  const c = clip(ctx, 'clip-roll', `<path d="${bodyD}"/>`);
  let s = `<path d="M70 -2C130 -7 190 -8 250 -5L262 20C190 20 130 20 82 18Z" fill="${lin(ctx, '#ffffff', '#e8edf0')}" stroke="#d7dee4" stroke-width="2"/>`;
  s += `<path d="M78 8C130 4 190 4 255 8" stroke="${p.accent}" stroke-width="3" fill="none" opacity=".7"/>`;
  s += `<path d="${bodyD}" fill="${vcyl(ctx, white)}"/>`;
  let weave = '';
  for (let y = -210; y < -4; y += 16) weave += `M-180 ${y}H92`;
  let warp = '';
  for (let x = -150; x < 90; x += 16) warp += `M${x} -220A62 110 0 0 1 ${x} 0`;
  s += `<g ${c}><path d="${weave}" stroke="#9fb0bd" stroke-width="1.4" opacity=".22"/>`;
  s += `<path d="${warp}" stroke="#9fb0bd" stroke-width="1.4" fill="none" opacity=".16"/>`;
  s += `<path d="M-46 -220A62 110 0 0 1 -46 0M-8 -220A62 110 0 0 1 -8 0" stroke="${p.accent}" stroke-width="8" fill="none" opacity=".8"/></g>`;
  s += `<ellipse cx="90" cy="-110" rx="62" ry="110" fill="#fbfbf9" stroke="#d9dfe4" stroke-width="2"/>`;
  for (const k of [0.86, 0.72, 0.58, 0.45])
    s += `<ellipse cx="90" cy="-110" rx="${f(62 * k)}" ry="${f(110 * k)}" fill="none" stroke="#dbe1e6" stroke-width="2.5"/>`;
  s += `<ellipse cx="90" cy="-110" rx="22" ry="38" fill="#c6ced6"/>`;
  s += `<ellipse cx="93" cy="-106" rx="15" ry="28" fill="#9aa7b2"/>`;
  return g('translate(-45 0)', s);
}

function box(ctx: Ctx): string {
  const p = ctx.p;
  let s = `<path d="M120 0L190 -40L190 -380L120 -340Z" fill="${lin(ctx, darken(p.cream, 0.1), darken(p.cream, 0.2))}"/>`;
  s += `<path d="M-120 -340L120 -340L190 -380L-50 -380Z" fill="${lighten(p.cream, 0.5)}"/>`;
  s += `<path d="M-112 -345L118 -345L182 -381" stroke="#000" stroke-width="2" fill="none" opacity=".06"/>`;
  s += `<rect x="-120" y="-340" width="240" height="340" fill="${lin(ctx, '#ffffff', p.cream)}"/>`;
  s += `<rect x="-120" y="-262" width="240" height="140" fill="${p.accent}"/>`;
  s += `<rect x="-120" y="-130" width="240" height="8" fill="${p.accentDark}"/>`;
  s += `<path d="M120 -122L190 -162L190 -302L120 -262Z" fill="${p.accentDark}"/>`;
  s += emblem(-58, -200, 30, lighten(p.accent, 0.85), p.accent);
  s += `<rect x="-14" y="-214" width="110" height="13" rx="6.5" fill="#fff" opacity=".85"/>`;
  s += `<rect x="-14" y="-192" width="74" height="9" rx="4.5" fill="#fff" opacity=".55"/>`;
  s += `<rect x="-88" y="-304" width="176" height="10" rx="5" fill="${p.ink}" opacity=".55"/>`;
  s += `<rect x="-60" y="-286" width="120" height="7" rx="3.5" fill="${p.ink}" opacity=".3"/>`;
  s += `<rect x="-96" y="-92" width="60" height="60" rx="10" fill="${p.accentPale}"/>`;
  s += `<path d="${leafPath(-86, -44, 44, -50, 0.38)}" fill="${p.leaf}"/>`;
  s += `<rect x="-20" y="-78" width="100" height="9" rx="4.5" fill="${p.ink}" opacity=".35"/>`;
  s += `<rect x="-20" y="-60" width="70" height="7" rx="3.5" fill="${p.ink}" opacity=".22"/>`;
  s += `<path d="M120 -340L120 0" stroke="#000" stroke-width="2" opacity=".08"/>`;
  return g('translate(-35 0)', s);
}

const PRODUCT_DRAW: Record<ProductKind, (ctx: Ctx) => string> = {
  jar,
  bottle,
  dropper,
  tube,
  soap,
  sheetmask,
  dressing,
  capsules,
  pouch,
  spray,
  roll,
  box,
};

function drawProduct(ctx: Ctx, kind: ProductKind): string {
  const id = `p-${kind}`;
  // each product is drawn once per image and reused with <use>
  def(ctx, id, () => `<g id="${id}">${PRODUCT_DRAW[kind](ctx)}</g>`);
  return `<use xlink:href="#${id}"/>`;
}

/** Product at (x,y) (floor point or centre), scaled, with its floor shadow. */
function place(ctx: Ctx, kind: ProductKind, x: number, y: number, s: number, rot = 0, shadow = true): string {
  const m = PRODUCT_META[kind];
  let out = '';
  if (shadow && !m.flat)
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(m.w * 0.62 * s)}" ry="${f(Math.max(6, m.w * 0.08 * s))}" fill="${shadowFill(ctx)}"/>`;
  out += g(tr(x, y, s, rot), drawProduct(ctx, kind));
  return out;
}

function fitScale(kind: ProductKind, maxW: number, maxH: number, cap: number): number {
  const m = PRODUCT_META[kind];
  return Math.min(cap, maxW / m.w, maxH / m.h);
}

// ---------------------------------------------------------------------------------------------
// backdrops and textures (square, 800×800)

function backdrop(ctx: Ctx, W: number, H: number, a: string, b: string): string {
  return `<rect width="${W}" height="${H}" fill="${lin(ctx, a, b)}"/>`;
}

function creamSwirl(ctx: Ctx, cx: number, cy: number, r: number, color: string): string {
  const edge = darken(color, 0.1);
  let s = `<ellipse cx="${f(cx + r * 0.05)}" cy="${f(cy + r * 0.12)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="#000" opacity=".07"/>`;
  s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="${glow(ctx, lighten(color, 0.6), 1)}"/>`;
  s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="${lighten(color, 0.35)}" opacity=".6"/>`;
  let d = '';
  const turns = 3.2;
  const N = 90;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const a = t * turns * Math.PI * 2;
    const rr = r * (0.92 - t * 0.85);
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr * 0.8)}`;
  }
  s += `<path d="${d}" stroke="${edge}" stroke-width="${f(r * 0.07)}" fill="none" opacity=".35" stroke-linecap="round" transform="translate(${f(r * 0.03)} ${f(r * 0.05)})"/>`;
  s += `<path d="${d}" stroke="#fff" stroke-width="${f(r * 0.05)}" fill="none" opacity=".85" stroke-linecap="round"/>`;
  return s;
}

function gauzeTexture(ctx: Ctx, W: number, H: number): string {
  const p = ctx.p;
  let s = `<rect width="${W}" height="${H}" fill="${lin(ctx, mix(p.bluePale, p.accentPale, 0.35), mix(p.bluePale, p.bg3, 0.5))}"/>`;
  let d = '';
  for (let x = 10; x < W; x += 22) d += `M${x} 0V${H}`;
  for (let y = 10; y < H; y += 22) d += `M0 ${y}H${W}`;
  s += `<path d="${d}" stroke="#fff" stroke-width="7" opacity=".55"/>`;
  return s;
}

function fibreTexture(ctx: Ctx, W: number, H: number, seed: number): string {
  const p = ctx.p;
  let s = `<rect width="${W}" height="${H}" fill="${lin(ctx, lighten(p.accentPale, 0.5), p.accentPale, true)}"/>`;
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < 60; i++) {
    const x = r() * W;
    const y = r() * H;
    const l = 80 + r() * 220;
    const a = (r() - 0.5) * 0.8;
    d += `M${f(x)} ${f(y)}q${f((l / 2) * Math.cos(a))} ${f(-20 + r() * 40)} ${f(l * Math.cos(a))} ${f(l * Math.sin(a))}`;
  }
  s += `<path d="${d}" stroke="#fff" stroke-width="3" fill="none" opacity=".7"/>`;
  s += `<path d="${d}" stroke="${p.accentLight}" stroke-width="1.2" fill="none" opacity=".35" transform="translate(3 4)"/>`;
  return s;
}

function cornerFronds(ctx: Ctx, W: number, r: () => number): string {
  const p = ctx.p;
  const j = (v: number, spread: number) => v + (r() - 0.5) * spread;
  return (
    frond(-30, j(-20, 40), j(420, 60), j(52, 14), 0.18, p.leafDark) +
    frond(-40, j(120, 60), j(360, 60), j(20, 14), 0.2, p.leaf) +
    frond(W + 30, j(-30, 40), j(430, 60), j(128, 14), 0.18, p.leaf) +
    frond(W + 40, j(150, 60), j(330, 60), j(162, 14), 0.16, p.leafLight)
  );
}

const WOUND_KINDS: ReadonlySet<ProductKind> = new Set(['dressing', 'roll', 'spray']);

function productImage(ctx: Ctx, kind: ProductKind, variant: string): string {
  const p = ctx.p;
  const m = PRODUCT_META[kind];
  const W = 800;
  const wound = WOUND_KINDS.has(kind);
  const r = rng(hashString(`${kind}-${p.h}-${variant}`));
  let s = '';
  if (variant === 'a') {
    s += backdrop(ctx, W, W, p.bg1, p.bg2);
    s += `<circle cx="400" cy="${m.flat ? 400 : 370}" r="300" fill="${glow(ctx, '#ffffff', 0.9)}"/>`;
    s += `<circle cx="400" cy="${m.flat ? 400 : 370}" r="240" fill="${p.accentPale}" opacity=".75"/>`;
    if (m.flat) s += place(ctx, kind, 400, 400, fitScale(kind, 580, 580, 1.3));
    else {
      s += `<rect y="620" width="800" height="180" fill="${lin(ctx, p.floor, p.bg2)}"/>`;
      s += `<path d="M0 620H800" stroke="#fff" stroke-width="3" opacity=".6"/>`;
      s += place(ctx, kind, 400, 672, fitScale(kind, 520, 500, 1.5));
    }
  } else if (variant === 'b') {
    s += backdrop(ctx, W, W, mix(p.bg1, '#fff6e6', 0.4), mix(p.bg2, '#efe0c6', 0.3));
    s += `<rect y="620" width="800" height="180" fill="${lin(ctx, mix(p.floor, p.sand, 0.5), mix(p.bg3, p.sand, 0.4))}"/>`;
    s += cornerFronds(ctx, W, r);
    if (m.flat) {
      s += place(ctx, kind, 410, 400, fitScale(kind, 540, 540, 1.2));
      s += coconutTop(ctx, 110, 700, 100);
      s += coconutTop(ctx, 710, 710, 80);
    } else {
      s += coconut(ctx, 668, 628, 80);
      s += place(ctx, kind, 450, 700, fitScale(kind, 470, 500, 1.45));
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
    const [fx, fy, sc] = CLOSE_UP[kind];
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
      const sc = fitScale(kind, 520, 520, 1.05);
      s += place(ctx, kind, 320, 330, sc, -10) + place(ctx, kind, 480, 470, sc, 8);
    } else {
      s += `<rect y="640" width="800" height="160" fill="${lin(ctx, p.floor, p.bg3)}"/>`;
      const sc = fitScale(kind, 400, 500, 1.4);
      const gap = Math.min(190, m.w * sc * 0.5);
      s += place(ctx, kind, 400 - gap, 660, sc * 0.88) + place(ctx, kind, 400 + gap * 0.75, 706, sc);
    }
  }
  return s;
}

/** Close-up framing per product: focus point in the product's own coordinates and scale. */
const CLOSE_UP: Record<ProductKind, [number, number, number]> = {
  jar: [0, -140, 2.2],
  bottle: [0, -170, 2.2],
  dropper: [0, -150, 2.5],
  tube: [0, -260, 1.95],
  soap: [0, -110, 2.0],
  sheetmask: [-20, -40, 1.75],
  dressing: [0, 0, 2.3],
  capsules: [40, -140, 1.8],
  pouch: [0, -230, 2.0],
  spray: [0, -250, 1.9],
  roll: [20, -110, 2.2],
  box: [40, -190, 1.8],
};

// ---------------------------------------------------------------------------------------------
// avatar

const SKIN = ['#8d5a3b', '#a86d48', '#c68b62', '#dfae86', '#74482d', '#b57a52'];
const HAIR = ['#2a1d17', '#3b2618', '#1c1716', '#54361f'];

function person(ctx: Ctx, variant: string): string {
  const p = ctx.p;
  const vi = 'abcd'.indexOf(variant);
  const skin = SKIN[(p.h + vi * 7) % SKIN.length]!;
  const hair = HAIR[(p.h + vi) % HAIR.length]!;
  const cloth = vi % 2 ? hsl((p.h + 30) % 360, 45, 48) : p.accent;
  const shade = darken(skin, 0.14);
  let s = backdrop(ctx, 800, 800, p.bg1, p.bg2);
  s += `<circle cx="400" cy="420" r="330" fill="${p.accentPale}"/>`;
  s += `<circle cx="400" cy="420" r="330" fill="none" stroke="#fff" stroke-width="10" opacity=".6"/>`;
  if (variant === 'b')
    s += `<path d="M268 400C250 250 330 212 400 212C478 212 552 250 534 400L552 640L250 640Z" fill="${hair}"/>`;
  // shoulders and neck
  s += `<path d="M160 800C160 650 250 585 400 585C550 585 640 650 640 800Z" fill="${cyl(ctx, cloth)}"/>`;
  s += `<rect x="356" y="470" width="88" height="130" rx="36" fill="${shade}"/>`;
  s += `<path d="M345 588Q400 660 455 588" fill="${shade}"/>`;
  if (variant === 'c')
    s += `<path d="M330 590L400 700L470 590" fill="none" stroke="${lighten(cloth, 0.3)}" stroke-width="14" stroke-linejoin="round"/>`;
  // ears and head
  s += `<ellipse cx="283" cy="396" rx="18" ry="28" fill="${shade}"/><ellipse cx="517" cy="396" rx="18" ry="28" fill="${shade}"/>`;
  s += `<ellipse cx="400" cy="382" rx="120" ry="134" fill="${skin}"/>`;
  // hair
  if (variant === 'a')
    s += `<path d="M280 386C262 246 336 222 400 222C486 222 540 262 522 386C508 320 470 296 420 294C380 292 330 300 300 330C290 342 284 360 280 386Z" fill="${hair}"/>`;
  else if (variant === 'b')
    s += `<path d="M282 360C290 262 340 240 404 240C470 240 516 272 520 360C470 340 420 300 396 268C370 306 330 336 282 360Z" fill="${hair}"/>`;
  else if (variant === 'c')
    s += `<circle cx="400" cy="226" r="52" fill="${hair}"/><path d="M280 380C266 262 334 244 400 244C470 244 534 262 520 380C500 312 450 284 400 284C350 284 300 312 280 380Z" fill="${hair}"/>`;
  else {
    let curls = '';
    for (let i = 0; i < 11; i++) {
      const a = Math.PI * (1.02 + i * 0.096);
      curls += `<circle cx="${f(400 + Math.cos(a) * 122)}" cy="${f(372 + Math.sin(a) * 128)}" r="40" fill="${hair}"/>`;
    }
    s += curls + `<ellipse cx="400" cy="270" rx="112" ry="50" fill="${hair}"/>`;
    s += `<path d="M318 468Q400 540 482 468Q470 520 400 528Q330 520 318 468Z" fill="${hair}" opacity=".85"/>`;
  }
  // face
  s += `<circle cx="354" cy="392" r="10" fill="#2b211c"/><circle cx="446" cy="392" r="10" fill="#2b211c"/>`;
  s += `<path d="M332 360Q354 348 376 358M424 358Q446 348 468 360" stroke="${darken(hair, 0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  s += `<circle cx="332" cy="436" r="20" fill="#e2766a" opacity=".22"/><circle cx="468" cy="436" r="20" fill="#e2766a" opacity=".22"/>`;
  s += `<path d="M362 446Q400 478 438 446" stroke="#6a3428" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M400 400Q392 424 404 428" stroke="${shade}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// wide images

function sun(ctx: Ctx, x: number, y: number, r: number): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.2)}" fill="${glow(ctx, '#fff4d6', 0.8)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff1cf"/>`
  );
}

function hills(W: number, H: number, base: number, amp: number, seed: number, fill: string, opacity = 1): string {
  const r = rng(seed);
  let d = `M0 ${f(base)}`;
  const n = 5;
  let px = 0;
  for (let i = 1; i <= n; i++) {
    const x = (W * i) / n;
    const y = base - r() * amp;
    d += `C${f(px + (x - px) * 0.4)} ${f(base - amp * r())} ${f(px + (x - px) * 0.6)} ${f(y)} ${f(x)} ${f(y)}`;
    px = x;
  }
  d += `L${W} ${H}L0 ${H}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

function flask(ctx: Ctx, x: number, y: number, s: number, liquid: string): string {
  const d = 'M-20 -200L-20 -130L-92 -14Q-98 0 -80 0L80 0Q98 0 92 -14L20 -130L20 -200Z';
  const c = clip(ctx, 'clip-flask', `<path d="${d}"/>`);
  return g(
    tr(x, y, s),
    `<ellipse cx="0" cy="0" rx="100" ry="10" fill="${shadowFill(ctx)}"/>` +
      `<path d="${d}" fill="#ffffff" opacity=".55" stroke="#b9c8d3" stroke-width="4"/>` +
      `<g ${c}><rect x="-100" y="-70" width="200" height="70" fill="${liquid}" opacity=".85"/><rect x="-100" y="-74" width="200" height="8" fill="${lighten(liquid, 0.4)}"/></g>` +
      `<rect x="-26" y="-210" width="52" height="14" rx="5" fill="#dbe4ea" stroke="#b9c8d3" stroke-width="3"/>` +
      `<path d="M-8 -190V-136L-60 -40" stroke="#fff" stroke-width="8" fill="none" opacity=".7" stroke-linecap="round"/>`,
  );
}

function beaker(ctx: Ctx, x: number, y: number, s: number, liquid: string): string {
  return g(
    tr(x, y, s),
    `<ellipse cx="0" cy="0" rx="80" ry="9" fill="${shadowFill(ctx)}"/>` +
      `<rect x="-60" y="-150" width="120" height="150" rx="10" fill="#fff" opacity=".5" stroke="#b9c8d3" stroke-width="4"/>` +
      `<rect x="-56" y="-80" width="112" height="76" rx="7" fill="${liquid}" opacity=".8"/>` +
      `<path d="M-60 -150L-72 -160" stroke="#b9c8d3" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M30 -130H58M38 -110H58M30 -90H58" stroke="#9fb2c0" stroke-width="3"/>`,
  );
}

function petriDish(ctx: Ctx, x: number, y: number, r: number): string {
  const p = ctx.p;
  return (
    `<ellipse cx="${f(x + 8)}" cy="${f(y + 12)}" rx="${f(r)}" ry="${f(r * 0.42)}" fill="#000" opacity=".1"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.42)}" fill="#f3f7fa" stroke="#b9c8d3" stroke-width="4"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - 4)}" rx="${f(r * 0.86)}" ry="${f(r * 0.34)}" fill="${lighten(p.accentPale, 0.2)}" stroke="${p.accentLight}" stroke-width="2"/>` +
    `<path d="M${f(x - r * 0.7)} ${f(y - 4)}q${f(r * 0.35)} ${f(-r * 0.12)} ${f(r * 0.7)} 0t${f(r * 0.7)} 0" stroke="#fff" stroke-width="4" fill="none" opacity=".8"/>`
  );
}

function microscope(ctx: Ctx, x: number, y: number, s: number): string {
  const p = ctx.p;
  return g(
    tr(x, y, s),
    `<ellipse cx="0" cy="0" rx="130" ry="12" fill="${shadowFill(ctx)}"/>` +
      `<path d="M34 -28C96 -92 96 -196 34 -258L4 -232C52 -186 52 -104 0 -28Z" fill="${cyl(ctx, '#f2f4f6')}" stroke="#c9d3db" stroke-width="3"/>` +
      `<rect x="-110" y="-34" width="200" height="34" rx="12" fill="${cyl(ctx, '#e3e8ec')}"/>` +
      `<rect x="-8" y="-96" width="24" height="64" fill="#c9d3db"/>` +
      `<rect x="-96" y="-112" width="150" height="18" rx="5" fill="${p.accentDark}"/>` +
      `<rect x="-46" y="-118" width="56" height="8" rx="3" fill="#dfe6eb" opacity=".9"/>` +
      g(
        'translate(-12 -214) rotate(-24)',
        `<rect x="-24" y="-80" width="48" height="132" rx="10" fill="${cyl(ctx, p.accent)}"/>` +
          `<rect x="-16" y="-118" width="32" height="42" rx="6" fill="${cyl(ctx, p.accentDark)}"/>` +
          `<rect x="-12" y="50" width="24" height="34" rx="4" fill="${cyl(ctx, '#9aa7b2')}"/>`,
      ) +
      `<circle cx="40" cy="-150" r="22" fill="${p.accentDark}"/><circle cx="40" cy="-150" r="9" fill="${p.accentLight}"/>`,
  );
}

function podium(ctx: Ctx, x: number, y: number, w: number, h: number, c: string): string {
  return (
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${cyl(ctx, c)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + h)}" rx="${f(w / 2)}" ry="${f(w * 0.09)}" fill="${darken(c, 0.12)}"/>` +
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${cyl(ctx, c)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(w * 0.09)}" fill="${lighten(c, 0.35)}"/>`
  );
}

function banner(ctx: Ctx, variant: string): string {
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

function blog(ctx: Ctx, variant: string): string {
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

function scene(ctx: Ctx, variant: string): string {
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
    const r = rng(p.h + 99);
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

// ---------------------------------------------------------------------------------------------
// public API

function viewBox(kind: MediaKind): { w: number; h: number } {
  if (kind === 'banner') return { w: 1600, h: 640 };
  if (kind === 'blog' || kind === 'scene') return { w: 1600, h: 900 };
  return { w: 800, h: 800 };
}

/** The SVG source of a media image (deterministic; no text, no external references). */
export function renderSvg(key: MediaKey): string {
  const ctx: Ctx = { p: palette(key.hue), defs: new Map() };
  let body: string;
  if (key.kind === 'banner') body = banner(ctx, key.variant);
  else if (key.kind === 'blog') body = blog(ctx, key.variant);
  else if (key.kind === 'scene') body = scene(ctx, key.variant);
  else if (key.kind === 'person') body = person(ctx, key.variant);
  else body = productImage(ctx, key.kind, key.variant);
  const vb = viewBox(key.kind);
  const px = mediaDimensions(key.kind, key.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${px.width}" height="${px.height}" viewBox="0 0 ${vb.w} ${vb.h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${[...ctx.defs.values()].join('')}</defs>${body}</svg>`
  );
}

export const WEBP_QUALITY = 78;
export const WEBP_EFFORT = 2;

/** Renders a media key to WebP bytes. */
export async function renderMedia(key: MediaKey): Promise<Buffer> {
  // The SVG's width/height attributes are the target pixel size, so librsvg rasterises at exactly
  // that size (density 72 = 1 SVG px per pixel) and no resize step is needed.
  return sharp(Buffer.from(renderSvg(key)), { density: 72 })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT, smartSubsample: false })
    .toBuffer();
}

/** PNG of the same image (for previews and debugging). */
export async function renderPng(key: MediaKey): Promise<Buffer> {
  const svg = renderSvg(key);
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 3 }).toBuffer();
}
