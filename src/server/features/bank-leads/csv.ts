// docs/product/screens.md's CSV export of an institution's leads, written as it is read (src/server/http/csv.ts does the format).
import { leadStateLabels, requestStatusLabels } from '../../../shared/copy/lead-states';
import { variantTag } from '../../../shared/domain/lead-variant';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { contactChannelLabels, formatHour, type ContactPreferences } from '../../../shared/schemas/buyer-control';
import { csvDateTime, csvStream } from '../../http/csv';

const columns = [
  'ID',
  'Desbloqueado',
  'Estado de conexión',
  'Nombre',
  'Correo electrónico',
  'Móvil',
  'Canales de contacto',
  'Horario de llamadas',
  'Municipio',
  'Presupuesto',
  'Fecha de creación',
  'Variante',
  'Banco solicitante',
  'Estado de solicitud',
];

/** docs/product/buyer-control.md#contact-preferences: beside the contact, so empty wherever the contact is (locked, revoked). */
const channelsCell = (prefs: ContactPreferences | null) => prefs?.channels.map((channel) => contactChannelLabels[channel]).join(', ') ?? '';
function callHoursCell(prefs: ContactPreferences | null): string {
  if (!prefs) return '';
  if (!prefs.channels.includes('phone')) return 'No llamar';
  return `${formatHour(prefs.callFromHour)} a ${formatHour(prefs.callToHour)} (hora de Puerto Rico)`;
}

export function leadsCsv(leads: AsyncIterable<BankLead>, institutionName: string): AsyncGenerator<string> {
  return csvStream(columns, leads, (lead) => [
    lead.id,
    lead.unlocked ? 'Sí' : 'No',
    leadStateLabels[lead.state],
    lead.nombre,
    lead.correo,
    lead.movil,
    channelsCell(lead.contactPreferences),
    callHoursCell(lead.contactPreferences),
    lead.municipio,
    lead.precioMeta,
    csvDateTime(lead.createdAt),
    variantTag(lead.variantTested),
    lead.requestStatus ? institutionName : '',
    lead.requestStatus ? requestStatusLabels[lead.requestStatus] : '',
  ]);
}
