// An unlock checkout opened before the buyer deleted the account buys nothing after it: the lead left the market with
// the buyer (docs/product/buyer-control.md#the-buyers-own-data), so neither a new checkout nor the old one's payment unlocks
// it: that payment is refunded when it arrives (docs/decisions/0138).
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app, as } = built;

describe('an unlock after the buyer deleted the account', () => {
  it('is refused, and a checkout opened before is refunded, not applied', async () => {
    const buyer = await signUpBuyer(app, 'Breve');
    const bank = await createStaff(built, 'Banco Tardío');
    const leadId = await submitLead(app, buyer);
    await payRequest(app, bank, leadId);
    await answerRequest(app, buyer, 'Banco Tardío', 'accepted');
    const checkout = await as(bank).post(`/api/pay/unlock/${leadId}`, {});
    expect(checkout.statusCode).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: buyer.cookie },
      payload: { password: 'contraseña-segura' },
    });
    expect(deleted.statusCode).toBe(204);

    const confirmed = await as(bank).post('/api/simulate-payment-success', { sessionId: checkout.json().sessionId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ kind: 'unlock', status: 'refunded' });
    expect((await as(bank).post(`/api/pay/unlock/${leadId}`, {})).statusCode).toBe(404);
    expect((await as(bank).get(`/api/lead/${leadId}`)).statusCode).toBe(404);
  });
});
