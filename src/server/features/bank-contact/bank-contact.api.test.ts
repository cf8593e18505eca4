import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { contactBanks } from '../../../test/journey';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const institutions = await built.database.db.select().from(schema.institutions);
const bankIds = institutions
  .filter((institution) => !institution.isTest)
  .slice(0, 2)
  .map((institution) => institution.id);

/** A buyer who has written to two banks: two rows at "Contacto realizado". */
async function buyerWithBanks() {
  const buyer = await signUpBuyer(app);
  return { ...buyer, items: await contactBanks(app, buyer, bankIds) };
}

describe('GET /api/bank-contact-progress', () => {
  it("lists this buyer's banks only, with every flag and its time", async () => {
    const buyer = await buyerWithBanks();
    expect(buyer.items).toHaveLength(2);
    expect(buyer.items[0]).toMatchObject({
      contactMade: true,
      connectionStatus: null,
      connectionStatusAt: null,
      formsSubmitted: false,
      preApproved: false,
      approved: false,
      notes: null,
    });
    expect(Object.keys(buyer.items[0]!).sort()).toEqual(
      [
        'approved',
        'approvedAt',
        'bankId',
        'bankName',
        'connectionStatus',
        'connectionStatusAt',
        'contactMade',
        'contactMadeAt',
        'formsSubmitted',
        'formsSubmittedAt',
        'id',
        'notes',
        'preApproved',
        'preApprovedAt',
      ].sort(),
    );
    const stranger = await signUpBuyer(app);
    expect((await as(stranger).get('/api/bank-contact-progress')).json()).toEqual([]);
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
      const response = await as(buyer).patch(`/api/bank-contact-progress/${id}`, step);
      expect(response.statusCode, response.body).toBe(200);
    }
    const item = (await as(buyer).get('/api/bank-contact-progress')).json().find((row: { id: string }) => row.id === id);
    expect(item).toMatchObject({ connectionStatus: 'accepted', formsSubmitted: true, preApproved: true, approved: true });
    for (const field of ['connectionStatusAt', 'formsSubmittedAt', 'preApprovedAt', 'approvedAt']) {
      expect(new Date(item[field]).getTime(), field).toBeGreaterThan(Date.now() - 60_000);
    }
    // The other bank did not move.
    expect((await as(buyer).get('/api/bank-contact-progress')).json().find((row: { id: string }) => row.id !== id)).toMatchObject({
      connectionStatus: null,
    });
  });

  it('answers 409 to a skipped, repeated or post-decline step, changing nothing', async () => {
    const buyer = await buyerWithBanks();
    const [first, second] = buyer.items.map((item) => item.id);
    expect((await as(buyer).patch(`/api/bank-contact-progress/${first!}`, { formsSubmitted: true })).statusCode).toBe(409);
    expect((await as(buyer).patch(`/api/bank-contact-progress/${first!}`, { approved: true })).statusCode).toBe(409);
    expect((await as(buyer).patch(`/api/bank-contact-progress/${first!}`, { connectionStatus: 'accepted' })).statusCode).toBe(200);
    const again = await as(buyer).patch(`/api/bank-contact-progress/${first!}`, { connectionStatus: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Ese paso no corresponde/);
    expect((await as(buyer).patch(`/api/bank-contact-progress/${second!}`, { connectionStatus: 'declined' })).statusCode).toBe(200);
    expect((await as(buyer).patch(`/api/bank-contact-progress/${second!}`, { formsSubmitted: true })).statusCode).toBe(409);
    const items = (await as(buyer).get('/api/bank-contact-progress')).json();
    expect(
      items.map((item: { connectionStatus: string; formsSubmitted: boolean }) => [item.connectionStatus, item.formsSubmitted]),
    ).toEqual([
      ['accepted', false],
      ['declined', false],
    ]);
  });

  it("answers 404 for another buyer's bank or an unknown id, and 400 for a malformed id", async () => {
    const owner = await buyerWithBanks();
    const intruder = await signUpBuyer(app);
    const response = await as(intruder).patch(`/api/bank-contact-progress/${owner.items[0]!.id}`, { connectionStatus: 'accepted' });
    expect(response.statusCode).toBe(404);
    expect((await as(owner).get('/api/bank-contact-progress')).json()[0].connectionStatus).toBeNull();
    expect(
      (await as(owner).patch('/api/bank-contact-progress/00000000-0000-4000-8000-000000000000', { connectionStatus: 'accepted' }))
        .statusCode,
    ).toBe(404);
    expect((await as(owner).patch('/api/bank-contact-progress/no-es-un-id', { connectionStatus: 'accepted' })).statusCode).toBe(400);
  });

  it.each([
    ['two steps at once', { connectionStatus: 'accepted', formsSubmitted: true }],
    ['a flag set back to false', { formsSubmitted: false }],
    ['an unknown connection status', { connectionStatus: 'maybe' }],
    ['an unknown field', { notes: 'hola' }],
    ['an empty body', {}],
  ])('refuses %s with a Spanish 400', async (_case, body) => {
    const buyer = await buyerWithBanks();
    const response = await as(buyer).patch(`/api/bank-contact-progress/${buyer.items[0]!.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Indica un solo cambio de progreso válido');
    expect((await as(buyer).get('/api/bank-contact-progress')).json()[0]).toMatchObject({ connectionStatus: null, formsSubmitted: false });
  });

  it('is for signed-in buyers only', async () => {
    expect((await anonymous.get('/api/bank-contact-progress')).statusCode).toBe(401);
    const staff = await createStaff(built);
    expect((await as(staff).get('/api/bank-contact-progress')).statusCode).toBe(403);
    expect((await as(staff).patch('/api/bank-contact-progress/00000000-0000-4000-8000-000000000000', { approved: true })).statusCode).toBe(
      403,
    );
  });
});
