import type { MessagePort } from 'node:worker_threads';

/** What the main thread and the PGlite thread (pglite-worker.mjs) say to each other. */
export interface WorkerOptions {
  dataDir?: string;
  /** A dump made by `dumpDataDir()` to start from (tests). */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** Niceness of the thread (Linux): above 0, request handling on the main thread wins the CPU. */
  nice?: number;
}

/** Main thread → worker. `connect` hands over one end of a wire-protocol connection. */
export type WorkerRequest = { type: 'connect'; port: MessagePort } | { type: 'dump'; id: number } | { type: 'close' };

/** Worker → main thread. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string; code?: string }
  | { type: 'dumped'; id: number; data: Uint8Array<ArrayBuffer> };
