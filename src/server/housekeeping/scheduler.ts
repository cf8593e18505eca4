// Runs the prune in the server process: once shortly after start-up, then every 24 h. Started only by main.ts
// (`buildApp(config, { housekeeping: true })`); API tests call pruneOnce themselves.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { startRepeatingTask, type RepeatingTask } from '../background/repeating-task';
import type { Database } from '../db/client';
import { pruneOnce } from './prune';

export interface HousekeepingOptions {
  /** Lets start-up (migrations, seeding, the first requests) settle first. */
  firstDelayMs?: number;
  everyMs?: number;
}

export function startHousekeeping(
  database: Database,
  log: Pick<Logger, 'error' | 'info'>,
  options: HousekeepingOptions = {},
): RepeatingTask {
  const { firstDelayMs = 60_000, everyMs = 24 * 60 * 60_000 } = options;
  const run = async () => {
    try {
      const pruned = await pruneOnce(database.db, new Date());
      if (!pruned) return log.info('housekeeping skipped: another process is pruning');
      log.info({ pruned }, 'housekeeping');
      // PGlite runs no autovacuum, so nothing else does what PostgreSQL's daemon does: without this, pruned rows would
      // keep their space and the planner would plan with whatever statistics it last had (at 100,000 leads with none,
      // some institution pages take 30–95 ms instead of 2; docs/performance.md). Once a day, every table, pruned or
      // not: leads and buyers grow every day too, and the leads summary counts with an index-only scan, which needs
      // the visibility map VACUUM keeps. About a second at 100,000 leads, once a day.
      if (database.kind === 'pglite') await database.db.execute(sql`vacuum (analyze)`);
    } catch (error) {
      // The database may be briefly away; tomorrow's run catches up.
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  return startRepeatingTask({ pass: run, everyMs, firstDelayMs });
}
