// The periodic part of the watch: contact reads per institution and hour are counted every minute by the server
// process (main.ts starts it with housekeeping), off the request path, because the 30-day hourly high is a scan no read
// should wait for. Failed sign-ins and new key addresses are checked as they are recorded (sign-in.ts, key-addresses.ts).
import type { Logger } from 'pino';
import { startRepeatingTask, type RepeatingTask } from '../../background/repeating-task';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { checkContactReadAlerts } from './alerts';

export const alertCheckEveryMs = 60_000;

/** One pass: returns how many alerts it raised (tests call it with a moved clock). */
export const checkAlerts = (db: Db, config: Config, now = new Date()) => checkContactReadAlerts(db, config, now);

export function startAlertChecker(db: Db, config: Config, log: Pick<Logger, 'error'>, everyMs = alertCheckEveryMs): RepeatingTask {
  return startRepeatingTask({
    everyMs,
    firstDelayMs: everyMs,
    pass: async () => {
      try {
        await checkAlerts(db, config);
      } catch (error) {
        // The database may be briefly away; the next pass looks at the same hours again.
        log.error({ err: error }, 'security alert check failed');
      }
    },
  });
}
