// SPEC §2's CSV export: UTF-8 with a BOM and CRLF so Excel opens the accents right; written as it is read.
import { leadStateLabels, requestStatusLabels } from '../../../shared/copy/lead-states';
import { variantTag } from '../../../shared/domain/lead-variant';
import type { BankLead } from '../../../shared/schemas/bank-leads';

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

/** Quotes every cell, and defuses text that a spreadsheet would run as a formula. */
export function cell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Puerto_Rico',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function line(lead: BankLead, institutionName: string): string {
  return [
    lead.id,
    lead.unlocked ? 'Sí' : 'No',
    leadStateLabels[lead.state],
    lead.nombre,
    lead.correo,
    lead.movil,
    lead.municipio,
    lead.precioMeta,
    localTime.format(new Date(lead.createdAt)),
    variantTag(lead.variantTested),
    lead.requestStatus ? institutionName : '',
    lead.requestStatus ? requestStatusLabels[lead.requestStatus] : '',
  ]
    .map(cell)
    .join(',');
}

export async function* leadsCsv(leads: AsyncIterable<BankLead>, institutionName: string): AsyncGenerator<string> {
  let chunk = `\uFEFF${columns.map(cell).join(',')}\r\n`;
  for await (const lead of leads) {
    chunk += `${line(lead, institutionName)}\r\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

export const csvFileName = (date: Date) => `leads-${date.toISOString().slice(0, 10)}.csv`;
