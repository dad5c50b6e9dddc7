import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { WorkerOptions, WorkerReply, WorkerRequest } from './pglite-protocol';

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
}

export async function startPgliteThread(options: WorkerOptions): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: options,
    transferList: options.loadDataDir ? [options.loadDataDir.buffer] : [],
  });
  let onExit!: (code: number) => void;
  const ready = await new Promise<WorkerReply>((resolve, reject) => {
    onExit = (code) => reject(new Error(`the database thread exited with code ${code}`));
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', onExit);
  }).finally(() => worker.off('exit', onExit));
  if (ready.type === 'failed') {
    await worker.terminate();
    throw Object.assign(new Error(ready.message), { code: ready.code });
  }

  let stopped: string | undefined;
  let closing = false;
  const pending = new Map<number, (error: Error) => void>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      stopped = `the database thread has stopped (exit code ${code})`;
      if (!closing) console.error(`PGlite: ${stopped}; database requests will fail until the shop restarts`);
      for (const reject of pending.values()) reject(new Error(stopped));
      pending.clear();
      resolve();
    }),
  );
  worker.on('error', (error) => console.error('PGlite thread failed:', error));
  // The thread alone does not keep the process alive (a forgotten close() must not hang it): whatever
  // waits for an answer does, a connection in use (node-postgres refs its socket) or a dump.
  worker.unref();

  return {
    socket: () => new WorkerSocket(worker, () => stopped) as unknown as Socket,
    dump() {
      if (stopped) return Promise.reject(new Error(stopped));
      const id = nextId++;
      worker.ref();
      return new Promise<Blob>((resolve, reject) => {
        pending.set(id, reject);
        const onReply = (reply: WorkerReply) => {
          if (reply.type !== 'dumped' || reply.id !== id) return;
          worker.off('message', onReply);
          pending.delete(id);
          if (!pending.size) worker.unref();
          resolve(new Blob([reply.data]));
        };
        worker.on('message', onReply);
        worker.postMessage({ type: 'dump', id } satisfies WorkerRequest);
      });
    },
    async close() {
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
    private readonly worker: Worker,
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
    this.worker.postMessage({ type: 'connect', port: port2 } satisfies WorkerRequest, [port2]);
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
