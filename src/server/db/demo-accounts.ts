// Demo logins created on first start (printed in the README). Never created when SEED_DEMO_DATA=false.
// Staff and the operator come with an authenticator app already enrolled on a published key (`totpSecret`, base32): add
// it to any authenticator app to sign in as them. Published keys are as public as the passwords: demo data only.
export const demoBuyer = { name: 'Ana Rivera', email: 'demo@casajovenpr.example.com', password: 'CasaJoven2026!' } as const;
export const demoInstitution = {
  institutionName: 'Banco de Prueba Casa Joven',
  email: 'oficial@banco-prueba.example.com',
  password: 'Institucion2026!',
  totpSecret: 'CASAJOVENBANCODEPRUEBAOFICIAL234',
} as const;
/** A second fictitious lender, so a demo (and the e2e suite) can show that one bank's unlock stays its own. */
export const demoSecondInstitution = {
  institutionName: 'Cooperativa de Prueba Casa Joven',
  email: 'oficial@coop-prueba.example.com',
  password: 'Institucion2026!',
  totpSecret: 'CASAJOVENCOOPERATIVADEPRUEBA2345',
} as const;
/** The programme operator's demo login, for the /admin console. */
export const demoOperator = {
  name: 'Operadora de Prueba',
  email: 'operadora@casajovenpr.example.com',
  password: 'Operadora2026!',
  totpSecret: 'CASAJOVENOPERADORADEPRUEBA234567',
} as const;
