// npm run admin:create -- --name "Operadora" --email ops@x.example --password '…'
import { passwordMinLength } from '../../shared/schemas/auth';
import { AccountExistsError, createCredentialAccount } from '../auth/accounts';
import { requiredOptions } from './args';
import { withDatabase } from './context';

const usage = `npm run admin:create -- --name "Operadora" --email ops@x.example --password '…'`;
const options = requiredOptions(['name', 'email', 'password'] as const, usage);
if (options.password.length < passwordMinLength) {
  console.error(`The password must have at least ${passwordMinLength} characters.`);
  process.exit(2);
}

try {
  await withDatabase(async ({ auth, database }) => {
    await createCredentialAccount(auth, database.db, { ...options, role: 'admin' });
    console.log(`Created admin ${options.email.trim().toLowerCase()}`);
  });
} catch (error) {
  if (error instanceof AccountExistsError) {
    console.error(`An account with e-mail ${error.email} already exists.`);
    process.exit(1);
  }
  throw error;
}
