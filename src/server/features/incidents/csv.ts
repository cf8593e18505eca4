// The exposure list as a spreadsheet for the notices' paper trail; columns in Spanish, times in Puerto Rico.
import type { ExposedBuyer } from '../../../shared/schemas/incidents';
import { csvDateTime, csvText } from '../../http/csv';

export function exposureCsv(buyers: ExposedBuyer[]): string {
  return csvText([
    ['Lead', 'Email de la cuenta', 'Municipio', 'Lecturas', 'Primera lectura', 'Última lectura', 'Instituciones'],
    ...buyers.map((buyer) => [
      buyer.leadId,
      buyer.accountEmail ?? '(cuenta eliminada)',
      buyer.municipio,
      buyer.reads,
      csvDateTime(buyer.firstReadAt),
      csvDateTime(buyer.lastReadAt),
      buyer.institutions.join('; '),
    ]),
  ]);
}
