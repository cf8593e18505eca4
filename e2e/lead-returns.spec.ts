// docs/product/lender-integrations.md#lead-returns in the browser: the institution asks for a credit on a lead it
// unlocked, the operator approves it on /admin/pagos (the unlock is refunded), the institution sees the credit, and
// the buyer is asked on the dashboard to confirm their contact data.
import { expect, test } from './fixtures';
import { submitLeadOverHttp, unlockOverHttp } from './marketplace-helpers';
import { checkScreen } from './support';

test('a lead return: asked, approved and refunded, then the buyer confirms their data', async ({ buyer, institution, operator }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const secret = { nombre: `Rebeca Devuelta ${tag}`, correo: `rebeca.${tag}@example.com`, movil: '(787) 555-0177' };
  const leadId = await submitLeadOverHttp(buyer.page.request, { ...secret, municipio: 'Humacao', precio_meta: '$160,000' });
  await unlockOverHttp(buyer.page.request, institution.request, leadId);
  const card = institution.getByRole('region', { name: 'Lead seleccionado' });
  const details = `Número fuera de servicio ${tag}`;

  await test.step('the institution asks for a credit, with a reason, within the 7 days', async () => {
    await institution.goto(`/leads-dashboard?lead_id=${leadId}`);
    await card.getByRole('button', { name: 'Pedir crédito' }).click();
    const dialog = institution.getByRole('dialog', { name: 'Pedir crédito por este lead' });
    await expect(dialog.getByText('dentro de 7 días del desbloqueo')).toBeVisible();
    // No reason chosen: the form says so and keeps what was typed.
    await dialog.getByLabel('Detalles (opcional)').fill(details);
    await dialog.getByRole('button', { name: 'Pedir crédito' }).click();
    await expect(dialog.getByText('Elige el motivo: teléfono desconectado, correo rebotado o no es la persona.')).toBeVisible();
    await expect(dialog.getByLabel('Detalles (opcional)')).toHaveValue(details);
    await dialog.getByRole('radio', { name: 'Teléfono desconectado' }).check();
    await checkScreen(institution);
    await dialog.getByRole('button', { name: 'Pedir crédito' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Crédito solicitado')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pedir crédito' })).toHaveCount(0);
    await checkScreen(institution);
  });

  await test.step('the operator approves it on /admin/pagos: the unlock is refunded once', async () => {
    await operator.goto('/admin/pagos');
    const section = operator.getByRole('region', { name: /^Devoluciones de leads/ });
    // The table on a wide screen, cards on a phone: whichever is shown.
    const entry = section.getByRole('listitem').or(section.getByRole('row')).filter({ hasText: leadId });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Teléfono desconectado');
    await expect(entry).toContainText(details);
    await expect(entry).toContainText('Pendiente');
    await checkScreen(operator);
    await entry.getByRole('button', { name: /^Decidir/ }).click();
    const dialog = operator.getByRole('dialog', { name: 'Decidir la devolución' });
    await dialog.getByLabel('Nota para la institución (opcional)').fill('Verificado con la compañía telefónica.');
    await checkScreen(operator);
    await dialog.getByRole('button', { name: 'Aprobar y reembolsar' }).click();
    await expect(dialog).toBeHidden();
    await expect(operator.getByText('Devolución aprobada', { exact: true })).toBeVisible();
    await expect(entry).toContainText('Aprobada');
    await expect(entry).toContainText(/Reembolsado \$/);
    await expect(entry.getByRole('button', { name: /^Decidir/ })).toHaveCount(0);
    expect(await operator.content()).not.toContain(secret.correo);
    expect(await operator.content()).not.toContain(secret.nombre);
  });

  await test.step('the institution sees the credit on the lead and among its payments', async () => {
    await institution.goto(`/leads-dashboard?lead_id=${leadId}`);
    await expect(card.getByText(/Crédito aprobado/)).toBeVisible();
    await expect(card.getByText('Nota: Verificado con la compañía telefónica.')).toBeVisible();
    await checkScreen(institution);
  });

  await test.step('the buyer is asked to confirm their contact data, and confirms it', async () => {
    const page = buyer.page;
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Una institución no pudo comunicarse contigo. Confirma tus datos de contacto.' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(secret.correo)).toBeVisible();
    await expect(banner.getByText(secret.movil)).toBeVisible();
    // Never who, never the money.
    await expect(banner).not.toContainText('Banco de Prueba');
    await expect(banner).not.toContainText('$');
    await checkScreen(page);

    // "Corregir mis datos" opens the contact form with the data institutions received.
    await banner.getByRole('button', { name: 'Corregir mis datos' }).click();
    const form = page.getByRole('dialog', { name: 'Corrige tus datos de contacto' });
    await expect(form.getByLabel('Correo electrónico')).toHaveValue(secret.correo);
    await checkScreen(page);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();

    await banner.getByRole('button', { name: 'Mis datos son correctos' }).click();
    await expect(page.getByText('Confirmaste tus datos de contacto.', { exact: true })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: /^¡Hola/ })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
