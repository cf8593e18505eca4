// Option parsing only: it imports nothing heavy, so a wrong command line fails in a moment.
import { parseArgs } from 'node:util';
import { passwordMinLength } from '../../shared/schemas/auth';

/** Reads `--name value` style options; exits with the usage line when one is missing or the password is short. */
export function requiredOptions<K extends string>(names: readonly K[], usage: string, argv = process.argv.slice(2)): Record<K, string> {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    strict: true,
  });
  const missing = names.filter((name) => typeof values[name] !== 'string' || !(values[name] as string).trim());
  if (missing.length) {
    console.error(`Missing --${missing.join(', --')}\nUsage: ${usage}`);
    process.exit(2);
  }
  const password = values['password'];
  if (typeof password === 'string' && password.length < passwordMinLength) {
    console.error(`The password must have at least ${passwordMinLength} characters.`);
    process.exit(2);
  }
  return values as Record<K, string>;
}

export const backupUsage = {
  backup: 'npm run db:backup -- backups/casa-joven-2026-11-24.sql',
  restore: 'DATA_DIR=./data-restored npm run db:restore -- backups/casa-joven-2026-11-24.sql',
};

/** The one file a backup command takes; exits with the usage line without it. */
export function positionalFile(usage: string, argv = process.argv.slice(2)): string {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  if (positionals.length !== 1) {
    console.error(`Give one file.\nUsage: ${usage}`);
    process.exit(2);
  }
  return positionals[0]!;
}
