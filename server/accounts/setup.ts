import type { FastifyInstance } from 'fastify';
import { resolveCallers } from './caller';
import { createAccountsRepository } from './repository';
import { createMailer } from '../mail/mailer';
import { createLimits } from '../http/limits';
import { createHashQueue } from './hash-queue';
import { loadSecret } from '../config/secrets';
import { TokenSigner } from './tokens';
import { csrfGuard } from './context';
import accountRoutes from './routes';

/** Paths a browser never calls with cookies: provider webhooks verify their own signature. */
const CSRF_EXEMPT = /^\/api\/payments\/webhook\//;

/**
 * Accounts, sessions and favourites: services on `app.accounts`, the CSRF and
 * cross-site guard on every state-changing API call, and their routes.
 */
export async function setupAccounts(app: FastifyInstance): Promise<void> {
  const { config, database } = app;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    db: database.db,
  });
  const limits = createLimits(config.redisUrl, config.rateLimit, config.redisPrefix, app.log);
  // Counting in memory while Redis still connects would split the counts between processes.
  await limits.ready();
  app.decorate('accounts', {
    repo: createAccountsRepository(database.db),
    signer: new TokenSigner(loadSecret('jwt-secret', config.jwtSecret, config.dataDir)),
    otpSecret: loadSecret('otp-secret', config.jwtSecret && `${config.jwtSecret}:otp`, config.dataDir),
    limits,
    hashing: createHashQueue(),
    mailer,
  });
  app.addHook(
    'onRequest',
    csrfGuard(app, (url) => CSRF_EXEMPT.test(url)),
  );
  // Queued mail that failed is retried on a timer (unref'd: it never keeps the process alive).
  let mailTimer: NodeJS.Timeout | undefined;
  let retrying = false;
  app.addHook('onReady', async () => {
    if (config.mailRetryIntervalMs <= 0) return;
    mailTimer = setInterval(() => {
      if (retrying) return;
      retrying = true;
      mailer
        .retryDue()
        .then((r) => {
          if (r.sent || r.failed) app.log.info(r, 'mail queue retried');
        })
        .catch((err: unknown) => app.log.error({ err }, 'mail queue retry failed'))
        .finally(() => (retrying = false));
    }, config.mailRetryIntervalMs);
    mailTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (mailTimer) clearInterval(mailTimer);
    mailer.close();
    await limits.close();
  });
  // Before any route: the hooks that resolve each route's declared caller once (caller.ts).
  resolveCallers(app);
  await app.register(accountRoutes, { prefix: '/api' });
}
