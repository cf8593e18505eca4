// GET /api/user/connection-requests (docs/product/data.md#connection-request-user-view): the buyer's own list holds
// the requests institutions paid for and the ones the buyer started with "Me interesa" (docs/product/listings.md#me-interesa),
// each shaped alike and marked by who started it; never an institution's unpaid draft, another buyer's request, or
// anything of the institution beyond its name.
import { describe, expect, it } from 'vitest';
import type { UserConnectionRequest } from '../../../shared/schemas/leads';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { createListing } from '../../../test/listings';
import { payRequest, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000', RATE_LIMIT_PAYMENTS_PER_MINUTE: '100000' });
const { app, as } = built;

const listOf = async (buyer: Caller) => {
  const response = await as(buyer).get('/api/user/connection-requests');
  expect(response.statusCode).toBe(200);
  return response.json() as UserConnectionRequest[];
};

describe("the buyer's own requests list", () => {
  it('includes the requests the buyer started with "Me interesa", shaped as the paid ones', async () => {
    const publisher = await createStaff(built, 'Banco Con Casas');
    const payer = await createStaff(built, 'Banco Que Paga');
    const drafter = await createStaff(built, 'Banco Borrador');
    const buyer = await signUpBuyer(app, 'Irene Interesada');
    const leadId = await submitLead(app, buyer, { nombre: 'Irene Interesada', municipio: 'Cayey', precio_meta: '$160,000' });
    const other = await signUpBuyer(app, 'Otro Comprador');
    const otherLead = await submitLead(app, other, { nombre: 'Otro Comprador', municipio: 'Ponce' });

    const listing = await createListing(app, publisher, { title: 'Casa en Cayey', addressLine: 'Calle Sol 9, Cayey' });
    const asked = await as(buyer).post(`/api/properties/${listing.id}/interest`, { message: 'Me interesa verla el sábado' });
    expect(asked.statusCode, asked.body).toBe(200);
    await payRequest(app, payer, leadId);
    // An unpaid draft stays the institution's business; another buyer's request is not this buyer's.
    expect((await as(drafter).post('/api/lead-connection-requests', { leadId })).statusCode).toBe(201);
    await payRequest(app, publisher, otherLead);

    const list = await listOf(buyer);
    expect(list.map((r) => r.bankName).sort()).toEqual(['Banco Con Casas', 'Banco Que Paga']);
    const mine = list.find((r) => r.bankName === 'Banco Con Casas')!;
    expect(mine).toEqual({
      id: asked.json().connectionRequestId,
      leadId,
      bankName: 'Banco Con Casas',
      requestStatus: 'accepted',
      origin: 'buyer',
      municipio: 'Cayey',
      precioMeta: expect.any(String),
      createdAt: expect.any(String),
      userResponse: null,
      respondedAt: expect.any(String),
      revokedAt: null,
    });
    // Asked at the moment of "Me interesa", not at the epoch.
    expect(Date.parse(mine.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine.createdAt).toBe(mine.respondedAt);
    expect(list.find((r) => r.bankName === 'Banco Que Paga')).toMatchObject({ requestStatus: 'pending', origin: 'institution' });
    // Nothing of the institution but its buyer-facing name, nothing of the other buyer.
    const body = JSON.stringify(list);
    expect(body).not.toMatch(/oficial@banco|555-0101|Ponce|Otro Comprador|Calle Sol/);
    expect(body).not.toContain(otherLead);

    // Withdrawn, it stays in the list as withdrawn, as a paid one does.
    expect((await as(buyer).post(`/api/connection-requests/${mine.id}/revoke`, {})).statusCode).toBe(200);
    expect((await listOf(buyer)).find((r) => r.id === mine.id)).toMatchObject({ origin: 'buyer', revokedAt: expect.any(String) });
    // The other buyer sees only the request made to them.
    expect((await listOf(other)).map((r) => r.bankName)).toEqual(['Banco Con Casas']);
  });
});
