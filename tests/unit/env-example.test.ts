import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA, loadConfig } from '../../server/config/env';

const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, '.env.example');

describe('.env.example', () => {
  const parsed = parseEnv(readFileSync(file, 'utf8'));

  it('reads the same in Node (the shop’s .env) and in a POSIX shell (set -a; . ./.env)', () => {
    const script = `set -a; . "${file}"; set +a; for k in ${Object.keys(parsed).join(' ')}; do printf '%s=%s\\0' "$k" "$(eval printf '%s' "\\"\\$$k\\"")"; done`;
    const out = execFileSync('sh', ['-c', script], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    const shell = Object.fromEntries(
      out
        .split('\0')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    expect(shell).toEqual(parsed);
    expect(parsed.MAIL_FROM).toBe('CocoCare Naturals <no-reply@cococare.example>');
  });

  it('gives the same sender the e-mails use when MAIL_FROM is left empty', () => {
    expect(loadConfig({ ...parsed, MAIL_FROM: '' }).mailFrom).toBe(parsed.MAIL_FROM);
  });

  it('is a configuration the shop starts with, and names SELLER_GSTIN', () => {
    expect(() => loadConfig(parsed)).not.toThrow();
    expect(Object.keys(parsed)).toEqual(expect.arrayContaining(['SELLER_GSTIN', 'INVOICE_PREFIX', 'TRUST_PROXY']));
  });

  it('lists every variable the server reads', () => {
    // The schema names what loadConfig reads; seller.ts reads the GST settings itself.
    const seller = readFileSync(path.join(root, 'server/config/seller.ts'), 'utf8');
    const read = new Set([
      ...Object.keys(ENV_SCHEMA.properties),
      ...[...seller.matchAll(/env(?:\.|\[')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!),
    ]);
    const documented = readFileSync(file, 'utf8');
    expect([...read].filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(documented))).toEqual([]);
  });
});
