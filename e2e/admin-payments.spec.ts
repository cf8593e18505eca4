// Stripe payments (docs/decisions/0050-stripe-checkout-provider.md) in the browser, on an app with Stripe test keys against the local fake of Stripe's API: an officer
// pays through the Stripe path and the request and the unlock happen only after the signed webhook; the operator changes a
// price (the officer's tiles show it), refunds the payment and finds it in the ledger; the institution sees
// its receipts. Each screen is axe clean and fits the width.
import { testPaymentNotice } from '../src/shared/test-marker';
import { demoInstitution, expect } from './fixtures';
import { answerOverHttp, seenByBuyers, submitLeadOverHttp } from './marketplace-helpers';
import { test } from './stripe-app';
import { checkScreen } from './support';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('the operator sets a price, the officer pays through Stripe, the operator refunds it, the bank sees its receipt', async ({
  operator: admin,
  institution: officer,
  buyer,
  stripeApp: app,
}) => {
  const card = officer.getByRole('region', { name: 'Lead seleccionado' });

  await test.step('the operator raises the request price', async () => {
    await admin.goto('/admin/precios');
    await expect(admin.getByRole('heading', { name: 'Precios', level: 1 })).toBeVisible();
    const requestPrice = admin.getByLabel('Solicitud de conexión (centavos)');
    await expect(requestPrice).toHaveValue('500');
    await requestPrice.fill('12.5');
    await admin.getByRole('button', { name: 'Guardar precios' }).click();
    await expect(admin.getByText('El precio va en centavos enteros, sin decimales.')).toBeVisible();
    await requestPrice.fill('650');
    await admin.getByRole('button', { name: 'Guardar precios' }).click();
    await expect(admin.getByText('Precios actualizados', { exact: true })).toBeVisible();
    await expect(admin.getByRole('listitem').filter({ hasText: 'Solicitud de conexión: $6.50' })).toBeVisible();
    await checkScreen(admin);
  });

  const leadId = await test.step('a buyer asks for contact; the officer sees the new price and pays at "Stripe"', async () => {
    const leadId = await submitLeadOverHttp(buyer.page.request, {
      nombre: 'Lucía Ortiz',
      correo: buyer.email,
      movil: '(787) 555-0142',
      municipio: 'Mayagüez',
      precio_meta: '$150,000',
    });
    await officer.goto(`/leads-dashboard?lead_id=${leadId}`);
    await expect(officer.getByText('Solicitar una conexión cuesta $6.50', { exact: false })).toBeVisible();
    // Real checkouts (Stripe): no test-payment notice, no "(prueba)" on the prices.
    await expect(officer.getByText(testPaymentNotice)).toBeHidden();
    await expect(officer.getByRole('heading', { name: 'Solicitud de Conexión: $6.50', exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Solicitar Conexión ($6.50)' }).click();
    await card.getByRole('button', { name: /Pagar solicitud/ }).click();
    await officer.waitForURL(`${app.fake.baseUrl}/pay/**`);
    await expect(officer.getByText('Total: 6.50 USD')).toBeVisible();
    return leadId;
  });

  await test.step('coming back to the success URL without paying grants nothing: the dashboard keeps verifying', async () => {
    await officer.goto(`/leads-dashboard?request_success=1&lead_id=${leadId}`);
    await expect(card.getByText(/Verificando pago/)).toBeVisible();
    expect(((await (await officer.request.get(`/api/lead/${leadId}`)).json()) as { state: string }).state).toBe('available');
    expect(
      (await officer.request.post('/api/simulate-payment-success', { data: { sessionId: [...app.fake.sessions.keys()][0] } })).status(),
    ).toBe(404);
    expect((await officer.request.get('/checkout/simulado')).status()).toBe(404);
  });

  await test.step('paying at the fake sends the signed webhook, then Stripe redirects back: now the request exists', async () => {
    await officer.goBack();
    await officer.waitForURL(`${app.fake.baseUrl}/pay/**`);
    await officer.getByRole('button', { name: 'Pagar' }).click();
    await officer.waitForURL(/\/leads-dashboard\?request_success=1/);
    await expect(card.getByText('Pago recibido. Le avisamos al comprador; verás su respuesta aquí.')).toBeVisible();
  });

  await test.step("the buyer accepts; the unlock, too, happens only once Stripe's signed webhook has landed", async () => {
    await answerOverHttp(buyer.page.request, seenByBuyers(demoInstitution), 'accepted');
    await officer.goto(`/leads-dashboard?lead_id=${leadId}`);
    await card.getByRole('button', { name: 'Desbloquear contacto ($45)' }).click();
    await officer.waitForURL(`${app.fake.baseUrl}/pay/**`);
    expect(await (await officer.request.get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'accepted', nombre: null });
    await officer.getByRole('button', { name: 'Pagar' }).click();
    await officer.waitForURL(/\/payment-success\?lead_id=.*&session_id=cs_test_/);
    await expect(officer.getByText('Lucía Ortiz')).toBeVisible();
  });

  await test.step('the operator finds the request payment in the ledger and refunds it', async () => {
    await admin.goto('/admin/pagos');
    await admin.getByLabel('Institución').selectOption({ label: demoInstitution.institutionName });
    const row =
      (admin.viewportSize()?.width ?? 1280) < 768
        ? admin.getByRole('listitem').filter({ hasText: 'Solicitud de conexión' })
        : admin.getByRole('row').filter({ hasText: 'Solicitud de conexión' });
    await expect(row).toContainText('$6.50');
    await expect(row).toContainText('Stripe');
    await checkScreen(admin);
    await row.getByRole('button', { name: /Reembolsar/ }).click();
    await expect(admin.getByRole('dialog', { name: '¿Reembolsar este pago?' })).toBeVisible();
    await checkScreen(admin);
    await admin.getByRole('button', { name: 'Confirmar reembolso' }).click();
    await expect(admin.getByText('Pago reembolsado', { exact: true })).toBeVisible();
    await expect(row).toContainText('Reembolsado $6.50');
    await expect(row.getByRole('button', { name: /Reembolsar/ })).toHaveCount(0);
    expect(app.fake.refunds).toEqual([expect.objectContaining({ amount: 650 })]);
    await admin.getByLabel('Estado').selectOption({ label: 'Reembolsado' });
    await expect(row).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Movimientos (1)' })).toBeVisible();
  });

  await test.step("the bank's receipts show what it paid, what for, and the refund; the request itself stays", async () => {
    await officer.goto('/leads-dashboard');
    await officer.getByRole('link', { name: 'Pagos y recibos' }).click();
    await expect(officer.getByRole('heading', { name: 'Pagos y recibos', level: 1 })).toBeVisible();
    const receipt = officer.getByRole('listitem').filter({ hasText: 'Solicitud de conexión' });
    await expect(receipt).toContainText('Lead en Mayagüez');
    await expect(receipt).toContainText('$6.50');
    await expect(receipt).toContainText('Reembolsado $6.50');
    await expect(officer.getByRole('listitem').filter({ hasText: 'Desbloqueo de contacto' })).toContainText('$45.00');
    await expect(officer.getByText('Lucía')).toHaveCount(0);
    await checkScreen(officer);
    // Money only: the refunded request's unlock and contact stay.
    expect(await (await officer.request.get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'unlocked', nombre: 'Lucía Ortiz' });
  });
});
