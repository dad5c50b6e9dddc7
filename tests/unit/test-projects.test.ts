import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`);
}

describe('the test projects', () => {
  // The api, cli, component and browser projects share loaded modules between files (vitest.config.ts):
  // a vi.mock there would silently not apply to a module another file loaded first, so such API files
  // run in api-mocks, and no component or browser file mocks a module.
  it('keeps every file that replaces a module out of the projects that share modules', () => {
    const config = readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const isolatedList = /const MOCKS_MODULES = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const isolated = [...isolatedList.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const mocking = [
      ...testFiles('tests/api'),
      ...testFiles('tests/cli'),
      ...testFiles('tests/component'),
      ...testFiles('tests/e2e'),
    ].filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !isolated.includes(file))).toEqual([]);
  });
});
