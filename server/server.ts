import type { FastifyInstance } from 'fastify';
import { usesExampleContacts } from '../common/site/company';
import { ConfigError, loadConfig, type Config } from './config/env';
import { quietIfRestoredCopy, RESTORED_COPY_NOTICE } from './config/restored-copy';
import { readSettings, SettingsError } from './config/settings';
import { paymentMode } from './http/security-headers';
import { StartupError, startShop } from './start';
import type { ChannelServer } from './operators/channel';
import { openOperatorsChannel } from './operators/in-shop';
import { holdPort } from './http/handover';

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;
/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const DRAIN_MS = 10_000;
/**
 * How long after SIGTERM idle keep-alive connections stay open. Longer than the proxy's own idle
 * timeout (`keepalive_timeout 3s` in deploy/nginx-shop.conf), so the proxy, which writes on them,
 * closes them first.
 */
const IDLE_GRACE_MS = 5_000;
/**
 * Under npm, a signal to the whole group reaches npm and this process, and npm forwards its copy: one
 * copy of the first signal arriving within this window is the same stop, not a second request. npm
 * forwards at once, but a loaded machine has delivered the copy more than a second late (CI), so the
 * window is wide and the allowance is one copy; any further signal means "now".
 */
const SAME_STOP_MS = 5_000;
/** npm sets npm_lifecycle_event for the scripts it runs; outside npm nobody forwards a copy. */
const FORWARDED_COPIES = process.env.npm_lifecycle_event ? 1 : 0;

/** What an operator must know about a configuration that starts but is not what a live shop wants. */
function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && paymentMode(config) === 'sandbox')
    warnings.push(
      'PAYMENT_SANDBOX=true in production: the shop takes TEST payments that charge nothing, and every page says so. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
    );
  if (config.production && !config.smtpUrl && !config.restoredCopy)
    warnings.push(
      'MAIL_OUTBOX=true in production: e-mails are written to DATA_DIR/mail/ and no shopper receives them.',
    );
  if (config.restoredCopy) warnings.push(`Restored copy: ${RESTORED_COPY_NOTICE}`);
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop, so a client can forge its address past the rate limits unless the proxy overwrites the header; set the proxy’s address (e.g. TRUST_PROXY=127.0.0.1) instead (docs/deploy.md).',
    );
  return warnings;
}

/** The only file that listens. */
async function main() {
  // .env, then the shop's details, before anything reads the environment or the details.
  const settings = readSettings();
  let app: FastifyInstance | undefined = undefined; // set once started; the signal handlers read it
  let stopping = false;
  let firstSignalAt = 0;
  let firstSignal = '';
  let copiesLeft = FORWARDED_COPIES;
  // Installed first, so a signal during migrating or seeding also ends the process (the lock file goes with it).
  for (const [signal, number] of Object.entries(SIGNALS)) {
    process.on(signal, () => {
      // A signal to the whole process group (systemd's stop, Ctrl-C) reaches npm and this process, and
      // npm forwards its copy: the same stop, arriving twice within milliseconds, not a second request.
      if (stopping && copiesLeft > 0 && signal === firstSignal && Date.now() - firstSignalAt < SAME_STOP_MS) {
        copiesLeft -= 1;
        app?.log.debug({ signal }, 'the same stop signal again (forwarded by npm); still draining');
        return;
      }
      if (stopping || !app) {
        // A second signal means now; during start-up there is nothing to drain.
        app?.log.warn({ signal }, 'exiting without waiting for requests');
        process.exit(128 + number);
      }
      stopping = true;
      firstSignalAt = Date.now();
      firstSignal = signal;
      app.log.info({ signal }, 'shutting down: finishing requests in flight, then closing the database');
      const force = setTimeout(() => {
        app?.log.error(`requests still running after ${DRAIN_MS} ms; exiting`);
        process.exit(1);
      }, DRAIN_MS);
      force.unref();
      // node's server.close() cuts idle keep-alive connections at once; a proxy (nginx keeps its
      // connections to the shop open) may be writing a request on one at that instant, which is then
      // reset and, for a POST, cannot be retried. Whichever side cuts an idle connection, the other
      // may be writing on it: only the writer can close one safely. So idle connections are left to
      // the proxy, which closes them after its keepalive_timeout; a request on one is answered with
      // `Connection: close`, and the closed port keeps new connections away. What a client other than
      // the proxy leaves idle is cut after the grace.
      const server = app.server;
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => {};
      setTimeout(closeIdle, IDLE_GRACE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app?.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  const config = quietIfRestoredCopy(loadConfig(process.env, settings.shop));
  const started = Date.now();
  // Taking over: the port first, so that no request finds nobody listening while the old process stops.
  const held = config.takeOver ? await holdPort(config.port, config.host) : undefined;
  let shop: Awaited<ReturnType<typeof startShop>>;
  try {
    shop = await startShop(config, { takeOver: !!held });
  } catch (error) {
    held?.close();
    throw error;
  }
  app = shop.app;
  // Keep-alive connections of requests that finish during shutdown are closed with them; otherwise the
  // server would wait for the clients to hang up before it could close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  // Operators' commands under way finish like requests in flight, before the database closes.
  const operators: { channel?: ChannelServer } = {};
  app.addHook('preClose', async () => operators.channel?.close());
  if (held) {
    // node takes a listening handle in place of a port (net.Server#listen): the port never closes.
    await app.listen({ handle: held.handle, host: config.host } as unknown as { port: number; host: string });
    held.release(app.server);
  } else await app.listen({ port: config.port, host: config.host });
  // After listening: the channel tells e-mails the port the shop really listens on.
  const channel = (operators.channel = await openOperatorsChannel(app));
  app.log.info(
    {
      ms: Date.now() - started,
      database: app.database.kind,
      pid: process.pid,
      operatorsChannel: channel?.socket,
      ...(shop.tookOverFrom ? { tookOverFrom: shop.tookOverFrom } : {}),
    },
    `shop ready on http://localhost:${config.port}`,
  );
  // The fault bench (bench/faults-run.ts) makes the PGlite thread stop answering with SIGUSR2 to see
  // the watchdog restart it; only when SHOP_FAULT_HOOKS=1, which nothing but the bench sets.
  const stall = shop.database.stall;
  if (process.env.SHOP_FAULT_HOOKS === '1' && stall)
    process.on('SIGUSR2', () => stall(Number(process.env.SHOP_FAULT_STALL_MS) || 8000));
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  if (usesExampleContacts(config.shop))
    app.log.warn(
      'the shop shows example phone numbers and e-mails: set your own in shop.config.json (README, "Shop details")',
    );
}

main().catch((error: unknown) => {
  // Mistakes an operator can fix get one line; anything else is a bug and keeps its stack.
  if (error instanceof ConfigError || error instanceof StartupError || error instanceof SettingsError)
    console.error(error.message);
  else console.error('The shop failed to start:', error);
  process.exit(1);
});
