/** Colours for the drawings: HSL to hex, mixing, and the palette derived from an image's hue. */

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

export function hsl(h: number, s: number, l: number): string {
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

export function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return toHex(A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

export const darken = (c: string, t: number) => mix(c, '#000000', t);

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export type Palette = {
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

export function palette(h: number): Palette {
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
