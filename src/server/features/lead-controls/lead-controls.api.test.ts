// docs/product/buyer-control.md: the cap on open requests, the pause and the contact preferences, as institutions meet them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultContactPreferences } from '../../../shared/schemas/buyer-control';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';

// A limit of 2 makes the cap reachable with three institutions.
const built = await setupTestApp({ MAX_OPEN_REQUESTS_PER_LEAD: '2' });
const { app, as } = built;

const buyer = await signUpBuyer(app, 'Celeste');
const first = await createStaff(built, 'Banco Primero');
const second = await createStaff(built, 'Banco Segundo');
const third = await createStaff(built, 'Banco Tercero');
const leadId = await submitLead(app, buyer, { nombre: 'Celeste Rivera', municipio: 'Mayagüez' });

const leadAs = async (bank: Caller): Promise<BankLead> => (await as(bank).get(`/api/lead/${leadId}`)).json();
const availableIds = async (bank: Caller): Promise<string[]> =>
  ((await as(bank).get('/api/leads-for-banks?status=available')).json() as BankLead[]).map((lead) => lead.id);
const summaryAs = async (bank: Caller) => (await as(bank).get('/api/leads-for-banks/summary')).json() as { available: number };
const controls = async () => (await as(buyer).get('/api/me/lead-controls')).json();

describe('the cap on open requests', () => {
  it('starts at the configured default with nothing open', async () => {
    expect(await controls()).toEqual({
      paused: false,
      requestLimit: null,
      defaultRequestLimit: 2,
      openRequests: 0,
      contactPreferences: defaultContactPreferences,
    });
  });

  it('closes the lead to new requests once as many paid requests as the limit wait for an answer', async () => {
    await payRequest(app, first, leadId);
    expect(await availableIds(third)).toContain(leadId);
    await payRequest(app, second, leadId);
    expect((await controls()).openRequests).toBe(2);

    expect((await leadAs(third)).state).toBe('closed');
    expect(await availableIds(third)).not.toContain(leadId);
    expect((await summaryAs(third)).available).toBe(0);
    const refused = await as(third).post(`/api/pay/request/${leadId}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este comprador no acepta más solicitudes por ahora.');
    const draft = await as(third).post('/api/lead-connection-requests', { leadId });
    expect(draft.statusCode).toBe(409);

    // Those who already paid keep their place.
    expect((await leadAs(first)).state).toBe('waiting');
  });

  it('opens again when the buyer answers one of them', async () => {
    await answerRequest(app, buyer, 'Banco Primero', 'declined');
    expect((await controls()).openRequests).toBe(1);
    expect((await leadAs(third)).state).toBe('none');
    expect(await availableIds(third)).toContain(leadId);
    expect((await summaryAs(third)).available).toBe(1);
  });

  it('lets the buyer lower the limit, never raise it, and go back to the default', async () => {
    const tooHigh = await as(buyer).put('/api/me/request-limit', { requestLimit: 3 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe('El límite no puede pasar de 2.');
    expect((await as(buyer).put('/api/me/request-limit', { requestLimit: 0 })).statusCode).toBe(400);
    expect((await as(buyer).put('/api/me/request-limit', { requestLimit: 'uno' })).statusCode).toBe(400);
    expect((await controls()).requestLimit).toBeNull();

    const lowered = await as(buyer).put('/api/me/request-limit', { requestLimit: 1 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ requestLimit: 1, openRequests: 1 });
    expect((await leadAs(third)).state).toBe('closed');
    expect((await as(third).post(`/api/pay/request/${leadId}`, {})).statusCode).toBe(409);

    await as(buyer).put('/api/me/request-limit', { requestLimit: null });
    expect((await leadAs(third)).state).toBe('none');
  });
});

describe('the pause', () => {
  it('closes the lead to every institution without a paid request, and resumes', async () => {
    const paused = await as(buyer).put('/api/me/lead-pause', { paused: true });
    expect(paused.json()).toMatchObject({ paused: true });
    expect((await leadAs(third)).state).toBe('closed');
    expect(await availableIds(third)).not.toContain(leadId);
    expect((await as(third).post(`/api/pay/request/${leadId}`, {})).statusCode).toBe(409);
    // The paid request waiting on the buyer is still there, and can still be answered.
    expect((await leadAs(second)).state).toBe('waiting');

    expect((await as(buyer).put('/api/me/lead-pause', { paused: 'no' })).statusCode).toBe(400);
    await as(buyer).put('/api/me/lead-pause', { paused: false });
    expect((await leadAs(third)).state).toBe('none');
  });

  it('needs a lead: a buyer who never asked to be contacted has nothing to pause', async () => {
    const newcomer = await signUpBuyer(app, 'Sin Lead');
    expect((await as(newcomer).get('/api/me/lead-controls')).json()).toBeNull();
    const response = await as(newcomer).put('/api/me/lead-pause', { paused: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Todavía no has pedido que te contacten.');
  });
});

describe('contact preferences', () => {
  it('refuses what the law or common sense does not allow, in Spanish, and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ channels: [], callFromHour: 9, callToHour: 21 }, 'Elige al menos una forma de contacto'],
      [{ channels: ['phone'], callFromHour: 8, callToHour: 21 }, 'Las llamadas no pueden empezar antes de las 9:00 a. m.'],
      [{ channels: ['phone'], callFromHour: 9, callToHour: 22 }, 'Las llamadas no pueden terminar después de las 9:00 p. m.'],
      [{ channels: ['phone'], callFromHour: 15, callToHour: 12 }, 'La hora de inicio debe ser anterior a la hora final'],
      [{ channels: ['fax'], callFromHour: 9, callToHour: 21 }, 'Forma de contacto desconocida'],
    ];
    for (const [body, message] of cases) {
      const response = await as(buyer).put('/api/me/contact-preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await controls()).contactPreferences).toEqual(defaultContactPreferences);
  });

  it('reaches the institution only with the unlocked contact, and follows later changes', async () => {
    const narrowed = { channels: ['phone', 'app'], callFromHour: 10, callToHour: 14 };
    expect((await as(buyer).put('/api/me/contact-preferences', narrowed)).statusCode).toBe(200);
    expect((await leadAs(second)).contactPreferences).toBeNull();

    // Sent with the acceptance, they replace the saved ones and go into the consent record.
    const sent = { channels: ['email'], callFromHour: 9, callToHour: 21 };
    const requests = (await as(buyer).get('/api/user/connection-requests')).json() as Array<{ id: string; bankName: string }>;
    const pending = requests.find((request) => request.bankName === 'Banco Segundo')!;
    const accepted = await as(buyer).post(`/api/connection-requests/${pending.id}/respond`, {
      response: 'accepted',
      contactPreferences: sent,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await leadAs(second)).contactPreferences).toBeNull();
    await payUnlock(app, second, leadId);
    expect((await leadAs(second)).contactPreferences).toEqual(sent);
    const [record] = await built.database.db
      .select({ contactPreferences: schema.consentRecords.contactPreferences })
      .from(schema.consentRecords)
      .where(eq(schema.consentRecords.connectionRequestId, pending.id));
    expect(record!.contactPreferences).toEqual(sent);

    await as(buyer).put('/api/me/contact-preferences', narrowed);
    expect((await leadAs(second)).contactPreferences).toEqual(narrowed);
    // Another institution never sees them.
    expect((await leadAs(third)).contactPreferences).toBeNull();
  });

  it("keeps the app's new-message e-mails out of a buyer's inbox unless e-mail is among the channels", async () => {
    const [conversation] = await built.database.db
      .select({ id: schema.conversations.id })
      .from(schema.conversations)
      .where(eq(schema.conversations.userId, buyer.id));
    const mailsToBuyer = async () =>
      (await built.database.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, buyer.email))).filter(
        (mail) => mail.kind === 'new-message',
      ).length;
    await as(buyer).put('/api/me/contact-preferences', { channels: ['phone', 'app'], callFromHour: 9, callToHour: 21 });
    const before = await mailsToBuyer();
    const sent = await as(second).post(`/api/institution/conversations/${conversation!.id}/messages`, { content: 'Hola, Celeste' });
    expect(sent.statusCode).toBe(201);
    expect(await mailsToBuyer()).toBe(before);

    await as(buyer).put('/api/me/contact-preferences', { channels: ['email'], callFromHour: 9, callToHour: 21 });
    await as(second).post(`/api/institution/conversations/${conversation!.id}/messages`, { content: '¿Podemos hablar?' });
    expect(await mailsToBuyer()).toBe(before + 1);
  });
});
