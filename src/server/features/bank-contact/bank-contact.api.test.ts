import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { completeEligibilityAndCalculator, samplePrequalification } from '../../../test/journey';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app } = built;
const institutions = await built.database.db.select().from(schema.institutions);
const bankIds = institutions.filter((institution) => !institution.isTest).slice(0, 2).map((institution) => institution.id);

const list = (cookie: string | undefined) => app.inject({ method: 'GET', url: '/api/bank-contact-progress', headers: cookie ? { cookie } : {} });
const patch = (cookie: string | undefined, id: string, payload: unknown) =>
  app.inject({ method: 'PATCH', url: `/api/bank-contact-progress/${id}`, headers: cookie ? { cookie } : {}, payload: payload as object });

/** A buyer who has written to two banks: two rows at "Contacto realizado". */
async function buyerWithBanks() {
  const buyer = await signUpBuyer(app);
  await completeEligibilityAndCalculator(app, buyer.cookie);
  const outreach = await app.inject({ method: 'POST', url: '/api/bank-outreach', headers: { cookie: buyer.cookie }, payload: { ...samplePrequalification, selectedBanks: bankIds } });
  expect(outreach.statusCode).toBe(201);
  const items = (await list(buyer.cookie)).json() as Array<{ id: string; bankName: string }>;
  return { ...buyer, items };
}

describe('GET /api/bank-contact-progress', () => {
  it('lists this buyer\'s banks only, with every flag and its time', async () => {
    const buyer = await buyerWithBanks();
    expect(buyer.items).toHaveLength(2);
    expect(buyer.items[0]).toMatchObject({ contactMade: true, connectionStatus: null, connectionStatusAt: null, formsSubmitted: false, preApproved: false, approved: false, notes: null });
    expect(Object.keys(buyer.items[0]!).sort()).toEqual(
      ['approved', 'approvedAt', 'bankId', 'bankName', 'connectionStatus', 'connectionStatusAt', 'contactMade', 'contactMadeAt', 'formsSubmitted', 'formsSubmittedAt', 'id', 'notes', 'preApproved', 'preApprovedAt'].sort(),
    );
    const stranger = await signUpBuyer(app);
    expect((await list(stranger.cookie)).json()).toEqual([]);
  });
});

describe('PATCH /api/bank-contact-progress/{id}', () => {
  it('walks a bank from "Contacto realizado" to "Aprobado", setting each time on the server', async () => {
    const buyer = await buyerWithBanks();
    const id = buyer.items[0]!.id;
    const clientTime = '2001-01-01T00:00:00.000Z';
    const steps = [
      { connectionStatus: 'accepted', connectionStatusAt: clientTime },
      { formsSubmitted: true, formsSubmittedAt: clientTime },
      { preApproved: true },
      { approved: true },
    ];
    for (const step of steps) {
      const response = await patch(buyer.cookie, id, step);
      expect(response.statusCode, response.body).toBe(200);
    }
    const item = (await list(buyer.cookie)).json().find((row: { id: string }) => row.id === id);
    expect(item).toMatchObject({ connectionStatus: 'accepted', formsSubmitted: true, preApproved: true, approved: true });
    for (const field of ['connectionStatusAt', 'formsSubmittedAt', 'preApprovedAt', 'approvedAt']) {
      expect(new Date(item[field]).getTime(), field).toBeGreaterThan(Date.now() - 60_000);
    }
    // The other bank did not move.
    expect((await list(buyer.cookie)).json().find((row: { id: string }) => row.id !== id)).toMatchObject({ connectionStatus: null });
  });

  it('answers 409 to a skipped, repeated or post-decline step, changing nothing', async () => {
    const buyer = await buyerWithBanks();
    const [first, second] = buyer.items.map((item) => item.id);
    expect((await patch(buyer.cookie, first!, { formsSubmitted: true })).statusCode).toBe(409);
    expect((await patch(buyer.cookie, first!, { approved: true })).statusCode).toBe(409);
    expect((await patch(buyer.cookie, first!, { connectionStatus: 'accepted' })).statusCode).toBe(200);
    const again = await patch(buyer.cookie, first!, { connectionStatus: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Ese paso no corresponde/);
    expect((await patch(buyer.cookie, second!, { connectionStatus: 'declined' })).statusCode).toBe(200);
    expect((await patch(buyer.cookie, second!, { formsSubmitted: true })).statusCode).toBe(409);
    const items = (await list(buyer.cookie)).json();
    expect(items.map((item: { connectionStatus: string; formsSubmitted: boolean }) => [item.connectionStatus, item.formsSubmitted])).toEqual([
      ['accepted', false],
      ['declined', false],
    ]);
  });

  it('answers 404 for another buyer\'s bank or an unknown id, and 400 for a malformed id', async () => {
    const owner = await buyerWithBanks();
    const intruder = await signUpBuyer(app);
    const response = await patch(intruder.cookie, owner.items[0]!.id, { connectionStatus: 'accepted' });
    expect(response.statusCode).toBe(404);
    expect((await list(owner.cookie)).json()[0].connectionStatus).toBeNull();
    expect((await patch(owner.cookie, '00000000-0000-4000-8000-000000000000', { connectionStatus: 'accepted' })).statusCode).toBe(404);
    expect((await patch(owner.cookie, 'no-es-un-id', { connectionStatus: 'accepted' })).statusCode).toBe(400);
  });

  it.each([
    ['two steps at once', { connectionStatus: 'accepted', formsSubmitted: true }],
    ['a flag set back to false', { formsSubmitted: false }],
    ['an unknown connection status', { connectionStatus: 'maybe' }],
    ['an unknown field', { notes: 'hola' }],
    ['an empty body', {}],
  ])('refuses %s with a Spanish 400', async (_case, body) => {
    const buyer = await buyerWithBanks();
    const response = await patch(buyer.cookie, buyer.items[0]!.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Indica un solo cambio de progreso válido');
    expect((await list(buyer.cookie)).json()[0]).toMatchObject({ connectionStatus: null, formsSubmitted: false });
  });

  it('is for signed-in buyers only', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const staff = await createStaff(built);
    expect((await list(staff.cookie)).statusCode).toBe(403);
    expect((await patch(staff.cookie, '00000000-0000-4000-8000-000000000000', { approved: true })).statusCode).toBe(403);
  });
});
