// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ready, type ShopProcess } from './shop-process';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-production-install-'));
let shop: ShopProcess | undefined;

afterAll(async () => {
  if (shop && shop.child.exitCode === null) {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The repository's files as a clone has them (tracked and new, not ignored): no node_modules, no dist. */
function copyRepository(to: string) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(to, file));
  }
}

describe('a production install, as docs/deploy.md step 1 says', () => {
  it('npm ci --omit=dev, npm run build, then the shop starts in production and serves the storefront', async () => {
    copyRepository(dir);
    const run = (args: string[]) =>
      execFileSync('npm', args, {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'pipe',
        encoding: 'utf8',
        timeout: 240_000,
      });
    run(['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
    // Nothing for tests or development was installed.
    expect(existsSync(path.join(dir, 'node_modules/vitest'))).toBe(false);
    expect(existsSync(path.join(dir, 'node_modules/eslint'))).toBe(false);
    run(['run', 'build']);
    expect(existsSync(path.join(dir, 'dist/index.html'))).toBe(true);

    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(dir, 'var'),
        PAYMENT_SANDBOX: 'true',
        MAIL_OUTBOX: 'true',
        SELLER_GSTIN: '33ABCDE1234F1Z7',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    shop = { child, port, stderr: () => stderr, stdout: () => stdout, exited };
    expect(await ready(shop), stderr).toBe('ready');
    // Built before the start: it serves the build and does not build again.
    expect(stdout + stderr).not.toContain('Building the storefront');
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<script type="module"[^>]+src="\/assets\/[^"]+\.js"/);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 420_000);
});
