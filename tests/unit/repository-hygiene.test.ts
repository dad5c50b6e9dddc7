import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('the repository documents itself', () => {
  it('cites no document that lives outside it', () => {
    // git grep answers 1 when nothing matches.
    let found = '';
    try {
      found = execFileSync(
        'git',
        [
          'grep',
          '-n',
          '-E',
          '\\b(SPEC\\.md|ARCHITECTURE\\.md|TOOLCHAIN)\\b|SPEC §',
          '--',
          'src',
          'server',
          'common',
          'tests',
          'bench',
          'scripts',
        ],
        { cwd: root, encoding: 'utf8' },
      );
    } catch (error) {
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found.split('\n').filter((line) => line && !line.startsWith('tests/unit/repository-hygiene'))).toEqual([]);
  });
});
