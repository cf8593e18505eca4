// Two confirmations of the same checkout at the same moment create one request, never two. PGlite has one
// connection and cannot race, so this runs in the PostgreSQL pass (npm run test:api:postgres).
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createPaymentProvider } from '../../payments';
import { createStaff, setupTestApp, signUpBuyer, testConfig } from '../../../test/app';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import { confirmPayment } from './service';

const built = await setupTestApp();
const onPostgres = built.database.kind === 'postgres';
const { as } = built;

describe.runIf(onPostgres)('concurrent confirmation on PostgreSQL', () => {
  const config = testConfig();
  const deps = { db: built.database.db, config, provider: createPaymentProvider(config) };

  it('applies a request payment once when confirmed ten times at once', async () => {
    const buyer = await signUpBuyer(built.app);
    const bank = await createStaff(built, 'Banco Carrera');
    const leadId = await submitLead(built.app, buyer);
    const checkout = await as(bank).post(`/api/pay/request/${leadId}`, {});
    const { sessionId } = checkout.json();

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => confirmPayment(deps, sessionId)));
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const notices = await built.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, buyer.id));
    expect(notices).toHaveLength(1);
    // The buyer's other mail is the sign-up's address confirmation.
    const mails = await built.database.db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, buyer.email), ne(schema.emailOutbox.kind, 'email-verification')));
    expect(mails).toHaveLength(1);
  });

  it('unlocks once and opens one conversation when the unlock is confirmed concurrently', async () => {
    const buyer = await signUpBuyer(built.app);
    const bank = await createStaff(built, 'Banco Doble');
    const leadId = await submitLead(built.app, buyer);
    await payRequest(built.app, bank, leadId);
    await answerRequest(built.app, buyer, 'Banco Doble', 'accepted');
    const { sessionId } = (await as(bank).post(`/api/pay/unlock/${leadId}`, {})).json();

    const confirm = () => as(bank).post('/api/simulate-payment-success', { sessionId, type: 'unlock' });
    const responses = await Promise.all(Array.from({ length: 8 }, confirm));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const paid = await built.database.db.select().from(schema.payments).where(eq(schema.payments.institutionId, bank.institution.id));
    expect(paid.filter((p) => p.kind === 'unlock' && p.status === 'paid')).toHaveLength(1);
    const conversations = await built.database.db.select().from(schema.conversations).where(eq(schema.conversations.userId, buyer.id));
    expect(conversations).toHaveLength(1);
  });
});

describe.runIf(onPostgres)('the last open place on PostgreSQL (docs/decisions/0138)', () => {
  const config = testConfig({ MAX_OPEN_REQUESTS_PER_LEAD: '2' });
  const deps = { db: built.database.db, config, provider: createPaymentProvider(config) };

  it('goes to one of two checkouts confirmed at the same moment; the other is refunded', async () => {
    const buyer = await signUpBuyer(built.app);
    const leadId = await submitLead(built.app, buyer);
    const banks = [];
    for (const name of ['Banco Carrera Uno', 'Banco Carrera Dos', 'Banco Carrera Tres']) banks.push(await createStaff(built, name));
    const sessions = [];
    for (const bank of banks) sessions.push((await as(bank).post(`/api/pay/request/${leadId}`, {})).json().sessionId as string);
    // One place is taken first; the two others race for the last one.
    await confirmPayment(deps, sessions[0]!);
    const raced = await Promise.all(sessions.slice(1).map((sessionId) => confirmPayment(deps, sessionId)));
    expect(raced.map((payment) => payment.status).sort()).toEqual(['paid', 'refunded']);
    const [lead] = await built.database.db.select().from(schema.leads).where(eq(schema.leads.id, leadId));
    expect(lead!.openRequests).toBe(2);
  });
});

describe.runIf(!onPostgres)('on the embedded database', () => {
  it('leaves the race to the PostgreSQL pass', () => {
    expect(built.database.kind).toBe('pglite');
  });
});
