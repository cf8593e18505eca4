// npm run institution:create -- --name "Banco X" --email oficial@x.example --password '…'
// Creates the institution if it does not exist, then adds the staff login to it.
import { passwordMinLength } from '../../shared/schemas/auth';
import { AccountExistsError } from '../auth/accounts';
import { addStaffLogin, createInstitution, findInstitutionByName } from '../features/institutions/service';
import { requiredOptions } from './args';
import { withDatabase } from './context';

const usage = `npm run institution:create -- --name "Banco X" --email oficial@x.example --password '…'`;
const options = requiredOptions(['name', 'email', 'password'] as const, usage);
if (options.password.length < passwordMinLength) {
  console.error(`The password must have at least ${passwordMinLength} characters.`);
  process.exit(2);
}

try {
  await withDatabase(async ({ auth, database }) => {
    let institution = await findInstitutionByName(database.db, options.name);
    if (!institution) {
      institution = await createInstitution(database.db, {
        name: options.name.trim(),
        kind: 'bank',
        contactMethod: 'email',
        email: options.email.trim().toLowerCase(),
        phone: '',
        website: '',
        description: '',
      });
      console.log(`Created institution "${institution.name}"`);
    }
    await addStaffLogin(auth, database.db, institution.id, { email: options.email, password: options.password });
    console.log(`Added staff login ${options.email.trim().toLowerCase()} to "${institution.name}"`);
  });
} catch (error) {
  if (error instanceof AccountExistsError) {
    console.error(`An account with e-mail ${error.email} already exists.`);
    process.exit(1);
  }
  throw error;
}
