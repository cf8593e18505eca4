import type { APIRequestContext, Page } from '@playwright/test';
import { variantCopy } from '../src/shared/domain/lead-variant';
import { consentText, leadSource, type LeadSubmission } from '../src/shared/schemas/leads';
import { fillSignUpForm } from './accounts';
import { verifyEmailFromMailbox } from './email-verification';
import { demoInstitution, expect, test } from './fixtures';
import { leadVariantOf, payStep, seenByBuyers } from './marketplace-helpers';
import { checkScreen, uniqueEmail } from './support';

// The demo institution is seeded on the e2e server and shared by every spec running in parallel: each test
// uses a fresh buyer and only ever looks at that buyer's own lead and requests.

/** Signs up on the form, which brings the buyer back to their connection requests. */
async function signUpForRequests(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('comprador-mercado');
  await page.goto(`/login?mode=sign-up&returnTo=${encodeURIComponent('/connection-requests')}`);
  await fillSignUpForm(page, { name, email });
  await expect(page).toHaveURL(/\/connection-requests$/);
  await expect(page.getByRole('heading', { name: 'Solicitudes de Conexión', level: 1 })).toBeVisible();
  // Institutions see the lead only once the e-mail is confirmed, from the sign-up mail's link.
  await verifyEmailFromMailbox(page.request, email);
  return email;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

test('a buyer with no lead asks to be contacted through the lead-capture dialog', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signUpForRequests(page, 'Marisol Rivera');
  const copy = variantCopy[await leadVariantOf(page.request)];
  const dialog = page.getByRole('dialog', { name: 'Conecta con un oficial hipotecario' });
  const nombre = dialog.getByLabel('Nombre completo');
  const correo = dialog.getByLabel('Correo electrónico');
  const movil = dialog.getByLabel('Teléfono móvil');
  const municipio = dialog.getByLabel('Municipio');
  const precio = dialog.getByLabel('Precio objetivo de la vivienda');
  const submit = dialog.getByRole('button', { name: copy.primary });

  await test.step('empty state: no lead yet, so the "contact me" card is offered', async () => {
    await expect(page.getByRole('heading', { name: 'No tienes solicitudes de conexión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Quieres que un banco te contacte?' })).toBeVisible();
    await expect(page.getByText('Ninguna institución tiene tus datos de contacto.')).toBeVisible();
    await checkScreen(page);
  });

  await test.step('the dialog opens filled with the account; Cancel resets what was typed', async () => {
    await page.getByRole('button', { name: copy.secondary }).click();
    await expect(dialog).toBeVisible();
    await expect(nombre).toHaveValue('Marisol Rivera');
    await expect(correo).toHaveValue(email);
    await expect(movil).toHaveAttribute('type', 'tel');
    await expect(movil).toHaveAttribute('maxlength', '14');
    await checkScreen(page);

    await movil.fill('787');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: copy.secondary }).click();
    await expect(movil).toHaveValue('');
  });

  await test.step('submitted empty, then corrected field by field', async () => {
    // Submitted empty: every docs/product/validation.md message, in red under its field and announced with it.
    await nombre.fill('');
    await correo.fill('');
    await submit.click();
    const messages: Array<[typeof nombre, string]> = [
      [nombre, 'Nombre debe tener al menos 2 caracteres'],
      [correo, 'Correo electrónico inválido'],
      [movil, 'Número de móvil muy corto'],
      [municipio, 'Selecciona tu municipio'],
      [precio, 'Ingresa el precio objetivo'],
    ];
    for (const [field, message] of messages) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await checkScreen(page);

    // Validation runs again as the buyer types.
    await nombre.fill('Marisol Rivera');
    await expect(dialog.getByText('Nombre debe tener al menos 2 caracteres')).toBeHidden();

    // The phone keeps only digits, spaces, parentheses and hyphens, 14 characters at most.
    await movil.fill('abc787xyz555');
    await expect(movil).toHaveValue('787555');
    await expect(dialog.getByText('Número de móvil muy corto')).toBeVisible();
    await movil.fill('787-555-01234');
    await expect(dialog.getByText('Debe contener exactamente 10 dígitos')).toBeVisible();
    await movil.fill('(787) 555-0142 99');
    await expect(movil).toHaveValue('(787) 555-0142');
    await movil.press('End');
    await movil.pressSequentially('9');
    await expect(movil).toHaveValue('(787) 555-0142');
    await expect(dialog.getByText('Debe contener exactamente 10 dígitos')).toBeHidden();

    await correo.fill(email);
    await municipio.selectOption('Caguas');
    // Only a price: contact data typed here would reach every institution before unlock (docs/decisions/0068).
    await expect(precio).toHaveAccessibleDescription(/150,000-200,000/);
    await precio.fill('llámame 787-555-0142');
    await expect(dialog.getByText('Escribe solo un precio, por ejemplo $185,000 o 150,000-200,000', { exact: true })).toBeVisible();
    await expect(precio).toHaveAttribute('aria-invalid', 'true');
    await precio.fill('185000');
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  await test.step('a failed submission keeps the form open and filled', async () => {
    await page.route('**/api/leads', (route) => route.fulfill({ status: 502, json: { message: 'No se pudo enviar la solicitud' } }), {
      times: 1,
    });
    await submit.click();
    await expect(page.getByText('Error al enviar', { exact: true })).toBeVisible();
    await expect(page.getByText('Hubo un problema. Por favor intenta nuevamente.', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(movil).toHaveValue('(787) 555-0142');
    await expect(municipio).toHaveValue('Caguas');
  });

  await test.step("while sending: everything locked, the variant's loading text, and the dialog cannot be closed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/leads',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await submit.click();
    const sending = dialog.getByRole('button', { name: copy.loading });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    for (const field of [nombre, correo, movil, municipio, precio]) await expect(field).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    release();
    await expect(dialog.getByText(copy.success, { exact: true })).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog.getByText('Te contactaremos pronto para continuar con tu proceso.', { exact: true })).toBeVisible();
    await expect(page.getByText('¡Solicitud enviada!', { exact: true })).toBeVisible();
    await expect(page.getByText('Un oficial hipotecario te contactará en las próximas 24 horas.', { exact: true })).toBeVisible();
    // The success panel closes the dialog by itself after 3 s.
    await expect(dialog).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
  });

  await test.step('now the buyer has a lead and waits for institutions; the card is no longer offered here', async () => {
    await expect(page.getByText(/Cuando una institución quiera contactarte/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Quieres que un banco te contacte?' })).toBeHidden();
    const leads = (await (await page.request.get('/api/user/leads')).json()) as Array<{ municipio: string; precioMeta: string }>;
    expect(leads).toEqual([expect.objectContaining({ municipio: 'Caguas', precioMeta: '$185,000' })]);
    await checkScreen(page);
  });
});

test('a buyer is told about a paid request, accepts it with a message and sees who holds their details', async ({ page, institution }) => {
  test.setTimeout(90_000);
  // The lead's e-mail is the account's: a confirmed address, so institutions see the lead at once.
  const email = await signUpForRequests(page, 'Tomás Vélez');
  const variant = await leadVariantOf(page.request);
  const lead: LeadSubmission = {
    nombre: 'Tomás Vélez',
    correo: email,
    movil: '(787) 555-0199',
    municipio: 'Ponce',
    precio_meta: '$210,000',
    timestamp: new Date().toISOString(),
    source: leadSource,
    variant,
    user_agent: 'playwright',
    variant_tested: variant,
  };
  await ok(await page.request.post('/api/leads', { data: lead }));
  const [ownLead] = (await (await page.request.get('/api/user/leads')).json()) as Array<{ id: string }>;
  const leadId = ownLead!.id;
  const bank = institution.request;
  await payStep(bank, `/api/pay/request/${leadId}`);
  const card = page.getByRole('article', { name: demoInstitution.institutionName });
  const message = card.getByLabel('Mensaje para la institución (opcional)');

  await test.step('the in-app notice shows under the header on any other screen and leads to the request', async () => {
    await page.goto('/dashboard');
    const banner = page.getByRole('status').filter({ hasText: 'Nueva solicitud de conexión' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(demoInstitution.institutionName);
    await checkScreen(page);
    await banner.getByRole('link', { name: 'Ver solicitud' }).click();
    await expect(page).toHaveURL(/\/connection-requests$/);
    await expect(banner).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Solicitudes pendientes (1)' })).toBeVisible();
    await expect(card).toContainText('Ponce');
    await expect(card).toContainText('$210,000');
    await expect(card).toContainText(
      new Intl.DateTimeFormat('es-PR', { dateStyle: 'long', timeZone: 'America/Puerto_Rico' }).format(new Date()),
    );
    await checkScreen(page);
  });

  await test.step('the answer box names the institution as the buyer sees it; Cancel closes it without answering', async () => {
    await card.getByRole('button', { name: 'Responder a solicitud' }).click();
    await expect(message).toBeFocused();
    // The consent names the institution as the buyer sees it, "(prueba)" included.
    const consent = consentText(seenByBuyers(demoInstitution), 'accepted');
    await expect(card.getByText(consent)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Aceptar' })).toHaveAccessibleDescription(
      new RegExp(consent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(card.getByRole('button', { name: 'Rechazar' })).toBeVisible();
    await checkScreen(page);

    await card.getByRole('button', { name: 'Cancelar' }).click();
    await expect(message).toBeHidden();
    await expect(card.getByRole('button', { name: 'Responder a solicitud' })).toBeFocused();
  });

  await test.step('the buyer accepts with a message', async () => {
    await card.getByRole('button', { name: 'Responder a solicitud' }).click();
    await message.fill('Pueden llamarme en la tarde');
    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Respuesta enviada', { exact: true })).toBeVisible();
    await expect(page.getByText('La institución ha sido notificada de tu decisión', { exact: true })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Solicitudes pendientes (0)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historial de solicitudes' })).toBeVisible();
    const answered = page
      .getByRole('region', { name: 'Historial de solicitudes' })
      .getByRole('listitem')
      .filter({ hasText: demoInstitution.institutionName });
    await expect(answered).toContainText('Aceptada');
    await expect(answered).toContainText('Pueden llamarme en la tarde');
    // Accepted, not yet unlocked: listed among those it may reach, without the details yet (docs/product/buyer-control.md).
    const holders = page.getByRole('region', { name: 'Quién tiene tus datos de contacto' });
    await expect(holders).toContainText('Aceptaste su solicitud; aún no ha desbloqueado tus datos');
    await checkScreen(page);
  });

  await test.step('once the institution unlocks the contact, the buyer sees that it holds their details', async () => {
    await payStep(bank, `/api/pay/unlock/${leadId}`);
    await page.reload();
    const holders = page.getByRole('region', { name: 'Quién tiene tus datos de contacto' });
    await expect(holders).toContainText(demoInstitution.institutionName);
    await expect(holders).not.toContainText('Ninguna institución');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Nueva solicitud de conexión')).toBeHidden();
  });
});
