/**
 * Jobs the shop runs on a timer (the payment reconciler with its expiry sweep, the retention job):
 * one run at a time in a process and, on PostgreSQL, in one process only. The process that holds the
 * job's advisory lock (server/db/client.ts, `leads`) runs it; the others skip their turns, so N
 * processes make the provider calls of one. When the leader stops or loses its connection, the lock
 * is free and the next process to ask takes over within one interval.
 */
import type { FastifyInstance } from 'fastify';

export interface ScheduledJob {
  /** For the log: "the payment reconciler". */
  name: string;
  intervalMs: number;
  /** Advisory-lock key of the job: any fixed number no other job uses. */
  lockKey: number;
  run: () => Promise<void>;
}

export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  const { database } = app;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let leading = false;

  async function tick(): Promise<void> {
    if (database.leads) {
      const now = await database.leads(job.lockKey);
      if (now !== leading)
        app.log.info(
          { job: job.name, pid: process.pid },
          now
            ? `this process runs ${job.name} (other processes on this database leave it to this one)`
            : `${job.name} is no longer run by this process`,
        );
      leading = now;
      if (!now) return;
    }
    await job.run();
  }

  // Timers are unref'd so they never keep the process alive; tests call the jobs themselves.
  app.addHook('onReady', async () => {
    // A restored copy beside the live shop runs no jobs (server/config/restored-copy.ts).
    if (job.intervalMs <= 0 || process.env.VITEST || app.config?.restoredCopy) return;
    timer = setInterval(() => {
      if (running) return;
      running = tick()
        .catch((err: unknown) => app.log.error({ err, job: job.name }, `${job.name} failed`))
        .finally(() => (running = undefined));
    }, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
