/**
 * bench/cold.ts step 2's 16 uncached clients, in a worker thread of their own: shoppers are not in
 * the load generator's event loop, and sharing it would slow autocannon itself and count that as
 * the shop's stall. Half the clients search, half open product pages not read yet (then search, once
 * every page is read), until told to stop; they answer with their latencies.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ base: string, searches: string[], products: string[], clients: number }} */
const { base, searches, products, clients } = workerData;
let running = true;
let nextSearch = 0;
let nextProduct = 0;
/** @type {number[]} */
const latencies = [];
let failed = 0;

async function timed(/** @type {string} */ url) {
  const started = performance.now();
  try {
    const response = await fetch(base + url, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    if (!response.ok) failed++;
  } catch {
    failed++;
  }
  latencies.push(performance.now() - started);
}

const loops = Array.from({ length: clients }, async (_, n) => {
  while (running) {
    const product = n % 2 === 1 && nextProduct < products.length;
    await timed(product ? products[nextProduct++] : searches[nextSearch++ % searches.length]);
  }
});

parentPort?.once('message', async () => {
  running = false;
  await Promise.all(loops);
  parentPort?.postMessage({ latencies, failed });
});
