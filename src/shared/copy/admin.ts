// Spanish text of the operator console that both sides use.
import type { AuditEndpoint, GlobalLeadStatus } from '../schemas/admin';

export const adminCopy = {
  duplicateEmail: 'Ya existe una cuenta con ese correo electrónico.',
  duplicateInstitution: 'Ya existe una institución con ese nombre.',
  institutionNotFound: 'No encontramos esa institución.',
  staffNotFound: 'No encontramos ese acceso de personal.',
} as const;

export const globalLeadStatusLabels: Record<GlobalLeadStatus, string> = {
  open: 'Sin solicitud pagada',
  requested: 'Solicitado, esperando respuesta',
  accepted: 'Aceptado, sin desbloquear',
  unlocked: 'Contacto desbloqueado',
  declined: 'Rechazado por el comprador',
};

export const auditEndpointLabels: Record<AuditEndpoint, string> = {
  list: 'Lista de leads',
  lead: 'Lead individual',
  csv: 'Exportación CSV',
  payment: 'Pago exitoso',
  document: 'Documento descargado',
};

export const variantLabels = { blue: 'Azul (V1)', green: 'Verde (V2)' } as const;
