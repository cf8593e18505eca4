import { submitPortalLogin } from './accounts';
import { demoInstitution, expect, test } from './fixtures';
import { checkScreen } from './support';

test.describe('Portal de Instituciones', () => {
  test('asks for every field', async ({ page }) => {
    await page.goto('/institution-login');
    await expect(page.getByRole('heading', { name: 'Portal de Instituciones' })).toBeVisible();
    await checkScreen(page);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
    await expect(page.getByText('Campos requeridos', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor completa todos los campos', { exact: true })).toBeVisible();
  });

  test('refuses a wrong institution name with "Error de acceso" and keeps the form', async ({ page }) => {
    await submitPortalLogin(page, { ...demoInstitution, institutionName: 'Banco Equivocado' });
    await expect(page.getByText('Error de acceso', { exact: true })).toBeVisible();
    await expect(page.getByText('Credenciales incorrectas', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nombre de la institución')).toHaveValue('Banco Equivocado');
  });

  test('signs the demo institution in and opens the leads dashboard', async ({ page }) => {
    await submitPortalLogin(page, demoInstitution);
    await expect(page.getByText('Bienvenido', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/leads-dashboard\?institution=Banco%20de%20Prueba%20Casa%20Joven$/);
    await expect(page.getByRole('heading', { name: 'Portal de Leads' })).toBeVisible();
    await checkScreen(page);
  });

  test('sends a signed-out visitor of the leads dashboard to the portal login', async ({ page }) => {
    await page.goto('/leads-dashboard');
    await expect(page).toHaveURL(/\/institution-login$/);
  });
});
