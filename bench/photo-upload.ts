/**
 * `node --import tsx bench/photo-upload.ts [--runs N]`: the photo pipeline a console upload and
 * `photos add` run (server/media/photos.ts processPhoto: header check, EXIF rotation, 4 widths × AVIF
 * and WebP, no metadata) on a 12 MP (4000 × 3000) phone-like JPEG made here with sharp. Prints the
 * file's size and each run's time. The browser journey (tests/e2e/console-products.test.ts) times
 * the whole path from the tap to the photo on the product page.
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { processPhoto } from '../server/media/photos';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const width = 4000;
const height = 3000;
const raw = Buffer.alloc(width * height * 3);
for (let y = 0; y < height; y++)
  for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 3;
    raw[i] = (x * 255) / width;
    raw[i + 1] = (y * 255) / height;
    raw[i + 2] = 96 + ((x * 7 + y * 13 + ((x * y) % 41)) % 97);
  }
const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();
console.log(`12 MP JPEG: ${(jpeg.length / 1024 / 1024).toFixed(1)} MB; sharp concurrency ${sharp.concurrency()}`);
for (let run = 1; run <= Number(values.runs); run++) {
  const started = performance.now();
  const photo = await processPhoto(jpeg);
  const bytes = photo.files.reduce((n, f) => n + f.bytes.length, 0);
  console.log(
    `run ${run}: ${Math.round(performance.now() - started)} ms, ${photo.files.length} files, ${Math.round(bytes / 1024)} KB`,
  );
}
