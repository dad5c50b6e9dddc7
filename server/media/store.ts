/**
 * Where uploaded product photos are kept: a small key → bytes interface, so the folder under
 * DATA_DIR can later be replaced by an object store (S3-compatible; see docs/decisions.md, "Product
 * photos") without touching the tool, the media route or the catalogue.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ObjectStore {
  /** Writes the object whole (a reader never sees half of it); an existing key is replaced. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are made by the shop (`photos/{hash}-{width}.{format}`), never by a visitor; the grammar is
// still checked so no key can name a path outside the folder.
const KEY_RE = /^[a-z]+\/[0-9a-z-]{1,60}\.[a-z]{3,4}$/;

function checkKey(key: string): string {
  if (!KEY_RE.test(key)) throw new Error(`bad object key ${JSON.stringify(key)}`);
  return key;
}

/** The objects as files under `root` (DATA_DIR/objects), readable by the shop's user only. */
export function folderStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The shop's photo store: the folder DATA_DIR/objects. */
export function photoStore(dataDir: string): ObjectStore {
  return folderStore(path.join(dataDir, 'objects'));
}
