// The bank officer's side in the browser: lead card, simulated checkout (cancel and pay), unlock, payment
// success, CSV and print exports, filters; and another bank that never sees the contact.
import { readFile } from 'node:fs/promises';
import { municipalities } from '../src/shared/municipalities';
import { testPaymentNotice } from '../src/shared/test-marker';
import { demoInstitution, expect, test } from './fixtures';
import { answerOverHttp, seenByBuyers, submitLeadOverHttp } from './marketplace-helpers';
import { checkScreen } from './support';

test('a bank requests, pays, unlocks and exports a lead; another bank sees only basic info', async ({
  buyer,
  institution: page,
  secondInstitution: rival,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const municipio = municipalities[Math.floor(Math.random() * municipalities.length)]!;
  const secret = { nombre: `Gabriela Prueba ${tag}`, correo: `gabriela.${tag}@example.com`, movil: '(787) 555-0177' };
  const leadId = await submitLeadOverHttp(buyer.page.request, { ...secret, municipio, precio_meta: '$165,000' });
  const card = page.getByRole('region', { name: 'Lead seleccionado' });

  await test.step("the lead's card shows basic info and the test prices", async () => {
    await page.goto(`/leads-dashboard?lead_id=${leadId}`);
    await expect(card.getByRole('heading', { name: `Lead en ${municipio}` })).toBeVisible();
    await expect(card.getByText('Información básica')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Portal de Leads: Banco de Prueba Casa Joven' })).toBeVisible();
    await expect(page.getByText('Solicitar una conexión cuesta $5 y desbloquear el contacto completo cuesta $45.')).toBeVisible();
    // This run's checkouts are simulated: the screen says so, and every price and button carries "(prueba)".
    await expect(page.getByText(testPaymentNotice)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Solicitud de Conexión: $5 (prueba)' })).toBeVisible();
    await checkScreen(page);
  });

  await test.step('request: create the unpaid request, open the test checkout, cancel once, then pay', async () => {
    await card.getByRole('button', { name: 'Solicitar Conexión ($5 (prueba))' }).click();
    await card.getByRole('button', { name: 'Pagar solicitud ($5 (prueba))' }).click();
    await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
    await expect(page.getByText(testPaymentNotice)).toBeVisible();
    await expect(page.getByText('No se realiza ningún cargo real.', { exact: false })).toBeVisible();
    await checkScreen(page);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/payment_canceled=1/);
    await card.getByRole('button', { name: 'Pagar solicitud ($5 (prueba))' }).click();
    await page.getByRole('button', { name: 'Pagar $5' }).click();
    await expect(page).toHaveURL(new RegExp(`request_success=1&lead_id=${leadId}`));
    await expect(card.getByText('Pago recibido.', { exact: false })).toBeVisible();
    await expect(card.getByText('Esperando respuesta').first()).toBeVisible();
    expect(await page.content()).not.toContain(secret.nombre);
  });

  await test.step('the buyer accepts; the bank unlocks and pays; the contact appears', async () => {
    await answerOverHttp(buyer.page.request, seenByBuyers(demoInstitution), 'accepted');
    await page.reload();
    expect(await page.content()).not.toContain(secret.nombre);
    await card.getByRole('button', { name: 'Desbloquear contacto ($45 (prueba))' }).click();
    await page.getByRole('button', { name: 'Pagar $45' }).click();
    await expect(page.getByRole('heading', { name: 'Pago Exitoso' })).toBeVisible();
    await expect(page.getByText(testPaymentNotice)).toBeVisible();
    await expect(page.getByText(secret.nombre)).toBeVisible();
    await expect(page.getByRole('link', { name: secret.correo })).toHaveAttribute('href', `mailto:${secret.correo}`);
    await expect(page.getByRole('link', { name: secret.movil })).toHaveAttribute('href', 'tel:7875550177');
    await expect(page.getByText('$45 USD')).toBeVisible();
    await checkScreen(page);
    const textFile = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar información' }).click();
    expect((await textFile).suggestedFilename()).toMatch(new RegExp(`^lead-${leadId}-Gabriela-Prueba-${tag}\\.txt$`));
  });

  await test.step('filters and exports on the dashboard', async () => {
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    // A reversed range is explained on the form, not sent to fail the list.
    await page.getByLabel('Presupuesto mínimo (USD)').fill('300000');
    await page.getByLabel('Presupuesto máximo (USD)').fill('100000');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'El presupuesto mínimo no puede ser mayor que el máximo' })).toBeVisible();
    await expect(page).not.toHaveURL(/minBudget/);
    await page.getByLabel('Presupuesto mínimo (USD)').fill('');
    await page.getByLabel('Presupuesto máximo (USD)').fill('');
    await page.getByLabel('Municipio').selectOption(municipio);
    await page.getByLabel('Estado').selectOption('unlocked');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/status=unlocked/);
    await expect(page.getByRole('link', { name: secret.correo })).toBeVisible();
    await checkScreen(page);

    const csv = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = await readFile((await csvFile.path())!, 'utf8');
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    // The buyer's contact preferences sit beside the contact (the defaults: every channel, calls 9 a. m. to 9 p. m.).
    expect(csvText).toContain(
      `"${secret.nombre}","${secret.correo}","${secret.movil}","Teléfono, Correo electrónico, Mensajes en la app","9:00 a. m. a 9:00 p. m. (hora de Puerto Rico)","${municipio}"`,
    );
    await expect(page.getByText('Exportación exitosa', { exact: true })).toBeVisible();

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const printView = await popup;
    await expect(printView.getByRole('cell', { name: secret.nombre })).toBeVisible();
    await printView.waitForEvent('close', { timeout: 5_000 });
  });

  await test.step('another bank: the same lead, basic info only, everywhere', async () => {
    await rival.goto(`/leads-dashboard?lead_id=${leadId}&municipio=${encodeURIComponent(municipio)}`);
    await expect(rival.getByRole('region', { name: 'Lead seleccionado' }).getByText('Información básica')).toBeVisible();
    await expect(rival.getByRole('heading', { name: 'Portal de Leads: Cooperativa de Prueba Casa Joven' })).toBeVisible();
    expect(await rival.content()).not.toContain(secret.nombre);
    const rivalCsv = await rival.request.get('/api/leads-for-banks/export.csv');
    expect(await rivalCsv.text()).not.toContain(secret.correo);
  });
});
