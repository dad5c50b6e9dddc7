/**
 * PGlite in its own thread. PGlite computes on the thread that calls it, so on the server's thread one
 * slow query would stall every request, cached ones included. Here it answers the PostgreSQL wire
 * protocol over MessagePorts, and the server talks to it with node-postgres, as to PostgreSQL.
 */
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface WorkerOptions {
  dataDir?: string;
  /** A dump made by `dumpDataDir()` to start from (tests). */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** Niceness of this thread (Linux): above 0, request handling on the main thread wins the CPU. */
  nice?: number;
}

/** Main thread → worker. */
export type WorkerRequest = { type: 'connect'; port: MessagePort } | { type: 'dump'; id: number } | { type: 'close' };

/** Worker → main thread. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string; code?: string }
  | { type: 'dumped'; id: number; data: Uint8Array<ArrayBuffer> };

const SSL_REQUEST = 80877103;
const TERMINATE = 0x58; // 'X'

const parent = parentPort!;
const options = workerData as WorkerOptions;
const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => parent.postMessage(message, transfer);

if (options.nice) {
  try {
    // Linux gives each thread its own id and niceness; /proc/thread-self names this thread's id.
    os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), options.nice);
  } catch {
    // Elsewhere the thread keeps the process's priority.
  }
}

let db: PGlite;
try {
  db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm },
  });
  reply({ type: 'ready' });
} catch (error) {
  const e = error as Error & { code?: string; errno?: number };
  reply({ type: 'failed', message: e.message || `file system error ${e.errno ?? ''}`.trim(), code: e.code });
  process.exit(1);
}

// PGlite is one connection: work runs one piece at a time, in the order it arrived.
let tail: Promise<unknown> = Promise.resolve();
function exclusive<T>(run: () => Promise<T>): Promise<T> {
  const next = tail.then(run, run);
  tail = next.catch(() => {});
  return next;
}

/** One wire-protocol connection: frames the client's bytes into messages and hands them to PGlite. */
function serve(conn: MessagePort) {
  let buffered = new Uint8Array(0);
  let started = false;
  let closed = false;

  function close() {
    if (closed) return;
    closed = true;
    conn.close();
    // A client that went away inside a transaction must not leave the only connection in it.
    void exclusive(async () => {
      if (db.isInTransaction()) await db.exec('ROLLBACK');
    });
  }

  conn.on('message', (chunk: Uint8Array) => {
    const joined = new Uint8Array(buffered.length + chunk.length);
    joined.set(buffered);
    joined.set(chunk, buffered.length);
    buffered = joined;
    const view = new DataView(buffered.buffer, buffered.byteOffset, buffered.byteLength);

    const batches: Uint8Array[] = [];
    let end = 0;
    // The start-up message (and a request for TLS before it) has no type byte.
    while (!started && buffered.length - end >= 8) {
      const length = view.getInt32(end);
      if (buffered.length - end < length) break;
      if (length === 8 && view.getInt32(end + 4) === SSL_REQUEST) {
        conn.postMessage(new Uint8Array([0x4e])); // 'N': no TLS inside one process
      } else {
        batches.push(buffered.slice(end, end + length));
        started = true;
      }
      end += length;
    }
    // Then whole messages (type byte, length) go to PGlite together: a Parse…Sync sequence in one call.
    const from = end;
    let terminate = false;
    while (started && buffered.length - end >= 5) {
      const length = 1 + view.getInt32(end + 1);
      if (buffered.length - end < length) break;
      if (buffered[end] === TERMINATE) {
        terminate = true;
        break;
      }
      end += length;
    }
    if (end > from) batches.push(buffered.slice(from, end));
    buffered = terminate ? new Uint8Array(0) : buffered.slice(end);

    for (const batch of batches) {
      void exclusive(async () => {
        if (closed) return;
        const out: Uint8Array[] = [];
        await db.execProtocolRawStream(batch, { onRawData: (data) => void out.push(data.slice()) });
        if (closed) return;
        for (const data of out) conn.postMessage(data, [data.buffer as ArrayBuffer]);
      });
    }
    if (terminate) void exclusive(async () => close());
  });
  conn.on('close', close);
}

parent.on('message', (message: WorkerRequest) => {
  if (message.type === 'connect') serve(message.port);
  else if (message.type === 'dump') {
    void exclusive(async () => {
      const data = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      reply({ type: 'dumped', id: message.id, data }, [data.buffer]);
    });
  } else if (message.type === 'close') {
    void exclusive(async () => {
      await db.close();
      parent.close(); // nothing else keeps this thread alive: it ends
    });
  }
});
