import type { MessagePort } from 'node:worker_threads';

/** What the main thread and the PGlite thread (pglite-worker.mjs) say to each other. */
export interface WorkerOptions {
  dataDir?: string;
  /** A dump made by `dumpDataDir()` to start from (tests). */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** Niceness of the thread (Linux): above 0, request handling on the main thread wins the CPU. */
  nice?: number;
  /** Compile and optimize PGlite's WebAssembly up front (pglite-worker.mjs says why). */
  compileAhead?: boolean;
  /** PGlite's WebAssembly already compiled (pglite-thread.ts, pgliteModule). */
  pgliteWasmModule?: WebAssembly.Module;
}

/** Main thread → worker. `connect` hands over one end of a wire-protocol connection. */
export type WorkerRequest =
  | { type: 'connect'; port: MessagePort }
  | { type: 'dump'; id: number }
  | { type: 'close' }
  /** The watchdog's question (pglite-thread.ts): a thread that does not say 'pong' is stuck. */
  | { type: 'ping'; id: number }
  /** SHOP_FAULT_HOOKS only: block the thread for `ms`, as a stuck query would (the fault bench). */
  | { type: 'stall'; ms: number };

/** Worker → main thread. */
export type WorkerReply =
  /** `tid`: the thread's id on Linux, whose scheduler counters the watchdog reads. */
  | { type: 'ready'; tid?: number }
  | { type: 'failed'; message: string; code?: string }
  | { type: 'dumped'; id: number; data: Uint8Array<ArrayBuffer> }
  | { type: 'pong'; id: number };
