// The institution's side of docs/product/buyer-control.md: the consent certificate (JSON and PDF) of a lead it unlocked,
// the contact attempts its staff log, and the notices a revocation leaves on the portal. Every answer is for this
// institution's unlocked lead only: anyone else's, or an unknown id, is the same 404.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { describeContactPreferences, type ContactAttempt, type ContactPreferences } from '../../../shared/schemas/buyer-control';
import { consentRecordCopy, type ConsentCertificate } from '../../../shared/schemas/consent-record';
import { consentText } from '../../../shared/schemas/leads';
import { schema } from '../../db/client';
import { addStaffLogin } from '../institutions/service';
import { cookieFrom, createStaff, enrolTwoFactor, institutionSignIn, setupTestApp, signUpBuyer, uniqueEmail } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const bank = await createStaff(built, 'Banco Certificado');
const rival = await createStaff(built, 'Banco Ajeno');
const contact = { nombre: 'Lucía Reservada', correo: 'lucia.reservada@example.com', movil: '(787) 555-0190' };
const preferences: ContactPreferences = { channels: ['phone', 'email'], callFromHour: 10, callToHour: 18 };

const buyer = await signUpBuyer(app, 'Lucía Reservada');
const leadId = await submitLead(app, buyer, contact);
await payRequest(app, bank, leadId);
// The buyer accepts with contact preferences, which the consent record keeps, from a known address and browser.
const pending = (await as(buyer).get('/api/user/connection-requests')).json() as Array<{ id: string }>;
const requestId = pending[0]!.id;
const buyerAddress = '203.0.113.47';
const buyerBrowser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)';
const fromBuyersPhone = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: buyerAddress, headers: { cookie: buyer.cookie, 'user-agent': buyerBrowser } });
const accepted = await fromBuyersPhone(`/api/connection-requests/${requestId}/respond`, {
  response: 'accepted',
  contactPreferences: preferences,
});
expect(accepted.statusCode, accepted.body).toBe(200);
await payUnlock(app, bank, leadId);
// Unlocked half an hour ago, so attempts of the last minutes come after it.
await db
  .update(schema.connectionRequests)
  .set({ unlockedAt: new Date(Date.now() - 30 * 60_000) })
  .where(eq(schema.connectionRequests.id, requestId));

// A lead the bank requested and the buyer accepted, not unlocked yet: no certificate, no attempts.
const lockedBuyer = await signUpBuyer(app, 'Comprador Sin Desbloquear');
const lockedLeadId = await submitLead(app, lockedBuyer, { nombre: 'Comprador Sin Desbloquear' });
await payRequest(app, bank, lockedLeadId);
await answerRequest(app, lockedBuyer, 'Banco Certificado', 'accepted');

const missingId = '00000000-0000-4000-8000-000000000000';
const certificatePath = (lead: string, format = 'json') => `/api/lead/${lead}/consent-certificate?format=${format}`;
const attemptsPath = (lead: string) => `/api/lead/${lead}/contact-attempts`;
const anAttempt = (overrides: Record<string, unknown> = {}) => ({
  attemptedAt: new Date().toISOString(),
  channel: 'phone',
  outcome: 'no-answer',
  ...overrides,
});

async function storedRecord(decision: 'accepted' | 'revoked') {
  const c = schema.consentRecords;
  const [record] = await db
    .select()
    .from(c)
    .where(and(eq(c.connectionRequestId, requestId), eq(c.decision, decision)));
  return record!;
}

const expectNoContactData = (body: string) => {
  for (const value of Object.values(contact)) expect(body).not.toContain(value);
  expect(body).not.toContain(buyer.email);
};

/** The text the PDF's page draws (pdf-lib writes each line as a hex string), joined by spaces; and its page count. */
async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const document = await PDFDocument.load(body);
  const page = document.getPage(0);
  const contents = page.node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => page.node.context.lookup(ref)) : [contents];
  const drawn = parts
    .filter((part): part is PDFRawStream => part instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  const text = [...drawn.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')).join(' ');
  return { text, pages: document.getPageCount() };
}

describe('GET /api/lead/:leadId/consent-certificate', () => {
  it('answers the acceptance as JSON: its code, the exact text, the preferences sent with it, no contact data', async () => {
    const response = await as(bank).get(certificatePath(leadId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const record = await storedRecord('accepted');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificado-consentimiento-${record.verificationCode}.json"`,
    );
    const certificate = response.json() as ConsentCertificate;
    expect(certificate.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(certificate).toMatchObject({
      verificationCode: record.verificationCode,
      leadId,
      institutionName: 'Banco Certificado',
      decision: 'accepted',
      consentText: consentText('Banco Certificado', 'accepted'),
      acceptedAt: record.createdAt.toISOString(),
      contactPreferences: preferences,
      contactPreferencesText: describeContactPreferences(preferences),
      clientHash: record.clientHash,
      revocation: null,
    });
    expect(certificate.clientHash).toMatch(/^hmac1:[0-9a-f]{64}$/);
    const [request] = await db.select().from(schema.connectionRequests).where(eq(schema.connectionRequests.id, requestId));
    expect(certificate.unlockedAt).toBe(request!.unlockedAt!.toISOString());
    expectNoContactData(response.body);
  });

  it('proves who answered by a keyed hash, which a search over every IPv4 address cannot reverse (decision 0121)', async () => {
    const { clientHash } = await storedRecord('accepted');
    // The old scheme: an unsalted SHA-256 of address and browser, found by trying the 2^32 addresses.
    const unsalted = createHash('sha256').update(`${buyerAddress}\n${buyerBrowser}`).digest('hex');
    expect(clientHash).not.toContain(unsalted);
    expect(clientHash).toMatch(/^hmac1:[0-9a-f]{64}$/);
  });

  it('answers a one-page PDF download in Spanish with the code, the text and the preferences, no contact data', async () => {
    const response = await as(bank).get(certificatePath(leadId, 'pdf'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const record = await storedRecord('accepted');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificado-consentimiento-${record.verificationCode}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Certificado de consentimiento');
    expect(text).toContain(record.verificationCode);
    expect(text).toContain(leadId);
    expect(text).toContain(consentText('Banco Certificado', 'accepted'));
    expect(text).toContain('llamadas de 10:00 a. m. a 6:00 p. m.');
    expect(text).toContain(`Huella (HMAC-SHA-256) hmac1: ${record.clientHash.slice('hmac1:'.length)}`);
    expect(text).not.toContain('Consentimiento retirado');
    expectNoContactData(text);
    expectNoContactData(response.rawPayload.toString('latin1'));
  });

  it('refuses a missing or unknown format with a Spanish 400', async () => {
    for (const path of [`/api/lead/${leadId}/consent-certificate`, certificatePath(leadId, 'docx')]) {
      const response = await as(bank).get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toBe(consentRecordCopy.badFormat);
    }
  });

  it("is a 404 for another institution's lead, a lead not unlocked and an unknown id; 403 for a buyer, 401 signed out", async () => {
    for (const [caller, path] of [
      [rival, certificatePath(leadId)],
      [rival, certificatePath(leadId, 'pdf')],
      [bank, certificatePath(lockedLeadId)],
      [bank, certificatePath(missingId)],
      [bank, certificatePath('no-es-un-id')],
    ] as const) {
      const response = await as(caller).get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe(marketplaceCopy.leadNotFound);
    }
    expect((await as(buyer).get(certificatePath(leadId))).statusCode).toBe(403);
    expect((await anonymous.get(certificatePath(leadId))).statusCode).toBe(401);
  });
});

describe('POST and GET /api/lead/:leadId/contact-attempts', () => {
  it('stores the attempt with the staff login that logged it and lists it; the buyer reads it under the institution', async () => {
    const attemptedAt = new Date(Date.now() - 60_000).toISOString();
    const response = await as(bank).post(
      attemptsPath(leadId),
      anAttempt({ attemptedAt, outcome: 'left-message', note: '  Dejé mensaje de voz.  ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const attempt = response.json() as ContactAttempt;
    expect(attempt).toMatchObject({
      attemptedAt,
      channel: 'phone',
      outcome: 'left-message',
      note: 'Dejé mensaje de voz.',
      institutionName: 'Banco Certificado',
    });

    const [stored] = await db.select().from(schema.contactAttempts).where(eq(schema.contactAttempts.id, attempt.id));
    const [staffUser] = await db.select().from(schema.user).where(eq(schema.user.email, bank.email));
    expect(stored).toMatchObject({ staffUserId: staffUser!.id, institutionId: bank.institution.id, connectionRequestId: requestId });

    const list = await as(bank).get(attemptsPath(leadId));
    expect(list.statusCode).toBe(200);
    expect((list.json() as ContactAttempt[]).map((row) => row.id)).toContain(attempt.id);

    const holders = (await as(buyer).get('/api/user/contact-holders')).json() as Array<{ contactAttempts: ContactAttempt[] }>;
    expect(holders.flatMap((holder) => holder.contactAttempts).map((row) => row.id)).toContain(attempt.id);
  });

  it('takes an empty note as none and lists newest first', async () => {
    const older = await as(bank).post(
      attemptsPath(leadId),
      anAttempt({ attemptedAt: new Date(Date.now() - 120_000).toISOString(), note: '' }),
    );
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json().note).toBeNull();
    const newer = await as(bank).post(attemptsPath(leadId), anAttempt({ channel: 'email', outcome: 'reached' }));
    const times = ((await as(bank).get(attemptsPath(leadId))).json() as ContactAttempt[]).map((row) => row.attemptedAt);
    expect(times[0]).toBe(newer.json().attemptedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses an attempt in the future (beyond a small clock tolerance) and one before the unlock, in Spanish', async () => {
    const future = await as(bank).post(attemptsPath(leadId), anAttempt({ attemptedAt: new Date(Date.now() + 60 * 60_000).toISOString() }));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(consentRecordCopy.attemptInFuture);
    // A computer clock a minute fast is not the future.
    const slightlyAhead = await as(bank).post(
      attemptsPath(leadId),
      anAttempt({ attemptedAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    expect(slightlyAhead.statusCode, slightlyAhead.body).toBe(201);

    const [request] = await db.select().from(schema.connectionRequests).where(eq(schema.connectionRequests.id, requestId));
    const beforeUnlock = new Date(request!.unlockedAt!.getTime() - 60 * 60_000).toISOString();
    const early = await as(bank).post(attemptsPath(leadId), anAttempt({ attemptedAt: beforeUnlock }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(consentRecordCopy.attemptBeforeUnlock);
  });

  it('refuses a malformed attempt with Spanish messages and stores nothing', async () => {
    const before = await db.$count(schema.contactAttempts);
    for (const [body, message] of [
      [anAttempt({ attemptedAt: 'ayer por la tarde' }), 'Indica la fecha y hora del intento'],
      [anAttempt({ channel: 'fax' }), 'Elige el medio de contacto'],
      [anAttempt({ outcome: 'quizás' }), 'Elige el resultado'],
      [anAttempt({ note: 'x'.repeat(501) }), 'La nota no puede pasar de 500 caracteres'],
    ] as const) {
      const response = await as(bank).post(attemptsPath(leadId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await db.$count(schema.contactAttempts)).toBe(before);
  });

  it("is a 404 for another institution's lead, a lead not unlocked and an unknown id; 403 for a buyer", async () => {
    const before = await db.$count(schema.contactAttempts);
    for (const [caller, lead] of [
      [rival, leadId],
      [bank, lockedLeadId],
      [bank, missingId],
      [bank, 'no-es-un-id'],
    ] as const) {
      const posted = await as(caller).post(attemptsPath(lead), anAttempt());
      expect(posted.statusCode, lead).toBe(404);
      expect(posted.json().message).toBe(marketplaceCopy.leadNotFound);
      expect((await as(caller).get(attemptsPath(lead))).statusCode, lead).toBe(404);
    }
    expect((await as(buyer).post(attemptsPath(leadId), anAttempt())).statusCode).toBe(403);
    expect((await as(buyer).get(attemptsPath(leadId))).statusCode).toBe(403);
    expect(await db.$count(schema.contactAttempts)).toBe(before);
  });
});

describe('after the buyer withdraws consent', () => {
  const second = { email: uniqueEmail('oficial'), password: 'clave-del-banco-2' };
  let secondCookie = '';

  it('the certificate keeps the acceptance and adds the revocation with its own code', async () => {
    await addStaffLogin(built.auth, db, bank.institution.id, second);
    const signedIn = cookieFrom(await institutionSignIn(app, { ...second, institutionName: 'Banco Certificado' }));
    secondCookie = (await enrolTwoFactor(app, signedIn, second.password)).cookie;
    const attemptsBefore = ((await as(bank).get(attemptsPath(leadId))).json() as ContactAttempt[]).length;

    const revoked = await fromBuyersPhone(`/api/connection-requests/${requestId}/revoke`, { reason: 'Me llamaron demasiado' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const record = await storedRecord('revoked');
    // The same phone, the same key: the same hash, so the two answers are seen to come from one device.
    expect(record.clientHash).toBe((await storedRecord('accepted')).clientHash);
    const certificate = (await as(bank).get(certificatePath(leadId))).json() as ConsentCertificate;
    expect(certificate.verificationCode).toBe((await storedRecord('accepted')).verificationCode);
    expect(certificate.revocation).toEqual({
      revokedAt: record.createdAt.toISOString(),
      consentText: consentText('Banco Certificado', 'revoked'),
      verificationCode: record.verificationCode,
      clientHash: record.clientHash,
    });
    expect(JSON.stringify(certificate)).not.toContain('Me llamaron demasiado');
    const { text } = await pdfText((await as(bank).get(certificatePath(leadId, 'pdf'))).rawPayload);
    expect(text).toContain('Consentimiento retirado');
    expect(text).toContain(record.verificationCode);
    expect(text).toContain(consentText('Banco Certificado', 'revoked'));

    // The log stays readable; a new attempt is refused.
    expect(((await as(bank).get(attemptsPath(leadId))).json() as ContactAttempt[]).length).toBe(attemptsBefore);
    const refused = await as(bank).post(attemptsPath(leadId), anAttempt());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(marketplaceCopy.consentRevoked);
    expect(((await as(bank).get(attemptsPath(leadId))).json() as ContactAttempt[]).length).toBe(attemptsBefore);
  });

  it("each staff login reads the notice on the portal and marks its own read; other institutions and buyers don't", async () => {
    const notices = await as(bank).get('/api/institution/notices');
    expect(notices.statusCode).toBe(200);
    expect(notices.json()).toEqual([
      expect.objectContaining({ title: 'El comprador retiró su consentimiento: no lo contacte', link: '/leads-dashboard' }),
    ]);
    expectNoContactData(notices.body);

    const read = await as(bank).post('/api/institution/notices/read');
    expect(read.statusCode).toBe(204);
    expect((await as(bank).get('/api/institution/notices')).json()).toEqual([]);
    // The other login of the same institution still has its own.
    expect(((await as({ cookie: secondCookie }).get('/api/institution/notices')).json() as unknown[]).length).toBe(1);

    expect((await as(rival).get('/api/institution/notices')).json()).toEqual([]);
    expect((await as(buyer).get('/api/institution/notices')).statusCode).toBe(403);
    expect((await as(buyer).post('/api/institution/notices/read')).statusCode).toBe(403);
    expect((await anonymous.get('/api/institution/notices')).statusCode).toBe(401);
  });
});
