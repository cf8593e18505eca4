// Runs the prune in the server process: once shortly after start-up, then every 24 h. Started only by main.ts
// (`buildApp(config, { housekeeping: true })`); API tests call pruneOnce themselves.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { pruneOnce } from './prune';

export interface HousekeepingOptions {
  /** Lets start-up (migrations, seeding, the first requests) settle first. */
  firstDelayMs?: number;
  everyMs?: number;
}

export interface Housekeeping {
  /** Waits for the prune under way, then stops. */
  stop(): Promise<void>;
}

export function startHousekeeping(
  database: Database,
  log: Pick<Logger, 'error' | 'info'>,
  options: HousekeepingOptions = {},
): Housekeeping {
  const { firstDelayMs = 60_000, everyMs = 24 * 60 * 60_000 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const pruned = await pruneOnce(database.db, new Date());
      if (!pruned) return log.info('housekeeping skipped: another process is pruning');
      log.info({ pruned }, 'housekeeping');
      // PGlite runs no autovacuum: without this, deleted rows would keep their space and the planner stale counts.
      if (database.kind === 'pglite' && pruned.liveEvents + pruned.sessions + pruned.sentMail > 0) {
        await database.db.execute(sql`vacuum (analyze) live_events, session, email_outbox`);
      }
    } catch (error) {
      // The database may be briefly away; tomorrow's run catches up.
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().then(() => schedule(everyMs));
    }, delay);
    timer.unref();
  };
  schedule(firstDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
