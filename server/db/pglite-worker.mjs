/**
 * PGlite in its own thread. PGlite computes on the thread that calls it, so on the server's thread one
 * slow query would stall every request, cached ones included. Here it answers the PostgreSQL wire
 * protocol over MessagePorts, and the server talks to it with node-postgres, as to PostgreSQL.
 *
 * Plain JavaScript: a worker thread does not inherit tsx's loader, and registering it costs about a
 * second per start (each API test file starts one). The messages are typed in pglite-protocol.ts.
 */
import { Blob } from 'node:buffer';
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import process from 'node:process';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./pglite-protocol').WorkerOptions} WorkerOptions */
/** @typedef {import('./pglite-protocol').WorkerRequest} WorkerRequest */
/** @typedef {import('./pglite-protocol').WorkerReply} WorkerReply */

const SSL_REQUEST = 80877103;
const TERMINATE = 0x58; // 'X'

const parent = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const options = /** @type {WorkerOptions} */ (workerData);
/** @type {(message: WorkerReply, transfer?: ArrayBuffer[]) => void} */
const reply = (message, transfer = []) => parent.postMessage(message, transfer);

// V8 compiles WebAssembly lazily, each function with its quick compiler when first called, and with
// its optimizing one only once it has run a while: a fresh shop's first queries run slow code and
// compile on the way (the first searches after a start took 20-470 ms, later ones 15-20). With
// dynamic tiering off, every function is compiled up front and optimized on background threads while
// the shop migrates and builds: after a restart, 20 clients' first reads waited p99 190-340 ms instead of
// 300-540 (bench:cold step 3, docs/decisions.md). The server asks for it; tests and the tools do not
// pay the extra second of CPU per start.
if (options.compileAhead) v8.setFlagsFromString('--no-wasm-dynamic-tiering');

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm },
    pgliteWasmModule: options.pgliteWasmModule,
  });
} catch (error) {
  const e = /** @type {Error & { code?: string, errno?: number }} */ (error);
  reply({ type: 'failed', message: e.message || `file system error ${e.errno ?? ''}`.trim(), code: e.code });
  process.exit(1);
}

/** Linux gives each thread its own id (and niceness); /proc/thread-self names this thread's. */
let tid;
try {
  tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
} catch {
  // Elsewhere the thread has no id of its own to give.
}
// Niced once open, so that opening (compiling PGlite, reading the files) runs at full speed.
if (options.nice && tid) {
  try {
    os.setPriority(tid, options.nice);
  } catch {
    // The thread keeps the process's priority.
  }
}
reply({ type: 'ready', tid });

// PGlite is one connection: work runs one piece at a time, in the order it arrived.
/** @type {Promise<unknown>} */
let tail = Promise.resolve();
/** @template T @param {() => Promise<T>} run @returns {Promise<T>} */
function exclusive(run) {
  const next = tail.then(run, run);
  tail = next.catch(() => {});
  return next;
}

/**
 * The connection whose statements ran last. PGlite has one session for all of them: a connection
 * that takes it over gets it as PostgreSQL would give a new one, without the transaction, prepared
 * statements or settings of one that went away (the watchdog cuts connections; node-postgres then
 * prepares its statements again, and PGlite would answer that they already exist).
 * @type {import('node:worker_threads').MessagePort | undefined}
 */
let session;
/** @param {import('node:worker_threads').MessagePort} conn */
async function takeSession(conn) {
  if (session) {
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    await db.exec('DISCARD ALL');
  }
  session = conn;
}

/**
 * One wire-protocol connection: frames the client's bytes into messages and hands them to PGlite.
 * @param {import('node:worker_threads').MessagePort} conn
 */
function serve(conn) {
  let buffered = new Uint8Array(0);
  let started = false;
  let closed = false;

  function close() {
    if (closed) return;
    closed = true;
    conn.close();
    // A client that went away inside a transaction must not leave the only connection in it.
    void exclusive(async () => {
      if (session === conn && db.isInTransaction()) await db.exec('ROLLBACK');
    });
  }

  conn.on('message', (/** @type {Uint8Array} */ chunk) => {
    const joined = new Uint8Array(buffered.length + chunk.length);
    joined.set(buffered);
    joined.set(chunk, buffered.length);
    buffered = joined;
    const view = new DataView(buffered.buffer, buffered.byteOffset, buffered.byteLength);

    /** @type {Uint8Array[]} */
    const batches = [];
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
        if (session !== conn) await takeSession(conn);
        /** @type {Uint8Array[]} */
        const out = [];
        await db.execProtocolRawStream(batch, { onRawData: (data) => void out.push(data.slice()) });
        if (closed) return;
        for (const data of out) conn.postMessage(data, [/** @type {ArrayBuffer} */ (data.buffer)]);
      });
    }
    if (terminate) void exclusive(async () => close());
  });
  conn.on('close', close);
}

parent.on('message', (/** @type {WorkerRequest} */ message) => {
  if (message.type === 'connect') serve(message.port);
  // Answered on this thread's event loop, outside the queue: only a thread that is stuck stays silent.
  else if (message.type === 'ping') reply({ type: 'pong', id: message.id });
  else if (message.type === 'stall') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, message.ms);
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
