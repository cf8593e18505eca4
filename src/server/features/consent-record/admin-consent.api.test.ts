// The operator's side of docs/product/buyer-control.md: a certificate's verification code looked up, the revocations
// with what was paid, and one institution's consent records and contact attempts as CSV. Leads by id only: no buyer
// contact data in any of these answers.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCopy } from '../../../shared/copy/admin';
import { describeContactPreferences, type ContactPreferences } from '../../../shared/schemas/buyer-control';
import { consentRecordCopy, type ConsentRecordLookup, type RevocationPage } from '../../../shared/schemas/consent-record';
import { consentText } from '../../../shared/schemas/leads';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const operator = await createAdmin(built);
const bank = await createStaff(built, 'Banco Registro');
const rival = await createStaff(built, 'Banco Vecino');
const preferences: ContactPreferences = { channels: ['email', 'app'], callFromHour: 9, callToHour: 21 };

/** A buyer with a lead whose contact data no operator answer may carry. */
async function buyerWithLead(tag: string) {
  const contact = { nombre: `Persona ${tag}`, correo: `persona.${tag}@example.com`, movil: `(787) 555-01${tag}` };
  const buyer = await signUpBuyer(app, contact.nombre);
  return { buyer, contact, leadId: await submitLead(app, buyer, contact) };
}

const requestOf = async (leadId: string, institutionId: string) => {
  const cr = schema.connectionRequests;
  const [row] = await db
    .select()
    .from(cr)
    .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, institutionId)));
  return row!;
};
const recordOf = async (requestId: string, decision: 'accepted' | 'declined' | 'revoked') => {
  const c = schema.consentRecords;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.connectionRequestId, requestId), eq(c.decision, decision)));
  return row!;
};

// Unlocked, with preferences sent with the acceptance, then revoked.
const unlocked = await buyerWithLead('11');
await payRequest(app, bank, unlocked.leadId);
const unlockedRequest = await requestOf(unlocked.leadId, bank.institution.id);
await as(unlocked.buyer).post(`/api/connection-requests/${unlockedRequest.id}/respond`, {
  response: 'accepted',
  contactPreferences: preferences,
});
await payUnlock(app, bank, unlocked.leadId);
const attempt = await as(bank).post(`/api/lead/${unlocked.leadId}/contact-attempts`, {
  attemptedAt: new Date().toISOString(),
  channel: 'email',
  outcome: 'reached',
  note: 'Hablamos por correo',
});
expect(attempt.statusCode, attempt.body).toBe(201);
// Accepted, never unlocked, revoked afterwards: nothing was paid for the unlock.
const acceptedOnly = await buyerWithLead('22');
await payRequest(app, bank, acceptedOnly.leadId);
await answerRequest(app, acceptedOnly.buyer, 'Banco Registro', 'accepted');
const acceptedOnlyRequest = await requestOf(acceptedOnly.leadId, bank.institution.id);
// Declined.
const declined = await buyerWithLead('33');
await payRequest(app, bank, declined.leadId);
await answerRequest(app, declined.buyer, 'Banco Registro', 'declined');
// Another institution's acceptance, which the first institution's export leaves out.
const elsewhere = await buyerWithLead('44');
await payRequest(app, rival, elsewhere.leadId);
await answerRequest(app, elsewhere.buyer, 'Banco Vecino', 'accepted');

expect((await as(acceptedOnly.buyer).post(`/api/connection-requests/${acceptedOnlyRequest.id}/revoke`, {})).statusCode).toBe(200);
expect(
  (await as(unlocked.buyer).post(`/api/connection-requests/${unlockedRequest.id}/revoke`, { reason: 'Ya encontré financiamiento' }))
    .statusCode,
).toBe(200);

const everyContact = [unlocked, acceptedOnly, declined, elsewhere].flatMap(({ buyer, contact }) => [
  ...Object.values(contact),
  buyer.email,
]);
const expectNoContactData = (body: string) => {
  for (const value of everyContact) expect(body).not.toContain(value);
};

describe('GET /api/admin/consent-records/:code', () => {
  it('finds the record of a certificate by its code, typed in any case, with or without dashes', async () => {
    const record = await recordOf(unlockedRequest.id, 'accepted');
    const revocation = await recordOf(unlockedRequest.id, 'revoked');
    const request = await requestOf(unlocked.leadId, bank.institution.id);
    for (const typed of [
      record.verificationCode,
      record.verificationCode.toLowerCase().replace(/-/g, ''),
      ` ${record.verificationCode} `,
    ]) {
      const response = await as(operator).get(`/api/admin/consent-records/${encodeURIComponent(typed)}`);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json()).toEqual({
        verificationCode: record.verificationCode,
        decision: 'accepted',
        consentText: consentText('Banco Registro', 'accepted'),
        recordedAt: record.createdAt.toISOString(),
        clientHash: record.clientHash,
        contactPreferences: preferences,
        contactPreferencesText: describeContactPreferences(preferences),
        institutionId: bank.institution.id,
        institutionName: 'Banco Registro',
        leadId: unlocked.leadId,
        unlockedAt: request.unlockedAt!.toISOString(),
        revokedAt: request.revokedAt!.toISOString(),
        revocationCode: revocation.verificationCode,
      } satisfies ConsentRecordLookup);
      expectNoContactData(response.body);
    }
  });

  it('finds a revocation and a refusal by their own codes', async () => {
    const revocation = await recordOf(acceptedOnlyRequest.id, 'revoked');
    const found = (await as(operator).get(`/api/admin/consent-records/${revocation.verificationCode}`)).json() as ConsentRecordLookup;
    expect(found).toMatchObject({
      decision: 'revoked',
      consentText: consentText('Banco Registro', 'revoked'),
      unlockedAt: null,
      revocationCode: null,
    });
    expect(found.revokedAt).toBe(revocation.createdAt.toISOString());

    const declinedRequest = await requestOf(declined.leadId, bank.institution.id);
    const refusal = await recordOf(declinedRequest.id, 'declined');
    const response = await as(operator).get(`/api/admin/consent-records/${refusal.verificationCode}`);
    expect(response.json()).toMatchObject({ decision: 'declined', contactPreferences: null, revokedAt: null, leadId: declined.leadId });
  });

  it('answers an unknown code with a Spanish 404 and a code too long with a Spanish 400', async () => {
    for (const code of ['ZZZZ-ZZZZ-ZZZZ', 'hola']) {
      const response = await as(operator).get(`/api/admin/consent-records/${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json().message).toBe(consentRecordCopy.codeNotFound);
    }
    const tooLong = await as(operator).get(`/api/admin/consent-records/${'A'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(consentRecordCopy.codeTooLong);
  });

  it('is for the operator alone', async () => {
    const code = (await recordOf(unlockedRequest.id, 'accepted')).verificationCode;
    for (const caller of [bank, unlocked.buyer]) expect((await as(caller).get(`/api/admin/consent-records/${code}`)).statusCode).toBe(403);
    expect((await anonymous.get(`/api/admin/consent-records/${code}`)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/revocations', () => {
  it('lists revocations newest first, with the reason and whether and how much the unlock was paid', async () => {
    const response = await as(operator).get('/api/admin/revocations');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as RevocationPage;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const request = await requestOf(unlocked.leadId, bank.institution.id);
    const [unlockPayment] = await db.select().from(schema.payments).where(eq(schema.payments.id, request.unlockPaymentId!));
    expect(page.items).toEqual([
      {
        requestId: unlockedRequest.id,
        institutionId: bank.institution.id,
        institutionName: 'Banco Registro',
        leadId: unlocked.leadId,
        revokedAt: request.revokedAt!.toISOString(),
        reason: 'Ya encontré financiamiento',
        verificationCode: (await recordOf(unlockedRequest.id, 'revoked')).verificationCode,
        unlockPaid: true,
        unlockPaymentId: unlockPayment!.id,
        unlockAmountCents: unlockPayment!.amountCents,
        unlockRefunded: false,
      },
      expect.objectContaining({
        requestId: acceptedOnlyRequest.id,
        reason: null,
        unlockPaid: false,
        unlockPaymentId: null,
        unlockAmountCents: null,
      }),
    ]);
    expect(unlockPayment!.amountCents).toBeGreaterThan(0);
    expectNoContactData(response.body);
  });

  it('pages, refuses a bad page in Spanish, and is for the operator alone', async () => {
    expect(((await as(operator).get('/api/admin/revocations?page=2')).json() as RevocationPage).items).toEqual([]);
    const bad = await as(operator).get('/api/admin/revocations?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/página/i);
    expect((await as(bank).get('/api/admin/revocations')).statusCode).toBe(403);
    expect((await anonymous.get('/api/admin/revocations')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/institutions/:institutionId/consent-record.csv', () => {
  const csvPath = (id: string) => `/api/admin/institutions/${id}/consent-record.csv`;
  const linesOf = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('exports one row per consent record and contact attempt of this institution, oldest first, with a kind column', async () => {
    const response = await as(operator).get(csvPath(bank.institution.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="consentimientos-banco-registro-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = linesOf(response.body);
    expect(lines[0]).toBe(
      '"Tipo","Fecha","Lead","Decisión o resultado","Canal","Código de verificación","Texto o nota","Preferencias de contacto","Huella del dispositivo (SHA-256)","Registrado por","Registrado el"',
    );
    const rows = lines.slice(1);
    // Three acceptances (one declined), two revocations, one attempt; nothing of the other institution.
    expect(rows.map((row) => row.split('","')[0]!.slice(1))).toEqual(expect.arrayContaining(['Consentimiento', 'Intento de contacto']));
    expect(rows.filter((row) => row.startsWith('"Consentimiento"'))).toHaveLength(5);
    expect(rows.filter((row) => row.startsWith('"Intento de contacto"'))).toHaveLength(1);
    expect(response.body).not.toContain(elsewhere.leadId);
    expect(response.body).not.toContain('Banco Vecino');

    const acceptance = await recordOf(unlockedRequest.id, 'accepted');
    const acceptanceRow = rows.find((row) => row.includes(acceptance.verificationCode))!;
    expect(acceptanceRow).toContain(`"${unlocked.leadId}","Aceptó","","${acceptance.verificationCode}","${acceptance.consentText}"`);
    expect(acceptanceRow).toContain(`"${describeContactPreferences(preferences)}","${acceptance.clientHash}"`);
    const attemptRow = rows.find((row) => row.startsWith('"Intento de contacto"'))!;
    expect(attemptRow).toContain(
      `"${unlocked.leadId}","Se habló con el comprador","Correo electrónico","","Hablamos por correo","","","${bank.email}"`,
    );
    // Oldest first: the acceptance comes before the attempt, which comes before the revocation.
    const revocation = await recordOf(unlockedRequest.id, 'revoked');
    const order = [acceptance.verificationCode, 'Hablamos por correo', revocation.verificationCode].map((text) =>
      rows.findIndex((row) => row.includes(text)),
    );
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expectNoContactData(response.body);
  });

  it('leaves out records older than the five years the law asks be kept', async () => {
    const declinedRequest = await requestOf(declined.leadId, bank.institution.id);
    const refusal = await recordOf(declinedRequest.id, 'declined');
    expect((await as(operator).get(csvPath(bank.institution.id))).body).toContain(refusal.verificationCode);
    await db.execute(sql`update consent_records set created_at = now() - interval '5 years 1 day' where id = ${refusal.id}`);
    expect((await as(operator).get(csvPath(bank.institution.id))).body).not.toContain(refusal.verificationCode);
  });

  it('is a Spanish 404 for an unknown institution, and for the operator alone', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const response = await as(operator).get(csvPath(id));
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(adminCopy.institutionNotFound);
    }
    expect((await as(bank).get(csvPath(bank.institution.id))).statusCode).toBe(403);
    expect((await as(unlocked.buyer).get(csvPath(bank.institution.id))).statusCode).toBe(403);
    expect((await anonymous.get(csvPath(bank.institution.id))).statusCode).toBe(401);
  });
});
