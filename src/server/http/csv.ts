// Every CSV download: UTF-8 with a BOM and CRLF so Excel opens the accents right, every cell quoted, and a file
// name carrying the Puerto Rico date of the export.
import type { FastifyReply } from 'fastify';
import { programmeTimeZone, puertoRicoDate } from '../../shared/time-zone';

export type CsvCell = string | number | null;

/** Quotes every cell, and defuses text that a spreadsheet would run as a formula. */
export function cell(value: CsvCell): string {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const line = (cells: CsvCell[]) => `${cells.map(cell).join(',')}\r\n`;

/** A whole CSV at once, for small exports. */
export const csvText = (rows: CsvCell[][]) => `\uFEFF${rows.map(line).join('')}`;

/** A CSV written as its rows are read, in chunks of about 64 KB. */
export async function* csvStream<T>(columns: string[], rows: AsyncIterable<T>, cells: (row: T) => CsvCell[]): AsyncGenerator<string> {
  let chunk = `\uFEFF${line(columns)}`;
  for await (const row of rows) {
    chunk += line(cells(row));
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: programmeTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A timestamp as "2026-03-09 21:30", Puerto Rico time: sorts as text and reads in any spreadsheet. */
export const csvDateTime = (value: Date | string) => dateTime.format(new Date(value));

/** Sends the reply as a download named `<name>-<Puerto Rico date>.csv`; no cache keeps it (contact data, payments). */
export function asCsvDownload(reply: FastifyReply, name: string, now = new Date()): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${puertoRicoDate(now)}.csv"`)
    .header('cache-control', 'no-store');
}
