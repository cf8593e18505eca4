import { buyerPassword, fillSignInForm, fillSignUpForm } from './accounts';
import { demoBuyer, expect, test } from './fixtures';
import { checkScreen, isPhone, uniqueEmail } from './support';

test('a new buyer creates an account, is greeted by name, signs out and signs back in', async ({ page }) => {
  const email = uniqueEmail('compradora');
  await page.goto('/');
  await page.getByRole('link', { name: /Comenzar mi evaluación/ }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await checkScreen(page);

  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await fillSignUpForm(page, { name: 'Gabriela Colón', email });

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: '¡Hola, Gabriela!' })).toBeVisible();
  await checkScreen(page);

  // The menu's accessible name starts with the name it shows (WCAG 2.5.3, axe label-content-name-mismatch).
  const menu = page.getByRole('button', { name: /^Gabriela \(menú de tu cuenta\)$/ });
  if (!isPhone(page)) await expect(menu).toContainText('Gabriela');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Centro de Mensajes' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Solicitudes de Conexión' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await fillSignInForm(page, { email, password: buyerPassword });
  await expect(page.getByRole('heading', { name: '¡Hola, Gabriela!' })).toBeVisible();
});

test('a wrong password gets a Spanish error and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await fillSignInForm(page, { email: demoBuyer.email, password: 'no-es-esta' });
  await expect(page.getByRole('alert')).toHaveText('El email o la contraseña no son correctos.');
  await expect(page.getByRole('tabpanel').getByLabel('Email')).toHaveValue(demoBuyer.email);
  await checkScreen(page);
});

test('a broken link that better-auth sends to the sign-in screen is explained in Spanish', async ({ page }) => {
  await page.goto('/api/auth/reset-password/roto?callbackURL=');
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toHaveText('El enlace no es válido o venció. Pide uno nuevo.');
  await checkScreen(page);
});

test('the create-account form explains invalid fields in Spanish', async ({ page }) => {
  await page.goto('/login?mode=sign-up');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill('no-es-un-email');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByText('Ingresa tu nombre completo')).toBeVisible();
  await expect(form.getByText('Ingresa un email válido')).toBeVisible();
  await expect(form.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('no-es-un-email');
  await checkScreen(page);
});

test('a signed-out visitor on a signed-in screen is told, then sent to sign in and brought back', async ({ page }) => {
  // The toast may come and go within the redirect's 500 ms (a phone is slower to paint than that): the person
  // reads it on the login screen, where it is raised again after the redirect.
  await page.goto('/calculator');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcalculator$/);
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();

  await fillSignInForm(page, demoBuyer);
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('heading', { name: 'Calculadora' })).toBeVisible();
});
