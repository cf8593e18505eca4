// The app as `npm start` runs it (scripts/run-built.mjs builds first when dist/ is missing or stale), on a scratch
// embedded database.
import { startBenchServer, stopServer } from '../../src/test/server-process';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export async function startApp(dataDir: string): Promise<Running> {
  // No NODE_ENV: the config's default environment (development); run-built builds in production mode whatever it is.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  const server = await startBenchServer({
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
  });
  return { url: server.url, stop: () => stopServer(server) };
}
