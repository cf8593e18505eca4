import { expect, test } from '@playwright/test';
import { mailboxLinkPath } from './email-verification';
import { demoBank, institutionContext } from './marketplace-helpers';
import { expectNoAxeViolations, expectNoHorizontalScroll, isPhone, uniqueEmail } from './support';

const firstPassword = 'mi-casa-2026';
const newPassword = 'otra-casa-2027';

async function looksRight(page: import('@playwright/test').Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

test('a buyer confirms the e-mail from the mailbox, resets a forgotten password from its link, and ends the other sessions in /cuenta', async ({ page, browser, baseURL }) => {
  test.slow(); // many screens, each scanned by axe, on a machine shared with other runs
  const email = uniqueEmail('recupera');

  // Sign-up: everything works unverified; the contact card says institutions wait for the confirmation.
  await page.goto('/login?mode=sign-up');
  const signUp = page.getByRole('tabpanel');
  await signUp.getByLabel('Nombre completo').fill('Marisol Rivera');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Contraseña').fill(firstPassword);
  await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola, Marisol!' })).toBeVisible();
  const card = page.getByRole('region', { name: '¿Quieres que un banco te contacte?' });
  await expect(card).toContainText('Las instituciones verán tu solicitud solo después de que lo confirmes');
  await card.getByRole('button', { name: 'Reenviar enlace' }).click();
  await expect(card.getByRole('status')).toHaveText(/Te enviamos un enlace nuevo/);
  await looksRight(page);

  // The link of the mail, as the buyer opens it from the inbox.
  await page.goto(await mailboxLinkPath(email, 'email-verification'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Email confirmado', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('Confirma tu email');
  await expect(card.getByRole('button', { name: 'Reenviar enlace' })).toHaveCount(0);
  await looksRight(page);

  // Forgotten: signed out, the buyer asks for a link from the login screen.
  await page.goto('/api/logout');
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/restablecer-contrasena$/);
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña', level: 1 })).toBeVisible();
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveAttribute('type', 'email');
  await expect(emailField).toHaveAttribute('autocomplete', 'email');
  await emailField.fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si existe una cuenta con ese email, te enviamos un enlace')).toBeVisible();
  await looksRight(page);

  // The mail's link opens the screen that sets the new password.
  const resetLink = await mailboxLinkPath(email, 'password-reset');
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/restablecer-contrasena\?token=/);
  await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva', level: 1 })).toBeVisible();
  const passwordField = page.getByLabel('Contraseña nueva');
  await expect(passwordField).toHaveAttribute('autocomplete', 'new-password');
  await passwordField.fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await expect(passwordField).toHaveValue('corta');
  await passwordField.fill(newPassword);
  await page.getByRole('button', { name: 'Mostrar contraseña nueva' }).click();
  await expect(passwordField).toHaveAttribute('type', 'text');
  await looksRight(page);
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Contraseña actualizada', { exact: true })).toBeVisible();

  // The link works once.
  await page.goto(resetLink);
  await expect(page.getByRole('alert')).toContainText('El enlace no es válido, venció o ya se usó');
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  await looksRight(page);

  // The old password no longer opens the account; the new one does.
  await page.goto('/login');
  const signIn = page.getByRole('tabpanel');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Contraseña').fill(firstPassword);
  await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('El email o la contraseña no son correctos.');
  await signIn.getByLabel('Contraseña').fill(newPassword);
  await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola, Marisol!' })).toBeVisible();

  // Another device signed in too; /cuenta shows both and ends the other one.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const otherSignIn = await other.request.post('/api/auth/sign-in/email', { data: { email, password: newPassword } });
  expect(otherSignIn.ok()).toBe(true);

  await page.getByRole('button', { name: /^Marisol \(menú de tu cuenta/ }).click();
  await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/cuenta$/);
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sesiones' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('Esta sesión');
  await expect(sessions.first()).toContainText('Chrome en');
  await looksRight(page);

  await page.getByLabel('Nombre completo').fill('Marisol Rivera Ortiz');
  await page.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByText('Nombre actualizado.')).toBeVisible();
  if (!isPhone(page)) await expect(page.getByRole('button', { name: /^Marisol \(menú de tu cuenta/ })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
  await expect(page.getByText('Cerramos tus demás sesiones.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();

  // This device stays signed in, with the new name.
  await page.reload();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Marisol Rivera Ortiz');
  await looksRight(page);
});

test('institution staff find the reset link on their portal, and their account page shows the institution and their password rule', async ({ page, browser, baseURL }) => {
  await page.goto('/institution-login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/restablecer-contrasena\?portal=institucion$/);
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/institution-login');
  await looksRight(page);

  const bank = await institutionContext(browser, baseURL!, demoBank, { viewport: page.viewportSize()! });
  const officer = await bank.newPage();
  await officer.goto('/leads-dashboard');
  await officer.getByRole('button', { name: /menú de tu cuenta/ }).click();
  await officer.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await expect(officer.getByRole('region', { name: 'Institución' })).toContainText(demoBank.institutionName);
  await expect(officer.getByText('Mínimo 10 caracteres, con letras y números, sin incluir tu email.')).toBeVisible();
  await expectNoAxeViolations(officer);
  await expectNoHorizontalScroll(officer);
  await bank.close();
});
