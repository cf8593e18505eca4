// Opens the configured database (DATA_DIR / DATABASE_URL) with migrations applied, for one command.
import { AccountExistsError } from '../auth/accounts';
import { createAuth, type Auth } from '../auth/auth';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { HttpError } from '../http/errors';
import { seedReferenceData } from '../db/seed';

export async function withDatabase<T>(fn: (ctx: { auth: Auth; database: Database }) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = openDatabase(config.database, console);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    return await fn({ auth: createAuth(config, database.db), database });
  } finally {
    await database.close();
  }
}

/** Runs an account-creating command; an e-mail that already has an account is a clear message, not a stack trace. */
export async function runAccountCommand(command: () => Promise<void>) {
  try {
    await command();
  } catch (error) {
    if (error instanceof AccountExistsError) {
      console.error(`An account with e-mail ${error.email} already exists.`);
      process.exit(1);
    }
    // A rule the shared service enforces (e.g. a weak password): its Spanish message, not a stack trace.
    if (error instanceof HttpError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
