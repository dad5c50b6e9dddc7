import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The hash of what a test database template is made from: the PGlite version, the migrations and
 * every file `entries` import, directly or not. An edit to any of them makes a new template.
 */
export function templateKey(entries: string[]): string {
  const hash = createHash('sha1');
  const pglite = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  hash.update(`pglite ${pglite.version}\n`);
  const migrations = path.join(root, 'server/db/migrations');
  for (const file of listFiles(migrations)) hash.update(file).update(readFileSync(path.join(migrations, file)));
  for (const file of importClosure(entries)) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** The files (relative to the root) that `entries` import, directly or not, by relative imports. */
function importClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = resolveSource(path.join(path.dirname(path.join(root, file)), fileName));
      if (resolved) queue.push(path.relative(root, resolved));
    }
  }
  return [...seen].sort();
}

function resolveSource(target: string): string | undefined {
  const bare = target.replace(/\.(js|mjs)$/, '');
  const candidates = [
    target,
    `${bare}.ts`,
    `${bare}.tsx`,
    `${bare}.mjs`,
    `${bare}.json`,
    path.join(target, 'index.ts'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
