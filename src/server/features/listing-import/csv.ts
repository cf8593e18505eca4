// The listings CSV (docs/product/listings.md#who-publishes): its Spanish columns, the template the operator fills in,
// and each row turned into listingFieldsSchema's input, so every rule and message is the form's own.
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { listingFieldsSchema, type ListingFields, type ListingFieldsInput } from '../../../shared/schemas/listings';
import { municipalities } from '../../../shared/municipalities';
import { BadRequestError, HttpError } from '../../http/errors';
import { csvText } from '../../http/csv';
import { typedDollarsToCents } from '../../../shared/money';

/** The columns, in the template's order; every one must be in the file's header (any order, accents and case aside). */
export const importColumns = [
  'titulo',
  'descripcion',
  'precio',
  'tipo',
  'municipio',
  'barrio',
  'direccion',
  'tamano_m2',
  'cuartos',
  'banos',
  'solar_m2',
  'zona_inundable',
  'ano_construccion',
  'metodo_contacto',
  'publicar',
] as const;
/**
 * Columns a file may leave out (older files do): the CRIM bill in dollars and the assistance programme's property
 * rules (si / no / no se sabe). Missing or empty, the listing has no bill and the rules are unknown.
 */
export const optionalImportColumns = [
  'contribucion_crim',
  'construccion_hormigon',
  'vacia_al_cierre',
  'centro_urbano_certificado',
] as const;
/** The template's columns: the required ones, then the optional ones. */
export const templateColumns = [...importColumns, ...optionalImportColumns] as const;
type Column = (typeof templateColumns)[number];

export const maxImportRows = 500;
/**
 * Rows of empty cells (`,,,`) are skipped, but each costs as much to read as a listing, or more: past this many the
 * file is refused rather than read to its end. Lines with nothing at all on them cost nothing and are not counted.
 */
export const maxBlankRows = maxImportRows;

export const importCopy = {
  missingColumns: (names: string[]) =>
    names.length === 1
      ? `Falta la columna «${names[0]}» en el encabezado (la primera fila). Usa la plantilla.`
      : `Faltan las columnas ${names.map((name) => `«${name}»`).join(', ')} en el encabezado (la primera fila). Usa la plantilla.`,
  duplicateColumn: (name: string) => `La columna «${name}» aparece dos veces en el encabezado.`,
  noRows: 'El archivo no tiene propiedades debajo del encabezado.',
  tooManyRows: `El archivo tiene más de ${maxImportRows} propiedades; el máximo es ${maxImportRows} por archivo. Divídelo en varios.`,
  tooManyBlankRows: `El archivo tiene más de ${maxBlankRows} filas vacías. Bórralas y súbelo otra vez.`,
  unreadable: (line: number | undefined) =>
    `No pudimos leer el CSV${line ? ` (línea ${line})` : ''}: revisa que cada comilla que abre un texto lo cierre.`,
  badPrice: 'El precio debe ser una cantidad en dólares, como 145000, 145,000 o $145,000.00',
  badPublish: 'La columna «publicar» debe decir «si» o «no»',
  badCrim: 'La contribución anual (CRIM) debe ser una cantidad en dólares, como 1250 o $1,250.00',
  extraCells: 'La fila tiene más celdas que el encabezado',
} as const;

/** Lower case, no accents, spaces as underscores: "Tamaño m2" → "tamano_m2", "Bayamón" → "bayamon". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
const foldHeader = (text: string) => fold(text).replace(/ /g, '_');

const municipalityByFolded = new Map(municipalities.map((name) => [fold(name), name]));

/** The template: a BOM for Excel, the header and one example row. */
export function importTemplate(): string {
  const example: Record<Column, string> = {
    titulo: 'Casa de 3 cuartos en Bayamón',
    descripcion: 'Casa de cemento de un nivel con marquesina para dos autos, cerca del Tren Urbano.',
    precio: '$145,000.00',
    tipo: 'casa',
    municipio: 'Bayamón',
    barrio: 'Santa Juanita',
    direccion: 'Calle 1 #23, Urb. Santa Juanita',
    tamano_m2: '120',
    cuartos: '3',
    banos: '2',
    solar_m2: '300',
    zona_inundable: 'no',
    ano_construccion: '1985',
    metodo_contacto: 'Oficina de ventas: (787) 555-0100',
    publicar: 'no',
    contribucion_crim: '$1,250.00',
    construccion_hormigon: 'si',
    vacia_al_cierre: 'no se sabe',
    centro_urbano_certificado: 'no',
  };
  return csvText([[...templateColumns], templateColumns.map((column) => example[column])]);
}

export interface ImportRow {
  /** The row in the spreadsheet (the header is line 1). */
  line: number;
  title: string;
  errors: string[];
  /** Set when the row is valid. */
  listing: (ListingFields & { status: 'draft' | 'published' }) | null;
}

/** Parses and checks the whole file; a file that cannot be a listings CSV at all is a Spanish 400. */
export async function readImport(text: string): Promise<ImportRow[]> {
  const pause = pauses();
  const { header, rows } = await readRecords(text, pause);
  if (rows.length === 0) throw new BadRequestError(importCopy.noRows);
  const checked: ImportRow[] = [];
  for (const { cells, line } of rows) {
    const cell = (column: Column) => cells[header.indexOf(column)] ?? '';
    const extra = cells.slice(header.length).some((value) => value !== '');
    checked.push(readRow(cell, line, extra));
    await pause();
  }
  return checked;
}

/**
 * The file is read in small slices and its rows checked one by one, and after every few milliseconds of that other
 * requests (/healthz, sign-ins) get a turn: a 2 MB file never holds the server. `await pause()` between steps.
 */
function pauses(everyMs = 5) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < everyMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/** The folded header, checked: each name once, every column present. */
function checkedHeader(cells: string[]): string[] {
  const header = cells.map(foldHeader);
  const seen = new Set<string>();
  for (const name of header) {
    if (name && seen.has(name)) throw new BadRequestError(importCopy.duplicateColumn(name));
    seen.add(name);
  }
  const missing = importColumns.filter((column) => !seen.has(column));
  if (missing.length > 0) throw new BadRequestError(importCopy.missingColumns(missing));
  return header;
}

/** Bytes given to the parser at a time: the worst rows cost ~200 µs each to read, 2 bytes each, so ~6 ms a slice. */
const sliceBytes = 64;

/**
 * The header and the rows that have something in them, streamed, stopping as soon as the file is over a limit, so a
 * huge file costs no more than its first rows. Each row's `line` is its row in the spreadsheet (the header's is 1),
 * counting empty rows, even when a cell spans several text lines.
 */
async function readRecords(text: string, pause: () => Promise<void>) {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel in a Spanish locale saves with semicolons; Puerto Rico's (and the template) with commas.
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  // Set by the parser's callback, which TypeScript's narrowing does not follow: hence the widened null.
  let header = null as string[] | null;
  const rows: { cells: string[]; line: number }[] = [];
  let blankRows = 0;
  const take = (record: string[], line: number) => {
    if (!header) header = checkedHeader(record);
    else if (record.some((cell) => cell !== '')) {
      rows.push({ cells: record, line });
      if (rows.length > maxImportRows) throw new BadRequestError(importCopy.tooManyRows);
    } else if (++blankRows > maxBlankRows) throw new BadRequestError(importCopy.tooManyBlankRows);
  };

  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    // Each record is taken as it is read, while the slice is written: what `take` throws stops the parser there.
    // Lines with nothing on them are skipped by the parser and counted in `empty_lines`.
    on_record: (record: string[], context) => {
      take(record, context.records + context.empty_lines);
      return null;
    },
  });
  // Settles when the parser is done or has failed, which may be long before it is awaited below.
  const failure = finished(parser, { readable: false }).then(
    () => null,
    (error: unknown) => error,
  );
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length && !parser.errored; at += sliceBytes) {
    parser.write(bytes.subarray(at, at + sliceBytes));
    await pause();
  }
  if (!parser.errored) parser.end();
  const error = await failure;
  if (error instanceof HttpError) throw error;
  if (error) {
    const line = typeof error === 'object' && 'lines' in error ? Number(error.lines) : undefined;
    throw new BadRequestError(importCopy.unreadable(line));
  }
  // A file of empty lines only has no header at all.
  if (!header) throw new BadRequestError(importCopy.missingColumns([...importColumns]));
  return { header, rows };
}

function readRow(cell: (column: Column) => string, line: number, extraCells: boolean): ImportRow {
  const errors: string[] = [];
  const price = typedDollarsToCents(cell('precio'));
  if (price === 'invalid') errors.push(importCopy.badPrice);
  const crim = typedDollarsToCents(cell('contribucion_crim'));
  if (crim === 'invalid') errors.push(importCopy.badCrim);
  const publish = yesNo(cell('publicar'));
  if (publish === 'invalid') errors.push(importCopy.badPublish);
  if (extraCells) errors.push(importCopy.extraCells);

  const input: Record<keyof ListingFieldsInput, unknown> = {
    title: cell('titulo') || undefined,
    description: cell('descripcion') || undefined,
    priceCents: price === 'invalid' ? 0 : price,
    type: propertyType(cell('tipo')),
    municipality: municipalityByFolded.get(fold(cell('municipio'))) ?? (cell('municipio') || undefined),
    barrio: cell('barrio') || null,
    addressLine: cell('direccion') || null,
    sizeM2: number(cell('tamano_m2')) ?? undefined,
    bedrooms: number(cell('cuartos')),
    bathrooms: number(cell('banos')),
    lotSizeM2: number(cell('solar_m2')),
    floodZone: floodZone(cell('zona_inundable')),
    yearBuilt: number(cell('ano_construccion')),
    contactMethod: cell('metodo_contacto') || null,
    crimAnnualTaxCents: crim === 'invalid' ? undefined : crim,
    construction: siNoSeSabe(cell('construccion_hormigon')),
    vacantAtClosing: siNoSeSabe(cell('vacia_al_cierre')),
    urbanCentreCertified: siNoSeSabe(cell('centro_urbano_certificado')),
  };
  const parsed = listingFieldsSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The price's own message already said what was wrong with it.
      if (!(price === 'invalid' && issue.path[0] === 'priceCents')) errors.push(issue.message);
    }
  }
  const valid = parsed.success && errors.length === 0;
  return {
    line,
    title: cell('titulo'),
    errors,
    listing: valid ? { ...parsed.data, status: publish === true ? 'published' : 'draft' } : null,
  };
}

/** A whole number, with or without thousands commas; empty is null; other text goes to the schema as it is, which refuses it as not a number. */
function number(text: string): number | string | null {
  if (text === '') return null;
  return /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text) ? Number(text.replace(/,/g, '')) : text;
}

function propertyType(text: string): string | undefined {
  const folded = fold(text);
  if (folded === '') return undefined;
  return folded === 'necesita reparacion' ? 'reparacion' : folded;
}

function floodZone(text: string): string | undefined {
  const folded = fold(text);
  if (folded === '') return undefined;
  return folded === 'no se sabe' ? 'desconocido' : folded;
}

/** An optional sí / no / no se sabe column: empty is "left out" (stored as unknown). */
const siNoSeSabe = floodZone;

function yesNo(text: string): boolean | 'invalid' {
  const folded = fold(text);
  if (folded === '' || folded === 'no') return false;
  return folded === 'si' ? true : 'invalid';
}
