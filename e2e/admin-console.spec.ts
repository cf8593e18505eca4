// Issue 7's operator console in the browser: the operator creates an institution whose officer signs in, deactivates
// it (the officer is out at once), finds the audit trail of an unlock, and reads the leads statistics.
import { variantCopy } from '../src/shared/domain/lead-variant';
import { submitPortalLogin } from './accounts';
import { demoInstitution, expect, test } from './fixtures';
import { leadVariantOf, submitLeadOverHttp, unlockOverHttp } from './marketplace-helpers';
import { checkScreen, isPhone, uniqueEmail } from './support';

test('the operator creates an institution, its officer signs in, and deactivating it ends the session', async ({
  operator: page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const name = `Cooperativa Consola ${tag}`;
  const officer = { email: uniqueEmail('oficial-consola'), password: 'Clave-consola-2026', institutionName: name };
  const detail = page.getByRole('dialog', { name });

  await test.step('the operator creates the institution; a weak password is refused first', async () => {
    await page.goto('/admin/instituciones');
    await expect(page.getByRole('heading', { name: 'Instituciones', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Banco de Prueba Casa Joven', exact: true })).toBeVisible();
    await checkScreen(page);

    await page.getByRole('button', { name: 'Nueva institución' }).click();
    const create = page.getByRole('dialog', { name: 'Nueva institución' });
    await create.getByLabel('Nombre de la institución').fill(name);
    await create.getByLabel('Tipo').selectOption('cooperative');
    await create.getByLabel('Teléfono').fill('(787) 555-0177');
    await create.getByLabel('Sitio web').fill('https://consola.example.com');
    await create.getByLabel('Nombre de la persona').fill('Oficial Consola');
    await create.getByLabel('Correo electrónico del acceso').fill(officer.email);
    // A weak password is refused with the server's Spanish rule, and nothing is created.
    await create.getByLabel('Contraseña inicial').fill('corta');
    await create.getByRole('button', { name: 'Crear institución' }).click();
    await expect(create.getByRole('alert')).toHaveText('La contraseña debe tener al menos 10 caracteres');
    await checkScreen(page);
    await create.getByLabel('Contraseña inicial').fill(officer.password);
    await create.getByRole('button', { name: 'Crear institución' }).click();
    await expect(page.getByText('Institución creada', { exact: true })).toBeVisible();

    // The detail opens on the new institution with its first login.
    await expect(detail.getByText(officer.email)).toBeVisible();
    await checkScreen(page);
  });

  await test.step('the new officer signs in on the institution form, in its own browser; deactivating ends the session at once', async () => {
    const officerContext = await browser.newContext();
    const officerPage = await officerContext.newPage();
    await submitPortalLogin(officerPage, officer);
    await expect(officerPage.getByRole('heading', { name: `Portal de Leads: ${name}` })).toBeVisible();

    await detail.getByRole('button', { name: 'Desactivar institución' }).click();
    await expect(page.getByText('Institución desactivada', { exact: true })).toBeVisible();
    await expect(detail.getByText('Desactivada', { exact: true })).toBeVisible();
    expect((await officerPage.request.get('/api/leads-for-banks')).status()).toBe(401);
    await officerContext.close();
  });

  await test.step('the list shows it deactivated under the "Desactivadas" filter', async () => {
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();
    await page.getByLabel('Estado').selectOption('false');
    await page.getByLabel('Buscar por nombre o correo').fill(tag);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  });
});

test('the operator finds the audit trail of an unlock, and reads the leads statistics', async ({ operator: page, buyer, institution }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const buyerPage = buyer.page;

  const variant =
    await test.step('the buyer opens the lead-capture dialog: the server records that it was shown, with the variant', async () => {
      await buyerPage.goto('/dashboard');
      const variant = await leadVariantOf(buyerPage.request);
      const shown = buyerPage.waitForResponse(
        (response) => response.url().endsWith('/api/leads/dialog-shown') && response.status() === 200,
      );
      await buyerPage.getByRole('button', { name: variantCopy[variant].secondary }).click();
      await expect(buyerPage.getByRole('dialog', { name: 'Conecta con un oficial hipotecario' })).toBeVisible();
      expect(await (await shown).json()).toEqual({ variant });
      await buyerPage.keyboard.press('Escape');
      return variant;
    });

  // A lead that the demo bank requests, the buyer accepts, and the bank unlocks (over HTTP: set-up, not the subject).
  const leadId = await test.step('the demo bank unlocks a lead of the buyer and reads it', async () => {
    const leadId = await submitLeadOverHttp(buyerPage.request, {
      nombre: `Comprador Auditoría ${tag}`,
      correo: uniqueEmail('auditoria'),
      movil: '(787) 555-0188',
      municipio: 'Humacao',
      precio_meta: '160000',
    });
    await unlockOverHttp(buyerPage.request, institution.request, leadId);
    // The officer reads the unlocked lead: that read is what the audit records.
    const served = await institution.request.get(`/api/lead/${leadId}`);
    expect(((await served.json()) as { nombre: string }).nombre).toBe(`Comprador Auditoría ${tag}`);
    return leadId;
  });

  await test.step('the operator finds the read in the audit trail', async () => {
    await page.goto('/admin/auditoria');
    await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
    await page.getByLabel('ID del lead').fill(leadId);
    await page.getByLabel('Punto de acceso').selectOption('lead');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    // A card per access on a phone, a table row (after the header row) on a wider screen.
    const entries = isPhone(page)
      ? page.getByRole('list', { name: 'Accesos a datos de contacto' }).getByRole('listitem')
      : page
          .getByRole('region', { name: 'Registro de accesos a datos de contacto' })
          .getByRole('row')
          .filter({ has: page.getByRole('cell') });
    await expect(entries).toHaveCount(1);
    const row = entries.first();
    await expect(row).toContainText(demoInstitution.institutionName);
    await expect(row).toContainText(demoInstitution.email);
    await expect(row).toContainText(leadId);
    await expect(row).toContainText('Lead individual');
    await checkScreen(page);
  });

  await test.step('the operator reads the leads statistics', async () => {
    await page.getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    const variantRow = page
      .getByRole('region', { name: 'Comparación de variantes' })
      .getByRole('row', { name: variant === 'blue' ? /Azul \(V1\)/ : /Verde \(V2\)/ });
    // "Mostrado" (second cell) counts this buyer at least.
    await expect(variantRow.getByRole('cell').nth(1)).not.toHaveText('0');
    await expect(page.getByRole('region', { name: 'Por municipio' }).getByRole('cell', { name: 'Humacao' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Por estado' }).getByRole('cell', { name: 'Contacto desbloqueado' })).toBeVisible();
    await checkScreen(page);
  });
});
