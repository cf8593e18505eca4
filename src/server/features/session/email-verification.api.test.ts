// A buyer's e-mail is verified through a link sent on sign-up (outbox); it can be sent again; the session says so.
import { describe, expect, it } from 'vitest';
import { errorCopy } from '../../../shared/copy/errors';
import { latestMail, mailLinkPath, setupTestApp, signUpBuyer, testPublicUrl, uniqueEmail } from '../../../test/app';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';
import { and, eq } from 'drizzle-orm';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const { db } = built.database;

const me = async (caller: Caller) => (await as(caller).get('/api/auth/user')).json() as { emailVerified: boolean };
const verificationMails = (to: string) =>
  db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, to), eq(schema.emailOutbox.kind, 'email-verification')));

describe('e-mail verification', () => {
  it('queues a Spanish e-mail on sign-up; its link verifies the account and lands on the dashboard', async () => {
    const buyer = await signUpBuyer(app, 'Ana Verifica', { verified: false });
    expect(await me(buyer)).toMatchObject({ emailVerified: false });
    const mail = await latestMail(db, buyer.email, 'email-verification');
    expect(mail.subject).toBe('Confirma tu email — Casa Joven PR');

    const response = await anonymous.get(await mailLinkPath(db, buyer.email, 'email-verification'));
    expect(response.statusCode).toBe(302);
    expect(
      new URL(String(response.headers.location), testPublicUrl).pathname + new URL(String(response.headers.location), testPublicUrl).search,
    ).toBe('/dashboard?verificado=1');
    expect(await me(buyer)).toMatchObject({ emailVerified: true });
  });

  it('sends the link again on request, signed in or not, answering the same for an unknown e-mail', async () => {
    const buyer = await signUpBuyer(app, 'Ana Reenvía', { verified: false });
    const payload = { email: buyer.email, callbackURL: '/dashboard?verificado=1' };
    const signedIn = await as(buyer).post('/api/auth/send-verification-email', payload);
    expect(signedIn.statusCode).toBe(200);
    expect(await verificationMails(buyer.email)).toHaveLength(2);

    const signedOut = await anonymous.post('/api/auth/send-verification-email', payload);
    const unknown = await anonymous.post('/api/auth/send-verification-email', { ...payload, email: uniqueEmail() });
    expect(signedOut.json()).toEqual(unknown.json());
    expect(await verificationMails(buyer.email)).toHaveLength(3);
  });

  it('tells a verified buyer asking again that the e-mail is already confirmed, in Spanish', async () => {
    const buyer = await signUpBuyer(app);
    expect(await me(buyer)).toMatchObject({ emailVerified: true });
    const again = await as(buyer).post('/api/auth/send-verification-email', { email: buyer.email });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: errorCopy.emailAlreadyVerified });
  });

  it('sends a broken or expired link back to the dashboard with the error named', async () => {
    const response = await anonymous.get(`/api/auth/verify-email?token=falso&callbackURL=${encodeURIComponent('/dashboard?verificado=1')}`);
    expect(response.statusCode).toBe(302);
    const landing = new URL(String(response.headers.location), testPublicUrl);
    expect(landing.pathname).toBe('/dashboard');
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
  });
});
