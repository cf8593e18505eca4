// Opens the configured database (DATA_DIR / DATABASE_URL) with migrations applied, for one command.
import { AccountExistsError } from '../auth/accounts';
import { createAuth, type Auth } from '../auth/auth';
import { ConfigError, loadConfig, type Config } from '../config';
import { RotationError } from '../crypto/rotate';
import { BackupError } from '../db/backup';
import { DataDirInUseError } from '../db/embedded/lock';
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
    exitOnKnownError(error);
  }
}

/** Runs a command on the configured database; a refusal or a missing tool is a clear message, not a stack trace. */
export async function runDatabaseCommand(command: (config: Config) => Promise<void>) {
  try {
    await command(loadConfig());
  } catch (error) {
    exitOnKnownError(error);
  }
}

function exitOnKnownError(error: unknown): never {
  if (
    error instanceof ConfigError ||
    error instanceof BackupError ||
    error instanceof DataDirInUseError ||
    error instanceof RotationError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' && 'path' in (error as object) && ['pg_dump', 'psql'].includes(String((error as { path: unknown }).path))) {
    console.error(`${String((error as { path: unknown }).path)} is not installed: on Debian, apt-get install postgresql-client`);
    process.exit(1);
  }
  // pg_dump or psql ran and refused: what it said is the message.
  const stderr = (error as { stderr?: unknown }).stderr;
  if (typeof stderr === 'string' && stderr.trim()) {
    console.error(stderr.trim());
    process.exit(1);
  }
  // The data directory's owner is a server that has not opened its socket yet (it is starting) or just stopped.
  if (code === 'ECONNREFUSED' || code === 'ENOENT') {
    console.error(`Could not reach the running server's database socket (${(error as Error).message}). Is it still starting? Try again.`);
    process.exit(1);
  }
  throw error;
}
