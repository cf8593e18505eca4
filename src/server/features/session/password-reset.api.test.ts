// Forgotten password: better-auth's reset flow with our outbox e-mail, a one-hour single-use link, every session of
// the account ended, the same answer whether or not the e-mail has an account, and the staff rule for staff.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import {
  cookieFrom,
  createStaff,
  latestMail,
  mailLinkPath,
  setupTestApp,
  signIn,
  signUpBuyer,
  testPublicUrl,
  uniqueEmail,
} from '../../../test/app';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const { db } = built.database;

const requestReset = (email: string, redirectTo = '/restablecer-contrasena') =>
  anonymous.post('/api/auth/request-password-reset', { email, redirectTo });

/** Follows the e-mail's link as a browser would and returns the token the reset screen receives. */
async function tokenFromMail(email: string): Promise<{ token: string; landing: URL }> {
  const path = await mailLinkPath(db, email, 'password-reset');
  const response = await anonymous.get(path);
  expect(response.statusCode).toBe(302);
  const landing = new URL(String(response.headers.location), testPublicUrl);
  return { token: landing.searchParams.get('token') ?? '', landing };
}

const resetPassword = (token: string, newPassword: string) => anonymous.post('/api/auth/reset-password', { token, newPassword });

describe('forgotten password', () => {
  it('queues a Spanish e-mail whose link lands on /restablecer-contrasena with a token; the reset ends every session', async () => {
    const buyer = await signUpBuyer(app);
    const second = { cookie: cookieFrom(await signIn(app, { email: buyer.email, password: 'contraseña-segura' })) };

    const response = await requestReset(buyer.email);
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(db, buyer.email, 'password-reset');
    expect(mail.subject).toBe('Restablece tu contraseña — Casa Joven PR');
    expect(mail.textBody).toContain('1 hora');

    const { token, landing } = await tokenFromMail(buyer.email);
    expect(landing.pathname).toBe('/restablecer-contrasena');
    expect(landing.searchParams.get('portal')).toBeNull();
    expect(token).toMatch(/^\w{20,}$/);

    const reset = await resetPassword(token, 'otra-clave-nueva');
    expect(reset.statusCode).toBe(200);

    for (const session of [buyer, second]) {
      expect((await as(session).get('/api/auth/user')).statusCode).toBe(401);
    }
    expect((await signIn(app, { email: buyer.email, password: 'contraseña-segura' })).statusCode).toBe(401);
    expect((await signIn(app, { email: buyer.email, password: 'otra-clave-nueva' })).statusCode).toBe(200);
  });

  it('uses a link once', async () => {
    const buyer = await signUpBuyer(app);
    await requestReset(buyer.email);
    const { token } = await tokenFromMail(buyer.email);
    expect((await resetPassword(token, 'primera-clave-nueva')).statusCode).toBe(200);
    const again = await resetPassword(token, 'segunda-clave-nueva');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: expect.stringMatching(/enlace.*(no es válido|venció)/i) });
    expect((await signIn(app, { email: buyer.email, password: 'primera-clave-nueva' })).statusCode).toBe(200);
  });

  it('refuses a link older than one hour, on the landing redirect and on the reset', async () => {
    const buyer = await signUpBuyer(app);
    await requestReset(buyer.email);
    const path = await mailLinkPath(db, buyer.email, 'password-reset');
    const token = decodeURIComponent(path.split('/reset-password/')[1]!.split('?')[0]!);
    const [stored] = await db
      .select()
      .from(schema.verification)
      .where(eq(schema.verification.identifier, `reset-password:${token}`));
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);

    // An hour later: the stored expiry is what better-auth compares with the clock.
    await db
      .update(schema.verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.verification.id, stored!.id));
    const landing = await anonymous.get(path);
    expect(new URL(String(landing.headers.location), testPublicUrl).searchParams.get('error')).toBe('INVALID_TOKEN');
    const reset = await resetPassword(token, 'clave-demasiado-tarde');
    expect(reset.statusCode).toBe(400);
    expect((await signIn(app, { email: buyer.email, password: 'contraseña-segura' })).statusCode).toBe(200);
  });

  it('answers the same whether or not the e-mail has an account, and mails only a real account', async () => {
    const buyer = await signUpBuyer(app);
    const known = await requestReset(buyer.email);
    const unknownEmail = uniqueEmail('nadie');
    const unknown = await requestReset(unknownEmail);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await expect(latestMail(db, unknownEmail, 'password-reset')).rejects.toThrow();
  });

  it('refuses an address over 254 characters, like any malformed one, with a Spanish 400 and no mail', async () => {
    const tooLong = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`;
    expect(tooLong.length).toBeGreaterThan(254);
    const refusals: Array<[string, string]> = [
      [tooLong, 'El email es demasiado largo'],
      ['no-es-un-email', 'Ingresa un email válido'],
    ];
    for (const [email, message] of refusals) {
      const response = await requestReset(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toEqual({ message, issues: [{ path: ['email'], message }] });
      await expect(latestMail(db, email, 'password-reset')).rejects.toThrow();
    }
    // A well-formed address of exactly 254 characters is still answered like any other.
    const longest = `${'x'.repeat(64)}@${'y'.repeat(60)}.${'z'.repeat(60)}.${'w'.repeat(60)}.${'v'.repeat(2)}.com`;
    expect(longest.length).toBe(254);
    const answer = await requestReset(longest);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual((await requestReset((await signUpBuyer(app)).email)).json());
  });

  it('sends staff back to the institution portal', async () => {
    const staff = await createStaff(built);
    await requestReset(staff.email, '/restablecer-contrasena?portal=institucion');
    const { token, landing } = await tokenFromMail(staff.email);
    expect(landing.pathname).toBe('/restablecer-contrasena');
    expect(landing.searchParams.get('portal')).toBe('institucion');
    expect(token).not.toBe('');
  });
});
