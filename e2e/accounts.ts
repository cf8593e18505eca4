// Signing up and signing in: over HTTP for specs whose subject is elsewhere, on the forms for specs about them.
// Staff and operators have a second factor (docs/product/two-factor.md): the demo logins come enrolled with a published
// key (`totpSecret`), and a new staff login is enrolled on its first sign-in, as its officer would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { secretOfTotpUri, totpCode } from '../src/test/totp';
import { verifyEmailFromMailbox } from './email-verification';
import { uniqueEmail } from './support';

/** Every buyer a spec creates has this password. */
export const buyerPassword = 'mi-casa-2026';

export interface Credentials {
  email: string;
  password: string;
  /** The base32 key of the login's authenticator app, when it has one (the demo staff and operator do). */
  totpSecret?: string;
}

export interface InstitutionLogin extends Credentials {
  institutionName: string;
}

/** A new buyer account, signed in on this request context's browser context, its e-mail confirmed from the mailbox link. */
export async function signUpBuyer(request: APIRequestContext, name: string, baseURL: string) {
  const email = uniqueEmail('compradora');
  const response = await request.post('/api/auth/sign-up/email', { data: { name, email, password: buyerPassword } });
  expect(response.ok(), await response.text()).toBe(true);
  await verifyEmailFromMailbox(request, email, baseURL);
  return email;
}

/** The code step of a sign-in over HTTP (the challenge cookie is on `request`): the app's current code. */
async function passCodeStep(request: APIRequestContext, email: string, totpSecret: string | undefined) {
  expect(totpSecret, `${email} asks for a code, and the spec gave no totpSecret`).toBeTruthy();
  const response = await request.post('/api/auth/two-factor/verify-totp', { data: { code: totpCode(totpSecret!) } });
  expect(response.ok(), `code of ${email} → ${response.status()} ${await response.text()}`).toBe(true);
}

/** Turns on the authenticator app for the signed-in session, as the enrolment screen does; returns its key. */
export async function enrolOverHttp(request: APIRequestContext, password: string): Promise<{ totpSecret: string; backupCodes: string[] }> {
  const enabled = await request.post('/api/auth/two-factor/enable', { data: { password } });
  expect(enabled.ok(), `two-factor enable → ${enabled.status()} ${await enabled.text()}`).toBe(true);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totpSecret = secretOfTotpUri(totpURI);
  const verified = await request.post('/api/auth/two-factor/verify-totp', { data: { code: totpCode(totpSecret) } });
  expect(verified.ok(), `first code → ${verified.status()} ${await verified.text()}`).toBe(true);
  return { totpSecret, backupCodes };
}

/** A buyer or the operator signed in on this request context's browser context (with the code, when asked). */
export async function signIn(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email: credentials.email, password: credentials.password } });
  expect(response.ok(), `sign-in as ${credentials.email} → ${response.status()}`).toBe(true);
  const answer = (await response.json()) as { twoFactorRedirect?: boolean };
  if (answer.twoFactorRedirect) await passCodeStep(request, credentials.email, credentials.totpSecret);
}

/**
 * Institution staff signed in on this request context's browser context: with the code when the login has a second
 * factor, enrolled first when it has none yet (a new login). Returns the login's key.
 */
export async function signInInstitution(request: APIRequestContext, login: InstitutionLogin): Promise<string> {
  const response = await request.post('/api/institution/login', {
    data: { email: login.email, password: login.password, institutionName: login.institutionName },
  });
  expect(response.ok(), `institution login as ${login.email} → ${response.status()}`).toBe(true);
  const { twoFactorRequired } = (await response.json()) as { twoFactorRequired: boolean };
  if (twoFactorRequired) {
    await passCodeStep(request, login.email, login.totpSecret);
    return login.totpSecret!;
  }
  return (await enrolOverHttp(request, login.password)).totpSecret;
}

/** Fills the open sign-up form with the buyer password and sends it. */
export async function fillSignUpForm(page: Page, buyer: { name: string; email: string }) {
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Nombre completo').fill(buyer.name);
  await form.getByLabel('Email').fill(buyer.email);
  await form.getByLabel('Contraseña').fill(buyerPassword);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** The code step on screen, when it is there: types the app's current code and sends it. */
export async function typeCode(page: Page, totpSecret: string) {
  const step = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await step.getByLabel('Código de verificación').fill(totpCode(totpSecret));
  await step.getByRole('button', { name: 'Verificar' }).click();
}

/** Fills the open sign-in form and sends it; with a `totpSecret` (the operator), also the code step that follows. */
export async function fillSignInForm(page: Page, credentials: Credentials) {
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Contraseña').fill(credentials.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  if (credentials.totpSecret) await typeCode(page, credentials.totpSecret);
}

/**
 * Turns on the authenticator app on the enrolment screen, as a person does: the password, the key read from the
 * screen (instead of the QR code) and its first code; returns the key and the recovery codes shown, on the codes step.
 */
export async function enrolOnScreen(page: Page, password: string): Promise<{ totpSecret: string; recoveryCodes: string[] }> {
  await expect(page.getByRole('heading', { name: 'Confirma tu contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Escanea el código QR' })).toBeVisible();
  const totpSecret = (await page.getByRole('definition').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Escribe el código de 6 dígitos').fill(totpCode(totpSecret));
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: /Guarda estos códigos de recuperación/ })
    .getByRole('listitem')
    .allInnerTexts();
  return { totpSecret, recoveryCodes };
}

/**
 * Signs in on the institutions' portal form, as staff do: types the code when the step asks for it, and enrols a new
 * login on the screen it is sent to (unless `enrol: false`, for a spec about that screen). A refused login stays on the form.
 */
export async function submitPortalLogin(page: Page, login: InstitutionLogin, options: { enrol?: boolean } = {}) {
  await page.goto('/institution-login');
  await page.getByLabel('Email institucional').fill(login.email);
  await page.getByLabel('Nombre de la institución').fill(login.institutionName);
  await page.getByLabel('Contraseña').fill(login.password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
  const codeStep = page.getByLabel('Código de verificación');
  const enrolment = page.getByRole('heading', { name: 'Confirma tu contraseña' });
  const refused = page.getByText('Error de acceso', { exact: true });
  await expect(codeStep.or(enrolment).or(refused)).toBeVisible();
  if (await codeStep.isVisible()) {
    await typeCode(page, login.totpSecret!);
  } else if ((await enrolment.isVisible()) && options.enrol !== false) {
    await enrolOnScreen(page, login.password);
    await page.getByRole('link', { name: 'Continuar' }).click();
  }
}
