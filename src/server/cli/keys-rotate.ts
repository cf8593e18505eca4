// npm run keys:rotate [-- --all]: re-encrypts every sealed contact value under the first key of DATA_ENCRYPTION_KEY,
// 500 rows per transaction, while the server runs (docs/decisions/0123-contact-data-encrypted-at-rest.md).
import { parseArgs } from 'node:util';

const usage = 'npm run keys:rotate [-- --all]   (--all also rewrites rows already under the current key: after AUTH_SECRET changed)';
let all = false;
try {
  all = parseArgs({ options: { all: { type: 'boolean' } }, strict: true }).values.all === true;
} catch {
  console.error(`Usage: ${usage}`);
  process.exit(2);
}
// Loaded only once the options are valid: the database modules take seconds to load.
const { runDatabaseCommand } = await import('./context');
const { openDatabase } = await import('../db/client');
const { contactCipherFor } = await import('../crypto/contact-data');
const { rotateUntilCurrent } = await import('../crypto/rotate');

await runDatabaseCommand(async (config) => {
  const cipher = contactCipherFor(config);
  const database = openDatabase(config.database, console);
  try {
    await database.migrate();
    const result = await rotateUntilCurrent(database.db, cipher, {
      all,
      onBatch: (table, batch) => console.log(`${table}: ${batch.sealed} rows sealed under "${cipher.currentKeyId}"`),
    });
    console.log(`Done: ${result.sealed} rows sealed under "${cipher.currentKeyId}".`);
    if (result.skipped > 0) console.log(`${result.skipped} rows changed while this ran were left to their writers; run it again to check.`);
  } finally {
    await database.close();
  }
});
