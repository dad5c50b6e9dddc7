/**
 * Media render benchmark: average time to render (SVG → WebP) each kind, over all four variants
 * and a few hues, at 800 px (and 1600 px for wide kinds), then every seed product's own picture
 * (pack label with name and size) at 800 px. Prints figures; never fails.
 *
 *   node --import tsx bench/media.ts [rounds]
 */
import os from 'node:os';
import { type ProductArtKey, renderMedia, renderSvg } from '../server/media/render';
import { MEDIA_KINDS, MEDIA_VARIANTS, isWideKind, type MediaKey } from '../common/site/media';
import { productArt } from '../server/media/product-art';
import { seedProducts } from '../server/seed/products';

const rounds = Math.max(1, Number(process.argv[2] ?? 2));
const hues = [20, 140, 210];

async function timeKey(key: MediaKey | ProductArtKey): Promise<{ ms: number; bytes: number; svgMs: number }> {
  const t0 = performance.now();
  renderSvg(key);
  const svgMs = performance.now() - t0;
  const t1 = performance.now();
  const buf = await renderMedia(key);
  return { ms: performance.now() - t1, bytes: buf.length, svgMs };
}

// warm up sharp/librsvg and the JIT
for (const kind of MEDIA_KINDS) await renderMedia({ kind, hue: 0, variant: 'a', width: isWideKind(kind) ? 400 : 200 });

console.log(
  `media render benchmark: ${os.cpus().length} CPU(s), ${rounds} round(s) × ${hues.length} hues × ${MEDIA_VARIANTS.length} variants per row`,
);
console.log('kind        width   avg ms   max ms   svg ms   avg KB');
const rows: { kind: string; width: number; avg: number }[] = [];
for (const kind of MEDIA_KINDS) {
  const widths = isWideKind(kind) ? [800, 1600] : [800];
  for (const width of widths) {
    const times: number[] = [];
    const svg: number[] = [];
    let bytes = 0;
    for (let r = 0; r < rounds; r++)
      for (const hue of hues)
        for (const variant of MEDIA_VARIANTS) {
          const res = await timeKey({ kind, hue, variant, width });
          times.push(res.ms);
          svg.push(res.svgMs);
          bytes += res.bytes;
        }
    const avg = times.reduce((a, b) => a + b, 0) / times.length;
    const max = Math.max(...times);
    const svgAvg = svg.reduce((a, b) => a + b, 0) / svg.length;
    rows.push({ kind, width, avg });
    console.log(
      `${kind.padEnd(11)} ${String(width).padStart(5)} ${avg.toFixed(1).padStart(8)} ${max.toFixed(1).padStart(8)} ${svgAvg.toFixed(2).padStart(8)} ${(bytes / times.length / 1024).toFixed(1).padStart(8)}`,
    );
  }
}
const sq = rows.filter((r) => r.width === 800);
console.log(`\naverage over all kinds at 800 px: ${(sq.reduce((a, r) => a + r.avg, 0) / sq.length).toFixed(1)} ms`);
const wide = rows.filter((r) => r.width === 1600);
console.log(`average over wide kinds at 1600 px: ${(wide.reduce((a, r) => a + r.avg, 0) / wide.length).toFixed(1)} ms`);

// A product's own picture: the same art with lettering and a pack shaped by the size.
const own: number[] = [];
let ownBytes = 0;
for (const p of seedProducts) {
  const art = productArt(p.images[0]!.media, {
    name: p.name,
    netQuantity: p.netQuantity,
    packSize: p.modelWearingSize,
  });
  if (!art) continue;
  const res = await timeKey({ ...art, width: 800 });
  own.push(res.ms);
  ownBytes += res.bytes;
}
const ownAvg = own.reduce((a, b) => a + b, 0) / own.length;
console.log(
  `products' own pictures at 800 px: ${own.length} rendered, avg ${ownAvg.toFixed(1)} ms, max ${Math.max(...own).toFixed(1)} ms, avg ${(ownBytes / own.length / 1024).toFixed(1)} KB`,
);
