// One institution's consent records and contact attempts as CSV (docs/product/buyer-control.md#record-of-contacts), one
// row each, in the format of every export (src/server/http/csv.ts). Leads by id only: no buyer contact data.
import { contactAttemptOutcomeLabels, contactChannelLabels, describeContactPreferences } from '../../../shared/schemas/buyer-control';
import { consentDecisionLabels } from '../../../shared/schemas/consent-record';
import { csvDateTime, csvStream } from '../../http/csv';
import type { ConsentRecordRow } from './service';

const columns = [
  'Tipo',
  'Fecha',
  'Lead',
  'Decisión o resultado',
  'Canal',
  'Código de verificación',
  'Texto o nota',
  'Preferencias de contacto',
  'Huella del dispositivo (SHA-256)',
  'Registrado por',
  'Registrado el',
];

export function consentRecordCsv(rows: AsyncIterable<ConsentRecordRow>): AsyncGenerator<string> {
  return csvStream(columns, rows, (row) =>
    row.kind === 'consent'
      ? [
          'Consentimiento',
          csvDateTime(row.at),
          row.leadId,
          consentDecisionLabels[row.decision],
          '',
          row.verificationCode,
          row.consentText,
          row.contactPreferences ? describeContactPreferences(row.contactPreferences) : '',
          row.clientHash,
          '',
          csvDateTime(row.at),
        ]
      : [
          'Intento de contacto',
          csvDateTime(row.at),
          row.leadId,
          contactAttemptOutcomeLabels[row.outcome],
          contactChannelLabels[row.channel],
          '',
          row.note,
          '',
          '',
          row.staffEmail,
          csvDateTime(row.createdAt),
        ],
  );
}
