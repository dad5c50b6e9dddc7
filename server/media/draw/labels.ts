/**
 * Pack labels. The shared product art carries an abstract label (stripes, the leaf emblem and bars
 * standing in for text); a product's own picture carries its short name and size in lettering,
 * and a count sticker when the pack holds more items than the picture shows.
 */
import { lighten } from './colour';
import { textBlock, textLine } from './lettering';
import { emblem } from './motifs';
import { type Ctx, f, shadeOverlay } from './svg';

export interface LabelOptions {
  bg?: string;
  ink?: string;
  stripe?: string;
  curved?: boolean;
}

/** A paper label on a pack: the product's name and size when the image has them, abstract bars otherwise. */
export function label(ctx: Ctx, x: number, y: number, w: number, h: number, opts: LabelOptions = {}): string {
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
  if (ctx.label) {
    // White lettering on a coloured label keeps the size white too; on paper the size takes the stripe colour.
    const accent = ink === '#ffffff' ? ink : stripe;
    s += labelText(ctx, { cx, top: y + h * 0.17, w: w * 0.88, h: h * 0.68 }, { ink, accent });
  } else {
    s += emblem(cx, cy - h * 0.12, r, stripe, bg);
    s += `<rect x="${f(cx - w * 0.28)}" y="${f(cy + h * 0.12)}" width="${f(w * 0.56)}" height="${f(h * 0.07)}" rx="${f(h * 0.035)}" fill="${ink}" opacity=".7"/>`;
    s += `<rect x="${f(cx - w * 0.18)}" y="${f(cy + h * 0.25)}" width="${f(w * 0.36)}" height="${f(h * 0.045)}" rx="${f(h * 0.02)}" fill="${ink}" opacity=".4"/>`;
  }
  if (opts.curved !== false)
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${shadeOverlay(ctx)}"/>`;
  return s;
}

/**
 * The product's name and size laid out in a box (top edge `top`, centred on `cx`): the name in up
 * to three lines, then the size larger in the accent colour. Empty for the shared art.
 */
export function labelText(
  ctx: Ctx,
  box: { cx: number; top: number; w: number; h: number },
  colours: { ink: string; accent: string },
): string {
  const l = ctx.label;
  if (!l) return '';
  const sizeH = l.size ? Math.min(box.h * 0.3, box.w * 0.2) : 0;
  const gap = l.size ? box.h * 0.08 : 0;
  const nameH = box.h - sizeH - gap;
  let s = textBlock(
    ctx,
    l.name,
    { cx: box.cx, cy: box.top + nameH / 2, w: box.w, h: nameH },
    { maxSize: Math.min(nameH * 0.42, box.w * 0.13), color: colours.ink, maxLines: 3 },
  );
  if (l.size) {
    s += textBlock(
      ctx,
      l.size,
      { cx: box.cx, cy: box.top + box.h - sizeH / 2, w: box.w, h: sizeH },
      { maxSize: sizeH, color: colours.accent, maxLines: 1, weight: 0.2 },
    );
  }
  return s;
}

/** A pack of more items than the picture shows gets a round sticker with the count ("×10"), unless the size says it. */
export function countSticker(ctx: Ctx, shown: number, x: number, y: number, r: number): string {
  const l = ctx.label;
  if (!l || l.count <= shown || new RegExp(`^${l.count}[ ×]`).test(l.size)) return '';
  const text = `×${l.count}`;
  const p = ctx.p;
  return (
    `<circle cx="${f(x + r * 0.06)}" cy="${f(y + r * 0.1)}" r="${f(r)}" fill="#000" opacity=".12"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${p.accentDark}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="none" stroke="${lighten(p.accentDark, 0.5)}" stroke-width="${f(r * 0.04)}"/>` +
    textLine(ctx, text, x, y + r * (text.length > 3 ? 0.2 : 0.26), {
      size: r * (text.length > 4 ? 0.42 : text.length > 3 ? 0.5 : 0.62),
      color: '#ffffff',
      weight: 0.2,
    })
  );
}
