import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from './errors';

/**
 * One process at a time on a PGlite data directory: PGlite has no lock of its own, and two processes
 * writing the same files corrupt them. The lock is a file beside the data directory holding the
 * owner's pid; a lock whose process has died is taken over.
 */
export interface DataDirLock {
  path: string;
  release: () => void;
}

export class DataDirLockedError extends StartupError {
  constructor(
    /** What is locked, as the operator knows it (`DATA_DIR /srv/shop`). */
    readonly what: string,
    readonly pid: number,
    readonly host: string,
    /** The lock file, named when it comes from another host (a copied DATA_DIR). */
    lockFile?: string,
  ) {
    const elsewhere = host !== os.hostname();
    const where = elsewhere ? `process ${pid} on host ${host}` : `process ${pid}`;
    super(
      `${what} is in use by ${where}: stop that process, or use another DATA_DIR.` +
        (elsewhere && lockFile
          ? ` If this DATA_DIR was copied from ${host}, nothing here holds it: a copy of a running shop's files may be inconsistent, so restore a backup instead (npm run shop -- restore, docs/deploy.md); for a copy taken with the shop stopped, delete ${lockFile} and start again.`
          : ''),
    );
  }
}

interface Owner {
  pid: number;
  host: string;
  /** When the owner started, as the kernel counts it (Linux); tells a live owner from a reused pid. */
  started?: string;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), or undefined off Linux. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(owner: Owner): boolean {
  if (owner.host !== os.hostname()) return true; // cannot tell: assume it runs
  if (owner.pid === process.pid) return false; // a lock of an earlier life of this pid (containers restart as pid 1)
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const now = startTime(owner.pid);
  return !(owner.started && now && owner.started !== now);
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return undefined; // unreadable: not a lock anyone can hold
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the lock on `dataDir` (its parent must exist), or throws DataDirLockedError naming the owner;
 * `what` names the directory in that message.
 */
export async function lockDataDir(dataDir: string, what: string = dataDir): Promise<DataDirLock> {
  const file = `${path.resolve(dataDir)}.lock`;
  const me: Owner = { pid: process.pid, host: os.hostname(), started: startTime(process.pid) };
  // The lock's content is written before it has its name, so no one ever reads a half-written lock.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file); // atomic: fails when the lock exists
        return held(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      let owner: Owner | undefined;
      try {
        owner = readOwner(file);
      } catch {
        continue; // released meanwhile: try again
      }
      if (owner && alive(owner)) throw new DataDirLockedError(what, owner.pid, owner.host, file);
      // Stale: replace it. Two processes may both find it stale and both replace it; the last rename
      // wins, so each checks after a pause that the lock still names it, and the other one gives way.
      const claim = `${draft}.claim`;
      writeFileSync(claim, JSON.stringify(me));
      renameSync(claim, file);
      await sleep(150);
      const now = readOwner(file);
      if (now?.pid === me.pid && now.host === me.host) return held(file);
      if (now && alive(now)) throw new DataDirLockedError(what, now.pid, now.host, file);
    }
    throw new Error(`Could not take the lock ${file}`);
  } finally {
    unlinkSync(draft);
  }
}

function held(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      const owner = readOwner(file);
      if (owner?.pid === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // process.exit() skips the shutdown path; a lock left behind would still be taken over, but say goodbye.
  process.on('exit', release);
  return { path: file, release };
}
