/**
 * Where uploaded product photos (and backups sent to the store) are kept: a small key → bytes
 * interface with two implementations. The folder DATA_DIR/objects is the default for a shop on one
 * machine; with S3_BUCKET set, an S3-compatible object store (server/media/s3.ts) that every
 * process of the shop reads and writes, so a photo added through one machine is on all of them.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { OutageLog } from '../lib/outage';
import { checkKey, KEY_RE, type ObjectStore } from './object-store';
import type { ObjectStoreSettings } from '../config/env';
import { s3Store } from './s3';

const PREFIX_RE = /^[a-z]+\/$/;

/** The objects as files under `root` (DATA_DIR/objects), readable by the shop's user only. */
export function folderStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const temp = (file: string) => `${file}.${process.pid}.${Date.now()}.tmp`;
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'folder',
    down: false,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = temp(file);
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        return { size: (await stat(fileOf(key))).size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      if (!PREFIX_RE.test(prefix)) throw new Error(`bad prefix ${JSON.stringify(prefix)}`);
      try {
        const names = await readdir(path.join(root, prefix));
        return names
          .filter((n) => !n.endsWith('.tmp'))
          .map((n) => `${prefix}${n}`)
          .filter((k) => KEY_RE.test(k))
          .sort();
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
    async putStream(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = temp(file);
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
      return (await stat(file)).size;
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return createReadStream(file);
    },
    async check() {
      return null;
    },
    close() {},
  };
}

/** What picks the store: DATA_DIR, and the S3 settings when S3_BUCKET is set (server/config/env.ts). */
export interface StoreConfig {
  dataDir: string;
  objectStore?: ObjectStoreSettings;
}

/** The shop's photo store: the S3 bucket when one is configured, else the folder DATA_DIR/objects. */
export function photoStore(config: StoreConfig, log?: OutageLog): ObjectStore {
  return config.objectStore ? s3Store(config.objectStore, log) : folderStore(path.join(config.dataDir, 'objects'));
}
