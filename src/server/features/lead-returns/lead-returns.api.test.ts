// docs/product/lender-integrations.md#lead-returns over HTTP on the simulated provider: the institution asks within
// 7 days of its own unlock, once; the operator approves (one refund) or refuses, once; the buyer confirms their data.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openContact } from '../../crypto/contact-data';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, submitLead, unlockLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';

const built = await setupTestApp({ REQUEST_PRICE_CENTS: '500', UNLOCK_PRICE_CENTS: '4500' });
const { app, as } = built;
const db = built.database.db;
const admin = await createAdmin(built);
const path = '/api/institution/lead-returns';
const decision = (id: string) => `/api/admin/lead-returns/${id}/decision`;
const day = 24 * 60 * 60_000;

let counter = 0;
/** A buyer whose lead this bank unlocked, with contact data the tests look for afterwards. */
async function unlocked(bank: Awaited<ReturnType<typeof createStaff>>) {
  const n = ++counter;
  const contact = { nombre: `Compradora Devuelta ${n}`, correo: `devuelta-${n}@example.com`, movil: `(787) 555-${String(1000 + n)}` };
  const buyer = await signUpBuyer(app, contact.nombre);
  const leadId = await submitLead(app, buyer, { ...contact, municipio: 'Arecibo' });
  await unlockLead(app, bank, buyer, leadId);
  return { buyer, leadId, contact };
}

async function unlockPayment(bank: { institution: { id: string } }, leadId: string) {
  const [row] = await db
    .select({ payment: schema.payments })
    .from(schema.payments)
    .innerJoin(schema.connectionRequests, eq(schema.connectionRequests.unlockPaymentId, schema.payments.id))
    .where(and(eq(schema.connectionRequests.leadId, leadId), eq(schema.payments.institutionId, bank.institution.id)));
  return row!.payment;
}

/** Moves the unlock's payment back in time, as if it was paid `ms` ago. */
async function paidAgo(bank: { institution: { id: string } }, leadId: string, ms: number) {
  const payment = await unlockPayment(bank, leadId);
  await db
    .update(schema.payments)
    .set({ paidAt: new Date(Date.now() - ms) })
    .where(eq(schema.payments.id, payment.id));
}

const returnsRows = () => db.select().from(schema.leadReturns);
const ask = (bank: Caller, leadId: string, body: Record<string, unknown> = {}) =>
  as(bank).post(path, { leadId, reason: 'phone_disconnected', ...body });
const leadRow = async (leadId: string) => (await db.select().from(schema.leads).where(eq(schema.leads.id, leadId)))[0]!;

describe('asking for a credit', () => {
  it('records a return on the institution’s own unlock and shows it as asked, once per unlock', async () => {
    const bank = await createStaff(built, 'Banco Devolución');
    const { leadId } = await unlocked(bank);
    const before = (await as(bank).get(path)).json();
    expect(before.returnable).toEqual([{ leadId, until: expect.any(String) }]);

    const asked = await ask(bank, leadId, { reason: 'email_bounced', details: '  El correo rebotó dos veces.  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ leadId, reason: 'email_bounced', details: 'El correo rebotó dos veces.', status: 'pending' });
    const listed = (await as(bank).get(path)).json();
    expect(listed.returns).toEqual([expect.objectContaining({ id: asked.json().id, status: 'pending', refundedCents: null })]);
    expect(listed.returnable).toEqual([]);

    const again = await ask(bank, leadId, { reason: 'not_the_person' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya pediste un crédito por este lead');
    const rows = await db.select().from(schema.leadReturns).where(eq(schema.leadReturns.institutionId, bank.institution.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ unlockPaymentId: (await unlockPayment(bank, leadId)).id, requestedBy: expect.any(String) });
  });

  it('takes a return on day 7 after the unlock’s payment and refuses it on day 8, in Spanish', async () => {
    const bank = await createStaff(built, 'Banco Plazo');
    const daySeven = await unlocked(bank);
    const dayEight = await unlocked(bank);
    await paidAgo(bank, daySeven.leadId, 7 * day - 60_000);
    await paidAgo(bank, dayEight.leadId, 7 * day + 60_000);
    expect((await as(bank).get(path)).json().returnable.map((r: { leadId: string }) => r.leadId)).toEqual([daySeven.leadId]);

    const late = await ask(bank, dayEight.leadId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('El plazo para pedir crédito por este lead terminó: son 7 días desde el desbloqueo.');
    expect((await ask(bank, daySeven.leadId)).statusCode).toBe(201);
    expect(await db.select().from(schema.leadReturns).where(eq(schema.leadReturns.institutionId, bank.institution.id))).toHaveLength(1);
  });

  it('answers 404 for another institution’s unlock, a lead only requested, an unknown id; 403 for a buyer', async () => {
    const bank = await createStaff(built, 'Banco Dueño');
    const other = await createStaff(built, 'Banco Ajeno');
    const { buyer, leadId } = await unlocked(bank);
    // The other bank even holds an accepted request on the same lead, but never unlocked it.
    await payRequest(app, other, leadId);
    await answerRequest(app, buyer, 'Banco Ajeno', 'accepted');
    const requestedOnly = await submitLead(app, await signUpBuyer(app));
    await payRequest(app, bank, requestedOnly);
    const before = (await returnsRows()).length;

    for (const [caller, id] of [
      [other, leadId],
      [bank, requestedOnly],
      [bank, '00000000-0000-4000-8000-000000000000'],
      [bank, 'no-es-un-id'],
    ] as const) {
      const response = await ask(caller, id);
      expect(response.statusCode, `${id}`).toBe(404);
      expect(response.json().message).toBe('Lead no encontrado');
    }
    expect((await ask(buyer, leadId)).statusCode).toBe(403);
    expect((await as(buyer).get(path)).statusCode).toBe(403);
    expect(await returnsRows()).toHaveLength(before);
  });

  it('refuses a missing or unknown reason and details that are too long, in Spanish, and writes nothing', async () => {
    const bank = await createStaff(built, 'Banco Validación');
    const { leadId } = await unlocked(bank);
    const before = (await returnsRows()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ leadId }, 'Elige el motivo: teléfono desconectado, correo rebotado o no es la persona.'],
      [{ leadId, reason: 'no_contesta' }, 'Elige el motivo: teléfono desconectado, correo rebotado o no es la persona.'],
      [{ leadId, reason: 'phone_disconnected', details: 'x'.repeat(501) }, 'Los detalles no pueden pasar de 500 caracteres.'],
      [{ reason: 'phone_disconnected' }, 'Indica el lead.'],
    ];
    for (const [body, message] of cases) {
      const response = await as(bank).post(path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await returnsRows()).toHaveLength(before);
  });

  it('refuses an unlock already refunded from the ledger', async () => {
    const bank = await createStaff(built, 'Banco Ya Reembolsado');
    const { leadId } = await unlocked(bank);
    const payment = await unlockPayment(bank, leadId);
    expect((await as(admin).post(`/api/admin/payments/${payment.id}/refund`, {})).statusCode).toBe(200);
    const response = await ask(bank, leadId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este desbloqueo ya fue reembolsado.');
    expect((await as(bank).get(path)).json().returnable).toEqual([]);
  });

  it('takes a return after the buyer withdrew consent, and tells the operator so', async () => {
    const bank = await createStaff(built, 'Banco Revocado');
    const { buyer, leadId } = await unlocked(bank);
    const [request] = (await as(buyer).get('/api/user/connection-requests')).json() as Array<{ id: string }>;
    expect((await as(buyer).post(`/api/connection-requests/${request!.id}/revoke`, { reason: '' })).statusCode).toBe(200);
    const asked = await ask(bank, leadId, { reason: 'not_the_person' });
    expect(asked.statusCode, asked.body).toBe(201);
    const queue = (await as(admin).get('/api/admin/lead-returns')).json();
    expect(queue.items.find((item: { id: string }) => item.id === asked.json().id)).toMatchObject({ consentRevoked: true });
  });
});

describe('the operator’s decision', () => {
  it('approves once: one refund through the ledger, recorded, the institution told and credited, the buyer asked', async () => {
    const bank = await createStaff(built, 'Banco Aprobado');
    const { buyer, leadId, contact } = await unlocked(bank);
    const id = (await ask(bank, leadId, { details: 'Número fuera de servicio' })).json().id as string;
    const payment = await unlockPayment(bank, leadId);

    const approved = await as(admin).post(decision(id), { decision: 'approve', note: 'Confirmado con la compañía telefónica.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      status: 'approved',
      institutionName: 'Banco Aprobado',
      unlockAmountCents: 4500,
      refundedCents: 4500,
      decidedBy: 'Operadora',
      decisionNote: 'Confirmado con la compañía telefónica.',
      decidedAt: expect.any(String),
    });
    const refunded = await unlockPayment(bank, leadId);
    expect(refunded).toMatchObject({ status: 'paid', refundedCents: 4500, providerRefundId: `sim_re_${payment.id}` });
    expect(refunded.refundedAt).not.toBeNull();
    const [row] = await db.select().from(schema.leadReturns).where(eq(schema.leadReturns.id, id));
    expect(row).toMatchObject({ status: 'approved', decisionNote: 'Confirmado con la compañía telefónica.' });
    expect(row!.decidedBy).toBe(refunded.refundedBy);

    // Approving again, or refusing after, changes nothing and refunds nothing more.
    const twice = await as(admin).post(decision(id), { decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta devolución ya fue aprobada.');
    expect((await as(admin).post(decision(id), { decision: 'refuse' })).statusCode).toBe(409);
    expect(await unlockPayment(bank, leadId)).toMatchObject({ refundedCents: 4500, refundedAt: refunded.refundedAt });
    const ledger = (await as(admin).get(`/api/admin/payments?institutionId=${bank.institution.id}`)).json();
    expect(ledger.totals.all.refundedCents).toBe(4500);

    // The institution sees the state and the credit (its receipts show the refund), and is told by e-mail.
    expect((await as(bank).get(path)).json().returns).toEqual([
      expect.objectContaining({ id, status: 'approved', refundedCents: 4500, decisionNote: 'Confirmado con la compañía telefónica.' }),
    ]);
    const receipts = (await as(bank).get('/api/institution/payments')).json() as Array<{ kind: string; refundedCents: number | null }>;
    expect(receipts.find((r) => r.kind === 'unlock')).toMatchObject({ refundedCents: 4500 });
    const staffMail = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, bank.email), eq(schema.emailOutbox.kind, 'lead-return-decided')));
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]!.subject).toContain('Crédito aprobado');
    expect(staffMail[0]!.textBody).toContain(leadId);
    expect(staffMail[0]!.textBody).toContain('$45.00');

    // The buyer is asked to check their own data, never told who or how much.
    expect((await leadRow(leadId)).contactCheckRequestedAt).not.toBeNull();
    const check = await as(buyer).get('/api/me/contact-check');
    expect(check.json()).toEqual({ requestedAt: expect.any(String), contact });
    const buyerMail = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, buyer.email), eq(schema.emailOutbox.kind, 'contact-check')));
    expect(buyerMail).toHaveLength(1);
    for (const text of [check.body, buyerMail[0]!.textBody, buyerMail[0]!.subject]) {
      expect(text).not.toContain('Banco Aprobado');
      expect(text).not.toMatch(/\$|45\.00|4500/);
    }
  });

  it('refunds once when two approvals arrive at the same moment', async () => {
    const bank = await createStaff(built, 'Banco Doble Aprobación');
    const { leadId } = await unlocked(bank);
    const id = (await ask(bank, leadId)).json().id as string;
    const responses = await Promise.all([
      as(admin).post(decision(id), { decision: 'approve' }),
      as(admin).post(decision(id), { decision: 'approve' }),
      as(admin).post(decision(id), { decision: 'approve' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await unlockPayment(bank, leadId)).toMatchObject({ refundedCents: 4500 });
    const mails = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, bank.email), eq(schema.emailOutbox.kind, 'lead-return-decided')));
    expect(mails).toHaveLength(1);
  });

  it('refuses: no refund, no contact check, the institution told; approving after answers 409', async () => {
    const bank = await createStaff(built, 'Banco Rechazado');
    const { buyer, leadId } = await unlocked(bank);
    const id = (await ask(bank, leadId, { reason: 'not_the_person' })).json().id as string;
    const refused = await as(admin).post(decision(id), { decision: 'refuse', note: 'Hubo contacto registrado.' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', refundedCents: null, decisionNote: 'Hubo contacto registrado.' });

    const approve = await as(admin).post(decision(id), { decision: 'approve' });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('Esta devolución ya fue rechazada.');
    expect(await unlockPayment(bank, leadId)).toMatchObject({ refundedCents: null, refundedAt: null, providerRefundId: null });
    expect((await leadRow(leadId)).contactCheckRequestedAt).toBeNull();
    expect((await as(buyer).get('/api/me/contact-check')).json()).toEqual({ requestedAt: null, contact: null });
    expect((await as(bank).get(path)).json().returns).toEqual([expect.objectContaining({ id, status: 'refused', refundedCents: null })]);
    const [mail] = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, bank.email), eq(schema.emailOutbox.kind, 'lead-return-decided')));
    expect(mail!.subject).toContain('Crédito rechazado');
  });

  it('records an approval without a second refund when the ledger refunded the unlock meanwhile', async () => {
    const bank = await createStaff(built, 'Banco Reembolso Previo');
    const { leadId } = await unlocked(bank);
    const id = (await ask(bank, leadId)).json().id as string;
    const payment = await unlockPayment(bank, leadId);
    expect((await as(admin).post(`/api/admin/payments/${payment.id}/refund`, {})).statusCode).toBe(200);
    const refunded = await unlockPayment(bank, leadId);
    const approved = await as(admin).post(decision(id), { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await unlockPayment(bank, leadId)).toMatchObject({ refundedCents: 4500, refundedAt: refunded.refundedAt });
  });

  it('refuses a bad decision or a long note in Spanish and changes nothing; 404 for an unknown return', async () => {
    const bank = await createStaff(built, 'Banco Decisión Inválida');
    const { leadId } = await unlocked(bank);
    const id = (await ask(bank, leadId)).json().id as string;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Elige aprobar o rechazar.'],
      [{ decision: 'maybe' }, 'Elige aprobar o rechazar.'],
      [{ decision: 'approve', note: 'x'.repeat(501) }, 'La nota no puede pasar de 500 caracteres.'],
    ];
    for (const [body, message] of cases) {
      const response = await as(admin).post(decision(id), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [row] = await db.select().from(schema.leadReturns).where(eq(schema.leadReturns.id, id));
    expect(row).toMatchObject({ status: 'pending', decidedAt: null });
    expect(await unlockPayment(bank, leadId)).toMatchObject({ refundedAt: null });
    expect((await as(admin).post(decision('00000000-0000-4000-8000-000000000000'), { decision: 'approve' })).statusCode).toBe(404);
    expect((await as(admin).post(decision('no-es-un-id'), { decision: 'approve' })).statusCode).toBe(404);
    expect((await as(bank).post(decision(id), { decision: 'approve' })).statusCode).toBe(403);
  });

  it('lists pending returns first, with what the operator decides on and no buyer contact data', async () => {
    const bank = await createStaff(built, 'Banco Lista');
    const decided = await unlocked(bank);
    const pending = await unlocked(bank);
    const decidedId = (await ask(bank, decided.leadId)).json().id as string;
    await as(admin).post(decision(decidedId), { decision: 'refuse' });
    const pendingId = (await ask(bank, pending.leadId, { reason: 'email_bounced', details: 'Rebote permanente' })).json().id as string;

    const page = await as(admin).get('/api/admin/lead-returns');
    expect(page.statusCode).toBe(200);
    const body = page.json() as { items: Array<{ id: string; status: string }>; pending: number };
    const firstDecided = body.items.findIndex((item) => item.status !== 'pending');
    const lastPending = body.items.map((item) => item.status).lastIndexOf('pending');
    expect(lastPending).toBeLessThan(firstDecided);
    expect(body.pending).toBe(body.items.filter((item) => item.status === 'pending').length);
    expect(body.items.find((item) => item.id === pendingId)).toMatchObject({
      institutionName: 'Banco Lista',
      leadId: pending.leadId,
      reason: 'email_bounced',
      details: 'Rebote permanente',
      unlockAmountCents: 4500,
      requestedAt: expect.any(String),
      status: 'pending',
    });
    // The queue and the mails about it never carry the buyer's name, e-mail or phone.
    const staffMails = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.kind, 'lead-return-decided'));
    for (const { contact } of [decided, pending]) {
      for (const value of Object.values(contact)) {
        expect(page.body).not.toContain(value);
        for (const mail of staffMails) expect(`${mail.subject} ${mail.textBody} ${mail.htmlBody}`).not.toContain(value);
      }
    }
    const notices = await db.select().from(schema.notifications).where(eq(schema.notifications.kind, 'lead-return-decided'));
    for (const notice of notices) expect(notice.body).not.toContain(decided.contact.correo);
  });
});

describe('the buyer’s contact check', () => {
  async function approvedFor(name: string) {
    const bank = await createStaff(built, name);
    const unlock = await unlocked(bank);
    const id = (await ask(bank, unlock.leadId)).json().id as string;
    expect((await as(admin).post(decision(id), { decision: 'approve' })).statusCode).toBe(200);
    return unlock;
  }

  it('is cleared by "Mis datos son correctos", and only the buyer’s own is shown', async () => {
    const { buyer, leadId } = await approvedFor('Banco Confirmación');
    const stranger = await signUpBuyer(app);
    await submitLead(app, stranger);
    expect((await as(stranger).get('/api/me/contact-check')).json()).toEqual({ requestedAt: null, contact: null });

    const confirmed = await as(buyer).post('/api/me/contact-check');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ requestedAt: null, contact: null });
    expect((await leadRow(leadId)).contactCheckRequestedAt).toBeNull();
    expect((await as(buyer).get('/api/me/contact-check')).json()).toEqual({ requestedAt: null, contact: null });
    // Again is harmless, and a buyer without a lead has nothing to confirm.
    expect((await as(buyer).post('/api/me/contact-check')).statusCode).toBe(200);
    expect((await as(await signUpBuyer(app)).post('/api/me/contact-check')).statusCode).toBe(200);
  });

  it('is answered by sending the "contact me" form again with corrected data', async () => {
    const { buyer, leadId } = await approvedFor('Banco Corrección');
    await submitLead(app, buyer, { correo: 'corregido@example.com', movil: '(787) 555-9999' });
    const row = await leadRow(leadId);
    expect(row.contactCheckRequestedAt).toBeNull();
    // Stored sealed (docs/decisions/0123-…): the new address is what it opens to.
    expect(openContact(row.correo)).toBe('corregido@example.com');
    expect((await as(buyer).get('/api/me/contact-check')).json()).toEqual({ requestedAt: null, contact: null });
  });
});
