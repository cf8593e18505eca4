// The operator's prices and payments ledger, and the institution's receipts, on the simulated provider.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../../test/marketplace';
import { monthRange } from './service';

const built = await setupTestApp({ REQUEST_PRICE_CENTS: '500', UNLOCK_PRICE_CENTS: '4500' });
const { app, as, anonymous } = built;
const db = built.database.db;
const admin = await createAdmin(built);

describe('prices', () => {
  it('starts from the environment, keeps a history, and is what the public config and new checkouts use', async () => {
    const initial = (await as(admin).get('/api/admin/prices')).json();
    expect(initial).toEqual({
      current: { connectionRequestCents: 500, unlockCents: 4500 },
      initial: { connectionRequestCents: 500, unlockCents: 4500 },
      history: [],
    });

    const changed = await as(admin).put('/api/admin/prices', { connectionRequestCents: 750, unlockCents: 4500 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().current).toEqual({ connectionRequestCents: 750, unlockCents: 4500 });
    // Only the price that changed gets a history row, with who changed it.
    expect(changed.json().history).toEqual([expect.objectContaining({ kind: 'request', cents: 750, changedBy: admin.email })]);
    expect((await anonymous.get('/api/public-config')).json().prices).toEqual({ connectionRequestCents: 750, unlockCents: 4500 });

    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Precio Nuevo');
    const leadId = await submitLead(app, buyer);
    const sessionId = await payRequest(app, bank, leadId);
    expect((await as(bank).get(`/api/payments/${sessionId}`)).json().amountCents).toBe(750);

    await as(admin).put('/api/admin/prices', { connectionRequestCents: 500, unlockCents: 4500 });
    expect((await as(admin).get('/api/admin/prices')).json().history.map((h: { cents: number }) => h.cents)).toEqual([500, 750]);
    // The receipt keeps what was charged.
    expect((await as(bank).get(`/api/payments/${sessionId}`)).json().amountCents).toBe(750);
  });

  it('refuses prices that are not whole cents in range, in Spanish, and changes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ connectionRequestCents: 12.5, unlockCents: 4500 }, 'El precio va en centavos enteros, sin decimales.'],
      [{ connectionRequestCents: 10, unlockCents: 4500 }, 'El precio mínimo es 50 centavos ($0.50).'],
      [{ connectionRequestCents: 500, unlockCents: 5_000_000 }, 'El precio máximo es 1000000 centavos ($10,000).'],
      [{ connectionRequestCents: '500', unlockCents: 4500 }, 'Escribe el precio en centavos.'],
    ];
    const before = await db.select().from(schema.priceChanges);
    for (const [payload, message] of cases) {
      const response = await as(admin).put('/api/admin/prices', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await db.select().from(schema.priceChanges)).toHaveLength(before.length);
  });
});

describe('payments ledger', () => {
  it('lists, filters and totals payments, and refunds once without taking back what was bought', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Libro Mayor');
    const other = await createStaff(built, 'Cooperativa Libro Mayor');
    const leadId = await submitLead(app, buyer);
    await payRequest(app, bank, leadId);
    await payRequest(app, other, leadId);
    await answerRequest(app, buyer, 'Banco Libro Mayor', 'accepted');
    await payUnlock(app, bank, leadId);
    // An abandoned checkout is in the ledger too, as canceled.
    const { sessionId: abandoned } = (await as(other).post(`/api/pay/request/${await submitLead(app, await signUpBuyer(app))}`, {})).json();
    await as(other).post(`/api/payments/${abandoned}/cancel`, {});

    const mine = (await as(admin).get(`/api/admin/payments?institutionId=${bank.institution.id}`)).json();
    expect(mine.rows.map((r: { kind: string; amountCents: number; status: string }) => [r.kind, r.amountCents, r.status])).toEqual([
      ['unlock', 4500, 'paid'],
      ['request', 500, 'paid'],
    ]);
    expect(mine.rows[0]).toMatchObject({
      institutionName: 'Banco Libro Mayor',
      provider: 'simulated',
      leadId,
      municipio: 'Caguas',
      refundedCents: null,
    });
    expect(mine.totals.all).toEqual({ paidCents: 5000, refundedCents: 0, count: 2 });
    expect(mine.totals.byInstitution).toEqual([
      { institutionId: bank.institution.id, institutionName: 'Banco Libro Mayor', paidCents: 5000, refundedCents: 0, count: 2 },
    ]);
    const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Puerto_Rico', year: 'numeric', month: '2-digit' }).format(
      new Date(),
    );
    expect(mine.totals.byMonth).toEqual([{ month, paidCents: 5000, refundedCents: 0, count: 2 }]);
    expect(mine.institutions).toEqual(expect.arrayContaining([{ id: bank.institution.id, name: 'Banco Libro Mayor' }]));

    const canceled = (await as(admin).get(`/api/admin/payments?institutionId=${other.institution.id}&status=canceled`)).json();
    expect(canceled.rows).toHaveLength(1);
    expect(canceled.totals.all).toEqual({ paidCents: 0, refundedCents: 0, count: 0 });
    expect((await as(admin).get(`/api/admin/payments?month=${month}&institutionId=${bank.institution.id}`)).json().totalRows).toBe(2);
    expect((await as(admin).get(`/api/admin/payments?month=2020-01`)).json().rows).toEqual([]);
    expect((await as(admin).get('/api/admin/payments?month=2026-13')).statusCode).toBe(400);
    expect((await as(admin).get('/api/admin/payments?status=robado')).statusCode).toBe(400);
    for (const path of ['/api/admin/payments', '/api/admin/payments/export.csv']) {
      for (const [query, message] of [
        ['month=0000-01', 'El mes debe estar entre 2000-01 y 2100-12'],
        ['month=9999-12', 'El mes debe estar entre 2000-01 y 2100-12'],
        ['page=0', 'La página debe ser 1 o mayor'],
        ['page=dos', 'La página debe ser un número entero'],
        ['institutionId=no-es-id', 'Institución no válida'],
      ]) {
        const response = await as(admin).get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().message, `${path}?${query}`).toBe(message);
      }
    }

    const unlock = mine.rows[0];
    const refunded = await as(admin).post(`/api/admin/payments/${unlock.id}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ id: unlock.id, status: 'paid', refundedCents: 4500, refundedAt: expect.any(String) });
    const twice = await as(admin).post(`/api/admin/payments/${unlock.id}/refund`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este pago ya fue reembolsado.');
    const [row] = await db.select().from(schema.payments).where(eq(schema.payments.id, unlock.id));
    expect(row).toMatchObject({ refundedCents: 4500, providerRefundId: `sim_re_${unlock.id}` });

    // Money only: the institution keeps the contact it unlocked.
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'unlocked', nombre: 'Lucía Ortiz' });
    const after = (await as(admin).get(`/api/admin/payments?institutionId=${bank.institution.id}`)).json();
    expect(after.totals.all).toEqual({ paidCents: 5000, refundedCents: 4500, count: 2 });
    expect(
      (await as(admin).get(`/api/admin/payments?institutionId=${bank.institution.id}&status=refunded`))
        .json()
        .rows.map((r: { id: string }) => r.id),
    ).toEqual([unlock.id]);

    const notPaid = await as(admin).post(`/api/admin/payments/${canceled.rows[0].id}/refund`, {});
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Solo se puede reembolsar un pago cobrado.');
    expect((await as(admin).post('/api/admin/payments/no-es-un-id/refund', {})).statusCode).toBe(404);
  });

  it('pages by 50, newest first', async () => {
    const bank = await createStaff(built, 'Banco Muchas Páginas');
    const [staffUser] = await db
      .select({ userId: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.institutionId, bank.institution.id));
    const buyer = await signUpBuyer(app);
    const leadId = await submitLead(app, buyer);
    const [request] = await db.insert(schema.connectionRequests).values({ leadId, institutionId: bank.institution.id }).returning();
    await db.insert(schema.payments).values(
      Array.from({ length: 53 }, (_, i) => ({
        institutionId: bank.institution.id,
        staffUserId: staffUser!.userId,
        kind: 'request' as const,
        connectionRequestId: request!.id,
        amountCents: 100 + i,
        provider: 'simulated' as const,
        providerSessionId: `sim_page_${i}`,
        status: 'canceled' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
      })),
    );
    const first = (await as(admin).get(`/api/admin/payments?institutionId=${bank.institution.id}`)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 50, totalRows: 53 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].amountCents).toBe(152);
    const second = (await as(admin).get(`/api/admin/payments?institutionId=${bank.institution.id}&page=2`)).json();
    expect(second.rows.map((r: { amountCents: number }) => r.amountCents)).toEqual([102, 101, 100]);
  });

  it('exports the filtered ledger as Excel-ready CSV with formulas defused', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, '=HYPERLINK("http://malo.example.com")');
    await payRequest(app, bank, await submitLead(app, buyer, { municipio: 'Mayagüez' }));
    const response = await as(admin).get(`/api/admin/payments/export.csv?institutionId=${bank.institution.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pagos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"ID","Fecha","Institución","Tipo","Monto (USD)","Estado","Proveedor","Reembolsado (USD)","Fecha de reembolso","Lead","Municipio"',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://malo.example.com"")","Solicitud de conexión","5.00","Pagado","Simulado","",""`);
    expect(lines[1]).toContain('"Mayagüez"');
    expect(lines).toHaveLength(3);
  });

  it('puts month bounds on Puerto Rico midnight (UTC−4)', () => {
    expect(monthRange('2026-12').map((d) => d.toISOString())).toEqual(['2026-12-01T04:00:00.000Z', '2027-01-01T04:00:00.000Z']);
  });
});

describe('GET /api/institution/payments', () => {
  it('shows an institution its own paid receipts with what each bought, and never a buyer contact', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Recibos');
    const other = await createStaff(built, 'Banco Ajeno Recibos');
    const leadId = await submitLead(app, buyer, { municipio: 'Ponce' });
    await payRequest(app, bank, leadId);
    await payRequest(app, other, leadId);
    await answerRequest(app, buyer, 'Banco Recibos', 'accepted');
    await payUnlock(app, bank, leadId);

    const response = await as(bank).get('/api/institution/payments');
    const receipts = response.json();
    expect(receipts.map((r: { kind: string; amountCents: number }) => [r.kind, r.amountCents])).toEqual([
      ['unlock', 4500],
      ['request', 500],
    ]);
    expect(receipts[0]).toMatchObject({ leadId, municipio: 'Ponce', currency: 'usd', refundedCents: null, paidAt: expect.any(String) });
    expect(response.body).not.toMatch(/Lucía|lucia\.ortiz|555-0142/);
    expect((await as(other).get('/api/institution/payments')).json()).toEqual([expect.objectContaining({ kind: 'request', leadId })]);
  });
});
