import { defaultWidth, mediaDimensions, mediaSrcset, mediaUrl, parseMediaBase } from '../../common/site/media';
import type { ProductImage } from '../../common/contract/catalogue';
import { productImageBase, type ProductArtSource } from '../media/product-art';

/** A stored media base key ("jar-140-a") as the API serves an image. */
export function imageOf(base: string, alt: string): ProductImage {
  const key = parseMediaBase(base);
  const width = key ? defaultWidth(key.kind) : 800;
  const size = key ? mediaDimensions(key.kind, width) : { width, height: width };
  return { image: mediaUrl(base, width), srcset: mediaSrcset(base), alt, ...size };
}

/**
 * A product's `position`-th image as the API serves it: the stored art key drawn with the product's
 * own name and size (`/media/product-{id}-{n}-{version}-800.webp`). A stored key that is not product
 * art is served as it is.
 */
export function productImageOf(
  productId: number,
  position: number,
  storedKey: string,
  alt: string,
  source: ProductArtSource,
): ProductImage {
  const base = productImageBase(productId, position, storedKey, source);
  if (!base) return imageOf(storedKey, alt);
  const width = defaultWidth('jar');
  return { image: mediaUrl(base, width), srcset: mediaSrcset(base), alt, width, height: width };
}
