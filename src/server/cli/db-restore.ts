// npm run db:restore -- FILE: a dump made by db:backup, into an empty database (a new DATA_DIR, or an empty DATABASE_URL).
import { backupUsage, positionalFile } from './args';

const file = positionalFile(backupUsage.restore);
const { restore } = await import('../db/backup');
const { runDatabaseCommand } = await import('./context');

await runDatabaseCommand((config) => restore(config.database, file));
console.log(`Restored ${file}`);
