// docs/product/screens.md's CSV export of an institution's leads, written as it is read (src/server/http/csv.ts does the format).
import { leadStateLabels, requestStatusLabels } from '../../../shared/copy/lead-states';
import { variantTag } from '../../../shared/domain/lead-variant';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { csvDateTime, csvStream } from '../../http/csv';

const columns = [
  'ID',
  'Desbloqueado',
  'Estado de conexión',
  'Nombre',
  'Correo electrónico',
  'Móvil',
  'Municipio',
  'Presupuesto',
  'Fecha de creación',
  'Variante',
  'Banco solicitante',
  'Estado de solicitud',
];

export function leadsCsv(leads: AsyncIterable<BankLead>, institutionName: string): AsyncGenerator<string> {
  return csvStream(columns, leads, (lead) => [
    lead.id,
    lead.unlocked ? 'Sí' : 'No',
    leadStateLabels[lead.state],
    lead.nombre,
    lead.correo,
    lead.movil,
    lead.municipio,
    lead.precioMeta,
    csvDateTime(lead.createdAt),
    variantTag(lead.variantTested),
    lead.requestStatus ? institutionName : '',
    lead.requestStatus ? requestStatusLabels[lead.requestStatus] : '',
  ]);
}
