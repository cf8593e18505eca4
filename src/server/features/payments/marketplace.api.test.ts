// The whole paid story over HTTP: request → buyer's answer → unlock, with its rules and what each step writes.
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../../test/marketplace';

const built = await setupTestApp({ REQUEST_PRICE_CENTS: '500', UNLOCK_PRICE_CENTS: '4500' });
const { app, as } = built;
const db = built.database.db;

describe('connection request, answer and unlock', () => {
  it('walks a lead from request to unlock, and charges the configured prices once each', async () => {
    const buyer = await signUpBuyer(app, 'Carmen Flujo');
    const bank = await createStaff(built, 'Banco Flujo');
    const leadId = await submitLead(app, buyer);

    const requestSession = await payRequest(app, bank, leadId);
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({
      state: 'waiting',
      requestStatus: 'pending',
      unlocked: false,
      nombre: null,
    });

    // The buyer is told, in the app and by e-mail (queued in the same transaction).
    const notices = (await as(buyer).get('/api/user/notices')).json();
    expect(notices).toEqual([expect.objectContaining({ title: 'Nueva solicitud de conexión', link: '/connection-requests' })]);
    // (The sign-up's verification mail is not this test's subject.)
    const mail = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, buyer.email), ne(schema.emailOutbox.kind, 'email-verification')));
    expect(mail).toEqual([expect.objectContaining({ kind: 'connection-request', status: 'pending' })]);
    expect(mail[0]!.textBody).toContain('Banco Flujo');

    const requestId = await answerRequest(app, buyer, 'Banco Flujo', 'accepted', 'Pueden llamarme en la tarde');
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({
      state: 'accepted',
      requestStatus: 'accepted',
      nombre: null,
    });

    const consent = await db.select().from(schema.consentRecords).where(eq(schema.consentRecords.connectionRequestId, requestId));
    expect(consent).toEqual([expect.objectContaining({ decision: 'accepted', institutionId: bank.institution.id, leadId })]);
    expect(consent[0]!.consentText).toContain('Banco Flujo');
    expect(consent[0]!.clientHash).toMatch(/^hmac1:[0-9a-f]{64}$/);

    const unlockSession = await payUnlock(app, bank, leadId);
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({
      state: 'unlocked',
      unlocked: true,
      nombre: 'Lucía Ortiz',
      correo: buyer.email,
      movil: '(787) 555-0142',
    });

    const payments = await db.select().from(schema.payments).where(eq(schema.payments.institutionId, bank.institution.id));
    expect(payments.map((p) => [p.kind, p.amountCents, p.status]).sort()).toEqual([
      ['request', 500, 'paid'],
      ['unlock', 4500, 'paid'],
    ]);
    const paid = (await as(bank).get(`/api/payments/${unlockSession}`)).json();
    expect(paid).toMatchObject({
      kind: 'unlock',
      status: 'paid',
      amountCents: 4500,
      leadId,
      successPath: `/payment-success?lead_id=${leadId}&session_id=${unlockSession}`,
    });
    expect((await as(bank).get(`/api/payments/${requestSession}`)).json().successPath).toBe(
      `/leads-dashboard?request_success=1&lead_id=${leadId}`,
    );

    // The unlock opens the conversation, and the buyer can see who holds their details.
    const conversations = await db.select().from(schema.conversations).where(eq(schema.conversations.userId, buyer.id));
    expect(conversations).toEqual([expect.objectContaining({ institutionId: bank.institution.id, status: 'active' })]);
    expect((await as(buyer).get('/api/user/contact-holders')).json()).toEqual([
      {
        requestId: expect.any(String),
        institutionName: 'Banco Flujo',
        acceptedAt: expect.any(String),
        unlockedAt: expect.any(String),
        revokedAt: null,
        contactAttempts: [],
      },
    ]);
    // The institution's staff hear about the answer, without the buyer's contact data.
    const answerMail = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, bank.email));
    expect(answerMail).toEqual([expect.objectContaining({ kind: 'request-answered' })]);
    expect(answerMail[0]!.textBody).not.toContain('Lucía');
  });

  it('refuses the unlock before acceptance with 409 "Conexión no aceptada" and opens no checkout', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Impaciente');
    const leadId = await submitLead(app, buyer);

    const beforeRequest = await as(bank).post(`/api/pay/unlock/${leadId}`, {});
    expect(beforeRequest.statusCode).toBe(409);
    expect(beforeRequest.json().message).toBe('Conexión no aceptada');

    await payRequest(app, bank, leadId);
    const beforeAnswer = await as(bank).post(`/api/pay/unlock/${leadId}`, {});
    expect(beforeAnswer.statusCode).toBe(409);
    expect(beforeAnswer.json().message).toBe('Conexión no aceptada');

    await answerRequest(app, buyer, 'Banco Impaciente', 'declined', 'Ya tengo banco');
    const afterDecline = await as(bank).post(`/api/pay/unlock/${leadId}`, {});
    expect(afterDecline.statusCode).toBe(409);
    const payments = await db.select().from(schema.payments).where(eq(schema.payments.institutionId, bank.institution.id));
    expect(payments.map((p) => p.kind)).toEqual(['request']);
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'rejected', requestStatus: 'rejected' });
    expect((await as(buyer).get('/api/user/connection-requests')).json()).toEqual([
      expect.objectContaining({ bankName: 'Banco Impaciente', requestStatus: 'declined', userResponse: 'Ya tengo banco' }),
    ]);
  });

  it('confirms a payment once however often it is confirmed', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Repetido');
    const leadId = await submitLead(app, buyer);
    const sessionId = await payRequest(app, bank, leadId);
    const again = await as(bank).post('/api/simulate-payment-success', { sessionId, type: 'request' });
    expect(again.statusCode).toBe(200);
    expect((await as(buyer).get('/api/user/notices')).json()).toHaveLength(1);
    const second = await as(bank).post(`/api/pay/request/${leadId}`, {});
    expect(second.statusCode).toBe(409);
  });

  it('lets an institution confirm or see only its own checkouts', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Dueño');
    const other = await createStaff(built, 'Banco Ajeno');
    const leadId = await submitLead(app, buyer);
    const { sessionId } = (await as(bank).post(`/api/pay/request/${leadId}`, {})).json();

    expect((await as(other).post('/api/simulate-payment-success', { sessionId })).statusCode).toBe(404);
    expect((await as(other).get(`/api/payments/${sessionId}`)).statusCode).toBe(404);
    expect((await as(other).post(`/api/payments/${sessionId}/cancel`, {})).statusCode).toBe(404);
    expect((await as(buyer).get('/api/user/connection-requests')).json()).toEqual([]);

    const canceled = await as(bank).post(`/api/payments/${sessionId}/cancel`, {});
    expect(canceled.json().status).toBe('canceled');
    const late = await as(bank).post('/api/simulate-payment-success', { sessionId });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No se pudo procesar el pago');
    expect((await as(buyer).get('/api/user/connection-requests')).json()).toEqual([]);
  });

  it('lets the create_request flow make an unpaid request first, then pay it by its id', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco En Dos Pasos');
    const leadId = await submitLead(app, buyer);
    const created = await as(bank).post('/api/lead-connection-requests', { leadId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ leadId, requestStatus: 'pending', requestPurchaseId: null, bankName: 'Banco En Dos Pasos' });
    expect((await as(bank).post('/api/lead-connection-requests', { leadId })).json().id).toBe(created.json().id);
    expect((await as(bank).get(`/api/lead/${leadId}`)).json().state).toBe('available');
    expect((await as(buyer).get('/api/user/connection-requests')).json()).toEqual([]);

    await payStepById(bank, created.json().id);
    const requests = (await as(bank).get('/api/lead-connection-requests?bankEmail=otro@banco.example.com')).json();
    expect(requests).toEqual([
      expect.objectContaining({ id: created.json().id, requestStatus: 'pending', requestPurchaseId: expect.any(String) }),
    ]);
    expect((await as(buyer).get('/api/user/connection-requests')).json()).toHaveLength(1);
  });

  async function payStepById(bank: { cookie: string }, requestId: string) {
    const checkout = await as(bank).post(`/api/request-connection/${requestId}`, { bankEmail: 'x@y.com', bankName: 'Otro' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().checkoutUrl).toMatch(/^\/checkout\/simulado\?session_id=sim_/);
    await as(bank).post('/api/simulate-payment-success', { sessionId: checkout.json().sessionId });
  }
});

describe('the buyer answers', () => {
  it('only their own paid, pending requests, once', async () => {
    const buyer = await signUpBuyer(app);
    const stranger = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Respuesta');
    const leadId = await submitLead(app, buyer);
    const unpaid = (await as(bank).post('/api/lead-connection-requests', { leadId })).json().id;
    expect((await as(buyer).post(`/api/connection-requests/${unpaid}/respond`, { response: 'accepted' })).statusCode).toBe(404);

    await payRequest(app, bank, leadId);
    expect((await as(stranger).post(`/api/connection-requests/${unpaid}/respond`, { response: 'accepted' })).statusCode).toBe(404);
    expect((await as(buyer).post('/api/connection-requests/no-es-un-id/respond', { response: 'accepted' })).statusCode).toBe(404);

    const bad = await as(buyer).post(`/api/connection-requests/${unpaid}/respond`, { response: 'quizas' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Responde aceptar o rechazar');

    expect((await as(buyer).post(`/api/connection-requests/${unpaid}/respond`, { response: 'accepted' })).statusCode).toBe(200);
    const twice = await as(buyer).post(`/api/connection-requests/${unpaid}/respond`, { response: 'declined' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya respondiste a esta solicitud.');
    const records = await db
      .select()
      .from(schema.consentRecords)
      .where(and(eq(schema.consentRecords.leadId, leadId), eq(schema.consentRecords.userId, buyer.id)));
    expect(records.map((r) => r.decision)).toEqual(['accepted']);
  });

  it('marks notices read', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Aviso');
    await payRequest(app, bank, await submitLead(app, buyer));
    expect((await as(buyer).get('/api/user/notices')).json()).toHaveLength(1);
    expect((await as(buyer).post('/api/user/notices/read', {})).statusCode).toBe(204);
    expect((await as(buyer).get('/api/user/notices')).json()).toEqual([]);
  });
});
