// Opens the configured database (DATA_DIR / DATABASE_URL) with migrations applied, for one command.
import { createAuth, type Auth } from '../auth/auth';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
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
