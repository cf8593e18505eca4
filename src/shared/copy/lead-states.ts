import type { LeadRowState } from '../domain/lead-status';
import type { LeadStatusFilter } from '../schemas/bank-leads';

/** How a lead's state reads for an institution: the table, the filter and the CSV use the same words. */
export const leadStateLabels: Record<LeadRowState, string> = {
  none: 'Sin solicitud',
  available: 'Disponible para solicitar',
  waiting: 'Esperando respuesta',
  accepted: 'Solicitud aprobada',
  unlocked: 'Contacto disponible',
  rejected: 'Solicitud rechazada',
  revoked: 'Consentimiento retirado',
  closed: 'No acepta solicitudes por ahora',
};

export const statusFilterLabels: Record<LeadStatusFilter, string> = {
  available: 'Disponibles para solicitar',
  waiting: 'Esperando respuesta',
  accepted: 'Aprobadas',
  unlocked: 'Contactos desbloqueados',
  rejected: 'Rechazadas',
  revoked: 'Consentimiento retirado',
};

export const requestStatusLabels = { pending: 'Pendiente', accepted: 'Aceptada', rejected: 'Rechazada' } as const;
