/**
 * The object store's interface (server/media/store.ts picks the folder or the S3 bucket behind it),
 * its error for a store that does not answer, and the grammar of its keys.
 */
import type { Readable } from 'node:stream';
import { RetryLater } from '../lib/errors';

export interface ObjectStore {
  /** 'folder' (DATA_DIR/objects) or 's3'. */
  readonly kind: 'folder' | 's3';
  /** Writes the object whole (a reader never sees half of it); an existing key is replaced. */
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object's size, or null when there is none (no bytes are read). */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix (`photos/`), in key order. */
  list(prefix: string): Promise<string[]>;
  /** Writes a stream of unknown length whole (a backup archive); answers its size in bytes. */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** The object as a stream, or null when there is none. */
  getStream(key: string): Promise<Readable | null>;
  /** Asks the store now, within its deadline: 'ok', or the reason it is away (/api/health). */
  check(): Promise<string | null>;
  /** Whether the last call found the store away (it is asked again in the background until it answers). */
  readonly down: boolean;
  /** Stops the background probe. */
  close(): void;
}

/**
 * The store did not answer (refused, timed out, or answered 5xx): the caller answers 503 with the
 * reason and leaves nothing half-written. Its message is shown to the operator or the client.
 */
export class StoreUnavailable extends RetryLater {
  constructor(readonly reason: string) {
    super(503, `The photo store is not answering (${reason}); nothing was changed. Try again in a moment.`, 5);
  }
}

// Keys are made by the shop (`photos/{hash}-{width}.{format}`, `backups/shop-{time}.tar.gz.age`), never
// by a visitor; the grammar is still checked so no key can name a path outside the folder.
export const KEY_RE = /^[a-z]+\/[0-9A-Za-z-]{1,80}(\.[a-z0-9]{2,4}){1,3}$/;

export function checkKey(key: string): string {
  if (!KEY_RE.test(key)) throw new Error(`bad object key ${JSON.stringify(key)}`);
  return key;
}
