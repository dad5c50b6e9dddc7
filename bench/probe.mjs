// Loaded into the shop's process by bench/cold.ts (`node --import ./bench/probe.mjs`): measures the
// event loop's delay with perf_hooks and takes CPU profiles with the inspector, on the bench's word
// over the IPC channel, so the shop's own code needs no hook for either.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The timer fires every RESOLUTION ms; the histogram holds whole intervals, so the delay is the excess. */
const RESOLUTION = 1;

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION });
  histogram.enable();
  const ms = (ns) => Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION);
  let session;
  process.on('message', async (message) => {
    if (message === 'eld:reset') histogram.reset();
    else if (message === 'eld:report')
      process.send({
        eld: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
      });
    else if (message === 'prof:start') {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    } else if (typeof message === 'object' && message && 'profTo' in message && session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(message.profTo, JSON.stringify(profile));
      session.disconnect();
      session = undefined;
      process.send({ profiled: true });
    }
  });
  // The channel must not keep the shop alive once it is asked to stop.
  process.channel?.unref();
}
