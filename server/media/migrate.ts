/**
 * `photos migrate`: a shop that kept its photos under DATA_DIR/objects moves them into the bucket.
 * Each file is copied unless the bucket has it at the same size already, so a run cut short (the
 * network, a closed laptop) is simply started again, and a second run copies nothing. The keys are
 * content-addressed: the same key always holds the same bytes, whichever machine wrote it.
 */
import type { ObjectStore } from './object-store';
import { photoContentType } from './photos';

export interface MigrateResult {
  copied: number;
  present: number;
  bytes: number;
}

export async function migratePhotos(
  from: ObjectStore,
  to: ObjectStore,
  progress: (line: string) => void = () => {},
): Promise<MigrateResult> {
  const keys = await from.list('photos/');
  const result: MigrateResult = { copied: 0, present: 0, bytes: 0 };
  for (const [i, key] of keys.entries()) {
    const local = await from.head(key);
    if (!local) continue; // removed since it was listed
    const there = await to.head(key);
    if (there && there.size === local.size) {
      result.present++;
      continue;
    }
    const bytes = await from.get(key);
    if (!bytes) continue;
    await to.put(key, bytes, photoContentType(key));
    result.copied++;
    result.bytes += bytes.length;
    if ((i + 1) % 100 === 0) progress(`… ${i + 1} of ${keys.length} files`);
  }
  return result;
}
