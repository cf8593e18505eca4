// npm run db:backup -- FILE: a plain SQL dump of the configured database (works while the server runs).
import { backupUsage, positionalFile } from './args';

const file = positionalFile(backupUsage.backup);
const { backup } = await import('../db/backup');
const { runDatabaseCommand } = await import('./context');

await runDatabaseCommand((config) => backup(config.database, file));
console.log(`Backup written to ${file}`);
