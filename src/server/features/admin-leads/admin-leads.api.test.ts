// The operator's leads statistics (docs/decisions/0056-lead-statistics-and-dialog-views.md) on known data: municipality, status, ISO week,
// and the variant comparison.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { variantFor } from '../../../shared/domain/lead-variant';
import type { LeadStats } from '../../../shared/schemas/admin';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;
const admin = await createAdmin(built);
const bank = await createStaff(built, 'Banco Estadístico');
const other = await createStaff(built, 'Cooperativa Estadística');

const stats = async () => {
  const response = await as(admin).get('/api/admin/leads/stats');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadStats;
};
const shown = (buyer: Caller) => as(buyer).post('/api/leads/dialog-shown');

// Buyers until both variants have at least two, so the comparison has something on each side.
const buyers: Array<Awaited<ReturnType<typeof signUpBuyer>>> = [];
while (['blue', 'green'].some((v) => buyers.filter((b) => variantFor(b.id) === v).length < 2)) buyers.push(await signUpBuyer(app));
const byVariant = (v: string) => buyers.filter((b) => variantFor(b.id) === v);
const [blue1, blue2] = byVariant('blue') as [(typeof buyers)[number], (typeof buyers)[number]];
const [green1, green2] = byVariant('green') as [(typeof buyers)[number], (typeof buyers)[number]];

describe('dialog shown', () => {
  it('records the variant the server assigns, once per buyer however often it opens', async () => {
    const first = await shown(blue1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ variant: 'blue' });
    await shown(blue1);
    const [row] = await db.select().from(schema.leadDialogViews).where(eq(schema.leadDialogViews.userId, blue1.id));
    expect(row).toMatchObject({ variant: 'blue', timesShown: 2 });
  });

  it('is for buyers only', async () => {
    expect((await anonymous.post('/api/leads/dialog-shown')).statusCode).toBe(401);
    expect((await shown(bank)).statusCode).toBe(403);
  });
});

describe('leads statistics', () => {
  it('counts by municipality, furthest status, ISO week and variant', async () => {
    // blue1: shown twice, submits in Ponce; blue2: shown, does not submit.
    // green1: shown, submits in Ponce; green2: never shown, submits in Arecibo.
    await shown(blue2);
    await shown(green1);
    const leadBlue = await submitLead(app, blue1, { municipio: 'Ponce' });
    const leadGreen = await submitLead(app, green1, { municipio: 'Ponce' });
    await submitLead(app, green2, { municipio: 'Arecibo' });

    // leadBlue: requested by bank (waiting), unlocked by other → unlocked wins.
    await payRequest(app, bank, leadBlue);
    await payRequest(app, other, leadBlue);
    await answerRequest(app, blue1, 'Cooperativa Estadística', 'accepted');
    await payUnlock(app, other, leadBlue);
    // leadGreen: requested and declined.
    await payRequest(app, bank, leadGreen);
    await answerRequest(app, green1, 'Banco Estadístico', 'declined');
    // green2's lead in Arecibo: nothing paid.

    const result = await stats();
    expect(result.total).toBe(3);
    expect(result.byMunicipio).toEqual([
      { municipio: 'Ponce', count: 2 },
      { municipio: 'Arecibo', count: 1 },
    ]);
    expect(Object.fromEntries(result.byStatus.map((s) => [s.status, s.count]))).toEqual({
      open: 1,
      requested: 0,
      accepted: 0,
      unlocked: 1,
      declined: 1,
    });

    const weekOf = (date: Date) =>
      db.execute(sql`select to_char(${date.toISOString()}::timestamptz at time zone 'America/Puerto_Rico', 'IYYY-"W"IW') as week`);
    const thisWeek = ((await weekOf(new Date())) as unknown as { rows: Array<{ week: string }> }).rows[0]!.week;
    expect(result.byWeek).toEqual([{ week: thisWeek, count: 3 }]);

    expect(result.variants).toEqual([
      { variant: 'blue', shown: 2, submitted: 1, converted: 1, conversion: 0.5 },
      { variant: 'green', shown: 1, submitted: 2, converted: 1, conversion: 1 },
    ]);
  });

  it('puts leads of an older week in their own ISO week, in order', async () => {
    const [lead] = await db.select({ id: schema.leads.id }).from(schema.leads).where(eq(schema.leads.municipio, 'Arecibo'));
    // Monday 5 January 2026, noon in Puerto Rico: ISO week 2 of 2026.
    await db
      .update(schema.leads)
      .set({ createdAt: new Date('2026-01-05T16:00:00Z') })
      .where(eq(schema.leads.id, lead!.id));
    const result = await stats();
    expect(result.byWeek[0]).toEqual({ week: '2026-W02', count: 1 });
    expect(result.byWeek.reduce((sum, w) => sum + w.count, 0)).toBe(3);
  });

  it('exports the same numbers as CSV', async () => {
    const response = await as(admin).get('/api/admin/leads/stats.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('"Municipio","Ponce","2"');
    expect(response.body).toContain('"Variante","Azul (V1)","","2","1","1","50.0"');
    expect(response.body).not.toMatch(/@example\.com/);
  });
});
