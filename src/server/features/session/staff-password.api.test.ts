// The staff and operator password rule (decision 0055) holds on every way better-auth sets a password, not only in
// the console and the CLI: change-password, the forgotten-password reset and set-password. Buyers keep their rule.
import { describe, expect, it } from 'vitest';
import { fromNodeHeaders } from 'better-auth/node';
import { staffPasswordCopy } from '../../../shared/domain/staff-password';
import {
  createAdmin,
  createStaff,
  institutionSignIn,
  mailLinkPath,
  setupTestApp,
  signIn,
  signUpBuyer,
  testPublicUrl,
} from '../../../test/app';
import type { Caller } from '../../../test/requests';

const built = await setupTestApp();
const { app, as, anonymous } = built;

const changePassword = (caller: Caller, currentPassword: string, newPassword: string) =>
  as(caller).post('/api/auth/change-password', { currentPassword, newPassword });

async function resetToken(email: string): Promise<string> {
  await anonymous.post('/api/auth/request-password-reset', { email });
  const landing = await anonymous.get(await mailLinkPath(built.database.db, email, 'password-reset'));
  return new URL(String(landing.headers.location), testPublicUrl).searchParams.get('token') ?? '';
}

const weak: Array<[string, string, string]> = [
  ['too short for staff', 'corta-123', staffPasswordCopy.tooShort],
  ['letters only', 'solamenteletras', staffPasswordCopy.needsMix],
];

describe('staff password rule through better-auth', () => {
  it.each(weak)('refuses a staff change-password that is %s, and the old password still works', async (_case, password, message) => {
    const staff = await createStaff(built);
    const response = await changePassword(staff, staff.password, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const login = await institutionSignIn(app, { email: staff.email, password: staff.password, institutionName: staff.institution.name });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a staff password containing the e-mail', async () => {
    const staff = await createStaff(built);
    const local = staff.email.split('@')[0]!;
    const response = await changePassword(staff, staff.password, `${local}-2026`);
    expect(response.json()).toEqual({ message: staffPasswordCopy.sameAsEmail });
  });

  it('accepts a strong staff password', async () => {
    const staff = await createStaff(built);
    expect((await changePassword(staff, staff.password, 'nueva-clave-fuerte-7')).statusCode).toBe(200);
  });

  it('holds an operator to the same rule', async () => {
    const admin = await createAdmin(built);
    const response = await changePassword(admin, 'clave-de-operador-1', 'corta-123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: staffPasswordCopy.tooShort });
  });

  it('refuses a weak staff password on the forgotten-password reset, keeping the link usable', async () => {
    const staff = await createStaff(built);
    const token = await resetToken(staff.email);
    const weakReset = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'solamenteletras' });
    expect(weakReset.statusCode).toBe(400);
    expect(weakReset.json()).toEqual({ message: staffPasswordCopy.needsMix });
    const strongReset = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'otra-clave-fuerte-8' });
    expect(strongReset.statusCode).toBe(200);
  });

  it('refuses a weak staff password on set-password (server calls)', async () => {
    const staff = await createStaff(built);
    await expect(
      built.auth.api.setPassword({ body: { newPassword: 'corta-123' }, headers: fromNodeHeaders({ cookie: staff.cookie }) }),
    ).rejects.toMatchObject({ body: { message: staffPasswordCopy.tooShort } });
  });

  it('keeps the buyer rule for buyers', async () => {
    const buyer = await signUpBuyer(app);
    expect((await changePassword(buyer, 'contraseña-segura', 'solamenteletras')).statusCode).toBe(200);
    expect((await signIn(app, { email: buyer.email, password: 'solamenteletras' })).statusCode).toBe(200);
  });
});
