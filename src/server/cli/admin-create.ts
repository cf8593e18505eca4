// npm run admin:create -- --name "Operadora" --email ops@x.example --password '…'
import { requiredOptions } from './args';

const options = requiredOptions(
  ['name', 'email', 'password'] as const,
  `npm run admin:create -- --name "Operadora" --email ops@x.example --password '…'`,
);
// Loaded only once the options are valid: the database and auth modules take seconds to load.
const { createCredentialAccount } = await import('../auth/accounts');
const { runAccountCommand, withDatabase } = await import('./context');

await runAccountCommand(() =>
  withDatabase(async ({ auth, database }) => {
    await createCredentialAccount(auth, database.db, { ...options, role: 'admin' });
    console.log(`Created admin ${options.email.trim().toLowerCase()}`);
  }),
);
