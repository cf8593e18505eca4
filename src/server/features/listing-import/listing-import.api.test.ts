// docs/product/listings.md#who-publishes: the operator's CSV import, checked row by row with the form's own schema and
// written all at once or not at all.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { importColumns, templateColumns } from './csv';

const built = await setupTestApp();
const { app, anonymous, as } = built;
const db = built.database.db;
const admin = await createAdmin(built);

const templatePath = '/api/admin/listings/import-template.csv';
const importPath = '/api/admin/listings/import';
const header = importColumns.join(',');

type Row = Partial<Record<(typeof templateColumns)[number], string>>;
const goodRow: Required<Row> = {
  titulo: 'Casa en Ponce',
  descripcion: 'Casa de dos cuartos con patio, lista para mudarse.',
  precio: '145000',
  tipo: 'casa',
  municipio: 'Ponce',
  barrio: 'Playa',
  direccion: 'Calle Marina 12',
  tamano_m2: '95',
  cuartos: '2',
  banos: '1',
  solar_m2: '',
  zona_inundable: 'no',
  ano_construccion: '1979',
  metodo_contacto: '',
  publicar: 'no',
  // The optional columns, empty: only files that list them in their header send them.
  contribucion_crim: '',
  construccion_hormigon: '',
  vacia_al_cierre: '',
  centro_urbano_certificado: '',
};
const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvOf = (rows: Row[], columns: readonly string[] = importColumns) =>
  [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => quote({ ...goodRow, ...row }[column as keyof Row] ?? '')).join(',')),
  ].join('\r\n');

const listingCount = async () => (await db.select({ id: schema.properties.id }).from(schema.properties)).length;
const byTitles = (titles: string[]) => db.select().from(schema.properties).where(inArray(schema.properties.title, titles));

describe('GET /api/admin/listings/import-template.csv', () => {
  it('downloads the Spanish header and one example row, with a BOM for Excel, and the example itself imports', async () => {
    const response = await as(admin).get(templatePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="plantilla-propiedades-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(templateColumns.map((column) => `"${column}"`).join(','));
    expect(lines[0]).toBe(
      '"titulo","descripcion","precio","tipo","municipio","barrio","direccion","tamano_m2","cuartos","banos","solar_m2","zona_inundable","ano_construccion","metodo_contacto","publicar","contribucion_crim","construccion_hormigon","vacia_al_cierre","centro_urbano_certificado"',
    );
    expect(lines[1]).toContain('"Bayamón"');
    expect(lines.filter(Boolean)).toHaveLength(2);

    const preview = await as(admin).post(importPath, { csv: response.body, dryRun: true });
    expect(preview.json()).toEqual({ rows: [{ line: 2, title: 'Casa de 3 cuartos en Bayamón', errors: [] }], valid: true, created: 0 });
  });

  it('is for the operator only', async () => {
    expect((await anonymous.get(templatePath)).statusCode).toBe(401);
    expect((await as(await createStaff(built)).get(templatePath)).statusCode).toBe(403);
    expect((await as(await signUpBuyer(app)).get(templatePath)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/listings/import', () => {
  it('previews without writing anything on dryRun', async () => {
    const before = await listingCount();
    const response = await as(admin).post(importPath, {
      csv: csvOf([{ titulo: 'Vista previa 1' }, { titulo: 'Vista previa 2' }]),
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        { line: 2, title: 'Vista previa 1', errors: [] },
        { line: 3, title: 'Vista previa 2', errors: [] },
      ],
      valid: true,
      created: 0,
    });
    expect(await listingCount()).toBe(before);
  });

  it("writes nothing when one row is invalid, and answers that row's Spanish errors with its line", async () => {
    const before = await listingCount();
    const csv = csvOf([
      { titulo: 'Buena A' },
      { titulo: 'Mala', precio: '500', tipo: 'castillo', municipio: 'Gotham', zona_inundable: 'quizas', cuartos: 'tres' },
      { titulo: 'Buena B' },
      { titulo: '', precio: 'mucho', publicar: 'tal vez' },
    ]);
    const response = await as(admin).post(importPath, { csv });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ valid: false, created: 0 });
    expect(result.rows.map((row: { line: number }) => row.line)).toEqual([2, 3, 4, 5]);
    expect(result.rows[0].errors).toEqual([]);
    expect(result.rows[1]).toEqual({
      line: 3,
      title: 'Mala',
      errors: [
        'El precio debe ser al menos $1,000',
        'Elige el tipo de propiedad',
        'Elige un municipio de Puerto Rico',
        'Los cuartos debe ser un número',
        'Indica si está en zona inundable',
      ],
    });
    expect(result.rows[3].errors).toEqual([
      'El precio debe ser una cantidad en dólares, como 145000, 145,000 o $145,000.00',
      'La columna «publicar» debe decir «si» o «no»',
      'Escribe un título',
    ]);
    expect(await listingCount()).toBe(before);
    expect(await byTitles(['Buena A', 'Buena B'])).toEqual([]);
  });

  it('reads the optional columns: the CRIM bill in dollars and the property rules; a file without them imports them as unknown', async () => {
    const csv = csvOf(
      [
        {
          titulo: 'Con CRIM',
          contribucion_crim: '$1,250.50',
          construccion_hormigon: 'Sí',
          vacia_al_cierre: 'No se sabe',
          centro_urbano_certificado: 'no',
        },
        { titulo: 'Sin CRIM', contribucion_crim: '', construccion_hormigon: '', vacia_al_cierre: '', centro_urbano_certificado: '' },
      ],
      templateColumns,
    );
    const response = await as(admin).post(importPath, { csv, dryRun: false });
    expect(response.json()).toMatchObject({ valid: true, created: 2 });
    const byTitle = Object.fromEntries((await byTitles(['Con CRIM', 'Sin CRIM'])).map((row) => [row.title, row]));
    expect(byTitle['Con CRIM']).toMatchObject({
      crimAnnualTaxCents: 125_050,
      construction: 'si',
      vacantAtClosing: 'desconocido',
      urbanCentreCertified: 'no',
    });
    expect(byTitle['Sin CRIM']).toMatchObject({
      crimAnnualTaxCents: null,
      construction: 'desconocido',
      vacantAtClosing: 'desconocido',
      urbanCentreCertified: 'desconocido',
    });

    const before = await listingCount();
    const bad = csvOf([{ titulo: 'CRIM malo', contribucion_crim: 'mucho', construccion_hormigon: 'madera' }], templateColumns);
    const refused = (await as(admin).post(importPath, { csv: bad, dryRun: false })).json();
    expect(refused).toMatchObject({ valid: false, created: 0 });
    expect(refused.rows[0].errors).toEqual([
      'La contribución anual (CRIM) debe ser una cantidad en dólares, como 1250 o $1,250.00',
      'Indica si la construcción es en hormigón: sí, no o no se sabe',
    ]);
    expect(await listingCount()).toBe(before);
  });

  it('creates every row of a good file as the operator’s, published where publicar says si', async () => {
    const csv = csvOf([
      { titulo: 'Importada borrador', precio: '$145,000.00', publicar: 'no' },
      { titulo: 'Importada publicada', precio: '98,500', tipo: 'Reparación', publicar: 'Sí', zona_inundable: 'sí', solar_m2: '1,200' },
      { titulo: 'Importada sin publicar', publicar: '', zona_inundable: 'desconocido', cuartos: '', banos: '', ano_construccion: '' },
    ]);
    const response = await as(admin).post(importPath, { csv, dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: true, created: 3 });
    const rows = await byTitles(['Importada borrador', 'Importada publicada', 'Importada sin publicar']);
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle['Importada borrador']).toMatchObject({
      status: 'draft',
      priceCents: 14_500_000,
      institutionId: null,
      publishedAt: null,
    });
    expect(byTitle['Importada publicada']).toMatchObject({
      status: 'published',
      priceCents: 9_850_000,
      type: 'reparacion',
      floodZone: 'si',
      lotSizeM2: 1200,
    });
    expect(byTitle['Importada publicada']!.publishedAt).toBeInstanceOf(Date);
    expect(byTitle['Importada sin publicar']).toMatchObject({
      status: 'draft',
      floodZone: 'desconocido',
      bedrooms: null,
      bathrooms: null,
      yearBuilt: null,
      contactMethod: null,
    });
    const [creator] = await db
      .select({ email: schema.user.email })
      .from(schema.user)
      .where(eq(schema.user.id, byTitle['Importada borrador']!.createdByUserId!));
    expect(creator?.email).toBe(admin.email);
  });

  it('matches municipalities without accents or case and stores the canonical name', async () => {
    const csv = csvOf([
      { titulo: 'Municipio A', municipio: 'bayamon' },
      { titulo: 'Municipio B', municipio: 'MAYAGUEZ' },
      { titulo: 'Municipio C', municipio: '  rio   grande ' },
      { titulo: 'Municipio D', municipio: 'Añasco' },
    ]);
    expect((await as(admin).post(importPath, { csv })).json()).toMatchObject({ valid: true, created: 4 });
    const rows = await byTitles(['Municipio A', 'Municipio B', 'Municipio C', 'Municipio D']);
    expect(rows.map((row) => row.municipality).sort()).toEqual(['Añasco', 'Bayamón', 'Mayagüez', 'Río Grande']);
  });

  it('reads headers in any order and case, with accents, separated by semicolons, and counts spreadsheet rows as lines', async () => {
    const columns = [...importColumns].reverse();
    const accented = columns.map((column) => ({ titulo: 'Título', tamano_m2: 'Tamaño_m2', banos: 'BAÑOS' })[column as string] ?? column);
    const csv = [
      accented.join(';'),
      columns.map((column) => ({ ...goodRow, titulo: 'Punto y coma', precio: '120000' })[column]).join(';'),
      '',
      columns
        .map((column) => ({ ...goodRow, titulo: 'Con salto', descripcion: '"Primera línea\nsegunda línea"', tamano_m2: '0' })[column])
        .join(';'),
    ].join('\n');
    const result = (await as(admin).post(importPath, { csv, dryRun: true })).json();
    expect(result.rows).toEqual([
      { line: 2, title: 'Punto y coma', errors: [] },
      { line: 4, title: 'Con salto', errors: ['El tamaño debe ser al menos 1'] },
    ]);
  });

  it('answers 400 naming a missing column, for an empty or unreadable file, and over 500 rows', async () => {
    const withoutPrice = importColumns.filter((column) => column !== 'precio');
    const missing = await as(admin).post(importPath, { csv: csvOf([{}], withoutPrice) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Falta la columna «precio» en el encabezado (la primera fila). Usa la plantilla.');
    const twoMissing = await as(admin).post(importPath, {
      csv: csvOf(
        [{}],
        withoutPrice.filter((column) => column !== 'tipo'),
      ),
    });
    expect(twoMissing.json().message).toContain('Faltan las columnas «precio», «tipo»');
    expect((await as(admin).post(importPath, { csv: header })).json().message).toBe(
      'El archivo no tiene propiedades debajo del encabezado.',
    );
    expect((await as(admin).post(importPath, { csv: '' })).json().message).toBe('El archivo CSV está vacío');
    const unclosed = await as(admin).post(importPath, { csv: `${header}\r\n"Casa sin cerrar,descripcion` });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().message).toMatch(/^No pudimos leer el CSV/);

    const before = await listingCount();
    const description = 'Casa de dos cuartos con patio, marquesina y cisterna, lista para mudarse, cerca de escuelas.';
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ titulo: `Fila ${index + 1}`, descripcion: description }));
    const tooMany = await as(admin).post(importPath, { csv: csvOf(rows(501)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('El archivo tiene más de 500 propiedades; el máximo es 500 por archivo. Divídelo en varios.');
    // 500 rows is over the app's usual 64 KB body, and allowed.
    const fiveHundred = csvOf(rows(500));
    expect(Buffer.byteLength(fiveHundred)).toBeGreaterThan(64 * 1024);
    const preview = await as(admin).post(importPath, { csv: fiveHundred, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ valid: true, created: 0 });
    expect(preview.json().rows).toHaveLength(500);
    expect(await listingCount()).toBe(before);
  });

  it('is for the operator only', async () => {
    const csv = csvOf([{ titulo: 'No debería' }]);
    expect((await anonymous.post(importPath, { csv })).statusCode).toBe(401);
    expect((await as(await createStaff(built)).post(importPath, { csv })).statusCode).toBe(403);
    expect((await as(await signUpBuyer(app)).post(importPath, { csv })).statusCode).toBe(403);
    expect(await byTitles(['No debería'])).toEqual([]);
  });
});

describe('a large import does not hold up the server', () => {
  const description = 'Casa de dos cuartos con patio, marquesina y cisterna, lista para mudarse, cerca de escuelas.';
  const rows = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ titulo: `Grande ${index + 1}`, descripcion: description }));
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  /**
   * The time of a preview of 500 listings, the most a file may hold: a refused file of 2 MB may take a few times as
   * long (it also carries 2 MB in and out), not the tens of seconds that reading all of it took.
   */
  const previewOfFiveHundred = async () => {
    const preview = await timed(() => as(admin).post(importPath, { csv: csvOf(rows(500)), dryRun: true }));
    expect(preview.result.statusCode).toBe(200);
    return preview.ms;
  };

  it('stops reading a 2 MB file at the row limit: refused in Spanish within a few times a 500-row preview', async () => {
    const preview = await previewOfFiveHundred();
    // A million short rows (one cell each) just under the 2,000,000-character limit.
    const huge = `${header}\n${'a\n'.repeat(999_000)}`;
    const refused = await timed(() => as(admin).post(importPath, { csv: huge, dryRun: true }));
    expect(refused.result.statusCode).toBe(400);
    expect(refused.result.json().message).toBe(
      'El archivo tiene más de 500 propiedades; el máximo es 500 por archivo. Divídelo en varios.',
    );
    expect(refused.ms).toBeLessThan(preview * 5);
  });

  it('refuses a file of thousands of empty rows in Spanish, within a few times a 500-row preview', async () => {
    const before = await listingCount();
    const preview = await previewOfFiveHundred();
    // Rows of empty cells (as a spreadsheet saves formatted but empty rows), each costly to read: 1.8 MB of them.
    const blank = `${csvOf(rows(2))}\r\n${',\r\n'.repeat(600_000)}`;
    const refused = await timed(() => as(admin).post(importPath, { csv: blank }));
    expect(refused.result.statusCode).toBe(400);
    expect(refused.result.json().message).toBe('El archivo tiene más de 500 filas vacías. Bórralas y súbelo otra vez.');
    expect(refused.ms).toBeLessThan(preview * 5);
    expect(await listingCount()).toBe(before);
  });

  it('answers /healthz while a 2 MB file is being read, and never stalls the event loop for most of the import', async () => {
    // 500 rows with a long cell in a column the import ignores: as large as a file may be, and all of it to read.
    const notes = 'n'.repeat(3_800);
    const big = [`${header},notas`, ...rows(500).map((row) => `${csvOf([row]).split('\r\n')[1]},${notes}`)].join('\r\n');
    expect(big.length).toBeGreaterThan(1_900_000);

    // A ticker notes the longest time the event loop went without a turn while the import runs.
    let last = performance.now();
    let longestStall = 0;
    const tick = () => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    };
    const ticker = setInterval(tick, 1);
    const finished: string[] = [];
    try {
      const [imported, health] = await Promise.all([
        timed(() => as(admin).post(importPath, { csv: big, dryRun: true })).then((done) => (finished.push('import'), done)),
        anonymous.get('/healthz').then((response) => (finished.push('healthz'), response)),
      ]);
      tick();
      expect(imported.result.statusCode).toBe(200);
      expect(imported.result.json().rows).toHaveLength(500);
      expect(health.statusCode).toBe(200);
      expect(finished).toEqual(['healthz', 'import']);
      // Read in small pieces with a turn of the event loop between them: no single stall is most of the import.
      expect(longestStall).toBeLessThan(imported.ms / 2);
    } finally {
      clearInterval(ticker);
    }
  });
});
