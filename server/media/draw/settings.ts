/** What products stand in: backdrops, textures, sun and hills, and the lab glassware of the wide images. */
import { seededRandom } from '../../lib/random';
import { darken, lighten, mix } from './colour';
import { frond } from './motifs';
import { type Ctx, clip, cyl, f, g, glow, lin, shadowFill, tr } from './svg';

export function backdrop(ctx: Ctx, W: number, H: number, a: string, b: string): string {
  return `<rect width="${W}" height="${H}" fill="${lin(ctx, a, b)}"/>`;
}

export function creamSwirl(ctx: Ctx, cx: number, cy: number, r: number, color: string): string {
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

export function gauzeTexture(ctx: Ctx, W: number, H: number): string {
  const p = ctx.p;
  let s = `<rect width="${W}" height="${H}" fill="${lin(ctx, mix(p.bluePale, p.accentPale, 0.35), mix(p.bluePale, p.bg3, 0.5))}"/>`;
  let d = '';
  for (let x = 10; x < W; x += 22) d += `M${x} 0V${H}`;
  for (let y = 10; y < H; y += 22) d += `M0 ${y}H${W}`;
  s += `<path d="${d}" stroke="#fff" stroke-width="7" opacity=".55"/>`;
  return s;
}

export function fibreTexture(ctx: Ctx, W: number, H: number, seed: number): string {
  const p = ctx.p;
  let s = `<rect width="${W}" height="${H}" fill="${lin(ctx, lighten(p.accentPale, 0.5), p.accentPale, true)}"/>`;
  const r = seededRandom(seed);
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

export function cornerFronds(ctx: Ctx, W: number, r: () => number): string {
  const p = ctx.p;
  const j = (v: number, spread: number) => v + (r() - 0.5) * spread;
  return (
    frond(-30, j(-20, 40), j(420, 60), j(52, 14), 0.18, p.leafDark) +
    frond(-40, j(120, 60), j(360, 60), j(20, 14), 0.2, p.leaf) +
    frond(W + 30, j(-30, 40), j(430, 60), j(128, 14), 0.18, p.leaf) +
    frond(W + 40, j(150, 60), j(330, 60), j(162, 14), 0.16, p.leafLight)
  );
}

export function sun(ctx: Ctx, x: number, y: number, r: number): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.2)}" fill="${glow(ctx, '#fff4d6', 0.8)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff1cf"/>`
  );
}

export function hills(
  W: number,
  H: number,
  base: number,
  amp: number,
  seed: number,
  fill: string,
  opacity = 1,
): string {
  const r = seededRandom(seed);
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

export function flask(ctx: Ctx, x: number, y: number, s: number, liquid: string): string {
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

export function beaker(ctx: Ctx, x: number, y: number, s: number, liquid: string): string {
  return g(
    tr(x, y, s),
    `<ellipse cx="0" cy="0" rx="80" ry="9" fill="${shadowFill(ctx)}"/>` +
      `<rect x="-60" y="-150" width="120" height="150" rx="10" fill="#fff" opacity=".5" stroke="#b9c8d3" stroke-width="4"/>` +
      `<rect x="-56" y="-80" width="112" height="76" rx="7" fill="${liquid}" opacity=".8"/>` +
      `<path d="M-60 -150L-72 -160" stroke="#b9c8d3" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M30 -130H58M38 -110H58M30 -90H58" stroke="#9fb2c0" stroke-width="3"/>`,
  );
}

export function petriDish(ctx: Ctx, x: number, y: number, r: number): string {
  const p = ctx.p;
  return (
    `<ellipse cx="${f(x + 8)}" cy="${f(y + 12)}" rx="${f(r)}" ry="${f(r * 0.42)}" fill="#000" opacity=".1"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.42)}" fill="#f3f7fa" stroke="#b9c8d3" stroke-width="4"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - 4)}" rx="${f(r * 0.86)}" ry="${f(r * 0.34)}" fill="${lighten(p.accentPale, 0.2)}" stroke="${p.accentLight}" stroke-width="2"/>` +
    `<path d="M${f(x - r * 0.7)} ${f(y - 4)}q${f(r * 0.35)} ${f(-r * 0.12)} ${f(r * 0.7)} 0t${f(r * 0.7)} 0" stroke="#fff" stroke-width="4" fill="none" opacity=".8"/>`
  );
}

export function microscope(ctx: Ctx, x: number, y: number, s: number): string {
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

export function podium(ctx: Ctx, x: number, y: number, w: number, h: number, c: string): string {
  return (
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${cyl(ctx, c)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + h)}" rx="${f(w / 2)}" ry="${f(w * 0.09)}" fill="${darken(c, 0.12)}"/>` +
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${cyl(ctx, c)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(w * 0.09)}" fill="${lighten(c, 0.35)}"/>`
  );
}
