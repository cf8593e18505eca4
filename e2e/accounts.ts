// Signing up and signing in: over HTTP for specs whose subject is elsewhere, on the forms for specs about them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verifyEmailFromMailbox } from './email-verification';
import { uniqueEmail } from './support';

/** Every buyer a spec creates has this password. */
export const buyerPassword = 'mi-casa-2026';

export interface Credentials {
  email: string;
  password: string;
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

/** A buyer or the operator signed in on this request context's browser context. */
export async function signIn(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email: credentials.email, password: credentials.password } });
  expect(response.ok(), `sign-in as ${credentials.email} → ${response.status()}`).toBe(true);
}

/** Institution staff signed in on this request context's browser context. */
export async function signInInstitution(request: APIRequestContext, login: InstitutionLogin) {
  const response = await request.post('/api/institution/login', { data: login });
  expect(response.ok(), `institution login as ${login.email} → ${response.status()}`).toBe(true);
}

/** Fills the open sign-up form with the buyer password and sends it. */
export async function fillSignUpForm(page: Page, buyer: { name: string; email: string }) {
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Nombre completo').fill(buyer.name);
  await form.getByLabel('Email').fill(buyer.email);
  await form.getByLabel('Contraseña').fill(buyerPassword);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** Fills the open sign-in form and sends it. */
export async function fillSignInForm(page: Page, credentials: Credentials) {
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Contraseña').fill(credentials.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in on the institutions' portal form, as staff do. */
export async function submitPortalLogin(page: Page, login: InstitutionLogin) {
  await page.goto('/institution-login');
  await page.getByLabel('Email institucional').fill(login.email);
  await page.getByLabel('Nombre de la institución').fill(login.institutionName);
  await page.getByLabel('Contraseña').fill(login.password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
}
