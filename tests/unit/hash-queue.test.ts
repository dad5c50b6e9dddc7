import { describe, expect, it } from 'vitest';
import { HashQueue, HashQueueFull } from '../../server/accounts/hash-queue';

/** A job that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hashing queue', () => {
  it('lets another address start at once while one address has a burst waiting', async () => {
    const queue = new HashQueue({ concurrency: 2, runningPerKey: 1, capacity: 64, perKey: 4 });
    const log: string[] = [];
    const burst = Array.from({ length: 4 }, (_, i) => gate(log, `attacker-${i}`));
    const running = burst.map((job) => queue.run('attacker', job.work));
    await tick();
    // One address runs one hash at a time, so the second slot stays free.
    expect(log).toEqual(['attacker-0']);
    const bystander = gate(log, 'bystander');
    const theirs = queue.run('bystander', bystander.work);
    await tick();
    expect(log).toEqual(['attacker-0', 'bystander']);
    bystander.open();
    expect(await theirs).toBe('bystander');
    for (const job of burst) {
      job.open();
      await tick();
    }
    expect(await Promise.all(running)).toEqual(['attacker-0', 'attacker-1', 'attacker-2', 'attacker-3']);
  });

  it('takes waiting addresses in turn', async () => {
    const queue = new HashQueue({ concurrency: 1, runningPerKey: 1, capacity: 64, perKey: 4 });
    const log: string[] = [];
    const jobs = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'a3'), gate(log, 'b1'), gate(log, 'c1')];
    const keys = ['a', 'a', 'a', 'b', 'c'];
    const runs = jobs.map((job, i) => queue.run(keys[i]!, job.work));
    for (const job of jobs) {
      await tick();
      job.open();
    }
    await Promise.all(runs);
    // a1 ran at once; then a's lane, b's and c's take turns, so a's third waits behind b and c.
    expect(log).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
  });

  it('refuses past its share per address (429) and past its capacity (503), with a wait', async () => {
    const queue = new HashQueue({ concurrency: 1, runningPerKey: 1, capacity: 3, perKey: 2 });
    const log: string[] = [];
    const jobs = [gate(log, '1'), gate(log, '2'), gate(log, '3')];
    const runs = [queue.run('a', jobs[0]!.work), queue.run('a', jobs[1]!.work)];
    await expect(queue.run('a', async () => 'x')).rejects.toMatchObject({ reason: 'address' });
    runs.push(queue.run('b', jobs[2]!.work));
    const full = await queue.run('c', async () => 'x').catch((error: unknown) => error);
    expect(full).toBeInstanceOf(HashQueueFull);
    expect((full as HashQueueFull).reason).toBe('busy');
    expect((full as HashQueueFull).retryAfterSeconds).toBeGreaterThan(0);
    for (const job of jobs) {
      job.open();
      await tick();
    }
    await Promise.all(runs);
    expect(queue.size).toBe(0);
  });
});
