import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the secrets and the outbox: only the shop's user may read them. The
 * directory itself is 0700, so nothing under it can be reached by others whatever its own mode; files
 * made from now on get 0600 (directories 0700) through the umask, and what exists (an older version's
 * files, PGlite's, which it makes 0666) is narrowed here. Symbolic links are left alone.
 */
export function restrictDataDir(dir: string): void {
  process.umask(0o077);
  const narrow = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) chmodSync(target, stat.mode & 0o700);
    if (stat.isDirectory()) for (const entry of readdirSync(target)) narrow(path.join(target, entry));
  };
  narrow(dir);
}
