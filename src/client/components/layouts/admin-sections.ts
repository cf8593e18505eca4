import { screens } from '../../../shared/screens';

/** The operator console's sections (every console screen, whichever feature draws it, sits in this layout), in the order of its navigation. */
export const adminSections = [
  { href: screens.adminInstitutions, label: 'Instituciones' },
  { href: screens.adminPrices, label: 'Precios' },
  { href: screens.adminProgramme, label: 'Programas' },
  { href: screens.adminPayments, label: 'Pagos' },
  { href: screens.adminLeads, label: 'Leads' },
  { href: screens.adminAudit, label: 'Auditoría' },
  { href: screens.adminSecurity, label: 'Seguridad' },
  { href: screens.adminIncidents, label: 'Incidentes' },
  { href: screens.adminConsent, label: 'Consentimientos' },
  { href: screens.adminListings, label: 'Propiedades' },
] as const;
