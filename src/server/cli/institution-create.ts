// npm run institution:create -- --name "Banco X" --email oficial@x.example --password '…'
// Creates the institution if it does not exist, then adds the staff login to it.
import { addStaffLogin, createInstitution, findInstitutionByName } from '../features/institutions/service';
import { requiredOptions, runAccountCommand } from './args';
import { withDatabase } from './context';

const options = requiredOptions(
  ['name', 'email', 'password'] as const,
  `npm run institution:create -- --name "Banco X" --email oficial@x.example --password '…'`,
);

await runAccountCommand(() =>
  withDatabase(async ({ auth, database }) => {
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
  }),
);
