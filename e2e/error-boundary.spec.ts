import { expect, test } from './fixtures';
import { checkScreen } from './support';

// A tab opened before a deploy asks for a screen chunk the new build no longer has: here the institution portal's
// chunk is made to fail after the landing page has loaded. The page reloads once by itself; when the reloaded page
// fails too, the Spanish retry screen shows, and "Reintentar" works once the chunk can be fetched again.
const screenChunk = '**/assets/institution-login-page-*.js';

test('a screen whose chunk is gone reloads the page once, then offers a Spanish retry screen that works once the chunk is back', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // hydrated: the footer's link navigates inside the app

  let pageLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads++;
  });
  await page.route(screenChunk, (route) => route.abort());

  await page.getByRole('contentinfo').getByRole('link', { name: 'Portal Instituciones' }).click();

  await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
  await expect(page).toHaveURL(/\/institution-login$/);
  await expect(page).toHaveTitle('Algo salió mal · Casa Joven PR');
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  expect(pageLoads, 'one reload for the stale chunk, no loop').toBe(1);
  await checkScreen(page);

  await page.unroute(screenChunk);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Portal de Instituciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toHaveCount(0);
});
