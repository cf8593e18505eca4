// docs/decisions/0138 in the browser, on an app with Stripe test keys against the local fake of Stripe's API: the
// officer opens the unlock checkout, the buyer withdraws consent while it is open, the officer pays anyway; Stripe's
// signed webhook refunds it instead of unlocking, Stripe's return page says "Pago reembolsado", and the portal tells
// the officer why, with nothing about the buyer. Each screen is axe clean and fits the width.
import type { Page } from '@playwright/test';
import { demoInstitution, expect } from './fixtures';
import { answerOverHttp, seenByBuyers, submitLeadOverHttp } from './marketplace-helpers';
import { test } from './stripe-app';
import { checkScreen } from './support';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The look of a screen, kept when SCREENSHOTS_DIR is set (docs/contributing: look at a screen at both widths). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png`, fullPage: true });
}

test('an unlock paid after the buyer withdrew consent is refunded, and the officer is told why', async ({
  institution: officer,
  buyer,
  stripeApp: app,
}) => {
  const card = officer.getByRole('region', { name: 'Lead seleccionado' });
  const leadId = await test.step('set-up: the request is paid through Stripe and the buyer accepts it', async () => {
    const leadId = await submitLeadOverHttp(buyer.page.request, {
      nombre: 'Rebeca Reembolso',
      correo: buyer.email,
      movil: '(787) 555-0119',
      municipio: 'Cayey',
      precio_meta: '$140,000',
    });
    const opened = await officer.request.post(`/api/pay/request/${leadId}`, { data: {} });
    expect(opened.ok(), await opened.text()).toBe(true);
    const { sessionId } = (await opened.json()) as { sessionId: string };
    // Stripe's hosted page: "Pagar" marks the session paid and sends the signed webhook.
    const paid = await officer.request.post(`${app.fake.baseUrl}/pay/${sessionId}`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    await answerOverHttp(buyer.page.request, seenByBuyers(demoInstitution), 'accepted');
    return leadId;
  });

  await test.step('the officer opens the unlock checkout; the buyer withdraws consent meanwhile; the officer pays', async () => {
    await officer.goto(`/leads-dashboard?lead_id=${leadId}`);
    await card.getByRole('button', { name: /Desbloquear contacto/ }).click();
    await officer.waitForURL(`${app.fake.baseUrl}/pay/**`);
    const list = (await (await buyer.page.request.get('/api/user/connection-requests')).json()) as Array<{ id: string; bankName: string }>;
    const request = list.find((item) => item.bankName === seenByBuyers(demoInstitution))!;
    expect((await buyer.page.request.post(`/api/connection-requests/${request.id}/revoke`, { data: {} })).ok()).toBe(true);
    await officer.getByRole('button', { name: 'Pagar' }).click();
    await officer.waitForURL(/\/payment-success\?lead_id=.*&session_id=cs_test_/);
  });

  await test.step("Stripe's return page says the payment was refunded, and nothing of the buyer shows", async () => {
    await expect(officer.getByRole('heading', { name: 'Pago reembolsado', level: 1 })).toBeVisible();
    await expect(officer.getByText(/Te devolvimos el dinero al mismo medio de pago/)).toBeVisible();
    await expect(officer.getByText('Rebeca')).toHaveCount(0);
    expect(app.fake.refunds).toEqual([expect.objectContaining({ amount: 4500 })]);
    await checkScreen(officer);
    await keepScreenshot(officer, 'refunded-payment');
  });

  await test.step('the portal tells the officer why, by lead id only', async () => {
    await officer.getByRole('link', { name: 'Volver al panel' }).click();
    const notices = officer.getByRole('region', { name: /Aviso/ });
    await expect(notices.getByText('Pago reembolsado')).toBeVisible();
    await expect(notices.getByText(new RegExp(`lead ${leadId} no se aplicó: el comprador retiró su consentimiento`))).toBeVisible();
    await expect(officer.getByText('Rebeca')).toHaveCount(0);
    await checkScreen(officer);
    await keepScreenshot(officer, 'refunded-notice');
  });
});
