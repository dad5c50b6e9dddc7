// @vitest-environment node
import { existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, scratch } from './shop-process';

// Mistakes an operator can fix are reported in one line, without a stack, before anything slow happens.
const box = scratch();
afterAll(() => box.cleanup());

describe.concurrent('start-up checks run before the slow work', () => {
  it('says DATA_DIR is a file, in one line', async () => {
    const file = path.join(box.dir, 'a-file');
    writeFileSync(file, '');
    const shop = await box.start({ env: { DATA_DIR: file } });
    expect(await shop.exited).toBe(1);
    expect(shop.stderr().trim()).toBe(`DATA_DIR ${file} is a file, not a directory: point DATA_DIR at a directory.`);
  });

  it('finds a busy port before opening the database', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const shop = await box.start({ port, env: { DATA_DIR: path.join(box.dir, 'busy-port') } });
      expect(await shop.exited).toBe(1);
      expect(shop.stderr().trim()).toBe(
        `Port 127.0.0.1:${port} is already in use (EADDRINUSE): stop what holds it, or set PORT.`,
      );
      expect(existsSync(path.join(box.dir, 'busy-port', 'pgdata'))).toBe(false); // the database was never opened
    } finally {
      holder.close();
    }
  });

  it('names the cause first when the database cannot be reached', async () => {
    const port = await freePort(); // nothing listens there
    const shop = await box.start({ env: { DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/shop` } });
    expect(await shop.exited).toBe(1);
    const message = shop.stderr().trim();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(
      /^Cannot reach the database at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:\d+\/shop: connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
    );
    expect(message).not.toContain('secret');
  });
});
