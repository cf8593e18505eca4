// The officer's list: filters, newest first, keyset paging with the cursor in a header, counts, CSV.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app, as } = built;
const bank = await createStaff(built, 'Banco Lista');

// Seven leads a minute apart (newest last), across two municipalities and budgets.
const leadIds: string[] = [];
const buyers = [];
for (let i = 0; i < 7; i++) {
  const buyer = await signUpBuyer(app, `Compradora ${i}`);
  buyers.push(buyer);
  leadIds.push(
    await submitLead(app, buyer, {
      municipio: i % 2 ? 'Ponce' : 'Caguas',
      precio_meta: String(100_000 + i * 20_000),
      nombre: `Persona ${i}`,
    }),
  );
}
// Spread creation times so ordering is by date, not by insertion.
for (const [i, id] of leadIds.entries()) {
  // Microseconds on purpose: the cursor must keep them or paging would repeat rows.
  await built.database.db.execute(
    sql`update leads set created_at = timestamptz '2026-11-10 12:00:00.123456+00' + ${i} * interval '1 minute' where id = ${id}`,
  );
}
await payRequest(app, bank, leadIds[6]!);
await payRequest(app, bank, leadIds[5]!);
await answerRequest(app, buyers[5]!, 'Banco Lista', 'accepted');
await payRequest(app, bank, leadIds[4]!);
await answerRequest(app, buyers[4]!, 'Banco Lista', 'accepted');
await payUnlock(app, bank, leadIds[4]!);
await payRequest(app, bank, leadIds[3]!);
await answerRequest(app, buyers[3]!, 'Banco Lista', 'declined');

const ids = (response: { json(): unknown }) => (response.json() as Array<{ id: string }>).map((lead) => lead.id);

describe('GET /api/leads-for-banks', () => {
  it('lists newest first', async () => {
    expect(ids(await as(bank).get('/api/leads-for-banks'))).toEqual([...leadIds].reverse());
  });

  it('pages by cursor with no gaps or repeats, the cursor in a header and the body an array', async () => {
    const seen: string[] = [];
    let url = '/api/leads-for-banks?limit=3';
    for (let page = 0; page < 5; page++) {
      const response = await as(bank).get(url);
      expect(Array.isArray(response.json())).toBe(true);
      seen.push(...ids(response));
      const next = response.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/leads-for-banks?limit=3&cursor=${next}`;
    }
    expect(seen).toEqual([...leadIds].reverse());
  });

  it('filters by municipality, budget, status and date', async () => {
    expect(ids(await as(bank).get('/api/leads-for-banks?municipio=Ponce'))).toEqual([leadIds[5], leadIds[3], leadIds[1]]);
    expect(ids(await as(bank).get('/api/leads-for-banks?minBudget=140000&maxBudget=180000'))).toEqual([leadIds[4], leadIds[3], leadIds[2]]);
    expect(ids(await as(bank).get('/api/leads-for-banks?status=waiting'))).toEqual([leadIds[6]]);
    expect(ids(await as(bank).get('/api/leads-for-banks?status=accepted'))).toEqual([leadIds[5]]);
    expect(ids(await as(bank).get('/api/leads-for-banks?status=unlocked'))).toEqual([leadIds[4]]);
    expect(ids(await as(bank).get('/api/leads-for-banks?status=rejected'))).toEqual([leadIds[3]]);
    expect(ids(await as(bank).get('/api/leads-for-banks?status=available'))).toEqual([leadIds[2], leadIds[1], leadIds[0]]);
    expect(ids(await as(bank).get('/api/leads-for-banks?from=2026-11-10&to=2026-11-10'))).toHaveLength(7);
    expect(ids(await as(bank).get('/api/leads-for-banks?from=2026-11-11'))).toEqual([]);
    expect(ids(await as(bank).get('/api/leads-for-banks?municipio='))).toHaveLength(7);
  });

  it('counts the filtered set', async () => {
    expect((await as(bank).get('/api/leads-for-banks/summary')).json()).toEqual({
      total: 7,
      available: 3,
      waiting: 1,
      accepted: 2,
      unlocked: 1,
      rejected: 1,
      revoked: 0,
    });
    expect((await as(bank).get('/api/leads-for-banks/summary?municipio=Ponce')).json()).toEqual({
      total: 3,
      available: 1,
      waiting: 0,
      accepted: 1,
      unlocked: 0,
      rejected: 1,
      revoked: 0,
    });
  });

  it('answers bad filters with a Spanish 400', async () => {
    for (const [query, message] of [
      ['status=comprado', 'Estado desconocido'],
      ['municipio=Narnia', 'Municipio desconocido'],
      ['minBudget=mucho', 'El presupuesto debe ser un número'],
      ['from=ayer', 'Fecha inválida'],
      ['cursor=bm8tZXMtdW4tY3Vyc29y', 'El cursor de paginación no es válido.'],
    ]) {
      const response = await as(bank).get(`/api/leads-for-banks?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    expect((await as(bank).get('/api/leads-for-banks?limit=1000')).statusCode).toBe(400);
  });

  // A cursor holding an impossible timestamp, in the shape the server writes (date|uuid).
  const forgedCursor = (createdAt: string) => Buffer.from(`${createdAt}|${leadIds[0]}`).toString('base64url');
  const badFilters: Array<[string, string]> = [
    ['from=0000-01-01', 'La fecha debe estar entre 2000-01-01 y 2100-12-31'],
    ['to=9999-12-31', 'La fecha debe estar entre 2000-01-01 y 2100-12-31'],
    ['from=2026-02-30', 'Fecha inválida'],
    ['from=2026-11-10&to=2026-11-01', 'La fecha inicial no puede ser posterior a la final'],
    ['minBudget=200000&maxBudget=100000', 'El presupuesto mínimo no puede ser mayor que el máximo'],
    ['minBudget=1.5', 'El presupuesto debe ser un número entero'],
    ['maxBudget=-5', 'El presupuesto no puede ser negativo'],
  ];

  it('answers impossible dates, reversed ranges and bad numbers with a Spanish 400 on the list, the summary and the CSV', async () => {
    for (const path of ['/api/leads-for-banks', '/api/leads-for-banks/summary', '/api/leads-for-banks/export.csv']) {
      for (const [query, message] of badFilters) {
        const response = await as(bank).get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().message, `${path}?${query}`).toBe(message);
      }
    }
  });

  it('answers a cursor with an impossible or out-of-range timestamp with a Spanish 400', async () => {
    for (const createdAt of ['2026-13-45T99:99:99Z', '2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '2026-11-10T24:00:00.000001Z']) {
      const response = await as(bank).get(`/api/leads-for-banks?cursor=${forgedCursor(createdAt)}`);
      expect(response.statusCode, createdAt).toBe(400);
      expect(response.json().message, createdAt).toBe('El cursor de paginación no es válido.');
    }
    for (const limit of ['0', '1.5', 'diez'])
      expect((await as(bank).get(`/api/leads-for-banks?limit=${limit}`)).statusCode, limit).toBe(400);
  });
});

describe('GET /api/leads-for-banks/export.csv', () => {
  it('streams every filtered lead as Excel-ready UTF-8 with a BOM, contact only where unlocked', async () => {
    const response = await as(bank).get('/api/leads-for-banks/export.csv?municipio=Caguas');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Desbloqueado","Estado de conexión","Nombre","Correo electrónico","Móvil","Canales de contacto","Horario de llamadas","Municipio","Presupuesto","Fecha de creación","Variante","Banco solicitante","Estado de solicitud"',
    );
    expect(lines).toHaveLength(5);
    const unlocked = lines.find((line) => line.startsWith(`"${leadIds[4]}"`))!;
    expect(unlocked).toContain('"Sí","Contacto disponible","Persona 4"');
    expect(unlocked).toContain('"Banco Lista","Aceptada"');
    // The buyer's contact preferences beside the contact (docs/product/buyer-control.md#contact-preferences): the defaults here.
    expect(unlocked).toContain(
      '"Teléfono, Correo electrónico, Mensajes en la app","9:00 a. m. a 9:00 p. m. (hora de Puerto Rico)","Caguas"',
    );
    const locked = lines.find((line) => line.startsWith(`"${leadIds[6]}"`))!;
    expect(locked).toContain('"No","Esperando respuesta","","","","","","Caguas"');
    expect(locked).toContain('"2026-11-10 08:06"');
  });
});

describe('the rows of other institutions', () => {
  it('are invisible: another bank sees every lead as not yet requested', async () => {
    const other = await createStaff(built, 'Banco Otro');
    const response = await as(other).get('/api/leads-for-banks?institution=Banco%20Lista');
    expect((response.json() as Array<{ state: string }>).every((lead) => lead.state === 'none')).toBe(true);
    const requests = await as(other).get(`/api/lead-connection-requests?bankEmail=${encodeURIComponent(bank.email)}`);
    expect(requests.json()).toEqual([]);
    expect(await built.database.db.$count(schema.connectionRequests)).toBe(4);
  });
});
