// docs/product/buyer-control.md#the-buyers-own-data: the export holds everything stored about the buyer and nothing
// secret; deleting the account leaves no trace of the buyer in any answer an institution or the operator can get,
// while consent records, contact attempts, payments and the contact-access audit stay.
import { and, eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDataCopy } from '../../../shared/schemas/account-data';
import { leadStatusFilters } from '../../../shared/schemas/bank-leads';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signIn, signUpBuyer, twoAppsOnOneDatabase, testConfig } from '../../../test/app';
import { createListing } from '../../../test/listings';
import { qualifyingAnswers, sampleCalculation, samplePrequalification } from '../../../test/journey';
import { answerRequest, bodiesOf, payRequest, payUnlock, submitLead } from '../../../test/marketplace';
import { requestsTo, type Caller } from '../../../test/requests';
import { viewerCacheMs } from '../../auth/viewer-cache';
import { deletedAccountEmail, deletedAccountName } from './service';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as, anonymous } = built;
const db = built.database.db;

const tag = Math.random().toString(36).slice(2, 9);
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
/** One string per place the buyer's own data is stored: each must be in the export, and nowhere after deletion. */
const planted = {
  name: `Quetzal Irizarry ${tag}`,
  leadName: `Quetzal Lead ${tag}`,
  leadEmail: `quetzal.${tag}@example.com`,
  leadPhone: `(939) ${digits.slice(0, 3)}-${digits.slice(3)}`,
  eligibilityName: `Quetzal Elegible ${tag}`,
  outreachName: `Quetzal Carta ${tag}`,
  outreachEmail: `carta.${tag}@example.com`,
  contactMessage: `Quiero precualificarme ${tag}`,
  bankNotes: `Notas del banco ${tag}`,
  conversation: `Hola banco ${tag}`,
  answer: `Acepto con gusto ${tag}`,
  revokeReason: `Ya no me interesa ${tag}`,
};
/** Written by the institution about the buyer: exported, and kept with the contact attempt (the 5-year record). */
const attemptNote = `Llamada de prueba ${tag}`;

const password = 'contraseña-segura';
const buyer = await signUpBuyer(app, planted.name);
const otherBuyer = await signUpBuyer(app, `Otra Persona ${tag}`);
const holder = await createStaff(built, `Banco Desbloqueo ${tag}`);
const revoked = await createStaff(built, `Banco Retirado ${tag}`);
const waiting = await createStaff(built, `Banco Espera ${tag}`);
const stranger = await createStaff(built, `Banco Ajeno ${tag}`);
const admin = await createAdmin(built);
const secrets = [...Object.values(planted), buyer.email];

async function expectCreated(caller: Caller, url: string, body: unknown) {
  const response = await as(caller).post(url, body);
  expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
  return response;
}

// The buyer's journey, each step carrying its planted string.
await expectCreated(buyer, '/api/eligibility', { ...qualifyingAnswers, name: planted.eligibilityName });
await expectCreated(buyer, '/api/calculator', sampleCalculation);
await expectCreated(buyer, '/api/documents', {
  employmentType: 'employed',
  housingType: 'existing',
  maritalStatus: 'single',
  hasDependents: false,
});
const [seedBank] = (await anonymous.get('/api/institutions')).json() as Array<{ id: string }>;
await expectCreated(buyer, '/api/bank-outreach', {
  ...samplePrequalification,
  nombre: planted.outreachName,
  email: planted.outreachEmail,
  selectedBanks: [seedBank!.id],
});
await expectCreated(buyer, '/api/contact', {
  name: planted.name,
  email: buyer.email,
  phone: '(787) 555-0123',
  institutionId: seedBank!.id,
  message: planted.contactMessage,
});
await db.update(schema.bankContactProgress).set({ notes: planted.bankNotes }).where(eq(schema.bankContactProgress.userId, buyer.id));
await expectCreated(buyer, '/api/leads/dialog-shown', {});
const leadId = await submitLead(app, buyer, { nombre: planted.leadName, correo: planted.leadEmail, movil: planted.leadPhone });
await submitLead(app, otherBuyer, { nombre: `Otra Persona ${tag}`, correo: `otra.${tag}@example.com` });

// Institutions: one unlocked and still holds the contact, one lost it to a revocation, one only asked.
await payRequest(app, holder, leadId);
const holderRequestId = await answerRequest(app, buyer, holder.institution.name, 'accepted', planted.answer);
await payUnlock(app, holder, leadId);
await payRequest(app, revoked, leadId);
const revokedRequestId = await answerRequest(app, buyer, revoked.institution.name, 'accepted');
await payUnlock(app, revoked, leadId);
await expectCreated(buyer, `/api/connection-requests/${revokedRequestId}/revoke`, { reason: planted.revokeReason });
await payRequest(app, waiting, leadId);
// And one the buyer asked about its listing ("Me interesa", docs/decisions/0116-…): accepted and unlocked, no payment.
const asker = await createStaff(built, `Banco Propiedad ${tag}`);
const askedListing = await createListing(app, asker, { title: `Casa preguntada ${tag}` });
expect((await as(buyer).post(`/api/properties/${askedListing.id}/interest`, {})).statusCode).toBe(200);
// The holder reads the contact (an audit row) and the two write to each other.
expect((await as(holder).get(`/api/lead/${leadId}`)).statusCode).toBe(200);
const conversations = (await as(buyer).get('/api/conversations')).json() as Array<{ id: string; vendorName: string }>;
const holderConversation = conversations.find((c) => c.vendorName === holder.institution.name)!;
await expectCreated(buyer, `/api/conversations/${holderConversation.id}/messages`, { content: planted.conversation });
await expectCreated(holder, `/api/institution/conversations/${holderConversation.id}/messages`, { content: 'Gracias, le llamamos.' });
const [holderStaff] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, holder.email));
await db.insert(schema.contactAttempts).values({
  connectionRequestId: holderRequestId,
  institutionId: holder.institution.id,
  staffUserId: holderStaff!.id,
  attemptedAt: new Date(),
  channel: 'phone',
  outcome: 'reached',
  note: attemptNote,
});

const deleteAccount = (caller: Caller, body?: unknown) =>
  app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: { cookie: caller.cookie },
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** How many rows each table holds for this buyer: the export's sources and what deletion removes or keeps. */
async function rowsOf(userId: string, lead: string) {
  const counted = db.$count.bind(db);
  const conversationIds = (
    await db.select({ id: schema.conversations.id }).from(schema.conversations).where(eq(schema.conversations.userId, userId))
  ).map((row) => row.id);
  const requestIds = (
    await db.select({ id: schema.connectionRequests.id }).from(schema.connectionRequests).where(eq(schema.connectionRequests.leadId, lead))
  ).map((row) => row.id);
  return {
    eligibilityChecks: await counted(schema.eligibilityChecks, eq(schema.eligibilityChecks.userId, userId)),
    calculatorRuns: await counted(schema.calculatorRuns, eq(schema.calculatorRuns.userId, userId)),
    documentsRecords: await counted(schema.documentsRecords, eq(schema.documentsRecords.userId, userId)),
    bankOutreach: await counted(schema.bankOutreach, eq(schema.bankOutreach.userId, userId)),
    contactMessages: await counted(schema.contactMessages, eq(schema.contactMessages.userId, userId)),
    bankContactProgress: await counted(schema.bankContactProgress, eq(schema.bankContactProgress.userId, userId)),
    buyerProgress: await counted(schema.buyerProgress, eq(schema.buyerProgress.userId, userId)),
    leadDialogViews: await counted(schema.leadDialogViews, eq(schema.leadDialogViews.userId, userId)),
    notifications: await counted(schema.notifications, eq(schema.notifications.userId, userId)),
    liveEvents: await counted(schema.liveEvents, and(eq(schema.liveEvents.audienceKind, 'user'), eq(schema.liveEvents.audienceId, userId))),
    sessions: await counted(schema.session, eq(schema.session.userId, userId)),
    accounts: await counted(schema.account, eq(schema.account.userId, userId)),
    messages: conversationIds.length ? await counted(schema.messages, inArray(schema.messages.conversationId, conversationIds)) : 0,
    consentRecords: await counted(schema.consentRecords, eq(schema.consentRecords.userId, userId)),
    contactAttempts: requestIds.length
      ? await counted(schema.contactAttempts, inArray(schema.contactAttempts.connectionRequestId, requestIds))
      : 0,
    payments: requestIds.length ? await counted(schema.payments, inArray(schema.payments.connectionRequestId, requestIds)) : 0,
    audit: await counted(schema.contactAccessAudit, eq(schema.contactAccessAudit.leadId, lead)),
  };
}

/** Every read an institution can make that could name this buyer. */
async function institutionBodies(caller: Caller) {
  const filters = ['', ...leadStatusFilters.map((status) => `?status=${status}`)];
  const urls = [
    ...filters.flatMap((query) => [
      `/api/leads-for-banks${query}`,
      `/api/leads-for-banks/summary${query}`,
      `/api/leads-for-banks/export.csv${query}`,
    ]),
    '/api/lead-connection-requests',
    '/api/institution/conversations',
    '/api/messages/unread-count',
    '/api/institution/payments',
    '/api/events?once=1&lastEventId=0',
  ];
  return bodiesOf(app, caller, urls);
}

const adminUrls = [
  '/api/admin/audit',
  `/api/admin/audit?leadId=${leadId}`,
  '/api/admin/payments',
  '/api/admin/payments/export.csv',
  '/api/admin/leads/stats',
  '/api/admin/leads/stats.csv',
  '/api/admin/institutions',
];

const leaked = (bodies: Array<{ url: string; body: string }>) =>
  bodies.flatMap(({ url, body }) => secrets.filter((secret) => body.includes(secret)).map((secret) => `${url}: ${secret}`));

describe('GET /api/me/export', () => {
  it('is one JSON attachment holding every planted string, the lead controls and the records around it', async () => {
    const response = await as(buyer).get('/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="casa-joven-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const value of [...Object.values(planted), buyer.email, attemptNote]) expect(response.body, value).toContain(value);

    const data = response.json();
    expect(data.account).toMatchObject({ id: buyer.id, name: planted.name, email: buyer.email });
    expect(data.lead).toMatchObject({ id: leadId, nombre: planted.leadName, requestLimit: null, requestsPausedAt: null });
    expect(data.lead.contactPreferences.channels.length).toBeGreaterThan(0);
    expect(data.progress).not.toBeNull();
    expect(data.leadDialog).not.toBeNull();
    for (const list of ['eligibilityChecks', 'calculatorRuns', 'documentsRecords', 'bankOutreach', 'contactMessages', 'contactAttempts']) {
      expect(data[list], list).toHaveLength(1);
    }
    expect(data.bankContactProgress.length).toBeGreaterThan(0);
    expect(data.bankOutreach[0].selectedBanks).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notifications.length).toBeGreaterThan(0);
    const requests = data.connectionRequests as Array<{ institutionName: string; origin: string; yourMessage: string | null }>;
    expect(requests.map((r) => r.institutionName).sort()).toEqual(
      [holder.institution.name, revoked.institution.name, waiting.institution.name, asker.institution.name].sort(),
    );
    expect(requests.find((r) => r.institutionName === asker.institution.name)!.origin).toBe('buyer');
    expect(data.listingInterests).toEqual([
      expect.objectContaining({ listingId: askedListing.id, listingTitle: askedListing.title, institutionName: asker.institution.name }),
    ]);
    expect(requests.find((r) => r.institutionName === holder.institution.name)!.yourMessage).toBe(planted.answer);
    // Three acceptances (one of them the question about a listing) and one revocation.
    expect((data.consentRecords as Array<{ decision: string }>).map((r) => r.decision).sort()).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'revoked',
    ]);
    const conversation = (
      data.conversations as Array<{ institutionName: string; messages: Array<{ content: string; senderSide: string }> }>
    ).find((c) => c.institutionName === holder.institution.name)!;
    expect(conversation.messages.map((m) => m.senderSide)).toEqual(['buyer', 'institution']);
  });

  it('carries no secret and nobody else: no password hash, no token, no staff login, no other buyer', async () => {
    const body = (await as(buyer).get('/api/me/export')).body;
    const [credential] = await db.select({ hash: schema.account.password }).from(schema.account).where(eq(schema.account.userId, buyer.id));
    const sessions = await db.select({ token: schema.session.token }).from(schema.session).where(eq(schema.session.userId, buyer.id));
    expect(credential?.hash).toBeTruthy();
    expect(body).not.toContain(credential!.hash!);
    for (const { token } of sessions) expect(body).not.toContain(token);
    expect(body).not.toMatch(/"(password|token|accessToken|refreshToken|idToken|staffUserId|senderUserId)"/);
    for (const staff of [holder, revoked, waiting]) expect(body).not.toContain(staff.email);
    expect(body).not.toContain(`otra.${tag}@example.com`);
    expect(body).not.toContain(otherBuyer.email);
  });

  it('gives another buyer only their own data', async () => {
    const body = (await as(otherBuyer).get('/api/me/export')).body;
    expect(leaked([{ url: 'other export', body }])).toEqual([]);
    expect(body).toContain(otherBuyer.email);
  });
});

describe('DELETE /api/me', () => {
  it('refuses a wrong or missing password with the Spanish answer, and changes nothing', async () => {
    const before = await rowsOf(buyer.id, leadId);
    for (const body of [{ password: 'no-es-la-clave' }, { password: '' }, {}, undefined]) {
      const response = await deleteAccount(buyer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(accountDataCopy.wrongPassword);
    }
    expect(await rowsOf(buyer.id, leadId)).toEqual(before);
    expect((await as(buyer).get('/api/auth/user')).statusCode).toBe(200);
    expect((await as(holder).get(`/api/lead/${leadId}`)).json()).toMatchObject({ nombre: planted.leadName });
  });

  it('is for buyers only', async () => {
    expect((await deleteAccount(holder, { password: holder.password })).statusCode).toBe(403);
    expect((await deleteAccount(admin, { password: 'clave-de-operador-1' })).statusCode).toBe(403);
    expect((await deleteAccount({ cookie: '' }, { password })).statusCode).toBe(401);
    expect((await anonymous.get('/api/me/export')).statusCode).toBe(401);
    expect((await as(admin).get('/api/me/export')).statusCode).toBe(403);
  });

  let auditBefore = 0;
  let holderPaymentsBefore = 0;
  let otherExportBefore = '';
  it('answers 204 with the session cookie cleared, and the old cookie is refused at once', async () => {
    auditBefore = (await rowsOf(buyer.id, leadId)).audit;
    expect(auditBefore).toBeGreaterThan(0);
    holderPaymentsBefore = ((await as(holder).get('/api/institution/payments')).json() as unknown[]).length;
    otherExportBefore = (await as(otherBuyer).get('/api/me/export')).body;
    // The viewer is cached by the call just made; the deletion must drop it.
    expect((await as(buyer).get('/api/auth/user')).statusCode).toBe(200);

    const response = await deleteAccount(buyer, { password });
    expect(response.statusCode, response.body).toBe(204);
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.some((cookie) => /session_token=;/.test(cookie) && /Max-Age=0/i.test(cookie))).toBe(true);

    for (const url of ['/api/auth/user', '/api/me/export', '/api/conversations', '/api/user/leads']) {
      expect((await as(buyer).get(url)).statusCode, url).toBe(401);
    }
    expect((await deleteAccount(buyer, { password })).statusCode).toBe(401);
  });

  it('deletes the personal rows and keeps consent records, contact attempts, payments and the audit', async () => {
    const after = await rowsOf(buyer.id, leadId);
    expect(after).toEqual({
      eligibilityChecks: 0,
      calculatorRuns: 0,
      documentsRecords: 0,
      bankOutreach: 0,
      contactMessages: 0,
      bankContactProgress: 0,
      buyerProgress: 0,
      leadDialogViews: 0,
      notifications: 0,
      liveEvents: 0,
      sessions: 0,
      accounts: 0,
      messages: 0,
      // The listing question's consent is kept like the answers to requests.
      consentRecords: 4,
      contactAttempts: 1,
      payments: 5,
      audit: auditBefore,
    });
    const [user] = await db.select().from(schema.user).where(eq(schema.user.id, buyer.id));
    expect(user).toMatchObject({
      name: deletedAccountName,
      email: deletedAccountEmail(buyer.id),
      emailVerified: false,
      active: false,
      image: null,
    });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    const [lead] = await db.select().from(schema.leads).where(eq(schema.leads.id, leadId));
    expect(lead).toMatchObject({ nombre: '', correo: '', movil: '', userAgent: null, buyerVerified: false });
    const requests = await db.select().from(schema.connectionRequests).where(eq(schema.connectionRequests.leadId, leadId));
    expect(requests.map((r) => [r.userMessage, r.revokeReason])).toEqual(requests.map(() => [null, null]));
    const attempts = await db
      .select({ note: schema.contactAttempts.note, outcome: schema.contactAttempts.outcome })
      .from(schema.contactAttempts)
      .where(eq(schema.contactAttempts.connectionRequestId, holderRequestId));
    expect(attempts).toEqual([{ note: null, outcome: 'reached' }]);
    const closed = await db
      .select({ status: schema.conversations.status })
      .from(schema.conversations)
      .where(eq(schema.conversations.userId, buyer.id));
    expect(closed.map((c) => c.status)).toEqual(closed.map(() => 'closed'));
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, buyer.email))).toEqual([]);
    const verifications = await db
      .select()
      .from(schema.verification)
      .where(or(eq(schema.verification.identifier, buyer.email), eq(schema.verification.value, buyer.id)));
    expect(verifications).toEqual([]);
  });

  it('leaves no planted string in any answer the institutions or the operator can get', async () => {
    for (const bank of [holder, revoked, waiting, stranger]) {
      expect(leaked(await institutionBodies(bank)), bank.institution.name).toEqual([]);
      const single = await as(bank).get(`/api/lead/${leadId}`);
      expect(single.statusCode).toBe(404);
      expect(leaked([{ url: 'lead', body: single.body }])).toEqual([]);
    }
    const messages = await as(holder).get(`/api/institution/conversations/${holderConversation.id}/messages`);
    expect(messages.statusCode).toBe(200);
    expect(messages.json().messages).toEqual([]);
    expect(leaked(await bodiesOf(app, admin, adminUrls))).toEqual([]);
  });

  it("keeps the operator's audit of who saw the contact, and the institution's receipts", async () => {
    const audit = (await as(admin).get(`/api/admin/audit?leadId=${leadId}`)).json() as { total: number };
    expect(audit.total).toBe(auditBefore);
    expect(((await as(holder).get('/api/institution/payments')).json() as unknown[]).length).toBe(holderPaymentsBefore);
  });

  it('tells the institution that had unlocked the buyer, in the portal and by e-mail; no one else', async () => {
    const noticesOf = async (email: string) => {
      const [staff] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
      return db
        .select({ title: schema.notifications.title, body: schema.notifications.body })
        .from(schema.notifications)
        .where(and(eq(schema.notifications.userId, staff!.id), eq(schema.notifications.kind, 'buyer-account-closed')));
    };
    const mailsTo = (email: string) =>
      db
        .select({ subject: schema.emailOutbox.subject })
        .from(schema.emailOutbox)
        .where(and(eq(schema.emailOutbox.toAddress, email), eq(schema.emailOutbox.kind, 'buyer-account-closed')));
    expect(await noticesOf(holder.email)).toEqual([
      {
        title: 'Un comprador cerró su cuenta',
        body: 'Un comprador de Caguas cuyo contacto desbloquearon cerró su cuenta. No lo contacte.',
      },
    ]);
    expect(await mailsTo(holder.email)).toHaveLength(1);
    for (const other of [revoked, waiting, stranger]) {
      expect(await noticesOf(other.email)).toEqual([]);
      expect(await mailsTo(other.email)).toEqual([]);
    }
  });

  it('cannot be signed into again, with the old e-mail or the anonymous one', async () => {
    expect((await signIn(app, { email: buyer.email, password })).statusCode).toBe(401);
    expect((await signIn(app, { email: deletedAccountEmail(buyer.id), password })).statusCode).toBe(401);
  });

  it('leaves another buyer as they were', async () => {
    expect((await as(otherBuyer).get('/api/auth/user')).statusCode).toBe(200);
    const now = (await as(otherBuyer).get('/api/me/export')).json();
    const before = JSON.parse(otherExportBefore);
    // Only the export's own time and the session's sliding dates may differ.
    expect({ ...now, exportedAt: null, sessions: null }).toEqual({ ...before, exportedAt: null, sessions: null });
    const leads = (await as(stranger).get('/api/leads-for-banks')).json() as Array<{ id: string }>;
    expect(leads).toHaveLength(1);
  });
});

describe('DELETE /api/me across processes', () => {
  it('shuts the old cookie out of another process as soon as the deletion commits', async () => {
    const { first, second } = await twoAppsOnOneDatabase(testConfig({ RATE_LIMIT_API_PER_MINUTE: '100000' }));
    const someone = await signUpBuyer(first.app, 'Persona Dos Procesos');
    const elsewhere = requestsTo(second.app).as(someone);
    expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(200);
    const response = await first.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: someone.cookie },
      payload: { password },
    });
    expect(response.statusCode, response.body).toBe(204);
    const started = Date.now();
    let status = 200;
    while (Date.now() - started < viewerCacheMs / 2 && status !== 401) {
      status = (await elsewhere.get('/api/auth/user')).statusCode;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
  });
});
