import { sql, type SQL } from 'drizzle-orm';
import {
  defaultWidth,
  mediaDimensions,
  mediaSrcset,
  mediaUrl,
  parseMediaBase,
  parseMediaName,
  parseProductMediaName,
  mediaUrlAtWidth,
  parsePhotoKey,
  parsePhotoName,
  emailPhotoWidth,
  photoImage,
  photoUrl,
} from '../../common/site/media';
import type { ProductImage } from '../../common/contract/catalogue';
import { productImageBase, type ProductArtSource } from './product-art';

/** A stored media base key ("jar-140-a") as the API serves an image. */
export function imageOf(base: string, alt: string): ProductImage {
  const photo = parsePhotoKey(base);
  if (photo) return photoImage(photo, alt);
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
  const photo = parsePhotoKey(storedKey);
  if (photo) return photoImage(photo, alt);
  const base = productImageBase(productId, position, storedKey, source);
  if (!base) return imageOf(storedKey, alt);
  const width = defaultWidth('jar');
  return { image: mediaUrl(base, width), srcset: mediaSrcset(base), alt, width, height: width };
}

/**
 * A picture's small version for e-mails, whose clients show 64 px and send no useful Accept header,
 * as a JPEG: Outlook on the desktop (and other mail clients) shows no WebP or AVIF. A photo's
 * smallest width (its JPEG is written with its other files, or made from its WebP on first need:
 * server/media/photos.ts ensureEmailPhoto), a drawing at 200 px (drawn as JPEG on request).
 */
export function emailImagePath(image: ProductImage): string {
  const name = image.image.slice('/media/'.length);
  const photo = parsePhotoName(name);
  if (photo) return photoUrl(photo.hash, emailPhotoWidth(photo.width), 'jpg');
  const small = mediaUrlAtWidth(image.image, 200);
  const smallName = small.startsWith('/media/') ? small.slice('/media/'.length) : '';
  const drawn = parseMediaName(smallName) ?? parseProductMediaName(smallName);
  return drawn ? small.replace(/\.webp$/, '.jpg') : small;
}

/**
 * A product's pictures as a JSON array of `{ position, media, alt }`, for a SELECT list: its photos
 * (`photos add`) when it has any, with the product's name as their alt text, else its drawn
 * pictures. Every query that shows a product's pictures uses this, so a photo shows everywhere.
 */
export function productPicturesSql(productId: SQL, productName: SQL): SQL {
  return sql`COALESCE(
    (SELECT json_agg(json_build_object('position', ph.position, 'media', ph.media, 'alt', ${productName}) ORDER BY ph.position)
       FROM product_photos ph WHERE ph.product_id = ${productId}),
    (SELECT json_agg(json_build_object('position', i.position, 'media', i.media, 'alt', i.alt) ORDER BY i.position)
       FROM product_images i WHERE i.product_id = ${productId}),
    '[]'::json)`;
}
