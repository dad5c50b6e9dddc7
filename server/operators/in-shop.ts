/** The running shop's end of the operators' channel: commands run here, on the shop's own database and cache. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openChannelServer, type ChannelServer } from './channel';
import { runCommand } from './run';

const WILDCARD_OR_LOOPBACK = new Set(['', '0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * The shop's own origin for links in e-mails when PUBLIC_URL is not set: the port it really listens on
 * (PORT=0 picks one), on localhost unless it listens on one address only, or the first of ALLOWED_HOSTS
 * when those do not admit localhost (its pages would refuse such a link).
 */
export function runningOrigin(app: FastifyInstance): string {
  const { host, allowedHosts } = app.config;
  const port = (app.server.address() as AddressInfo | null)?.port ?? app.config.port;
  const name = WILDCARD_OR_LOOPBACK.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const hostPort = `${name}:${port}`;
  if (allowedHosts.length && !allowedHosts.includes(hostPort)) return `http://${allowedHosts[0]}`;
  return `http://${hostPort}`;
}

/**
 * Opens DATA_DIR/run/shop.sock once the shop listens. Each command gets a mailer and orders service of
 * its own (as from a terminal, so the operator sees where mail went and why it failed), on the shop's
 * open database; what it changes drops the shop's read cache and page data at once (and, on
 * PostgreSQL, NOTIFYs the other processes, as any write in the shop does).
 */
export async function openOperatorsChannel(app: FastifyInstance): Promise<ChannelServer | undefined> {
  const origin = runningOrigin(app);
  return openChannelServer({
    dataDir: app.config.dataDir,
    log: app.log,
    run: (argv, io, cwd, user) =>
      runCommand(argv, {
        database: app.database,
        config: app.config,
        io,
        cwd,
        user,
        origin,
        catalogueChanged: (change) => app.cache.invalidate(change),
        photos: app.photos,
      }),
  });
}
