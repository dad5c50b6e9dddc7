// @vitest-environment node
import { spawn } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratch } from './shop-process';

/**
 * `npm run shop` before the shop's first start (the guide imports the catalogue first): what the tool
 * creates (DATA_DIR, the PGlite database, the template it writes) is the shop user's alone, as under
 * the shop itself (server/start.ts restrictDataDir), not world-readable until the first start.
 */
const root = path.resolve(import.meta.dirname, '../..');
const box = scratch();
afterAll(() => box.cleanup());

function npmShop(...argv: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    // As the guide runs it: from the operator's directory, with --prefix naming the installation.
    const child = spawn('npm', ['--prefix', root, 'run', '--silent', 'shop', '--', ...argv], {
      cwd: box.dir,
      // The operator's usual umask: files others may read unless the tool narrows it.
      env: { ...process.env, DATA_DIR: box.dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

/** Every file and directory under `dir` (itself included) with a permission bit for group or others. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path.relative(box.dir, p)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(p)) walk(path.join(p, entry));
  };
  walk(dir);
  return found;
}

describe('npm run shop before the first start', () => {
  it('creates the database and its files readable by the shop user only', async () => {
    process.umask(0o022);
    const template = await npmShop('catalogue', 'template', 'categories', '--file', 'categories.csv');
    expect(template.code, template.err).toBe(0);
    const imported = await npmShop('catalogue', 'import', 'categories', '--file', 'categories.csv');
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toMatch(/Imported 1 categories/);
    expect(readdirSync(box.dataDir)).toContain('pgdata');
    expect(openToOthers(box.dataDir)).toEqual([]);
    expect(openToOthers(path.join(box.dir, 'categories.csv'))).toEqual([]);
  });
});
