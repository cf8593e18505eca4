// The contact sold is the one that was confirmed: a lead whose e-mail is not the account's verified one is on
// sale to institutions only after that address follows its own single-use link (docs/decisions/0124-lead-email-confirmed.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { createApiKey, withKey } from '../../../test/api-keys';
import { createStaff, latestMail, mailLinkPath, setupTestApp, signUpBuyer, uniqueEmail } from '../../../test/app';
import { leadPayload } from '../../../test/marketplace';
import { schema } from '../../db/client';
import { leadEmailCopy } from './lead-email';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const bank = await createStaff(built, 'Banco Confirma');
const api = withKey(app, (await createApiKey(app, bank, 'CRM')).key);

const listed = async (leadId: string) => {
  const list = (await as(bank).get(`${apiPaths.bankLeads}?limit=100`)).json() as Array<{ id: string }>;
  const v1 = (await api.get(`${apiPaths.v1.leads}?limit=100`)).json() as { items: Array<{ id: string }> };
  const single = (await as(bank).get(`/api/lead/${leadId}`)).statusCode;
  return { list: list.some((lead) => lead.id === leadId), v1: v1.items.some((lead) => lead.id === leadId), single };
};
const onSale = { list: true, v1: true, single: 200 };
const offSale = { list: false, v1: false, single: 404 };

const mailsTo = async (to: string) => (await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, to))).length;
const confirmed = async (leadId: string) =>
  (await db.select({ c: schema.leads.correoConfirmed }).from(schema.leads).where(eq(schema.leads.id, leadId)))[0]!.c;

describe('the lead e-mail institutions buy is a confirmed one', () => {
  it("a lead with the account's own e-mail (any case) is on sale once the account is verified, and no link is sent", async () => {
    const buyer = await signUpBuyer(app, 'Ana Propia');
    const response = await as(buyer).post(apiPaths.leads, leadPayload({ correo: `  ${buyer.email.toUpperCase()} ` }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ correoConfirmed: true });
    expect(await listed(response.json().id)).toEqual(onSale);
    await expect(latestMail(db, buyer.email, 'lead-email-confirmation')).rejects.toThrow();
  });

  it('a lead with another address is not sold until that address follows its link; the link works once', async () => {
    const buyer = await signUpBuyer(app, 'Berta Otra');
    const correo = uniqueEmail('otra');
    const response = await as(buyer).post(apiPaths.leads, leadPayload({ correo }));
    expect(response.statusCode).toBe(201);
    const leadId = response.json().id as string;
    expect(await listed(leadId)).toEqual(offSale);
    expect(response.json()).toMatchObject({ correoConfirmed: false });
    // The buyer's dashboard reads the same, to show the notice and the resend button.
    expect((await as(buyer).get(apiPaths.userLeads)).json()).toEqual([
      expect.objectContaining({ id: leadId, correo, correoConfirmed: false }),
    ]);

    const mail = await latestMail(db, correo, 'lead-email-confirmation');
    expect(mail.textBody).toContain('24 horas');
    const link = await mailLinkPath(db, correo, 'lead-email-confirmation');
    // Sending the form again with the same waiting address sends no second mail; the first link stays good.
    expect((await as(buyer).post(apiPaths.leads, leadPayload({ correo }))).json()).toMatchObject({ correoConfirmed: false });
    expect(await mailsTo(correo)).toBe(1);
    expect(link).toMatch(new RegExp(`^/api/leads/${leadId}/confirm-email\\?token=`));
    // Only a hash of the token is kept.
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const stored = await db
      .select()
      .from(schema.verification)
      .where(eq(schema.verification.identifier, `lead-email:${leadId}`));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const followed = await anonymous.get(link);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/dashboard?correo-confirmado=1');
    expect(await listed(leadId)).toEqual(onSale);

    // Used once: a second visit changes nothing and says why, in Spanish.
    const again = await anonymous.get(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/dashboard?correo-confirmado=1&error=enlace-invalido');
    expect(leadEmailCopy.linkInvalid).toMatch(/enlace/);
  });

  it('a wrong, garbled or expired token, or another lead, changes nothing', async () => {
    const buyer = await signUpBuyer(app, 'Carla Tarde');
    const correo = uniqueEmail('tarde');
    const leadId = (await as(buyer).post(apiPaths.leads, leadPayload({ correo }))).json().id as string;
    const link = await mailLinkPath(db, correo, 'lead-email-confirmation');
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const other = await signUpBuyer(app, 'Otra Persona');
    const otherLead = (await as(other).post(apiPaths.leads, leadPayload({ correo: uniqueEmail('ajena') }))).json().id as string;

    for (const url of [
      `/api/leads/${leadId}/confirm-email?token=${token}x`,
      `/api/leads/${leadId}/confirm-email`,
      `/api/leads/${otherLead}/confirm-email?token=${token}`,
      `/api/leads/no-es-un-id/confirm-email?token=${token}`,
    ]) {
      const refused = await anonymous.get(url);
      expect(refused.statusCode, url).toBe(302);
      expect(refused.headers.location, url).toBe('/dashboard?correo-confirmado=1&error=enlace-invalido');
    }
    expect(await confirmed(leadId)).toBe(false);
    expect(await confirmed(otherLead)).toBe(false);

    await db
      .update(schema.verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.verification.identifier, `lead-email:${leadId}`));
    const expired = await anonymous.get(link);
    expect(expired.headers.location).toBe('/dashboard?correo-confirmado=1&error=enlace-invalido');
    expect(await listed(leadId)).toEqual(offSale);
  });

  it('changing the e-mail voids the old link; the same address again stays confirmed; a new one goes off sale', async () => {
    const buyer = await signUpBuyer(app, 'Dora Cambia');
    const first = uniqueEmail('primera');
    const leadId = (await as(buyer).post(apiPaths.leads, leadPayload({ correo: first }))).json().id as string;
    const firstLink = await mailLinkPath(db, first, 'lead-email-confirmation');
    const second = uniqueEmail('segunda');
    expect((await as(buyer).post(apiPaths.leads, leadPayload({ correo: second }))).json()).toMatchObject({ correoConfirmed: false });
    expect((await anonymous.get(firstLink)).headers.location).toMatch(/error=/);
    expect(await confirmed(leadId)).toBe(false);

    expect((await anonymous.get(await mailLinkPath(db, second, 'lead-email-confirmation'))).headers.location).toBe(
      '/dashboard?correo-confirmado=1',
    );
    expect((await as(buyer).post(apiPaths.leads, leadPayload({ correo: second.toUpperCase() }))).json()).toMatchObject({
      correoConfirmed: true,
    });
    expect(await listed(leadId)).toEqual(onSale);
    expect((await as(buyer).post(apiPaths.leads, leadPayload({ correo: uniqueEmail('tercera') }))).json()).toMatchObject({
      correoConfirmed: false,
    });
    expect(await listed(leadId)).toEqual(offSale);
  });

  it('the buyer may ask again for the link of their own lead only', async () => {
    const buyer = await signUpBuyer(app, 'Elsa Reenvía');
    const correo = uniqueEmail('reenvio');
    const leadId = (await as(buyer).post(apiPaths.leads, leadPayload({ correo }))).json().id as string;
    const firstLink = await mailLinkPath(db, correo, 'lead-email-confirmation');

    const stranger = await signUpBuyer(app, 'Fina Ajena');
    const refused = await as(stranger).post(`/api/leads/${leadId}/confirm-email/resend`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: leadEmailCopy.leadNotFound });
    expect((await as(bank).post(`/api/leads/${leadId}/confirm-email/resend`, {})).statusCode).toBe(403);

    const resent = await as(buyer).post(`/api/leads/${leadId}/confirm-email/resend`, {});
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: leadEmailCopy.resent(correo) });
    const newLink = await mailLinkPath(db, correo, 'lead-email-confirmation');
    expect(newLink).not.toBe(firstLink);
    // The new link replaces the old one.
    expect((await anonymous.get(firstLink)).headers.location).toMatch(/error=/);
    expect((await anonymous.get(newLink)).headers.location).toBe('/dashboard?correo-confirmado=1');

    // Nothing to confirm: a clear Spanish 400.
    const done = await as(buyer).post(`/api/leads/${leadId}/confirm-email/resend`, {});
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(leadEmailCopy.alreadyConfirmed);
  });
});
