// Issue 5's whole story, every step in the browser: the buyer asks to be contacted from the dashboard → a bank
// requests and pays → the buyer accepts → the bank unlocks and pays → it sees the contact; another bank never does.
import type { Browser, Page } from '@playwright/test';
import { variantCopy } from '../src/shared/domain/lead-variant';
import { fillSignUpForm, submitPortalLogin, type InstitutionLogin } from './accounts';
import { verifyEmailFromMailbox } from './email-verification';
import { demoInstitution, demoSecondInstitution, expect, test } from './fixtures';
import { leadVariantOf } from './marketplace-helpers';
import { checkScreen, uniqueEmail } from './support';

/** A browser of its own (the project's device), signed out. */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function portalLogin(page: Page, bank: InstitutionLogin) {
  await submitPortalLogin(page, bank);
  await expect(page.getByRole('heading', { name: `Portal de Leads: ${bank.institutionName}` })).toBeVisible();
}

test('buyer consents, bank pays twice, and only that bank ever sees the contact', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const buyerName = `Valeria Historia ${tag}`;
  const buyer = await newPage(browser);
  const bank = await newPage(browser);
  const card = bank.getByRole('region', { name: 'Lead seleccionado' });

  const leadId = await test.step("the buyer signs up and asks to be contacted from the dashboard's card", async () => {
    await buyer.goto(`/login?mode=sign-up&returnTo=${encodeURIComponent('/dashboard')}`);
    const buyerEmail = uniqueEmail('historia');
    await fillSignUpForm(buyer, { name: buyerName, email: buyerEmail });
    await expect(buyer).toHaveURL(/\/dashboard$/);
    // Institutions see the request only once the e-mail is confirmed: the buyer follows the sign-up mail's link.
    await verifyEmailFromMailbox(buyer.request, buyerEmail);
    const copy = variantCopy[await leadVariantOf(buyer.request)];
    await buyer.getByRole('button', { name: copy.secondary }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Conecta con un oficial hipotecario' });
    await expect(dialog.getByLabel('Nombre completo')).toHaveValue(buyerName);
    await dialog.getByLabel('Teléfono móvil').fill('(787) 555-0166');
    await dialog.getByLabel('Municipio').selectOption('Arecibo');
    await dialog.getByLabel('Precio objetivo de la vivienda').fill('175000');
    await dialog.getByRole('button', { name: copy.primary }).click();
    await expect(dialog.getByText('Te contactaremos pronto para continuar con tu proceso.')).toBeVisible();
    await expect(buyer.getByText('¡Solicitud enviada!', { exact: true })).toBeVisible();
    return ((await (await buyer.request.get('/api/user/leads')).json()) as Array<{ id: string }>)[0]!.id;
  });

  await test.step("the bank officer opens that lead's card, requests the connection and pays in the test checkout", async () => {
    await portalLogin(bank, demoInstitution);
    await bank.goto(`/leads-dashboard?institution=x&lead_id=${leadId}`);
    await expect(card.getByRole('heading', { name: 'Lead en Arecibo' })).toBeVisible();
    await card.getByRole('button', { name: 'Solicitar Conexión ($5 (prueba))' }).click();
    await card.getByRole('button', { name: 'Pagar solicitud ($5 (prueba))' }).click();
    await bank.getByRole('button', { name: 'Pagar $5' }).click();
    await expect(card.getByText('Esperando respuesta').first()).toBeVisible();
    await expect(bank.getByRole('heading', { name: 'Portal de Leads: Banco de Prueba Casa Joven' })).toBeVisible();
    expect(await bank.content()).not.toContain(buyerName);
  });

  await test.step('the buyer sees the notice and accepts', async () => {
    await buyer.goto('/connection-requests');
    const request = buyer.getByRole('article', { name: demoInstitution.institutionName });
    await request.getByRole('button', { name: 'Responder a solicitud' }).click();
    await request.getByLabel('Mensaje para la institución (opcional)').fill('Llámenme después de las 5');
    await request.getByRole('button', { name: 'Aceptar' }).click();
    await expect(buyer.getByText('Respuesta enviada', { exact: true })).toBeVisible();
  });

  await test.step('accepted but not unlocked: still basic info; then the bank unlocks, pays, and sees the contact', async () => {
    await bank.reload();
    expect(await bank.content()).not.toContain(buyerName);
    await card.getByRole('button', { name: 'Desbloquear contacto ($45 (prueba))' }).click();
    await bank.getByRole('button', { name: 'Pagar $45' }).click();
    await expect(bank.getByRole('heading', { name: 'Pago Exitoso' })).toBeVisible();
    await expect(bank.getByText(buyerName)).toBeVisible();
    await expect(bank.getByRole('link', { name: '(787) 555-0166' })).toBeVisible();
    await checkScreen(bank);
  });

  await test.step('the buyer can see who holds their details', async () => {
    await buyer.reload();
    await expect(buyer.getByRole('region', { name: 'Quién tiene tus datos de contacto' })).toContainText(demoInstitution.institutionName);
  });

  await test.step('another bank: the same lead, basic information only', async () => {
    const rival = await newPage(browser);
    await portalLogin(rival, demoSecondInstitution);
    await rival.goto(`/leads-dashboard?lead_id=${leadId}`);
    await expect(rival.getByRole('region', { name: 'Lead seleccionado' }).getByText('Información básica')).toBeVisible();
    expect(await rival.content()).not.toContain(buyerName);
    await checkScreen(rival);
    await rival.context().close();
  });

  await Promise.all([buyer.context().close(), bank.context().close()]);
});
