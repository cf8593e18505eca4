// Every screen path of the client (docs/product/screens.md route table plus our sign-in page), once.
export const screens = {
  home: '/',
  login: '/login',
  /** Where the password-reset e-mail's link lands (through better-auth's token check) to choose a new password. */
  resetPassword: '/restablecer-contrasena',
  /** The signed-in person's own account: name, password, sessions. */
  account: '/cuenta',
  /** The buyer's own data: download it, or delete the account (docs/product/buyer-control.md#the-buyers-own-data). */
  accountData: '/cuenta/datos',
  /** Enrol an authenticator app, or give this session's code; staff and operators pass here before any buyer data. */
  twoFactor: '/verificacion-en-dos-pasos',
  dashboard: '/dashboard',
  eligibility: '/eligibility',
  calculator: '/calculator',
  comparison: '/comparison',
  properties: '/properties',
  /** One listing's page; the path's prefix is `properties` (see `isScreenPath`). */
  propertyDetail: (id: string) => `/properties/${encodeURIComponent(id)}`,
  bankContact: '/bank-contact',
  documents: '/documents',
  guide: '/guide',
  messages: '/messages',
  connectionRequests: '/connection-requests',
  institutionLogin: '/institution-login',
  leadsDashboard: '/leads-dashboard',
  paymentSuccess: '/payment-success',
  /** The built-in simulated provider's checkout page (docs/product/api.md#payments-count-only-when-the-provider-confirms-them). */
  simulatedCheckout: '/checkout/simulado',
  /** The leads table as a print view (docs/product/screens.md "export PDF"). */
  leadsPrint: '/leads-dashboard/imprimir',
  /** The institution's conversations with buyers it unlocked (docs/product/roles.md#institutions-answer-messages). */
  institutionMessages: '/leads-dashboard/mensajes',
  /** The institution's own receipts. */
  institutionPayments: '/leads-dashboard/pagos',
  /** API keys and webhooks: the institution's own systems (docs/product/lender-integrations.md). */
  institutionIntegrations: '/leads-dashboard/integraciones',
  /** The institution publishes its homes for sale (docs/product/listings.md). */
  institutionListings: '/leads-dashboard/propiedades',
  /** The programme operator's console (admin role). `/admin` opens its first section. */
  admin: '/admin',
  adminInstitutions: '/admin/instituciones',
  adminPrices: '/admin/precios',
  adminProgramme: '/admin/programa',
  adminPayments: '/admin/pagos',
  adminLeads: '/admin/leads',
  adminAudit: '/admin/auditoria',
  /** The security log (sign-ins, exports, bulk reads, changes to ways in) and the alerts to review. */
  adminSecurity: '/admin/seguridad',
  /** The bad day: open an incident, see whose data went through it, approve the notice (docs/incident-response.md). */
  adminIncidents: '/admin/incidentes',
  /** Consent records: a certificate's code checked, revocations, the per-institution record export. */
  adminConsent: '/admin/consentimientos',
  /** The operator's listings: its own, every institution's, the CSV import. */
  adminListings: '/admin/propiedades',
  /** The development mailbox (decision 0041): only outside production and without SMTP; the server 404s it otherwise. */
  devMailbox: '/dev/mailbox',
} as const;

const known = new Set<string>(Object.values(screens).filter((screen) => typeof screen === 'string'));
/** A listing id as the server writes them (uuids, and the sample homes' `prop-N`). */
const propertyDetailPath = /^\/properties\/[A-Za-z0-9-]{1,64}$/;
export const isScreenPath = (path: string): boolean => {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return known.has(trimmed) || propertyDetailPath.test(trimmed);
};
