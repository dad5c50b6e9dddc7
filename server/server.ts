import { ConfigError, loadConfig } from './config';
import { startShop } from './start';

/** The only file that listens. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const { app } = await startShop(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { ms: Date.now() - started, database: app.database.kind },
    `shop ready on http://localhost:${config.port}`,
  );

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      await app.close();
      process.exit(0);
    });
  }
}

main().catch((error) => {
  console.error('The shop failed to start:', error);
  process.exit(1);
});
