/**
 * `npm start`: build the storefront when the sources are newer than the build,
 * then start the shop in this same process (one process id to watch and kill).
 * The npm script `exec`s node, so npm's child is this process and the SIGTERM
 * npm forwards reaches the server (a shell in between would swallow it).
 */
// .env first: DIST_DIR, and everything the server reads, may be set there.
import '../server/env-file';
import { buildIfStale } from './build-if-stale';

await buildIfStale();
await import('../server/server');
