/**
 * Turns an uploaded photo into the files the storefront serves: upright (EXIF orientation applied),
 * at each width of `photoWidths` (never enlarged), as AVIF and WebP, with every piece of metadata
 * left behind (a phone photo's EXIF holds where it was taken). What is not a JPEG, PNG, WebP or AVIF
 * by its content, a file over MAX_PHOTO_BYTES and one with more than MAX_PHOTO_PIXELS pixels (a
 * small file can declare a huge image that would take all memory to decode) are refused.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { type PhotoFormat, photoKey, photoWidths } from '../../common/site/media';
import type { ObjectStore } from './store';

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** 50 megapixels: a 48 MP phone photo passes; decoding one takes about 200 MB. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Bumped when the encoding below changes, so re-adding a photo makes new URLs, not new bytes under old ones. */
const PHOTO_REVISION = 1;

export class PhotoError extends Error {}

const FORMATS: PhotoFormat[] = ['avif', 'webp'];

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
  const files: ProcessedPhoto['files'] = [];
  try {
    for (const w of photoWidths(width)) {
      // .rotate() with no angle applies the EXIF orientation; no withMetadata(), so none is written.
      const resized = sharp(bytes, options).rotate().resize({ width: w, withoutEnlargement: true });
      files.push({
        key: photoObjectKey(hash, w, 'avif'),
        bytes: await resized.clone().avif({ quality: 55, effort: 4 }).toBuffer(),
      });
      files.push({
        key: photoObjectKey(hash, w, 'webp'),
        bytes: await resized.clone().webp({ quality: 80 }).toBuffer(),
      });
    }
  } catch (error) {
    // A truncated or corrupt file can pass the header check and fail while decoding.
    throw new PhotoError(`could not be decoded (${(error as Error).message.split('\n')[0]}).`);
  }
  return { key: photoKey(hash, width, height), hash, width, height, files };
}

/** Every object of a stored photo key. */
export function photoObjectKeys(hash: string, width: number): string[] {
  return photoWidths(width).flatMap((w) => FORMATS.map((f) => photoObjectKey(hash, w, f)));
}

/** True when every rendition of the photo is in the store (what catalogue import checks). */
export async function photoIsStored(store: ObjectStore, hash: string, width: number): Promise<boolean> {
  for (const key of photoObjectKeys(hash, width)) if (!(await store.get(key))) return false;
  return true;
}
