// "Me interesa" with Stripe as the provider (the real SDK against the local fake of Stripe's API): a checkout the
// institution left open for that buyer is canceled with the answer and expired at Stripe, so it can take no money
// for a contact the buyer gave for free (docs/decisions/0116-listing-interest-is-a-free-unlock.md).
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { createListing } from '../../../test/listings';
import { submitLead } from '../../../test/marketplace';
import { startStripeFake } from '../../../test/stripe-fake';

const fake = await startStripeFake();
afterAll(() => fake.close());
const built = await setupTestApp({
  ...fake.env(),
});
const { app, as } = built;
const db = built.database.db;

describe('"Me interesa" with an institution checkout open at Stripe', () => {
  it('cancels the payment and expires the Stripe session once the answer commits', async () => {
    const bank = await createStaff(built, 'Banco Stripe Listado');
    const buyer = await signUpBuyer(app);
    const leadId = await submitLead(app, buyer);
    const checkout = await as(bank).post(`/api/pay/request/${leadId}`, {});
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { sessionId } = checkout.json() as { sessionId: string };
    expect(fake.sessions.get(sessionId)!.status).toBe('open');

    const listing = await createListing(app, bank, { title: 'Casa en Trujillo Alto' });
    const asked = await as(buyer).post(`/api/properties/${listing.id}/interest`, {});
    expect(asked.statusCode, asked.body).toBe(200);

    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.providerSessionId, sessionId));
    expect(payment!.status).toBe('canceled');
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
  });
});
