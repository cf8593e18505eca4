// The ledger as CSV: the leads export's cell quoting (formula-defused), UTF-8 BOM and CRLF for Excel.
import { paymentKindLabels, paymentProviderLabels, paymentStatusLabels, type LedgerRow } from '../../../shared/schemas/payment-ledger';
import { cell, localTime } from '../bank-leads/csv';

const columns = ['ID', 'Fecha', 'Institución', 'Tipo', 'Monto (USD)', 'Estado', 'Proveedor', 'Reembolsado (USD)', 'Fecha de reembolso', 'Lead', 'Municipio'];

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

function line(row: LedgerRow): string {
  return [
    row.id,
    localTime.format(new Date(row.createdAt)),
    row.institutionName,
    paymentKindLabels[row.kind],
    dollars(row.amountCents),
    paymentStatusLabels[row.status],
    paymentProviderLabels[row.provider],
    dollars(row.refundedCents),
    row.refundedAt ? localTime.format(new Date(row.refundedAt)) : '',
    row.leadId,
    row.municipio,
  ]
    .map(cell)
    .join(',');
}

export async function* ledgerCsv(rows: AsyncIterable<LedgerRow>): AsyncGenerator<string> {
  let chunk = `\uFEFF${columns.map(cell).join(',')}\r\n`;
  for await (const row of rows) {
    chunk += `${line(row)}\r\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

export const ledgerCsvFileName = (date: Date) => `pagos-${date.toISOString().slice(0, 10)}.csv`;
