// docs/product/buyer-control.md in the browser: an institution that unlocked a buyer sees how the buyer accepts to be
// reached, downloads the consent certificate, logs a contact attempt; the operator checks the certificate's code on
// /admin/consentimientos; after the buyer withdraws consent the portal says not to contact them.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { signInInstitution } from './accounts';
import { demoInstitution, expect, test } from './fixtures';
import { submitLeadOverHttp, unlockOverHttp } from './marketplace-helpers';
import { checkScreen, uniqueEmail } from './support';

/**
 * A staff login of its own for the demo institution, added by the operator: notices are read per login, and the demo
 * login is shared by every spec running at once (the phone and desktop runs of this one too), whose dashboards would
 * mark this test's notice read.
 */
async function ownStaffLogin(browser: Browser, baseURL: string, operator: Page): Promise<Page> {
  const options = (await (await operator.request.get('/api/admin/institution-options')).json()) as Array<{ id: string; name: string }>;
  const institution = options.find((option) => option.name === demoInstitution.institutionName)!;
  const login = {
    name: 'Oficial de Consentimientos',
    email: uniqueEmail('oficial-consentimientos'),
    password: 'Clave-consentimientos-2026',
  };
  const created = await operator.request.post(`/api/admin/institutions/${institution.id}/staff`, { data: login });
  expect(created.ok(), await created.text()).toBe(true);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await signInInstitution(context.request, {
    email: login.email,
    password: login.password,
    institutionName: demoInstitution.institutionName,
  });
  return context.newPage();
}

test('an unlocked lead: preferences, certificate, contact log; the operator checks the code', async ({
  buyer,
  operator,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await ownStaffLogin(browser, baseURL!, operator);
  const tag = Math.random().toString(36).slice(2, 7);
  const secret = { nombre: `Marisol Consentida ${tag}`, correo: `marisol.${tag}@example.com`, movil: '(787) 555-0163' };
  const leadId = await submitLeadOverHttp(buyer.page.request, { ...secret, municipio: 'Mayagüez', precio_meta: '$175,000' });
  const preferences = await buyer.page.request.put('/api/me/contact-preferences', {
    data: { channels: ['phone', 'email'], callFromHour: 10, callToHour: 18 },
  });
  expect(preferences.ok(), await preferences.text()).toBe(true);
  await unlockOverHttp(buyer.page.request, page.request, leadId);
  const card = page.getByRole('region', { name: 'Lead seleccionado' });
  let code = '';

  await test.step("the institution sees the contact with the buyer's preferences", async () => {
    await page.goto(`/leads-dashboard?lead_id=${leadId}`);
    await expect(card.getByText(secret.nombre)).toBeVisible();
    await expect(card.getByText('Contactar por: Teléfono, Correo electrónico')).toBeVisible();
    await expect(card.getByText('Llamadas: de 10:00 a. m. a 6:00 p. m. (hora de Puerto Rico)')).toBeVisible();
    await checkScreen(page);
  });

  await test.step('it downloads the consent certificate as JSON: the code, the lead, no contact data', async () => {
    const download = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Certificado de consentimiento (JSON)' }).click();
    const file = await download;
    const text = await readFile((await file.path())!, 'utf8');
    const certificate = JSON.parse(text) as { verificationCode: string; leadId: string; consentText: string };
    expect(certificate.verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(file.suggestedFilename()).toBe(`certificado-consentimiento-${certificate.verificationCode}.json`);
    expect(certificate.leadId).toBe(leadId);
    expect(certificate.consentText).toContain('Autorizo a Banco de Prueba Casa Joven');
    for (const value of Object.values(secret)) expect(text).not.toContain(value);
    await expect(card.getByRole('link', { name: 'Certificado de consentimiento (PDF)' })).toHaveAttribute(
      'href',
      `/api/lead/${leadId}/consent-certificate?format=pdf`,
    );
    code = certificate.verificationCode;
  });

  await test.step('it logs a contact attempt and sees it in the log', async () => {
    await card.getByRole('button', { name: 'Registrar intento de contacto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registro de contactos' });
    await expect(dialog.getByText('Todavía no hay intentos registrados.')).toBeVisible();
    await dialog.getByLabel('Medio').selectOption({ label: 'Correo electrónico' });
    await dialog.getByLabel('Resultado').selectOption({ label: 'No contestó' });
    await dialog.getByLabel('Nota (opcional)').fill('Envié un correo de presentación.');
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Guardar intento' }).click();
    await expect(page.getByText('Intento registrado', { exact: true })).toBeVisible();
    const logged = dialog.getByRole('listitem').filter({ hasText: 'Envié un correo de presentación.' });
    await expect(logged).toContainText('Correo electrónico · No contestó');
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the operator checks the code on /admin/consentimientos', async () => {
    await operator.goto('/admin/consentimientos');
    await expect(operator.getByRole('heading', { name: 'Consentimientos', level: 1 })).toBeVisible();
    // Typed as a person might read it out: lower case, no dashes.
    await operator.getByLabel('Código de verificación').fill(code.toLowerCase().replace(/-/g, ''));
    await operator.getByRole('button', { name: 'Verificar' }).click();
    const record = operator.getByRole('region', { name: `Registro ${code}` });
    await expect(record.getByText('Banco de Prueba Casa Joven', { exact: true })).toBeVisible();
    await expect(record.getByText(leadId)).toBeVisible();
    await expect(record.getByText('Aceptó', { exact: true })).toBeVisible();
    await expect(record.getByText('No se ha retirado.')).toBeVisible();
    expect(await operator.content()).not.toContain(secret.nombre);
    await checkScreen(operator);

    await operator.getByLabel('Código de verificación').fill('ZZZZ-ZZZZ-ZZZZ');
    await operator.getByRole('button', { name: 'Verificar' }).click();
    await expect(operator.getByRole('alert')).toHaveText('Código de verificación no encontrado');
  });

  await test.step('after the buyer withdraws consent: no contact, a notice, and the revocation in the console', async () => {
    // Off the dashboard, so the notice is still unread when the officer comes back to it.
    await page.goto('/leads-dashboard/pagos');
    const holders = (await (await buyer.page.request.get('/api/user/contact-holders')).json()) as Array<{ requestId: string }>;
    const revoked = await buyer.page.request.post(`/api/connection-requests/${holders[0]!.requestId}/revoke`, {
      data: { reason: `Ya encontré financiamiento ${tag}` },
    });
    expect(revoked.ok(), await revoked.text()).toBe(true);

    await page.goto(`/leads-dashboard?lead_id=${leadId}`);
    await expect(card.getByText('El comprador retiró su consentimiento: no lo contacte')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Certificado de consentimiento (PDF)' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /^Aviso/ })
        .getByText('El comprador retiró su consentimiento: no lo contacte')
        .first(),
    ).toBeVisible();
    expect(await page.content()).not.toContain(secret.nombre);
    await checkScreen(page);

    await operator.reload();
    // The table on a wide screen, cards on a phone: whichever is shown.
    const revocation = operator.getByText(leadId).filter({ visible: true });
    await expect(revocation).toBeVisible();
    await expect(operator.getByText(`Ya encontré financiamiento ${tag}`).filter({ visible: true })).toBeVisible();
    await checkScreen(operator);
  });
  await page.context().close();
});
