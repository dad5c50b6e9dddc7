import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { WorkerOptions, WorkerReply, WorkerRequest } from './pglite-protocol';

/**
 * The watchdog asks the thread every 250 ms; a thread silent for 1.5 s, not counting time it waited
 * for a CPU, is stuck (PGlite answers its pings between statements, and the shop's statements take
 * milliseconds): new connections are refused and open ones cut, so requests answer 503 at once
 * instead of queueing behind it. Silent for 5 s with its data in files, the thread is ended and a
 * new one opens the same files (as after a crash); in memory there is nothing to reopen, so it is
 * waited for.
 */
export const PGLITE_SILENT_MS = 1500;
export const PGLITE_RESTART_MS = 5000;
const PING_INTERVAL_MS = 250;

/**
 * The main thread's side of pglite-worker.mjs: starts the thread, and gives node-postgres sockets
 * whose far end is PGlite in that thread.
 */
export interface PgliteThread {
  /** A fresh connection, for node-postgres' `stream` option. */
  socket: () => Socket;
  dump: () => Promise<Blob>;
  /** Closes PGlite (it writes its files) and waits for the thread to end. */
  close: () => Promise<void>;
  /**
   * Starts the watchdog. The server calls it once migrated and seeded: a migration's statement may
   * rightly hold the thread for longer than the watchdog allows a request's.
   */
  watch: () => void;
  /** 'silent' while the thread does not answer the watchdog (it may be restarting). */
  state: () => 'ok' | 'silent';
  /** Blocks the thread for `ms` (the fault bench, through SHOP_FAULT_HOOKS). */
  stall: (ms: number) => void;
}

let compiledPglite: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to each thread: a compiled module is
 * shared between threads with the code V8 has optimized so far, not copied. A test worker opens a
 * database per file; each thread compiling and warming up the 9 MB module again made an open 0.70 s
 * instead of 0.52 s, and the API suite 133-149 s instead of 97 s (docs/benchmarks.md). Not for the
 * server's own database, whose thread compiles it ahead with other flags (`compileAhead`,
 * pglite-worker.mjs).
 */
function pgliteModule(): Promise<WebAssembly.Module> {
  compiledPglite ??= readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')).then(
    (bytes) => WebAssembly.compile(bytes),
  );
  return compiledPglite;
}

/** How long a thread started by the watchdog has to open the files and say it is ready. */
const RESTART_READY_MS = 60_000;

async function spawnWorker(options: WorkerOptions, readyWithinMs?: number): Promise<{ worker: Worker; tid?: number }> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: options.compileAhead ? options : { ...options, pgliteWasmModule: await pgliteModule() },
    transferList: options.loadDataDir ? [options.loadDataDir.buffer] : [],
  });
  let onExit!: (code: number) => void;
  let late: NodeJS.Timeout | undefined;
  const ready = await new Promise<WorkerReply>((resolve, reject) => {
    onExit = (code) => reject(new Error(`the database thread exited with code ${code}`));
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', onExit);
    // A thread that never says it is ready must not hold the watchdog's restart for ever.
    if (readyWithinMs) late = setTimeout(() => reject(new Error(`not ready after ${readyWithinMs} ms`)), readyWithinMs);
  })
    .finally(() => {
      clearTimeout(late);
      worker.off('exit', onExit);
    })
    .catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
  if (ready.type === 'failed') {
    await worker.terminate();
    throw Object.assign(new Error(ready.message), { code: ready.code });
  }
  worker.on('error', (error) => console.error('PGlite thread failed:', error));
  // The thread alone does not keep the process alive (a forgotten close() must not hang it): whatever
  // waits for an answer does, a connection in use (node-postgres refs its socket) or a dump.
  worker.unref();
  return { worker, tid: ready.type === 'ready' ? ready.tid : undefined };
}

/**
 * Milliseconds the thread `tid` of this process has spent ready to run but waiting for a CPU (Linux's
 * schedstat; the main thread's id is the pid), or undefined where that cannot be read.
 */
function cpuWaitMs(tid: number | undefined): number | undefined {
  if (!tid) return undefined;
  try {
    const [, waitNs] = readFileSync(`/proc/${process.pid}/task/${tid}/schedstat`, 'utf8').split(' ');
    return Number(waitNs) / 1e6;
  } catch {
    return undefined;
  }
}

export async function startPgliteThread(options: WorkerOptions): Promise<PgliteThread> {
  let { worker, tid } = await spawnWorker(options);
  let stopped: string | undefined;
  let closing = false;
  let restarting = false;
  const pending = new Map<number, (error: Error) => void>();
  const sockets = new Set<WorkerSocket>();
  let nextId = 1;
  let lastPong = 0;
  // What the thread and this (main) thread had waited for a CPU when the thread was last heard from.
  let waitAtPong = { thread: 0, main: 0 };
  const cpuWaits = () => ({ thread: cpuWaitMs(tid) ?? 0, main: cpuWaitMs(process.pid) ?? 0 });
  /** Counts the thread as heard from at `at`. */
  const heard = (at: number) => {
    lastPong = at;
    waitAtPong = cpuWaits();
  };
  heard(Date.now());
  let silentSince = 0;
  let exited!: Promise<void>;

  function watch(w: Worker) {
    w.on('message', (reply: WorkerReply) => {
      if (reply.type !== 'pong' || w !== worker) return;
      heard(Date.now());
      if (silentSince && !restarting) {
        console.error(`PGlite: the database thread answers again after ${Date.now() - silentSince} ms`);
        silentSince = 0;
      }
    });
    exited = new Promise<void>((resolve) =>
      w.once('exit', (code) => {
        resolve();
        if (w !== worker || restarting) return;
        stopped = `the database thread has stopped (exit code ${code})`;
        if (!closing) console.error(`PGlite: ${stopped}; database requests will fail until the shop restarts`);
        for (const reject of pending.values()) reject(new Error(stopped));
        pending.clear();
      }),
    );
  }
  watch(worker);

  async function restart() {
    restarting = true;
    console.error('PGlite: the database thread is stuck; starting a new one on the same files');
    for (const reject of pending.values()) reject(new Error('the database thread is not answering'));
    pending.clear();
    await worker.terminate();
    try {
      ({ worker, tid } = await spawnWorker({ dataDir: options.dataDir, nice: options.nice }, RESTART_READY_MS));
      watch(worker);
      console.error(`PGlite: a new database thread answers after ${Date.now() - silentSince} ms`);
      heard(Date.now());
      silentSince = 0;
    } catch (error) {
      // Tried again on the watchdog's next round: a shop that gave up here would need a person.
      console.error(`PGlite: a new database thread did not start (${(error as Error).message}); trying again`);
      lastPong = 0;
    } finally {
      restarting = false;
    }
  }

  let watchdog: NodeJS.Timeout | undefined;
  let lastCheck = Date.now();
  const check = () => {
    if (closing || restarting || stopped) return;
    const now = Date.now();
    const late = now - lastCheck > 4 * PING_INTERVAL_MS;
    lastCheck = now;
    worker.postMessage({ type: 'ping', id: nextId++ } satisfies WorkerRequest);
    // A round that comes late means this (main) thread was busy (loading a command's code, say): the
    // thread's answers are still waiting in its queue, so its silence cannot be judged this round.
    if (late && !silentSince) {
      heard(now);
      return;
    }
    // Time spent waiting for a CPU is not silence: on a machine short of CPU (a burst of operator
    // commands, a build) a niced thread that computes slowly is busy, not stuck, and an answer this
    // thread had no CPU to read was still given.
    const waits = cpuWaits();
    const waited = Math.max(waits.thread - waitAtPong.thread, waits.main - waitAtPong.main, 0);
    const quiet = Math.round(now - lastPong - waited);
    if (quiet > PGLITE_SILENT_MS && !silentSince) {
      silentSince = now - quiet;
      console.error(`PGlite: the database thread has not answered for ${quiet} ms; database requests answer 503`);
      for (const socket of sockets) socket.destroy(new Error('the database thread is not answering'));
    }
    if (silentSince && quiet > PGLITE_RESTART_MS && options.dataDir) void restart();
  };

  const refusal = () => stopped ?? (silentSince ? 'the database thread is not answering' : undefined);

  return {
    socket: () => {
      const socket = new WorkerSocket(() => worker, refusal);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return socket as unknown as Socket;
    },
    watch() {
      if (watchdog) return;
      heard((lastCheck = Date.now()));
      watchdog = setInterval(check, PING_INTERVAL_MS);
      watchdog.unref();
    },
    state: () => (silentSince || stopped ? 'silent' : 'ok'),
    stall: (ms) => worker.postMessage({ type: 'stall', ms } satisfies WorkerRequest),
    dump() {
      if (stopped) return Promise.reject(new Error(stopped));
      const id = nextId++;
      const w = worker;
      w.ref();
      return new Promise<Blob>((resolve, reject) => {
        pending.set(id, reject);
        const onReply = (reply: WorkerReply) => {
          if (reply.type !== 'dumped' || reply.id !== id) return;
          w.off('message', onReply);
          pending.delete(id);
          if (!pending.size) w.unref();
          resolve(new Blob([reply.data]));
        };
        w.on('message', onReply);
        w.postMessage({ type: 'dump', id } satisfies WorkerRequest);
      });
    },
    async close() {
      clearInterval(watchdog);
      if (stopped) return;
      closing = true;
      worker.ref();
      worker.postMessage({ type: 'close' } satisfies WorkerRequest);
      // PGlite closes in milliseconds; a thread that does not end is not allowed to keep the process alive.
      const killer = setTimeout(() => void worker.terminate(), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** A node-postgres socket whose far end is the PGlite thread; bytes travel as MessagePort messages. */
class WorkerSocket extends Duplex {
  #port?: MessagePort;
  #pending: Uint8Array[] = [];

  constructor(
    private readonly worker: () => Worker,
    private readonly stopped: () => string | undefined,
  ) {
    super();
  }

  connect(): this {
    const reason = this.stopped();
    if (reason) {
      process.nextTick(() => this.destroy(Object.assign(new Error(reason), { code: 'ECONNREFUSED' })));
      return this;
    }
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    port1.on('message', (data: Uint8Array) => this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
    port1.on('close', () => {
      this.push(null);
      this.destroy();
    });
    this.worker().postMessage({ type: 'connect', port: port2 } satisfies WorkerRequest, [port2]);
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    this.#port?.ref();
    return this;
  }
  unref(): this {
    this.#port?.unref();
    return this;
  }
  override _read(): void {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // node-postgres writes Parse, Bind, Execute and Sync one by one: send them as one message.
    this.#pending.push(chunk);
    if (this.#pending.length === 1) queueMicrotask(() => this.#flush());
    callback();
  }
  #flush(): void {
    if (!this.#pending.length || !this.#port) return;
    const data = new Uint8Array(this.#pending.reduce((n, chunk) => n + chunk.length, 0));
    let at = 0;
    for (const chunk of this.#pending.splice(0)) {
      data.set(chunk, at);
      at += chunk.length;
    }
    this.#port.postMessage(data, [data.buffer]);
  }
  override _final(callback: (error?: Error | null) => void): void {
    this.#flush();
    this.#port?.close();
    callback();
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#port?.close();
    callback(error);
  }
}
