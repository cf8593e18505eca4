// The ledger as CSV, in the format of every export (src/server/http/csv.ts).
import { paymentKindLabels, paymentProviderLabels, paymentStatusLabels, type LedgerRow } from '../../../shared/schemas/payment-ledger';
import { csvDateTime, csvStream } from '../../http/csv';

const columns = [
  'ID',
  'Fecha',
  'Institución',
  'Tipo',
  'Monto (USD)',
  'Estado',
  'Proveedor',
  'Reembolsado (USD)',
  'Fecha de reembolso',
  'Lead',
  'Municipio',
];

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function ledgerCsv(rows: AsyncIterable<LedgerRow>): AsyncGenerator<string> {
  return csvStream(columns, rows, (row) => [
    row.id,
    csvDateTime(row.createdAt),
    row.institutionName,
    paymentKindLabels[row.kind],
    dollars(row.amountCents),
    paymentStatusLabels[row.status],
    paymentProviderLabels[row.provider],
    dollars(row.refundedCents),
    row.refundedAt ? csvDateTime(row.refundedAt) : '',
    row.leadId,
    row.municipio,
  ]);
}
