// Issue 5's whole story, every step in the browser: the buyer asks to be contacted from the dashboard → a bank
// requests and pays → the buyer accepts → the bank unlocks and pays → it sees the contact; another bank never does.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { variantCopy, type LeadVariant } from '../src/shared/domain/lead-variant';
import { verifyEmailFromMailbox } from './email-verification';
import { demoBank, otherBank } from './marketplace-helpers';
import { expectNoAxeViolations, uniqueEmail } from './support';

async function newPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, locale: 'es-PR', timezoneId: 'America/Puerto_Rico' });
  return context.newPage();
}

async function portalLogin(page: Page, bank: typeof demoBank) {
  await page.goto('/institution-login');
  await page.getByLabel('Email institucional').fill(bank.email);
  await page.getByLabel('Nombre de la institución').fill(bank.institutionName);
  await page.getByLabel('Contraseña').fill(bank.password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: `Portal de Leads: ${bank.institutionName}` })).toBeVisible();
}

test('buyer consents, bank pays twice, and only that bank ever sees the contact', async ({ browser, viewport, baseURL }) => {
  test.setTimeout(180_000);
  const options = { viewport, baseURL, isMobile: (viewport?.width ?? 1280) < 640, hasTouch: (viewport?.width ?? 1280) < 640 };
  const tag = Math.random().toString(36).slice(2, 7);
  const buyerName = `Valeria Historia ${tag}`;

  // The buyer signs up and asks to be contacted from the dashboard's card.
  const buyer = await newPage(browser, options);
  await buyer.goto(`/login?mode=sign-up&returnTo=${encodeURIComponent('/dashboard')}`);
  const form = buyer.getByRole('tabpanel');
  await form.getByLabel('Nombre completo').fill(buyerName);
  const buyerEmail = uniqueEmail('historia');
  await form.getByLabel('Email').fill(buyerEmail);
  await form.getByLabel('Contraseña').fill('mi-casa-2026');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(buyer).toHaveURL(/\/dashboard$/);
  // Institutions see the request only once the e-mail is confirmed: the buyer follows the sign-up mail's link.
  await verifyEmailFromMailbox(buyer.request, buyerEmail);
  const variant = ((await (await buyer.request.get('/api/user/lead-variant')).json()) as { variant: LeadVariant }).variant;
  await buyer.getByRole('button', { name: variantCopy[variant].secondary }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Conecta con un oficial hipotecario' });
  await expect(dialog.getByLabel('Nombre completo')).toHaveValue(buyerName);
  await dialog.getByLabel('Teléfono móvil').fill('(787) 555-0166');
  await dialog.getByLabel('Municipio').selectOption('Arecibo');
  await dialog.getByLabel('Precio objetivo de la vivienda').fill('175000');
  await dialog.getByRole('button', { name: variantCopy[variant].primary }).click();
  await expect(dialog.getByText('Te contactaremos pronto para continuar con tu proceso.')).toBeVisible();
  await expect(buyer.getByText('¡Solicitud enviada!', { exact: true })).toBeVisible();
  const leadId = ((await (await buyer.request.get('/api/user/leads')).json()) as Array<{ id: string }>)[0]!.id;

  // The bank officer opens that lead's card, requests the connection and pays in the test checkout.
  const bank = await newPage(browser, options);
  await portalLogin(bank, demoBank);
  await bank.goto(`/leads-dashboard?institution=x&lead_id=${leadId}`);
  const card = bank.getByRole('region', { name: 'Lead seleccionado' });
  await expect(card.getByRole('heading', { name: 'Lead en Arecibo' })).toBeVisible();
  await card.getByRole('button', { name: 'Solicitar Conexión ($5 (prueba))' }).click();
  await card.getByRole('button', { name: 'Pagar solicitud ($5 (prueba))' }).click();
  await bank.getByRole('button', { name: 'Pagar $5' }).click();
  await expect(card.getByText('Esperando respuesta').first()).toBeVisible();
  await expect(bank.getByRole('heading', { name: 'Portal de Leads: Banco de Prueba Casa Joven' })).toBeVisible();
  expect(await bank.content()).not.toContain(buyerName);

  // The buyer sees the notice and accepts.
  await buyer.goto('/connection-requests');
  const request = buyer.getByRole('article', { name: demoBank.institutionName });
  await request.getByRole('button', { name: 'Responder a solicitud' }).click();
  await request.getByLabel('Mensaje para la institución (opcional)').fill('Llámenme después de las 5');
  await request.getByRole('button', { name: 'Aceptar' }).click();
  await expect(buyer.getByText('Respuesta enviada', { exact: true })).toBeVisible();

  // Accepted but not unlocked: still basic info. Then the bank unlocks, pays, and sees the contact.
  await bank.reload();
  expect(await bank.content()).not.toContain(buyerName);
  await card.getByRole('button', { name: 'Desbloquear contacto ($45 (prueba))' }).click();
  await bank.getByRole('button', { name: 'Pagar $45' }).click();
  await expect(bank.getByRole('heading', { name: 'Pago Exitoso' })).toBeVisible();
  await expect(bank.getByText(buyerName)).toBeVisible();
  await expect(bank.getByRole('link', { name: '(787) 555-0166' })).toBeVisible();
  await expectNoAxeViolations(bank);

  // The buyer can see who holds their details.
  await buyer.reload();
  await expect(buyer.getByRole('region', { name: 'Quién tiene tus datos de contacto' })).toContainText(demoBank.institutionName);

  // Another bank: the same lead, basic information only.
  const rival = await newPage(browser, options);
  await portalLogin(rival, otherBank);
  await rival.goto(`/leads-dashboard?lead_id=${leadId}`);
  await expect(rival.getByRole('region', { name: 'Lead seleccionado' }).getByText('Información básica')).toBeVisible();
  expect(await rival.content()).not.toContain(buyerName);
  await expectNoAxeViolations(rival);

  await Promise.all([buyer.context().close(), bank.context().close(), rival.context().close()]);
});
