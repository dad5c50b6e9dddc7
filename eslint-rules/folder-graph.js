import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The folder-level import graph of `server/`, `src/` and `common/`. A "folder" is a home's
 * first-level folder (`server/orders`, `common/domain`, `src/pages`); files directly in a home
 * belong to the home itself (`server`). Nested folders (`server/media/draw`) belong to their
 * first-level folder, except the storefront's features: each `src/features/<feature>` is a folder
 * of its own, so features import one way too (docs/architecture.md). Every relative import
 * counts, type-only and dynamic ones included.
 */
export const HOMES = ['server', 'src', 'common'];

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** The folder `file` (absolute) belongs to, relative to `root`, or null outside the homes. */
export function folderOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (!HOMES.includes(parts[0])) return null;
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The folder that the relative specifier `spec`, written in `file`, points into. */
export function targetFolder(root, file, spec) {
  if (!spec.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), spec);
  // `./draw/products` may name a folder (its index file): it belongs where its files do.
  const isDir = fs.existsSync(target) && fs.statSync(target).isDirectory();
  return folderOf(root, isDir ? path.join(target, 'index.ts') : target);
}

/** The specifiers source text imports (static, re-exported and dynamic), as TypeScript reads them. */
export function importsOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** Every source file of the homes (relative to `root`) → the folders it imports, other than its own. */
export function fileEdges(root) {
  const edges = new Map();
  for (const home of HOMES) {
    const dir = path.join(root, home);
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const from = folderOf(root, file);
      const to = new Set();
      for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
        const folder = targetFolder(root, file, spec);
        if (folder && folder !== from) to.add(folder);
      }
      edges.set(path.relative(root, file), { from, to });
    }
  }
  return edges;
}

/**
 * folder → Map(imported folder → the first file seen making that import). `skip` (relative to
 * root) is left out, so that a file being linted counts with its text in the editor, not on disk.
 */
export function folderGraph(edges, skip) {
  const graph = new Map();
  for (const [file, { from, to }] of edges) {
    if (file === skip) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const folder of to) if (!graph.get(from).has(folder)) graph.get(from).set(folder, file);
  }
  return graph;
}

/** A path of folders from `from` to `to` (both included), or null. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const route = [];
      for (let f = to; f !== null; f = previous.get(f)) route.unshift(f);
      return route;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The strongly connected groups of more than one folder: each is at least one cycle. */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}
