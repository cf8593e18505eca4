// docs/product/buyer-control.md on the buyer's screen: contact preferences (sent with the acceptance), the limit on
// open requests and the pause, and withdrawing consent, after which the institution sees no contact data.
import { defaultMaxOpenRequests as limit, describeContactPreferences, type ContactPreferences } from '../src/shared/schemas/buyer-control';
import type { BankLead } from '../src/shared/schemas/bank-leads';
import { consentText } from '../src/shared/schemas/leads';
import { demoInstitution, expect, test } from './fixtures';
import { payStep, seenByBuyers, submitLeadOverHttp } from './marketplace-helpers';
import { checkScreen } from './support';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the buyer chooses how to be reached, accepts, withdraws consent and pauses new requests', async ({
  buyer: { page },
  institution,
  secondInstitution,
}) => {
  test.setTimeout(150_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const contact = { nombre: `Marta Control ${tag}`, correo: `marta.control.${tag}@example.com`, movil: '(787) 555-0168' };
  const leadId = await submitLeadOverHttp(page.request, { ...contact, municipio: 'Arecibo', precio_meta: '$175,000' });
  const bankName = seenByBuyers(demoInstitution);
  const chosen: ContactPreferences = { channels: ['phone', 'app'], callFromHour: 10, callToHour: 18 };
  const leadAs = async (bank: typeof institution) => (await (await bank.request.get(`/api/lead/${leadId}`)).json()) as BankLead;

  const preferences = page.getByRole('region', { name: 'Tus preferencias de contacto' });
  const newRequests = page.getByRole('region', { name: 'Solicitudes nuevas' });
  const holders = page.getByRole('region', { name: 'Quién tiene tus datos de contacto' });
  const channel = (name: string) => preferences.getByRole('checkbox', { name });
  const save = preferences.getByRole('button', { name: 'Guardar preferencias' });

  await test.step('the preferences start with every channel and the whole window the law allows', async () => {
    await page.goto('/connection-requests');
    for (const name of ['Teléfono', 'Correo electrónico', 'Mensajes en la app']) await expect(channel(name)).toBeChecked();
    await expect(preferences.getByLabel('Desde')).toHaveValue('9');
    await expect(preferences.getByLabel('Hasta')).toHaveValue('21');
    await expect(
      preferences.getByText(
        'Por ley (Ley 210-2003 de Puerto Rico), las llamadas solo pueden hacerse entre las 9:00 a. m. y las 9:00 p. m.',
      ),
    ).toBeVisible();
    await expect(newRequests).toContainText(`0 de ${limit} solicitudes abiertas`);
    await checkScreen(page);
  });

  await test.step('no channel, or hours the wrong way round: a Spanish error under the field, and the choices stay', async () => {
    for (const name of ['Teléfono', 'Correo electrónico', 'Mensajes en la app']) await channel(name).uncheck();
    await save.click();
    await expect(preferences.getByText('Elige al menos una forma de contacto', { exact: true })).toBeVisible();
    await expect(channel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    await expect(channel('Teléfono')).toHaveAccessibleDescription('Elige al menos una forma de contacto');
    await expect(channel('Correo electrónico')).not.toBeChecked();
    await checkScreen(page);

    await channel('Teléfono').check();
    await channel('Mensajes en la app').check();
    await preferences.getByLabel('Desde').selectOption('15');
    await preferences.getByLabel('Hasta').selectOption('11');
    await save.click();
    await expect(preferences.getByText('La hora de inicio debe ser anterior a la hora final', { exact: true })).toBeVisible();
    await expect(preferences.getByText('Elige al menos una forma de contacto')).toBeHidden();
    await expect(preferences.getByLabel('Desde')).toHaveValue('15');
  });

  await test.step('saved, they read the same after a reload', async () => {
    await preferences.getByLabel('Desde').selectOption(String(chosen.callFromHour));
    await preferences.getByLabel('Hasta').selectOption(String(chosen.callToHour));
    await save.click();
    await expect(page.getByText('Preferencias de contacto guardadas', { exact: true })).toBeVisible();
    await expect(preferences).toContainText(describeContactPreferences(chosen));
    await page.reload();
    await expect(channel('Teléfono')).toBeChecked();
    await expect(channel('Correo electrónico')).not.toBeChecked();
    await expect(preferences.getByLabel('Hasta')).toHaveValue('18');
  });

  const card = page.getByRole('article', { name: demoInstitution.institutionName });
  await test.step('an institution asks; accepting shows and sends those preferences', async () => {
    await payStep(institution.request, `/api/pay/request/${leadId}`);
    await page.reload();
    await expect(newRequests).toContainText(`1 de ${limit} solicitudes abiertas`);
    await card.getByRole('button', { name: 'Responder a solicitud' }).click();
    await expect(card).toContainText(describeContactPreferences(chosen));
    await expect(card.getByRole('button', { name: 'Aceptar' })).toHaveAccessibleDescription(
      new RegExp(escape(describeContactPreferences(chosen))),
    );
    await checkScreen(page);
    // "Cambiar" takes the buyer to the preferences, keyboard on the first choice.
    await card.getByRole('button', { name: 'Cambiar preferencias de contacto' }).click();
    await expect(channel('Teléfono')).toBeFocused();

    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Respuesta enviada', { exact: true })).toBeVisible();
    await expect(newRequests).toContainText(`0 de ${limit} solicitudes abiertas`);
    await expect(holders.getByRole('article', { name: demoInstitution.institutionName })).toContainText(
      'Aceptaste su solicitud; aún no ha desbloqueado tus datos',
    );
  });

  const holder = holders.getByRole('article', { name: demoInstitution.institutionName });
  await test.step('the institution unlocks: it reads the preferences beside the contact, the buyer sees it holds them', async () => {
    await payStep(institution.request, `/api/pay/unlock/${leadId}`);
    expect(await leadAs(institution)).toMatchObject({ state: 'unlocked', correo: contact.correo, contactPreferences: chosen });
    await page.reload();
    await expect(holder).toContainText('Tiene tus datos desde el');
    await expect(holder.getByRole('heading', { name: 'Intentos de contacto' })).toBeVisible();
    await expect(holder).toContainText('Sin intentos registrados');
    await checkScreen(page);
  });

  await test.step('the buyer withdraws consent with a reason, after reading what it records and changes', async () => {
    await holder.getByRole('button', { name: `Retirar consentimiento a ${bankName}` }).click();
    const dialog = page.getByRole('dialog', { name: `¿Retirar tu consentimiento a ${bankName}?` });
    await expect(dialog).toBeVisible();
    // The safe choice has the focus.
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    const revocation = consentText(bankName, 'revoked');
    await expect(dialog.getByText(revocation, { exact: true })).toBeVisible();
    await expect(dialog).toContainText('Se cierra tu conversación');
    await expect(dialog).toContainText('no debe contactarte');
    const confirm = dialog.getByRole('button', { name: 'Retirar consentimiento' });
    await expect(confirm).toHaveAccessibleDescription(revocation);
    await expect(dialog.getByLabel('Motivo (opcional)')).toHaveAttribute('maxlength', '500');
    await checkScreen(page);

    // Cancel leaves everything as it was.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(holder).toContainText('Tiene tus datos desde el');

    await holder.getByRole('button', { name: `Retirar consentimiento a ${bankName}` }).click();
    await dialog.getByLabel('Motivo (opcional)').fill('Me llamaron demasiadas veces');
    await confirm.click();
    // The toast, and the request's history card, both say so.
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Consentimiento retirado', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historial de solicitudes' })).toContainText('Consentimiento retirado');
    await expect(dialog).toBeHidden();
    await expect(holder).toContainText('Retiraste tu consentimiento el');
    await expect(holder.getByRole('button', { name: /Retirar consentimiento/ })).toHaveCount(0);
    await checkScreen(page);
  });

  await test.step("the institution's dashboard shows the withdrawal and no contact data", async () => {
    await institution.goto(`/leads-dashboard?lead_id=${leadId}`);
    const selected = institution.getByRole('region', { name: 'Lead seleccionado' });
    await expect(selected.getByRole('heading', { name: 'Lead en Arecibo' })).toBeVisible();
    await expect(selected).toContainText('Consentimiento retirado');
    const html = await institution.content();
    for (const secret of [contact.nombre, contact.correo, contact.movil, '7875550168', '555-0168']) expect(html).not.toContain(secret);
    expect(await leadAs(institution)).toMatchObject({
      state: 'revoked',
      nombre: null,
      correo: null,
      movil: null,
      contactPreferences: null,
    });
  });

  await test.step('the buyer lowers the limit, then pauses new requests; other institutions find the lead closed', async () => {
    await newRequests.getByLabel('Máximo de solicitudes abiertas a la vez').selectOption('1');
    await newRequests.getByRole('button', { name: 'Guardar límite' }).click();
    await expect(page.getByText('Límite de solicitudes guardado', { exact: true })).toBeVisible();
    await expect(newRequests).toContainText('0 de 1 solicitudes abiertas');
    expect((await leadAs(secondInstitution)).state).toBe('none');

    await newRequests.getByRole('button', { name: 'No quiero más solicitudes por ahora' }).click();
    await expect(page.getByText('Solicitudes nuevas pausadas', { exact: true })).toBeVisible();
    await expect(newRequests.getByRole('status')).toHaveText('Pausadas: ninguna institución puede enviarte solicitudes nuevas.');
    await expect(newRequests.getByRole('button', { name: 'Reanudar solicitudes' })).toBeVisible();
    expect((await leadAs(secondInstitution)).state).toBe('closed');
    await checkScreen(page);

    await page.reload();
    await expect(newRequests.getByRole('button', { name: 'Reanudar solicitudes' })).toBeVisible();
    await expect(newRequests.getByLabel('Máximo de solicitudes abiertas a la vez')).toHaveValue('1');
  });
});
