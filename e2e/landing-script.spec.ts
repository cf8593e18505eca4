// The landing page without the app shell (docs/decisions/0095-landing-without-the-app-shell.md): a visitor's page
// runs one small inline script and no React; the app loads when someone signed in arrives or a link leads into it.
import { expect, test } from './fixtures';
import { checkScreen, isPhone } from './support';

test('a visitor loads no script file and no React: the small script is in the page, allowed by its hash; the drawer still works', async ({
  page,
}) => {
  const scripts: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  expect(refused, 'the page policy allows its inline script').toEqual([]);
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/api/login');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú de pasos' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú de pasos' })).toBeFocused();
  }
});

test('a link from the landing page opens its screen in the app, and going back shows the landing page again', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let pageLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads++;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Portal Instituciones' }).click();
  await expect(page.getByRole('heading', { name: 'Portal de Instituciones' })).toBeVisible();
  await expect(page).toHaveTitle('Portal de Instituciones · Casa Joven PR');
  await checkScreen(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu primera casa en Puerto Rico, paso a paso');
  await expect(page).toHaveTitle('Casa Joven PR · Tu primera casa en Puerto Rico');
  expect(pageLoads, 'both moves happen inside the app').toBe(0);
});

test('someone signed in finds their menu on the landing page, hydrated with the figures it was rendered with', async ({ institution }) => {
  // The app hydrates the server's page: its first render must read the programme version the page carries
  // (docs/decisions/0101), or React reports a mismatch and renders the page again.
  const errors: string[] = [];
  institution.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  institution.on('pageerror', (error) => errors.push(error.message));
  await institution.goto('/');
  await expect(institution.getByRole('button', { name: /menú de tu cuenta/ })).toBeVisible();
  await expect(institution.getByRole('heading', { name: 'Asistencia hasta $60,000' })).toBeVisible();
  expect(errors).toEqual([]);
  await expect(institution.getByRole('link', { name: 'Portal de Leads' })).toBeVisible();
  await expect(institution.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  await checkScreen(institution);
});
