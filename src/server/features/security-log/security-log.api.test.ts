// The console's security log (docs/product/api.md#security-log-and-alerts): filters by type and Puerto Rico days,
// newest first, keyset pages, the same rows as an Excel-friendly CSV, Spanish 400s for bad filters, operators only.
import { describe, expect, it } from 'vitest';
import { securityEventsPageSize, type SecurityEventPage } from '../../../shared/schemas/security';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const { db } = built.database;

const admin = await createAdmin(built);
const bank = await createStaff(built, 'Banco Registrado');
const buyer = await signUpBuyer(app, 'Carmen Registrada');

await db.delete(schema.securityEvents);
// 120 scripted events, one a minute on 2026-03-10 from 03:00 UTC (23:00 of the 9th in Puerto Rico), alternating types.
const start = Date.parse('2026-03-10T03:00:00Z');
await db.insert(schema.securityEvents).values(
  Array.from({ length: 120 }, (_, i) => ({
    type: i % 3 === 0 ? ('sign_in_failed' as const) : ('export' as const),
    userId: i % 3 === 0 ? buyer.id : null,
    institutionId: i % 3 === 0 ? null : bank.institution.id,
    detail: (i % 3 === 0 ? { step: 'password' } : { route: '/api/leads-for-banks/export.csv' }) as Record<string, string>,
    createdAt: new Date(start + i * 60_000),
  })),
);

const page = async (query: string) => {
  const response = await as(admin).get(`/api/admin/security-events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SecurityEventPage;
};

describe('GET /api/admin/security-events', () => {
  it('pages newest first with a cursor until the end, every row once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: SecurityEventPage = await page(`?from=2026-03-09&to=2026-03-10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.items.length).toBeLessThanOrEqual(securityEventsPageSize);
      seen.push(...answer.items.map((item) => item.createdAt));
      cursor = answer.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(new Set(seen).size).toBe(120);
  });

  it('filters by type and by Puerto Rico calendar days, both ends included', async () => {
    const failures = await page('?type=sign_in_failed&from=2026-03-09&to=2026-03-10');
    expect(failures.items).toHaveLength(40);
    expect(failures.items.every((item) => item.type === 'sign_in_failed')).toBe(true);
    // 03:00–03:59 UTC is still the 9th in Puerto Rico (UTC−4): the first 60 rows.
    const ninth = await page('?from=2026-03-09&to=2026-03-09');
    expect(ninth.items).toHaveLength(50);
    expect(ninth.nextCursor).not.toBeNull();
    expect((await page(`?from=2026-03-09&to=2026-03-09&cursor=${ninth.nextCursor}`)).items).toHaveLength(10);
    expect((await page('?from=2026-03-11')).items.every((item) => item.createdAt >= '2026-03-11T04:00:00.000Z')).toBe(true);
    // Empty parameters mean "not given", as the screen's cleared filters send them.
    expect((await page('?type=&from=2026-03-10&to=2026-03-10')).items).toHaveLength(50);
  });

  it("names staff by e-mail and institution, and a buyer by role only (the log carries no buyer's contact data)", async () => {
    const answer = await page('?from=2026-03-09&to=2026-03-10');
    const failure = answer.items.find((item) => item.type === 'sign_in_failed')!;
    expect(failure.account).toEqual({ id: buyer.id, role: 'buyer', email: null });
    const exported = answer.items.find((item) => item.type === 'export')!;
    expect(exported.institution).toEqual({ id: bank.institution.id, name: 'Banco Registrado' });
    expect(JSON.stringify(answer)).not.toContain(buyer.email);
  });

  it('refuses bad filters with a Spanish 400', async () => {
    const cases: Array<[string, string]> = [
      ['?type=robo', 'Tipo de evento desconocido'],
      ['?from=2026-02-30', 'Fecha inválida'],
      ['?to=ayer', 'Fecha inválida'],
      ['?from=2026-03-11&to=2026-03-10', 'La fecha inicial no puede ser posterior a la final'],
      ['?cursor=bm8tZXMtdW4tY3Vyc29y', 'El cursor de paginación no es válido.'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/admin/security-events', '/api/admin/security-events.csv']) {
        if (path.endsWith('.csv') && query.startsWith('?cursor')) continue;
        const response = await as(admin).get(`${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect((response.json() as { message: string }).message, query).toContain(message);
      }
    }
  });

  it('answers operators only', async () => {
    expect((await anonymous.get('/api/admin/security-events')).statusCode).toBe(401);
    expect((await as(bank).get('/api/admin/security-events')).statusCode).toBe(403);
    expect((await as(buyer).get('/api/admin/security-events.csv')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/security-events.csv', () => {
  it('is the filtered rows, all of them, as UTF-8 with a BOM, CRLF, Spanish labels and Puerto Rico times', async () => {
    const response = await as(admin).get('/api/admin/security-events.csv?type=export&from=2026-03-09&to=2026-03-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="registro-de-seguridad-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF"Fecha","Evento","Cuenta","Institución","Hecho por","Detalle","Tipo","ID"\r\n')).toBe(true);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 80);
    // The newest export: row 119, at 04:59 UTC = 00:59 on the 10th in Puerto Rico.
    expect(lines[1]).toMatch(
      /^"2026-03-10 00:59","Exportación CSV","","Banco Registrado","","\/api\/leads-for-banks\/export\.csv","export","[0-9a-f-]{36}"$/,
    );
  });
});
