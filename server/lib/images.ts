import { defaultWidth, mediaDimensions, mediaSrcset, mediaUrl, parseMediaName } from '../../common/site/media';
import type { ProductImage } from '../../common/contract/catalogue';

/** A stored media base key ("jar-140-a") as the API serves an image. */
export function imageOf(base: string, alt: string): ProductImage {
  const kind = base.split('-')[0] ?? '';
  const key = parseMediaName(`${base}-${defaultWidth(kind as never)}.webp`);
  const width = key ? defaultWidth(key.kind) : 800;
  const size = key ? mediaDimensions(key.kind, width) : { width: 800, height: 800 };
  return { image: mediaUrl(base, width), srcset: mediaSrcset(base), alt, width: size.width, height: size.height };
}
