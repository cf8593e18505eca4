// npm run institution:create -- --name "Banco X" --email oficial@x.example --password '…'
// Creates the institution if it does not exist, then adds the staff login to it.
import { requiredOptions } from './args';

const options = requiredOptions(
  ['name', 'email', 'password'] as const,
  `npm run institution:create -- --name "Banco X" --email oficial@x.example --password '…'`,
);
// Loaded only once the options are valid: the database and auth modules take seconds to load.
const { addStaffLogin, createInstitution, findInstitutionByName } = await import('../features/institutions/service');
const { runAccountCommand, withDatabase } = await import('./context');

await runAccountCommand(() =>
  withDatabase(async ({ auth, database }) => {
    // One transaction: a refused staff login (weak password, e-mail taken) leaves no new institution behind.
    await database.db.transaction(async (tx) => {
      let institution = await findInstitutionByName(tx, options.name);
      if (!institution) {
        institution = await createInstitution(tx, {
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
      await addStaffLogin(auth, tx, institution.id, { email: options.email, password: options.password });
      console.log(`Added staff login ${options.email.trim().toLowerCase()} to "${institution.name}"`);
    });
  }),
);
