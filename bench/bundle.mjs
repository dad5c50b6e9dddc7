// Prints the gzipped size of what each route downloads: the entry chunk, the route's own chunk and
// their static imports, JS and CSS apart. Run after `npm run build` (or on another build: a path).
import { statSync } from 'node:fs';
import path from 'node:path';
import { readManifest, routeSize } from '../scripts/route-size.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { manifest, pages } = readManifest(dist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [['route chunk', 'JS gz', 'CSS gz', 'files']];
for (const page of [null, ...pages]) {
  const size = routeSize(dist, page);
  rows.push([page ? path.basename(page, '.tsx') : '(entry only)', kb(size.js), kb(size.css), String(size.files)]);
}
const totalRaw = Object.values(manifest).reduce((sum, c) => sum + statSync(path.join(dist, c.file)).size, 0);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
console.log(`\nall chunks, uncompressed: ${kb(totalRaw)}`);
