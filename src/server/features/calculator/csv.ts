// The amortization schedule as CSV, month by month, in the format of every export (src/server/http/csv.ts).
import type { Amortization } from '../../../shared/schemas/calculator';
import { csvText } from '../../http/csv';

const columns = ['Mes', 'Principal (USD)', 'Interés (USD)', 'Saldo (USD)'];

// Cents always written: a spreadsheet sums the column to the loan to the cent.
const dollars = (amount: number) => amount.toFixed(2);

/** 360 rows at most: written at once. */
export const amortizationCsv = (schedule: Amortization) =>
  csvText([
    columns,
    ...schedule.months.map((month) => [month.period, dollars(month.principal), dollars(month.interest), dollars(month.balance)]),
  ]);
