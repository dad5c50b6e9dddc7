/**
 * SVG building blocks shared by every drawing: number formatting, transforms, and the drawing
 * context that collects <defs> (gradients, clip paths, reused shapes) once per image.
 */
import type { PackLabel } from '../product-art';
import { darken, lighten, type Palette } from './colour';

/** Compact, deterministic number formatting for SVG attributes. */
export function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export type Ctx = {
  p: Palette;
  defs: Map<string, string>;
  /** The product's own pack label (name, size, count); absent for the shared product art. */
  label?: PackLabel;
  /** The shop's name, printed on a pack with a label (config.shop.brand). */
  brand: string;
};

export function def(ctx: Ctx, id: string, markup: () => string): string {
  if (!ctx.defs.has(id)) ctx.defs.set(id, markup());
  return `url(#${id})`;
}

/** Horizontal cylinder shading for a base colour (highlight left of centre, darker edges). */
export function cyl(ctx: Ctx, c: string): string {
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
export function vcyl(ctx: Ctx, c: string): string {
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
export function lin(ctx: Ctx, a: string, b: string, horizontal = false): string {
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
export function glow(ctx: Ctx, c: string, opacity = 1): string {
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

export function shadowFill(ctx: Ctx): string {
  return glow(ctx, '#1e1610', 0.3);
}

/** Transparent overlay that gives flat labels the curvature of the body they sit on. */
export function shadeOverlay(ctx: Ctx): string {
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

export function clip(ctx: Ctx, id: string, shape: string): string {
  def(ctx, id, () => `<clipPath id="${id}">${shape}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

export function tr(x: number, y: number, s = 1, rot = 0): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (rot) t += ` rotate(${f(rot)})`;
  if (s !== 1) t += ` scale(${Math.round(s * 1000) / 1000})`;
  return t;
}

export function g(transform: string, body: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ' ' + extra : ''}>${body}</g>`;
}
