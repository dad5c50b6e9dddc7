// What a storefront route downloads before it shows, from Vite's build manifest: the entry chunk and
// the app it starts, with everything they import statically, plus the route's page chunk with its
// static imports, and the CSS of all of them. Sizes are gzip level 9. Used by bench/bundle.mjs and scripts/check-budget.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The manifest of the build in `dist`, with its entry key and page keys (src/pages/…). */
export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const pages = Object.keys(manifest)
    .filter((k) => k.startsWith('src/pages/'))
    .sort();
  return { manifest, entry, pages };
}

/** JS and CSS files of the given chunks and their static imports. */
export function closure(manifest, keys) {
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

/** The entry and what it imports as it starts (src/main.tsx loads the app once the shell is painted). */
export function startKeys(manifest, entry) {
  return [entry, ...(manifest[entry].dynamicImports ?? [])];
}

/** Gzipped bytes of the entry (with the app it starts) plus `page` (a manifest key, or null for none). */
export function routeSize(dist, page) {
  const { manifest, entry } = readManifest(dist);
  const start = startKeys(manifest, entry);
  const { js, css } = closure(manifest, page ? [...start, page] : start);
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return {
    js: js.reduce((sum, f) => sum + gz(f), 0),
    css: css.reduce((sum, f) => sum + gz(f), 0),
    files: js.length + css.length,
  };
}
