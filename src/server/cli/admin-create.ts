// npm run admin:create -- --name "Operadora" --email ops@x.example --password '…'
import { createCredentialAccount } from '../auth/accounts';
import { requiredOptions, runAccountCommand } from './args';
import { withDatabase } from './context';

const options = requiredOptions(['name', 'email', 'password'] as const, `npm run admin:create -- --name "Operadora" --email ops@x.example --password '…'`);

await runAccountCommand(() =>
  withDatabase(async ({ auth, database }) => {
    await createCredentialAccount(auth, database.db, { ...options, role: 'admin' });
    console.log(`Created admin ${options.email.trim().toLowerCase()}`);
  }),
);
