// Starts the server and shuts it down gracefully.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/embedded/lock';

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

  const { app } = await buildApp(config, { mailWorker: true, housekeeping: true, integrationWorkers: true });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Requests under way finish (src/server/http/draining.ts); one that never ends must not hold a restart for ever.
    setTimeout(() => process.exit(1), 30_000).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Casa Joven PR en ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  // A second server on one embedded data directory: the reason, not a stack trace.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
