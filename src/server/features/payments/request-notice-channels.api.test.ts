// docs/product/buyer-control.md#contact-preferences: a paid request tells the buyer in the app always, and by e-mail
// ("{institución} quiere contactarte") only when e-mail is among the buyer's contact channels.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { payRequest, submitLead } from '../../../test/marketplace';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;

const told = async (buyer: { id: string; email: string }) => ({
  notices: (
    await db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, buyer.id), eq(schema.notifications.kind, 'connection-request')))
  ).length,
  mails: (
    await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, buyer.email), eq(schema.emailOutbox.kind, 'connection-request')))
  ).length,
});

describe('the buyer told of a paid request', () => {
  it('gets no e-mail after leaving e-mail out of the contact channels, only the notice in the app', async () => {
    const buyer = await signUpBuyer(app, 'Solo App');
    const leadId = await submitLead(app, buyer);
    const saved = await as(buyer).put('/api/me/contact-preferences', { channels: ['phone', 'app'], callFromHour: 9, callToHour: 21 });
    expect(saved.statusCode, saved.body).toBe(200);
    await payRequest(app, await createStaff(built, 'Banco Respetuoso'), leadId);
    expect(await told(buyer)).toEqual({ notices: 1, mails: 0 });
  });

  it('gets the e-mail when e-mail is among the channels (the default)', async () => {
    const buyer = await signUpBuyer(app, 'Con Correo');
    const leadId = await submitLead(app, buyer);
    await payRequest(app, await createStaff(built, 'Banco Que Escribe'), leadId);
    expect(await told(buyer)).toEqual({ notices: 1, mails: 1 });
  });
});
