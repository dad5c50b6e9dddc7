/**
 * Turns an uploaded photo into the files the storefront serves: upright (EXIF orientation applied),
 * at each width of `photoWidths` (never enlarged), as AVIF and WebP, with every piece of metadata
 * left behind (a phone photo's EXIF holds where it was taken). What is not a JPEG, PNG, WebP or AVIF
 * by its content, a file over MAX_PHOTO_BYTES and one with more than MAX_PHOTO_PIXELS pixels (a
 * small file can declare a huge image that would take all memory to decode) are refused.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_PHOTO_BYTES } from '../../common/contract/admin-products';
import { emailPhotoWidth, parsePhotoName, type PhotoFormat, photoKey, photoWidths } from '../../common/site/media';
import type { ObjectStore } from './object-store';

export { MAX_PHOTO_BYTES };
/** 50 megapixels: a 48 MP phone photo passes; decoding one takes about 200 MB. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Bumped when the encoding below changes, so re-adding a photo makes new URLs, not new bytes under old ones. */
const PHOTO_REVISION = 2;

export class PhotoError extends Error {}

/** What browsers are sent; the JPEG at EMAIL_PHOTO_WIDTH is for e-mails only. */
const FORMATS: PhotoFormat[] = ['avif', 'webp'];
const EMAIL_JPEG_QUALITY = 82;

export interface ProcessedPhoto {
  /** Stored in product_photos.media: `photo-{hash}-{W}x{H}`. */
  key: string;
  hash: string;
  width: number;
  height: number;
  files: { key: string; bytes: Buffer }[];
}

/** The object key of one rendition. */
export function photoObjectKey(hash: string, width: number, format: PhotoFormat): string {
  return `photos/${hash}-${width}.${format}`;
}

function kindOf(meta: Metadata): string | null {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format;
  // sharp reports AVIF as HEIF with AV1 compression; HEIC (HEVC) is refused like any other format.
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif';
  return null;
}

/** Checks and converts one photo; throws PhotoError with a sentence for the operator. */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES)
    throw new PhotoError(
      `is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
    );
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    // sharp reads only the header here; a declared size past the limit is refused before any decoding.
    if (/pixel limit/i.test((error as Error).message))
      throw new PhotoError(
        `declares more than ${MAX_PHOTO_PIXELS / 1e6} megapixels; the limit is ${MAX_PHOTO_PIXELS / 1e6} MP.`,
      );
    throw new PhotoError('is not an image (JPEG, PNG, WebP or AVIF).');
  }
  if (!kindOf(meta)) throw new PhotoError(`is ${meta.format ?? 'an unknown format'}, not a JPEG, PNG, WebP or AVIF.`);
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new PhotoError('has no size.');
  if (width * height > MAX_PHOTO_PIXELS)
    throw new PhotoError(
      `is ${width}×${height} pixels (${((width * height) / 1e6).toFixed(0)} MP); the limit is ${MAX_PHOTO_PIXELS / 1e6} MP.`,
    );
  const hash = createHash('sha256').update(`photo:${PHOTO_REVISION}:`).update(bytes).digest('hex').slice(0, 16);
  let files: ProcessedPhoto['files'];
  try {
    // Decoded and turned upright once (.rotate() with no angle applies the EXIF orientation; no
    // withMetadata(), so none is written), then every width and format encoded at once on libvips'
    // threads. AVIF at effort 2: a 12 MP phone photo took 34-41 s decoded per rendition at effort 4,
    // 5 s this way, for files 1.5% larger (measured side by side, 2026-12-06).
    const { data, info } = await sharp(bytes, options).rotate().raw().toBuffer({ resolveWithObject: true });
    const upright = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    files = await Promise.all(
      photoWidths(width).flatMap((w) => [
        upright()
          .resize({ width: w, withoutEnlargement: true })
          .avif({ quality: 55, effort: 2 })
          .toBuffer()
          .then((encoded) => ({ key: photoObjectKey(hash, w, 'avif'), bytes: encoded })),
        upright()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer()
          .then((encoded) => ({ key: photoObjectKey(hash, w, 'webp'), bytes: encoded })),
        // The e-mail JPEG at the smallest width only (common/site/media.ts EMAIL_PHOTO_WIDTH).
        ...(w === emailPhotoWidth(width)
          ? [
              emailJpeg(upright().resize({ width: w, withoutEnlargement: true })).then((encoded) => ({
                key: photoObjectKey(hash, w, 'jpg'),
                bytes: encoded,
              })),
            ]
          : []),
      ]),
    );
  } catch (error) {
    // A truncated or corrupt file can pass the header check and fail while decoding.
    throw new PhotoError(`could not be decoded (${(error as Error).message.split('\n')[0]}).`);
  }
  return { key: photoKey(hash, width, height), hash, width, height, files };
}

/** JPEG has no transparency: a transparent PNG shows on the white of an e-mail. */
function emailJpeg(image: Sharp): Promise<Buffer> {
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: EMAIL_JPEG_QUALITY, mozjpeg: true }).toBuffer();
}

/** The objects browsers are sent, of a stored photo key (what must be in the store for it to show). */
export function photoObjectKeys(hash: string, width: number): string[] {
  return photoWidths(width).flatMap((w) => FORMATS.map((f) => photoObjectKey(hash, w, f)));
}

/** The object key of a stored photo's e-mail JPEG. */
export function emailPhotoObjectKey(hash: string, width: number): string {
  return photoObjectKey(hash, emailPhotoWidth(width), 'jpg');
}

/** Every object of a stored photo key, the e-mail JPEG too (what removing a photo deletes). */
export function allPhotoObjectKeys(hash: string, width: number): string[] {
  return [...photoObjectKeys(hash, width), emailPhotoObjectKey(hash, width)];
}

/**
 * Makes sure the photo's e-mail JPEG is in the store: photos added before e-mails took JPEG have
 * only AVIF and WebP. It is made from the WebP of the same width (the original upload is not
 * kept), which at 320 px for a 64 px picture loses nothing a reader sees. `width` is the stored
 * key's or a URL's width: the JPEG's is emailPhotoWidth(width). Answers 'present', 'made', or
 * 'missing' when the photo has no WebP to make it from; the store's StoreUnavailable is thrown.
 */
export async function ensureEmailPhoto(
  store: ObjectStore,
  hash: string,
  width: number,
): Promise<{ state: 'present' | 'made' | 'missing'; bytes?: Buffer }> {
  const key = emailPhotoObjectKey(hash, width);
  if (await store.head(key)) return { state: 'present' };
  const webp = await store.get(photoObjectKey(hash, emailPhotoWidth(width), 'webp'));
  if (!webp) return { state: 'missing' };
  const bytes = await emailJpeg(sharp(webp, { failOn: 'error' }));
  // Content-addressed: two processes making it at once write the same bytes under the same key.
  await store.put(key, bytes, photoContentType(key));
  return { state: 'made', bytes };
}

/** True when every rendition of the photo is in the store (what catalogue import checks). */
export async function photoIsStored(store: ObjectStore, hash: string, width: number): Promise<boolean> {
  for (const key of photoObjectKeys(hash, width)) if (!(await store.get(key))) return false;
  return true;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** The Content-Type of a stored rendition, by its key's extension. */
export function photoContentType(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Writes every rendition of the photos, in turn; the store's error (StoreUnavailable) is thrown as it is. */
export async function putPhotoFiles(store: ObjectStore, photos: ProcessedPhoto[]): Promise<void> {
  for (const photo of photos) for (const f of photo.files) await store.put(f.key, f.bytes, photoContentType(f.key));
}

/**
 * Before an e-mail names a picture (`/media/…`, server/media/images.ts emailImagePath): a photo's
 * JPEG is made now if it has none, so the mail client's first request finds it, in the bucket too
 * when MEDIA_PUBLIC_URL sends the request there. A drawn picture is drawn on request: nothing to do.
 */
export async function prepareEmailPicture(store: ObjectStore, url: string): Promise<void> {
  const photo = parsePhotoName(url.startsWith('/media/') ? url.slice('/media/'.length) : '');
  if (photo?.format === 'jpg') await ensureEmailPhoto(store, photo.hash, photo.width);
}
