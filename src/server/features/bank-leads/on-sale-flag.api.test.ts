// The flag that puts a lead on sale is the buyer's e-mail verification, copied by the database
// (drizzle/0010_lead_buyer_verified.sql): it follows the buyer however the buyer changes, a hand-written value is put
// back, and the counts never count a request on a lead that is not on sale.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createStaff, setupTestApp, signUpBuyer, verifyBuyerEmail } from '../../../test/app';
import { payRequest, submitLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;
const bank = await createStaff(built, 'Banco Bandera');
const municipio = 'Vieques';

const flagOf = async (leadId: string) =>
  (await db.select({ flag: schema.leads.buyerVerified }).from(schema.leads).where(eq(schema.leads.id, leadId)))[0]?.flag;
const summary = async () => (await as(bank).get(`/api/leads-for-banks/summary?municipio=${municipio}`)).json() as Record<string, number>;
const listed = async () =>
  ((await as(bank).get(`/api/leads-for-banks?municipio=${municipio}`)).json() as Array<{ id: string }>).map((l) => l.id);

describe('leads.buyer_verified', () => {
  it('is the buyer’s verification: set when the lead is stored, following the buyer, never written by hand', async () => {
    const buyer = await signUpBuyer(app, 'Bea Bandera', { verified: false });
    const leadId = await submitLead(app, buyer, { municipio });
    expect(await flagOf(leadId)).toBe(false);

    // Written by hand, the flag takes the buyer's value again.
    await db.execute(sql`update leads set buyer_verified = true where id = ${leadId}`);
    expect(await flagOf(leadId)).toBe(false);
    expect(await listed()).toEqual([]);

    await verifyBuyerEmail(app, buyer.email);
    expect(await flagOf(leadId)).toBe(true);
    expect(await listed()).toEqual([leadId]);

    // Submitting again updates the lead and keeps it on sale.
    await submitLead(app, buyer, { municipio, nombre: 'Bea B.' });
    expect(await flagOf(leadId)).toBe(true);
  });

  it('takes a lead with a request off the counts whole when its buyer is no longer verified', async () => {
    const buyer = await signUpBuyer(app, 'Luz Bandera');
    const leadId = await submitLead(app, buyer, { municipio });
    await payRequest(app, bank, leadId);
    const before = await summary();
    expect(before).toMatchObject({ waiting: 1 });

    await db.update(schema.user).set({ emailVerified: false }).where(eq(schema.user.id, buyer.id));
    expect(await flagOf(leadId)).toBe(false);
    expect(await listed()).not.toContain(leadId);
    expect(await summary()).toEqual({ ...before, total: before.total! - 1, waiting: 0 });
  });
});
