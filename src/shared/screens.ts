// Every screen path of the client (SPEC §2 route table plus our sign-in page), once.
export const screens = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  eligibility: '/eligibility',
  calculator: '/calculator',
  comparison: '/comparison',
  properties: '/properties',
  bankContact: '/bank-contact',
  documents: '/documents',
  guide: '/guide',
  messages: '/messages',
  connectionRequests: '/connection-requests',
  institutionLogin: '/institution-login',
  leadsDashboard: '/leads-dashboard',
  paymentSuccess: '/payment-success',
  /** The built-in simulated provider's checkout page (DECISIONS 6). */
  simulatedCheckout: '/checkout/simulado',
  /** The leads table as a print view (SPEC §2 "export PDF"). */
  leadsPrint: '/leads-dashboard/imprimir',
} as const;

const known = new Set<string>(Object.values(screens));
export const isScreenPath = (path: string): boolean => known.has(path.length > 1 ? path.replace(/\/$/, '') : path);
