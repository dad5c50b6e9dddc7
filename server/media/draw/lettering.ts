/**
 * Pack lettering drawn as strokes: a small monoline capital font, so labels carry real words while
 * the SVG holds no <text> (rendering does not depend on the fonts a machine has, and the same key
 * always gives the same bytes). Each glyph is defined once per image and placed with <use>.
 *
 * Glyphs sit on a 10-unit cap height (y from 0 at the top to 10 on the baseline); the stroke is
 * drawn by the caller's group, so one glyph serves every colour and weight.
 */
import { type Ctx, def, f } from './svg';

type Glyph = { w: number; d: string };

const GLYPHS: Record<string, Glyph> = {
  A: { w: 6.4, d: 'M0 10L3.2 0L6.4 10M1.1 6.6H5.3' },
  B: { w: 5.8, d: 'M0 5H3.2A2.5 2.5 0 0 0 3.2 0H0V10H3.4A2.5 2.5 0 0 0 3.4 5' },
  C: { w: 5.8, d: 'M5.8 2.1A3 3 0 0 0 3 0A3 3 0 0 0 0 3V7A3 3 0 0 0 3 10A3 3 0 0 0 5.8 7.9' },
  D: { w: 6, d: 'M0 0V10H2.6A3.4 3.4 0 0 0 6 6.6V3.4A3.4 3.4 0 0 0 2.6 0Z' },
  E: { w: 5.2, d: 'M5.2 0H0V10H5.2M0 5H4.4' },
  F: { w: 5, d: 'M5 0H0V10M0 5H4.2' },
  G: { w: 6, d: 'M5.9 2.1A3 3 0 0 0 3 0A3 3 0 0 0 0 3V7A3 3 0 0 0 3 10A3 3 0 0 0 6 7V5.4H3.4' },
  H: { w: 6, d: 'M0 0V10M6 0V10M0 5H6' },
  I: { w: 0, d: 'M0 0V10' },
  J: { w: 5, d: 'M5 0V7.3A2.5 2.7 0 0 1 0 7.3' },
  K: { w: 5.8, d: 'M0 0V10M5.6 0L0 6.2M2.1 4L5.8 10' },
  L: { w: 5, d: 'M0 0V10H5' },
  M: { w: 7.6, d: 'M0 10V0L3.8 7L7.6 0V10' },
  N: { w: 6, d: 'M0 10V0L6 10V0' },
  O: { w: 6.2, d: 'M3.1 0A3.1 3.1 0 0 1 6.2 3.1V6.9A3.1 3.1 0 0 1 0 6.9V3.1A3.1 3.1 0 0 1 3.1 0Z' },
  P: { w: 5.6, d: 'M0 10V0H3A2.7 2.7 0 0 1 3 5.4H0' },
  Q: { w: 6.2, d: 'M3.1 0A3.1 3.1 0 0 1 6.2 3.1V6.9A3.1 3.1 0 0 1 0 6.9V3.1A3.1 3.1 0 0 1 3.1 0ZM3.8 7.4L6.2 10.3' },
  R: { w: 5.8, d: 'M0 10V0H3A2.7 2.7 0 0 1 3 5.4H0M3 5.4L5.8 10' },
  S: {
    w: 5.6,
    d: 'M5.4 1.7C4.6 0.4 3.6 0 2.8 0C1.3 0 0.2 1 0.2 2.5C0.2 5.6 5.6 4.3 5.6 7.5C5.6 9 4.4 10 2.8 10C1.7 10 0.7 9.5 0 8.3',
  },
  T: { w: 6, d: 'M0 0H6M3 0V10' },
  U: { w: 6, d: 'M0 0V7A3 3 0 0 0 6 7V0' },
  V: { w: 6.2, d: 'M0 0L3.1 10L6.2 0' },
  W: { w: 8.4, d: 'M0 0L2 10L4.2 2.6L6.4 10L8.4 0' },
  X: { w: 6, d: 'M0 0L6 10M6 0L0 10' },
  Y: { w: 6.2, d: 'M0 0L3.1 5.2L6.2 0M3.1 5.2V10' },
  Z: { w: 5.8, d: 'M0.2 0H5.8L0 10H5.8' },
  '0': { w: 5.6, d: 'M2.8 0A2.8 3 0 0 1 5.6 3V7A2.8 3 0 0 1 0 7V3A2.8 3 0 0 1 2.8 0Z' },
  '1': { w: 3, d: 'M0 2.2L3 0V10' },
  '2': { w: 5.6, d: 'M0.3 2.5A2.7 2.6 0 0 1 5.5 2.8C5.5 5.2 0 7.4 0 10H5.6' },
  '3': { w: 5.6, d: 'M0.4 0H5.4L2.4 4A3 3 0 1 1 0.2 8.8' },
  '4': { w: 6, d: 'M4.4 10V0L0 7H6' },
  '5': { w: 5.6, d: 'M5.2 0H0.9L0.5 4.3C3.5 2.8 5.6 4.6 5.6 6.8C5.6 8.6 4.3 10 2.7 10C1.6 10 0.6 9.4 0 8.4' },
  '6': { w: 5.8, d: 'M4.9 0.5C2.2 0.2 0 2.4 0 6.6M0 7A2.9 2.9 0 1 0 5.8 7A2.9 2.9 0 1 0 0 7' },
  '7': { w: 5.6, d: 'M0 0H5.6L1.8 10' },
  '8': {
    w: 5.8,
    d: 'M2.9 0A2.5 2.45 0 1 1 2.9 4.9A2.5 2.45 0 1 1 2.9 0ZM2.9 4.9A2.9 2.55 0 1 1 2.9 10A2.9 2.55 0 1 1 2.9 4.9Z',
  },
  '9': { w: 5.8, d: 'M5.8 3A2.9 2.9 0 1 0 0 3A2.9 2.9 0 1 0 5.8 3M5.8 3.4C5.8 7.6 3.6 9.8 0.9 9.5' },
  '.': { w: 0, d: 'M0 9.6V10' },
  ',': { w: 0.6, d: 'M0.6 9.4L0 11.6' },
  '-': { w: 3.4, d: 'M0 5.6H3.4' },
  '+': { w: 5, d: 'M0 5.4H5M2.5 2.9V7.9' },
  '/': { w: 4, d: 'M0 10.4L4 -0.4' },
  '×': { w: 4, d: 'M0.3 3.8L3.7 7.8M3.7 3.8L0.3 7.8' },
  '%': { w: 6.4, d: 'M0.4 10L6 0M1.5 0.4V3M4.9 7V9.6' },
  "'": { w: 0, d: 'M0 0V2.6' },
  '(': { w: 2, d: 'M2 -0.4Q0 5 2 10.4' },
  ')': { w: 2, d: 'M0 -0.4Q2 5 0 10.4' },
  '&': { w: 6.2, d: 'M6.2 10L1.4 3.9A2 2 0 1 1 4.3 3.2L0.6 6.6A1.9 1.9 0 0 0 2.5 10C4.2 10 5.4 8.6 6.2 6.6' },
};

const TRACKING = 2.3;
const SPACE = 3.6;

/** The drawable form of a text: capitals, and only characters the font has. */
function letterable(text: string): string {
  return [...text.toUpperCase()].filter((ch) => ch === ' ' || ch in GLYPHS).join('');
}

/** Width of a text line in glyph units (cap height 10). */
function textWidth(text: string): number {
  let w = 0;
  let first = true;
  for (const ch of letterable(text)) {
    if (!first) w += TRACKING;
    first = false;
    w += ch === ' ' ? SPACE - TRACKING : GLYPHS[ch]!.w;
  }
  return w;
}

function glyphRef(ctx: Ctx, ch: string): string {
  const code = ch.codePointAt(0)!.toString(16);
  def(ctx, `ch${code}`, () => `<path id="ch${code}" d="${GLYPHS[ch]!.d}"/>`);
  return `#ch${code}`;
}

export interface LineStyle {
  /** Cap height in the drawing's units. */
  size: number;
  color: string;
  /** Stroke width relative to the cap height (0.17 reads as bold at small sizes). */
  weight?: number;
}

/** One line of text centred on (cx, baseline y). */
export function textLine(ctx: Ctx, text: string, cx: number, y: number, style: LineStyle): string {
  const chars = letterable(text);
  if (!chars.trim()) return '';
  const k = style.size / 10;
  const x0 = cx - (textWidth(chars) * k) / 2;
  let x = 0;
  let uses = '';
  for (const ch of chars) {
    if (ch === ' ') {
      x += SPACE;
      continue;
    }
    uses += `<use xlink:href="${glyphRef(ctx, ch)}" x="${f(x)}"/>`;
    x += GLYPHS[ch]!.w + TRACKING;
  }
  const stroke = 10 * (style.weight ?? 0.17);
  return (
    `<g transform="translate(${f(x0)} ${f(y - style.size)}) scale(${Math.round(k * 1000) / 1000})" fill="none" ` +
    `stroke="${style.color}" stroke-width="${f(stroke)}" stroke-linecap="round" stroke-linejoin="round">${uses}</g>`
  );
}

/** Greedy word wrap into at most `maxLines` lines of at most `width` glyph units each. */
function wrap(words: string[], width: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < maxLines) lines.push(word);
    else return null;
  }
  return lines;
}

/**
 * A block of text centred in a box, wrapped into up to `maxLines` lines at the largest cap height
 * (up to `maxSize`) that fits the box.
 */
export function textBlock(
  ctx: Ctx,
  text: string,
  box: { cx: number; cy: number; w: number; h: number },
  style: { maxSize: number; color: string; weight?: number; maxLines?: number },
): string {
  const words = letterable(text).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  const leading = 1.45;
  const total = textWidth(words.join(' '));
  const longest = Math.max(...words.map((w) => textWidth(w)));
  let best: { lines: string[]; size: number } | null = null;
  for (let n = 1; n <= Math.min(style.maxLines ?? 2, words.length); n++) {
    // Start from an even split and widen until greedy wrapping fits n lines (it does at the full width).
    let lines: string[] | null = null;
    for (let width = Math.max(longest, total / n); !lines; width = Math.min(total, width * 1.08))
      lines = wrap(words, width + 1e-6, n);
    const wide = Math.max(...lines.map((l) => textWidth(l)));
    const size = Math.min(style.maxSize, (box.w / wide) * 10, box.h / (lines.length * leading - (leading - 1)));
    if (!best || size > best.size + 1e-6) best = { lines, size };
  }
  const { lines, size } = best!;
  const blockH = size * (lines.length * leading - (leading - 1));
  const top = box.cy - blockH / 2;
  return lines
    .map((line, i) =>
      textLine(ctx, line, box.cx, top + size + i * size * leading, { size, color: style.color, weight: style.weight }),
    )
    .join('');
}
