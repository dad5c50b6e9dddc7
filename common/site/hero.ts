import { mediaBase, mediaUrl } from './media';

/**
 * The home banner's images. The first is the page's LCP element: the SPA
 * preloads it, and the server writes the same preload into the HTML for `/`
 * so the browser starts fetching it before any script runs.
 */
export const HERO_IMAGES = [
  { hue: 140, variant: 'a' },
  { hue: 195, variant: 'b' },
  { hue: 30, variant: 'c' },
] as const;

export const HERO_WIDTHS = [400, 800, 1200, 1600] as const;
export const HERO_SIZES = '100vw';

export const heroImageUrl = (index: number, width: number) => {
  const { hue, variant } = HERO_IMAGES[index]!;
  return mediaUrl(mediaBase('banner', hue, variant), width);
};
export const heroImageSrcset = (index: number) => HERO_WIDTHS.map((w) => `${heroImageUrl(index, w)} ${w}w`).join(', ');
