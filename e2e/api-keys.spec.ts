// docs/product/lender-integrations.md#api-keys-and-the-versioned-api in the browser: staff name and create a key (a
// blank name is refused in Spanish under the field first), copy it from the dialog that shows it once, see it listed
// by its last four characters, use it against /api/v1, revoke it after a confirmation (the next call is refused),
// and open the API's reference page.
import { signInInstitution } from './accounts';
import { expect, test } from './fixtures';
import { checkScreen, uniqueEmail } from './support';

test('create an API key, use it, revoke it, read the reference', async ({ operator, browser, baseURL }) => {
  test.setTimeout(90_000);
  // An institution of its own: keys belong to the institution, and other specs act for the demo ones.
  const tag = Math.random().toString(36).slice(2, 7);
  const login = { name: 'Oficial de Sistemas', email: uniqueEmail('oficial-claves'), password: 'Clave-sistemas-2026' };
  const institutionName = `Banco Claves ${tag}`;
  const createdInstitution = await operator.request.post('/api/admin/institutions', {
    data: {
      name: institutionName,
      kind: 'bank',
      contactMethod: 'phone',
      email: '',
      phone: '(787) 555-0177',
      website: '',
      description: '',
      staff: login,
    },
  });
  expect(createdInstitution.ok(), await createdInstitution.text()).toBe(true);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signInInstitution(context.request, { email: login.email, password: login.password, institutionName });
  const page = await context.newPage();
  const section = page.getByRole('region', { name: 'Claves de API', exact: true });
  // An integration calls with the key and nothing else: a context with no cookies.
  const integration = await browser.newContext({ baseURL });
  const callWith = (key: string) => integration.request.get('/api/v1/leads', { headers: { authorization: `Bearer ${key}` } });
  let key = '';

  await test.step('a blank name is refused in Spanish, under the field', async () => {
    await page.goto('/leads-dashboard/integraciones');
    await expect(section.getByText('Todavía no has creado ninguna clave.')).toBeVisible();
    await checkScreen(page);
    await section.getByRole('button', { name: 'Crear clave' }).click();
    const name = section.getByLabel('Nombre de la clave');
    await expect(section.getByText('Escribe un nombre para la clave')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page);
  });

  await test.step('creating shows the key once, with a copy button and a warning', async () => {
    await section.getByLabel('Nombre de la clave').fill('CRM de préstamos');
    await section.getByRole('button', { name: 'Crear clave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clave creada: cópiala ahora' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/No la volveremos a mostrar/)).toBeVisible();
    key = await dialog.getByLabel('Clave de API «CRM de préstamos»').inputValue();
    expect(key).toMatch(/^cjpr_[A-Za-z0-9_-]{43}$/);
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Copiar clave' }).click();
    await expect(page.getByText('Clave copiada', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole('button', { name: 'Ya la guardé' }).click();
    await expect(dialog).toBeHidden();
    // The list never shows it again: only its last four characters.
    await expect(page.getByText(key)).toHaveCount(0);
    const row = section.getByRole('listitem').filter({ hasText: 'CRM de préstamos' });
    await expect(row.getByText(`…${key.slice(-4)}`)).toBeVisible();
    await expect(row.getByText('Activa')).toBeVisible();
    await expect(row.getByText(/sin usar todavía/)).toBeVisible();
    await checkScreen(page);
  });

  const row = section.getByRole('listitem').filter({ hasText: 'CRM de préstamos' });
  await test.step('the key opens /api/v1, and the list shows when it was last used', async () => {
    const response = await callWith(key);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ items: expect.any(Array), nextCursor: null });
    await page.reload();
    await expect(row.getByText(/último uso/)).toBeVisible();
  });

  await test.step('revoking asks first; then the key is refused', async () => {
    await row.getByRole('button', { name: 'Revocar la clave CRM de préstamos' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Revocar esta clave?' });
    await expect(dialog.getByText(`…${key.slice(-4)}`)).toBeVisible();
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Revocar clave' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(/Revocada el/)).toBeVisible();
    await expect(row.getByRole('button', { name: /Revocar/ })).toHaveCount(0);
    await checkScreen(page);
    const refused = await callWith(key);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toMatch(/Clave de API inválida o revocada/);
  });

  await test.step('the reference page renders the v1 calls from this server, with no script refused by the policy', async () => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refusals.push(message.text());
    });
    const opened = page.waitForURL('**/api/v1/docs');
    await section.getByRole('link', { name: 'Referencia del API y guía rápida' }).click();
    await opened;
    await expect(page.getByRole('heading', { name: /Casa Joven PR · API v1 para instituciones/ })).toBeVisible();
    await expect(page.getByText('/api/v1/leads', { exact: true })).toBeVisible();
    await expect(page.getByText('/api/v1/contacts', { exact: true })).toBeVisible();
    expect(refusals).toEqual([]);
    await checkScreen(page);
  });

  await integration.close();
  await context.close();
});
