import { buyerPassword, fillSignInForm, fillSignUpForm, signIn } from './accounts';
import { mailboxLinkPath } from './email-verification';
import { demoInstitution, expect, test } from './fixtures';
import { checkScreen, isPhone, uniqueEmail } from './support';

const newPassword = 'otra-casa-2027';

test('a buyer confirms the e-mail from the mailbox, resets a forgotten password from its link, and ends the other sessions in /cuenta', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // many screens, each scanned by axe, on a machine shared with other runs
  const email = uniqueEmail('recupera');
  const card = page.getByRole('region', { name: '¿Quieres que un banco te contacte?' });

  await test.step('sign-up: everything works unverified; the contact card says institutions wait for the confirmation', async () => {
    await page.goto('/login?mode=sign-up');
    await fillSignUpForm(page, { name: 'Marisol Rivera', email });
    await expect(page.getByRole('heading', { name: '¡Hola, Marisol!' })).toBeVisible();
    await expect(card).toContainText('Las instituciones verán tu solicitud solo después de que lo confirmes');
    await card.getByRole('button', { name: 'Reenviar enlace' }).click();
    await expect(card.getByRole('status')).toHaveText(/Te enviamos un enlace nuevo/);
    await checkScreen(page);
  });

  await test.step('the link of the mail, as the buyer opens it from the inbox', async () => {
    await page.goto(await mailboxLinkPath(email, 'email-verification'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Email confirmado', { exact: true })).toBeVisible();
    await expect(card).not.toContainText('Confirma tu email');
    await expect(card.getByRole('button', { name: 'Reenviar enlace' })).toHaveCount(0);
    await checkScreen(page);
  });

  await test.step('forgotten: signed out, the buyer asks for a link from the login screen', async () => {
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
    await checkScreen(page);
  });

  const resetLink = await mailboxLinkPath(email, 'password-reset');
  await test.step("the mail's link opens the screen that sets the new password", async () => {
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
    await checkScreen(page);
    await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Contraseña actualizada', { exact: true })).toBeVisible();
  });

  await test.step('the link works once', async () => {
    await page.goto(resetLink);
    await expect(page.getByRole('alert')).toContainText('El enlace no es válido, venció o ya se usó');
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
    await checkScreen(page);
  });

  await test.step('the old password no longer opens the account; the new one does', async () => {
    await page.goto('/login');
    await fillSignInForm(page, { email, password: buyerPassword });
    await expect(page.getByRole('alert')).toHaveText('El email o la contraseña no son correctos.');
    await fillSignInForm(page, { email, password: newPassword });
    await expect(page.getByRole('heading', { name: '¡Hola, Marisol!' })).toBeVisible();
  });

  await test.step('another device signed in too; /cuenta shows both and ends the other one', async () => {
    const other = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await signIn(other.request, { email, password: newPassword });

    await page.getByRole('button', { name: /^Marisol \(menú de tu cuenta/ }).click();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await expect(page).toHaveURL(/\/cuenta$/);
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    const sessions = page.getByRole('list', { name: 'Sesiones' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('Esta sesión');
    await expect(sessions.first()).toContainText('Chrome en');
    await checkScreen(page);

    await page.getByLabel('Nombre completo').fill('Marisol Rivera Ortiz');
    await page.getByRole('button', { name: 'Guardar nombre' }).click();
    await expect(page.getByText('Nombre actualizado.')).toBeVisible();
    if (!isPhone(page)) await expect(page.getByRole('button', { name: /^Marisol \(menú de tu cuenta/ })).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
    await expect(page.getByText('Cerramos tus demás sesiones.')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await other.close();
  });

  await test.step('this device stays signed in, with the new name', async () => {
    await page.reload();
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Marisol Rivera Ortiz');
    await checkScreen(page);
  });
});

test('institution staff find the reset link on their portal, and their account page shows the institution and their password rule', async ({
  page,
  institution,
}) => {
  await page.goto('/institution-login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/restablecer-contrasena\?portal=institucion$/);
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/institution-login');
  await checkScreen(page);

  await institution.goto('/leads-dashboard');
  await institution.getByRole('button', { name: /menú de tu cuenta/ }).click();
  await institution.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await expect(institution.getByRole('region', { name: 'Institución' })).toContainText(demoInstitution.institutionName);
  await expect(institution.getByText('Mínimo 10 caracteres, con letras y números, sin incluir tu email.')).toBeVisible();
  await checkScreen(institution);
});
