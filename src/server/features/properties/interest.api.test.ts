// docs/product/listings.md#me-interesa over HTTP: the buyer's question is a consent that costs the institution
// nothing; it unlocks the buyer's contact for that institution only, opens the conversation, tells the staff, queues
// `lead.unlocked`, shows the address; asking twice changes nothing; a revocation undoes it, and a return is refused.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingInterestConsentText, type ListingInterestResult, type PropertyDetail } from '../../../shared/schemas/listings';
import { openContact } from '../../crypto/contact-data';
import { schema } from '../../db/client';
import { createStaff, latestMail, setupTestApp, signUpBuyer } from '../../../test/app';
import { createListing } from '../../../test/listings';
import { submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000', RATE_LIMIT_PAYMENTS_PER_MINUTE: '100000' });
const { app, as } = built;
const db = built.database.db;

const bank = await createStaff(built, 'Banco Interesado');
const rival = await createStaff(built, 'Banco Rival Listado');
const contact = { nombre: 'Celeste Marrero', correo: 'celeste.marrero@example.com', movil: '(787) 555-0177' };
const buyer = await signUpBuyer(app, contact.nombre);
const leadId = await submitLead(app, buyer, { ...contact, municipio: 'Cayey', precio_meta: '$160,000' });
const listing = await createListing(app, bank, { title: 'Casa de dos niveles en Cayey', addressLine: 'Calle Luna 7, Cayey' });
const second = await createListing(app, bank, {
  title: 'Solar llano en Cidra',
  type: 'solar',
  bedrooms: null,
  addressLine: 'Carr. 172 km 3',
});
const hook = await as(bank).post('/api/institution/webhooks', { url: 'http://127.0.0.1:9/crm', events: ['lead.unlocked'] });
expect(hook.statusCode, hook.body).toBe(201);

const ask = (caller: Caller, id: string, message?: string) =>
  as(caller).post(`/api/properties/${id}/interest`, message === undefined ? {} : { message });
const detail = async (id: string, caller: Caller = buyer) => (await as(caller).get(`/api/properties/${id}`)).json() as PropertyDetail;
const requestOf = async (institutionId: string) =>
  (
    await db
      .select()
      .from(schema.connectionRequests)
      .where(and(eq(schema.connectionRequests.leadId, leadId), eq(schema.connectionRequests.institutionId, institutionId)))
  )[0];
const consentsOf = (institutionId: string) =>
  db
    .select()
    .from(schema.consentRecords)
    .where(and(eq(schema.consentRecords.leadId, leadId), eq(schema.consentRecords.institutionId, institutionId)));
const webhookRows = () => db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.eventType, 'lead.unlocked'));
const leadFor = async (caller: Caller) => (await as(caller).get(`/api/lead/${leadId}`)).json();
const paymentsOf = async (requestId: string) => db.select().from(schema.payments).where(eq(schema.payments.connectionRequestId, requestId));

describe('before "Me interesa"', () => {
  it('hides the address and the buyer’s contact', async () => {
    expect(await detail(listing.id)).toMatchObject({ addressLine: null, interest: null, canAsk: true });
    expect(await leadFor(bank)).toMatchObject({ nombre: null, correo: null, movil: null, unlocked: false });
  });

  it('asks for the lead first, then for a confirmed e-mail, in Spanish, and writes nothing', async () => {
    const noLead = await signUpBuyer(app, 'Sin Datos');
    const first = await ask(noLead, listing.id);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('Completa primero tus datos de contacto para que la institución pueda responderte.');
    const unverified = await signUpBuyer(app, 'Sin Confirmar', { verified: false });
    await submitLead(app, unverified, { correo: 'sin.confirmar@example.com' });
    const second = await ask(unverified, listing.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Confirma primero tu correo electrónico/);
    expect(await db.select().from(schema.listingInterests)).toEqual([]);
    expect(await db.select().from(schema.connectionRequests)).toEqual([]);
  });

  it('is refused on the programme’s listings, sold ones, drafts and unknown ids', async () => {
    const programme = await ask(buyer, 'prop-1');
    expect(programme.statusCode).toBe(409);
    expect(programme.json().message).toMatch(/Programa Casa Joven PR/);
    const sold = await createListing(app, bank, { title: 'Casa ya vendida' }, { status: 'sold' });
    expect((await ask(buyer, sold.id)).json()).toEqual({ message: 'Esta propiedad ya se vendió.' });
    const draft = await createListing(app, bank, { title: 'Casa en borrador' }, { status: 'draft' });
    for (const id of [draft.id, 'prop-99']) {
      const response = await ask(buyer, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Propiedad no encontrada');
    }
    const tooLong = await ask(buyer, listing.id, 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('El mensaje no puede pasar de 1000 caracteres');
    expect(await db.select().from(schema.connectionRequests)).toEqual([]);
  });
});

let result: ListingInterestResult;
describe('"Me interesa"', () => {
  it('accepts and unlocks at no charge, with a consent record of the text the buyer saw', async () => {
    const response = await ask(buyer, listing.id, '  ¿Puedo verla el sábado?  ');
    expect(response.statusCode, response.body).toBe(200);
    result = response.json();
    expect(result).toEqual({ conversationId: expect.any(String), connectionRequestId: expect.any(String), askedAt: expect.any(String) });
    const request = (await requestOf(bank.institution.id))!;
    expect(request).toMatchObject({
      id: result.connectionRequestId,
      status: 'accepted',
      origin: 'buyer',
      requestPaymentId: null,
      unlockPaymentId: null,
      revokedAt: null,
    });
    expect(request.unlockedAt).not.toBeNull();
    expect(await paymentsOf(request.id)).toEqual([]);
    const consents = await consentsOf(bank.institution.id);
    expect(consents).toEqual([
      expect.objectContaining({
        decision: 'accepted',
        connectionRequestId: request.id,
        consentText: listingInterestConsentText('Banco Interesado', 'Casa de dos niveles en Cayey'),
        userId: buyer.id,
      }),
    ]);
    expect(consents[0]!.consentText).toContain('«Casa de dos niveles en Cayey»');
    const interests = await db.select().from(schema.listingInterests);
    expect(interests).toEqual([
      expect.objectContaining({
        propertyId: listing.id,
        userId: buyer.id,
        institutionId: bank.institution.id,
        connectionRequestId: request.id,
      }),
    ]);
  });

  it('opens the conversation with the buyer’s message, for both sides', async () => {
    const mine = (await as(buyer).get('/api/conversations')).json() as Array<{ id: string; status: string; lastMessage: string }>;
    expect(mine).toEqual([
      expect.objectContaining({ id: result.conversationId, status: 'active', lastMessage: '¿Puedo verla el sábado?' }),
    ]);
    const theirs = (await as(bank).get('/api/institution/conversations')).json() as Array<{ id: string; unreadCount: number }>;
    expect(theirs).toEqual([expect.objectContaining({ id: result.conversationId, unreadCount: 1 })]);
    expect((await as(rival).get('/api/institution/conversations')).json()).toEqual([]);
  });

  it('tells the staff in the portal and by e-mail, naming the listing and nothing of the buyer', async () => {
    const notices = (await as(bank).get('/api/institution/notices')).json() as Array<{ title: string; body: string }>;
    expect(notices).toEqual([expect.objectContaining({ title: 'Un comprador pregunta por «Casa de dos niveles en Cayey»' })]);
    const mail = await latestMail(db, bank.email, 'listing-interest');
    expect(mail.subject).toContain('Casa de dos niveles en Cayey');
    for (const secret of [contact.nombre, contact.correo, contact.movil, 'sábado']) {
      expect(`${mail.subject}${mail.textBody}${mail.htmlBody}${JSON.stringify(notices)}`).not.toContain(secret);
    }
  });

  it('queues lead.unlocked with its cause and listing, ids only', async () => {
    const rows = await webhookRows();
    expect(rows).toHaveLength(1);
    const body = JSON.parse(rows[0]!.body);
    expect(body).toMatchObject({
      type: 'lead.unlocked',
      data: {
        leadId,
        connectionRequestId: result.connectionRequestId,
        cause: 'buyer_interest',
        listingId: listing.id,
        unlockedAt: expect.any(String),
      },
    });
    for (const secret of [contact.nombre, contact.correo, contact.movil]) expect(rows[0]!.body).not.toContain(secret);
  });

  it('shows the buyer the address, and the institution the contact, as unlocked; nobody else', async () => {
    expect(await detail(listing.id)).toMatchObject({
      addressLine: 'Calle Luna 7, Cayey',
      interest: { askedAt: result.askedAt, conversationId: result.conversationId },
    });
    // Only the listing asked about: the institution’s other listing keeps its address.
    expect((await detail(second.id)).addressLine).toBeNull();
    expect(await leadFor(bank)).toMatchObject({ ...contact, unlocked: true, state: 'unlocked' });
    const unlocked = (await as(bank).get('/api/leads-for-banks?status=unlocked')).body;
    expect(unlocked).toContain(contact.correo);
    expect(await leadFor(rival)).toMatchObject({ nombre: null, correo: null, movil: null, unlocked: false });
    expect((await as(rival).get('/api/leads-for-banks')).body).not.toContain(contact.correo);
    expect((await as(bank).get(`/api/institution/listings/${listing.id}`)).json().interestCount).toBe(1);
  });

  it('answers the same when asked twice, writing nothing new', async () => {
    const again = await ask(buyer, listing.id, 'Otra vez');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    expect(await consentsOf(bank.institution.id)).toHaveLength(1);
    expect(await db.select().from(schema.listingInterests)).toHaveLength(1);
    expect(await db.select().from(schema.messages)).toHaveLength(1);
    expect(await webhookRows()).toHaveLength(1);
  });

  it('on another listing of the same institution: a consent record and a message for it, no second unlock', async () => {
    const response = await ask(buyer, second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ conversationId: result.conversationId, connectionRequestId: result.connectionRequestId });
    expect((await consentsOf(bank.institution.id)).map((c) => c.consentText)).toContain(
      listingInterestConsentText('Banco Interesado', 'Solar llano en Cidra'),
    );
    const messages = await db.select().from(schema.messages).where(eq(schema.messages.conversationId, result.conversationId));
    // Stored sealed (docs/decisions/0123-…).
    expect(messages.map((m) => openContact(m.content))).toContain('Me interesa la propiedad «Solar llano en Cidra».');
    expect(await webhookRows()).toHaveLength(1);
    expect((await detail(second.id)).addressLine).toBe('Carr. 172 km 3');
  });

  it('leaves the institution nothing to pay for, and nothing to return', async () => {
    const request = await as(bank).post(`/api/pay/request/${leadId}`, {});
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe('Ya desbloqueaste este contacto.');
    const unlock = await as(bank).post(`/api/pay/unlock/${leadId}`, {});
    expect(unlock.statusCode).toBe(409);
    expect(unlock.json().message).toBe('Ya desbloqueaste este contacto.');
    const returned = await as(bank).post('/api/institution/lead-returns', { leadId, reason: 'phone_disconnected' });
    expect(returned.statusCode).toBe(409);
    expect(returned.json().message).toBe(
      'Este contacto se desbloqueó sin costo porque el comprador pulsó «Me interesa»: no hay pago que devolver.',
    );
    expect(await db.select().from(schema.leadReturns)).toEqual([]);
    expect(await paymentsOf(result.connectionRequestId)).toEqual([]);
  });
});

describe('revoking and asking again', () => {
  it('a revocation hides the address and the contact again and closes the conversation', async () => {
    const holders = (await as(buyer).get('/api/user/contact-holders')).json() as Array<{ requestId: string; institutionName: string }>;
    expect(holders).toEqual([expect.objectContaining({ requestId: result.connectionRequestId, institutionName: 'Banco Interesado' })]);
    const revoked = await as(buyer).post(`/api/connection-requests/${result.connectionRequestId}/revoke`, { reason: 'Ya no me interesa' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await detail(listing.id)).toMatchObject({ addressLine: null, interest: null });
    expect(await leadFor(bank)).toMatchObject({ nombre: null, correo: null, movil: null, state: 'revoked' });
    expect((await as(bank).get('/api/leads-for-banks')).body).not.toContain(contact.correo);
    const [conversation] = await db.select().from(schema.conversations).where(eq(schema.conversations.id, result.conversationId));
    expect(conversation!.status).toBe('closed');
  });

  it('asking again is a new consent: unlocked again, the conversation reopened, the address back', async () => {
    const response = await ask(buyer, listing.id);
    expect(response.statusCode).toBe(200);
    const again = response.json() as ListingInterestResult;
    expect(again).toMatchObject({ conversationId: result.conversationId, connectionRequestId: result.connectionRequestId });
    expect(again.askedAt > result.askedAt).toBe(true);
    expect((await requestOf(bank.institution.id))!).toMatchObject({ status: 'accepted', revokedAt: null, revokeReason: null });
    expect((await consentsOf(bank.institution.id)).map((c) => c.decision)).toEqual(['accepted', 'accepted', 'revoked', 'accepted']);
    const [conversation] = await db.select().from(schema.conversations).where(eq(schema.conversations.id, result.conversationId));
    expect(conversation!.status).toBe('active');
    expect((await detail(listing.id)).addressLine).toBe('Calle Luna 7, Cayey');
    expect(await leadFor(bank)).toMatchObject({ ...contact, state: 'unlocked' });
    expect(await webhookRows()).toHaveLength(2);
    // One row per buyer and listing, however often asked.
    expect((await as(bank).get(`/api/institution/listings/${listing.id}`)).json().interestCount).toBe(1);
  });
});

describe('an institution’s own request to the same buyer', () => {
  it('a paid request still waiting is answered by "Me interesa": unlocked free, the request payment kept', async () => {
    const checkout = await as(rival).post(`/api/pay/request/${leadId}`, {});
    await as(rival).post('/api/simulate-payment-success', { sessionId: checkout.json().sessionId });
    const rivalListing = await createListing(app, rival, { title: 'Apartamento en Caguas' });
    expect((await ask(buyer, rivalListing.id)).statusCode).toBe(200);
    const request = (await requestOf(rival.institution.id))!;
    expect(request).toMatchObject({ status: 'accepted', origin: 'institution', unlockPaymentId: null });
    expect(request.requestPaymentId).not.toBeNull();
    expect(request.unlockedAt).not.toBeNull();
    expect(await leadFor(rival)).toMatchObject({ ...contact, state: 'unlocked' });
  });

  it('an unpaid draft cannot be answered by the buyer, but "Me interesa" makes it the buyer’s and voids its checkout', async () => {
    const third = await createStaff(built, 'Banco Borrador');
    const created = await as(third).post('/api/lead-connection-requests', { leadId });
    expect(created.statusCode, created.body).toBe(201);
    const draftId = created.json().id as string;
    const answered = await as(buyer).post(`/api/connection-requests/${draftId}/respond`, { response: 'accepted' });
    expect(answered.statusCode).toBe(404);
    const open = await as(third).post(`/api/pay/request/${leadId}`, {});
    expect(open.statusCode).toBe(200);

    const thirdListing = await createListing(app, third, { title: 'Casa terrera en Guaynabo' });
    expect((await ask(buyer, thirdListing.id)).statusCode).toBe(200);
    expect((await requestOf(third.institution.id))!).toMatchObject({
      id: draftId,
      status: 'accepted',
      origin: 'buyer',
      requestPaymentId: null,
    });
    expect((await paymentsOf(draftId)).map((p) => p.status)).toEqual(['canceled']);
    const late = await as(third).post('/api/simulate-payment-success', { sessionId: open.json().sessionId });
    expect(late.statusCode).toBe(409);
    expect((await requestOf(third.institution.id))!.requestPaymentId).toBeNull();
    // Revocable like any acceptance.
    expect((await as(buyer).post(`/api/connection-requests/${draftId}/revoke`, {})).statusCode).toBe(200);
    expect(await leadFor(third)).toMatchObject({ nombre: null, state: 'revoked' });
  });
});
