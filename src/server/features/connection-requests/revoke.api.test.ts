// docs/product/buyer-control.md#revoking-consent: after the buyer withdraws consent, the institution is served no contact data,
// its conversation is closed, its staff are told, and the revocation is a consent record.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { consentText } from '../../../shared/schemas/leads';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead, unlockLead } from '../../../test/marketplace';
import { openContact } from '../../crypto/contact-data';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as } = built;
const { db } = built.database;

const buyer = await signUpBuyer(app, 'Aurora');
const otherBuyer = await signUpBuyer(app, 'Otra');
const bank = await createStaff(built, 'Banco Retirado');
const patient = await createStaff(built, 'Cooperativa Paciente');
const leadId = await submitLead(app, buyer, { nombre: 'Aurora Vélez', correo: 'aurora.velez@example.com', movil: '(787) 555-0177' });
await unlockLead(app, bank, buyer, leadId);

const holders = async () =>
  (await as(buyer).get('/api/user/contact-holders')).json() as Array<{
    requestId: string;
    institutionName: string;
    unlockedAt: string | null;
    revokedAt: string | null;
  }>;
const holderOf = async (name: string) => (await holders()).find((holder) => holder.institutionName === name)!;
const revoke = (requestId: string, body: Record<string, unknown> = {}, caller = buyer) =>
  as(caller).post(`/api/connection-requests/${requestId}/revoke`, body);

describe('revoking consent', () => {
  it('refuses what cannot be revoked, in Spanish, and changes nothing', async () => {
    const { requestId } = await holderOf('Banco Retirado');
    expect((await revoke('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke('no-es-un-id')).statusCode).toBe(404);
    expect((await revoke(requestId, {}, otherBuyer)).statusCode).toBe(404);
    const long = await revoke(requestId, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('El motivo no puede pasar de 500 caracteres');

    // A request still waiting for an answer is declined, not revoked.
    await payRequest(app, patient, leadId);
    const pending = (await as(buyer).get('/api/user/connection-requests')).json() as Array<{ id: string; bankName: string }>;
    const waiting = pending.find((request) => request.bankName === 'Cooperativa Paciente')!;
    const notAccepted = await revoke(waiting.id);
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().message).toBe('Solo puedes retirar el consentimiento de una solicitud que aceptaste.');

    expect((await holderOf('Banco Retirado')).revokedAt).toBeNull();
    expect(((await as(bank).get(`/api/lead/${leadId}`)).json() as BankLead).correo).toBe('aurora.velez@example.com');
  });

  it('takes the contact data away from the institution at once, closes the conversation and tells its staff', async () => {
    const { requestId } = await holderOf('Banco Retirado');
    const revoked = await revoke(requestId, { reason: 'Ya encontré financiamiento' });
    expect(revoked.statusCode).toBe(200);
    expect((await holderOf('Banco Retirado')).revokedAt).toBe(revoked.json().revokedAt);
    const history = (await as(buyer).get('/api/user/connection-requests')).json() as Array<{ id: string; revokedAt: string | null }>;
    expect(history.find((request) => request.id === requestId)!.revokedAt).toBe(revoked.json().revokedAt);

    const lead = (await as(bank).get(`/api/lead/${leadId}`)).json() as BankLead;
    expect(lead).toMatchObject({ state: 'revoked', nombre: null, correo: null, movil: null, contactPreferences: null });
    expect(lead.revokedAt).toBe(revoked.json().revokedAt);
    const inFilter = (await as(bank).get('/api/leads-for-banks?status=revoked')).json() as BankLead[];
    expect(inFilter.map((row) => row.id)).toEqual([leadId]);
    expect(((await as(bank).get('/api/leads-for-banks?status=unlocked')).json() as BankLead[]).length).toBe(0);
    expect((await as(bank).get('/api/leads-for-banks/summary')).json()).toMatchObject({ unlocked: 0, revoked: 1 });

    const [conversation] = await db.select().from(schema.conversations).where(eq(schema.conversations.userId, buyer.id));
    expect(conversation!.status).toBe('closed');
    // The institution loses the conversation itself, as any conversation not its own (conversations.api.test.ts).
    const write = await as(bank).post(`/api/institution/conversations/${conversation!.id}/messages`, { content: '¿Seguimos?' });
    expect(write.statusCode).toBe(404);

    const notices = await db
      .select({ kind: schema.notifications.kind, title: schema.notifications.title })
      .from(schema.notifications)
      .innerJoin(schema.user, eq(schema.user.id, schema.notifications.userId))
      .where(eq(schema.user.email, bank.email));
    expect(notices).toEqual([{ kind: 'consent-revoked', title: 'El comprador retiró su consentimiento: no lo contacte' }]);
    const mail = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, bank.email), eq(schema.emailOutbox.kind, 'consent-revoked')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('no lo contacte');
    expect(mail[0]!.textBody).not.toContain('Aurora');

    const [record] = await db
      .select()
      .from(schema.consentRecords)
      .where(and(eq(schema.consentRecords.connectionRequestId, requestId), eq(schema.consentRecords.decision, 'revoked')));
    expect(record).toMatchObject({ consentText: consentText('Banco Retirado', 'revoked'), institutionId: bank.institution.id });
    expect(record!.clientHash).toMatch(/^hmac1:[0-9a-f]{64}$/);
    expect(record!.verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [request] = await db.select().from(schema.connectionRequests).where(eq(schema.connectionRequests.id, requestId));
    // The buyer's words are sealed at rest (docs/decisions/0123-…).
    expect(request!.revokeReason).toMatch(/^enc:v1:/);
    expect(openContact(request!.revokeReason)).toBe('Ya encontré financiamiento');

    const events = await db.select().from(schema.liveEvents).where(eq(schema.liveEvents.audienceId, bank.institution.id));
    expect(events.map((event) => event.type)).toContain('consent-revoked');
  });

  it('happens once', async () => {
    const { requestId } = await holderOf('Banco Retirado');
    const again = await revoke(requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya retiraste tu consentimiento a esta institución.');
  });

  it('stops an unlock the institution has not paid yet', async () => {
    await answerRequest(app, buyer, 'Cooperativa Paciente', 'accepted');
    const { requestId, unlockedAt } = await holderOf('Cooperativa Paciente');
    expect(unlockedAt).toBeNull();
    // A checkout opened before the revocation cannot complete the unlock after it: its payment is refunded (decision 0138).
    const checkout = await as(patient).post(`/api/pay/unlock/${leadId}`, {});
    expect(checkout.statusCode).toBe(200);
    expect((await revoke(requestId)).statusCode).toBe(200);
    const confirmed = await as(patient).post('/api/simulate-payment-success', { sessionId: checkout.json().sessionId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'refunded' });
    const refused = await as(patient).post(`/api/pay/unlock/${leadId}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('El comprador retiró su consentimiento: no lo contacte.');
    await expect(payUnlock(app, patient, leadId)).rejects.toThrow(/409/);
    const lead = (await as(patient).get(`/api/lead/${leadId}`)).json() as BankLead;
    expect(lead).toMatchObject({ state: 'revoked', unlocked: false, correo: null });
  });
});
