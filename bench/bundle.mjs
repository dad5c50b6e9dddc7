// Prints the gzipped size of what each route downloads: the entry chunk, the route's
// own chunk and their static imports, JS and CSS apart. Run after `npm run build`.
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function closure(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = Object.keys(manifest)
  .filter((k) => k.startsWith('src/pages/'))
  .sort();
const rows = [['route chunk', 'JS gz', 'CSS gz', 'files']];
for (const key of [null, ...routes]) {
  const { js, css } = closure(key ? [entry, key] : [entry]);
  const jsBytes = js.reduce((sum, f) => sum + gz(f), 0);
  const cssBytes = css.reduce((sum, f) => sum + gz(f), 0);
  rows.push([
    key ? path.basename(key, '.tsx') : '(entry only)',
    kb(jsBytes),
    kb(cssBytes),
    String(js.length + css.length),
  ]);
}
const totalRaw = Object.values(manifest).reduce((sum, c) => sum + statSync(path.join(dist, c.file)).size, 0);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
console.log(`\nall chunks, uncompressed: ${kb(totalRaw)}`);
