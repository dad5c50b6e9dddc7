import fs from 'node:fs';
import path from 'node:path';
import { HOMES, importsOf } from './folder-graph.js';

/**
 * No file imports one that leads back to it, even inside one folder (docs/architecture.md): a loop
 * closed only by a type import still ties the files' meanings together. Types two files share go in
 * a small file of their own (server/db/shop-db.ts, server/mail/message.ts, server/invoices/credit-note.ts).
 * The graph is read from disk once per ESLint process; every relative import counts, type-only too.
 */
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const graphs = new Map();

/** The file (absolute) a relative specifier written in `file` names, or null. */
export function resolveImport(file, spec) {
  if (!spec.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), spec);
  const bare = target.replace(/\.(js|mjs)$/, '');
  for (const candidate of [
    target,
    `${bare}.ts`,
    `${bare}.tsx`,
    `${bare}.mjs`,
    `${bare}.js`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** Every source file of the homes (absolute) → the files it imports. */
export function fileGraph(root) {
  const graph = new Map();
  for (const home of HOMES) {
    const dir = path.join(root, home);
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const to = new Set();
      for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
        const target = resolveImport(file, spec);
        if (target) to.add(target);
      }
      graph.set(file, to);
    }
  }
  return graph;
}

/** A path of files from `from` to `to` (both included), or null. */
function filePath(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const route = [];
      for (let f = to; f !== null; f = previous.get(f)) route.unshift(f);
      return route;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import that closes a loop between files of server/, src/ or common/.' },
    schema: [],
    messages: {
      cycle:
        'This import closes a loop between files: {{route}}. Move what they share into a small file of its own; see docs/architecture.md.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    if (!HOMES.includes(path.relative(root, file).split(path.sep)[0])) return {};
    if (!graphs.has(root)) graphs.set(root, fileGraph(root));
    const graph = graphs.get(root);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveImport(file, spec);
      // A path back to this file never leaves through this file, so its imports on disk do not count.
      const back = target && filePath(graph, target, file);
      if (!back) return;
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { route: [file, ...back].map((f) => path.relative(root, f)).join(' → ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
