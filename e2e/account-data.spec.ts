// docs/product/buyer-control.md#the-buyers-own-data on the buyer's screen: the export downloads as one JSON file with the
// buyer's data; deleting the account asks for the password (a wrong one is refused inline and nothing changes), then
// signs the buyer out for good.
import { readFile } from 'node:fs/promises';
import { errorCopy } from '../src/shared/copy/errors';
import { accountDataCopy } from '../src/shared/schemas/account-data';
import { buyerPassword, fillSignInForm } from './accounts';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

const tag = Math.random().toString(36).slice(2, 8);
test.use({ buyerName: `Valeria Datos ${tag}` });

test('the buyer downloads their data, then deletes the account and cannot sign in again', async ({ buyer: { page, email, name } }) => {
  test.setTimeout(90_000);
  const removal = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  const password = removal.getByLabel('Contraseña', { exact: true });
  const understood = removal.getByRole('checkbox', { name: 'Entiendo que esto no se puede deshacer' });
  const remove = removal.getByRole('button', { name: 'Eliminar mi cuenta' });

  await test.step('the account page leads to "Tus datos"', async () => {
    await page.goto('/cuenta');
    await page.getByRole('link', { name: 'Descargar o eliminar mis datos' }).click();
    await expect(page).toHaveURL(/\/cuenta\/datos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible();
    await expect(removal.getByText('La Ley 210 de Puerto Rico')).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await checkScreen(page);
  });

  await test.step('the download is one dated JSON file holding the account', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar mis datos' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^casa-joven-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain(name);
    expect(JSON.parse(text).account).toMatchObject({ name, email });
  });

  await test.step('without the confirmation, or with a wrong password, nothing happens and the buyer stays signed in', async () => {
    await password.fill('no-es-la-clave');
    await remove.click();
    await expect(removal.getByText(accountDataCopy.confirmRequired)).toBeVisible();
    await expect(understood).toHaveAccessibleDescription(accountDataCopy.confirmRequired);

    await understood.check();
    await remove.click();
    await expect(removal.getByText(accountDataCopy.wrongPassword, { exact: true })).toBeVisible();
    await expect(password).toHaveAccessibleDescription(new RegExp(accountDataCopy.wrongPassword.replace('.', '\\.')));
    await expect(password).toHaveValue('no-es-la-clave');
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/cuenta\/datos$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await checkScreen(page);
  });

  await test.step('with the right password the account goes, and the buyer lands signed out on the landing page', async () => {
    await password.fill(buyerPassword);
    await remove.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(accountDataCopy.deleted, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  await test.step('the old e-mail and password no longer sign in', async () => {
    await page.goto('/login');
    await fillSignInForm(page, { email, password: buyerPassword });
    await expect(page.getByText(errorCopy.signInFailed)).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
