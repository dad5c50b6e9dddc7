import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startShopProcess } from './shop-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shop's DATA_DIR: tests read the development mail outbox under it. */
    dataDir: string;
  }
}

/** One shop for the browser suite: a fresh DATA_DIR, the built SPA, one server process. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const shop = await startShopProcess(dataDir, await freePort());
  project.provide('baseUrl', shop.baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
