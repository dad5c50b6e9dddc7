import { availableParallelism } from 'node:os';

/** The queue had no room: answer 503 (queue full) or 429 (this address holds its share) with Retry-After. */
export class HashQueueFull extends Error {
  constructor(
    readonly reason: 'busy' | 'address',
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'busy' ? 'password hashing queue is full' : 'this address holds its share of the hashing queue');
  }
}

export interface HashQueueOptions {
  /** Hashes run at once. */
  concurrency: number;
  /** Hashes one address may run at once, so the other slots stay free for other people. */
  runningPerKey: number;
  /** Hashes waiting or running, over all addresses. */
  capacity: number;
  /** Hashes waiting or running for one address. */
  perKey: number;
}

/**
 * A bounded, fair queue for password hashing. scrypt runs on libuv's four threads, so unbounded it
 * lets one address's burst hold every thread and everyone else's sign-in waits behind it. Here at
 * most `concurrency` hashes run and one address runs at most `runningPerKey` of them; each address
 * waits in its own lane and lanes take turns, so another person's hash starts at once or after the
 * hashes already running. Past `perKey` or `capacity`, work is refused at once.
 */
export class HashQueue {
  private running = 0;
  private held = 0;
  private readonly perKeyHeld = new Map<string, number>();
  private readonly perKeyRunning = new Map<string, number>();
  /** Waiting jobs per key, in insertion order: the first lane that may run goes next, then moves to the back. */
  private readonly lanes = new Map<string, Array<() => void>>();
  /** Recent hash durations, for Retry-After. */
  private averageMs = 500;

  constructor(readonly options: HashQueueOptions) {}

  /** Runs `work` when its turn comes; throws HashQueueFull at once when there is no room. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const mine = this.perKeyHeld.get(key) ?? 0;
    if (mine >= this.options.perKey) throw new HashQueueFull('address', this.retryAfter(mine));
    if (this.held >= this.options.capacity) throw new HashQueueFull('busy', this.retryAfter(this.held));
    this.held++;
    this.perKeyHeld.set(key, mine + 1);
    try {
      await new Promise<void>((resolve) => {
        const lane = this.lanes.get(key);
        if (lane) lane.push(resolve);
        else this.lanes.set(key, [resolve]);
        this.pump();
      });
      const started = performance.now();
      try {
        return await work();
      } finally {
        this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
        this.running--;
        decrement(this.perKeyRunning, key);
        this.pump();
      }
    } finally {
      this.held--;
      decrement(this.perKeyHeld, key);
    }
  }

  /** Starts waiting jobs while slots are free, taking lanes in turn. */
  private pump() {
    while (this.running < this.options.concurrency) {
      let next: [string, Array<() => void>] | undefined;
      for (const entry of this.lanes) {
        if ((this.perKeyRunning.get(entry[0]) ?? 0) < this.options.runningPerKey) {
          next = entry;
          break;
        }
      }
      if (!next) return;
      const [key, lane] = next;
      const resolve = lane.shift()!;
      this.lanes.delete(key);
      if (lane.length) this.lanes.set(key, lane);
      this.running++;
      this.perKeyRunning.set(key, (this.perKeyRunning.get(key) ?? 0) + 1);
      resolve();
    }
  }

  private retryAfter(ahead: number): number {
    return Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.concurrency / 1000));
  }

  /** Hashes waiting or running now. */
  get size(): number {
    return this.held;
  }
}

function decrement(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * The shop's queue: n - 1 hashes at once on n cores, at least two (so one address never holds them
 * all) and at most four (libuv's thread pool also serves files and compression); one running per
 * address; 4 held per address (a person signs in one attempt at a time, a flood does not) and 16 per
 * running slot in all, so nobody waits longer than about 16 hashes' time before a 503.
 */
export function createHashQueue(overrides: Partial<HashQueueOptions> = {}): HashQueue {
  const concurrency = Math.min(4, Math.max(2, availableParallelism() - 1));
  return new HashQueue({ concurrency, runningPerKey: 1, capacity: 16 * concurrency, perKey: 4, ...overrides });
}
