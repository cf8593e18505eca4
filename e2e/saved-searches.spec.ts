// docs/product/lender-integrations.md#saved-searches-and-digests in the browser: staff save the dashboard's filters
// under a name with e-mail digests, apply one, change its digest, and delete it; a new matching lead arrives as an
// immediate digest in the mailbox, without the buyer's contact data.
import { municipalities } from '../src/shared/municipalities';
import { expect, test } from './fixtures';
import { submitLeadOverHttp } from './marketplace-helpers';
import { checkScreen } from './support';

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

test('a bank saves a search, applies it, gets an immediate digest of a new lead and deletes the search', async ({
  institution: page,
  buyer,
  operator,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Búsqueda ${tag}`;
  // A municipality of its own per run, so the phone and desktop runs never match each other's lead.
  const municipio = municipalities[Math.floor(Math.random() * municipalities.length)]!;
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });

  await test.step('save the applied filters under a name, with immediate e-mails', async () => {
    await page.goto('/leads-dashboard');
    await page.getByLabel('Municipio').selectOption(municipio);
    await page.getByLabel('Presupuesto mínimo (USD)').fill('100000');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/minBudget=100000/);
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await expect(dialog.getByText(`${municipio} · desde $100,000`)).toBeVisible();
    // No name: the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await expect(dialog.getByText('Escribe un nombre para la búsqueda')).toBeVisible();
    await dialog.getByLabel('Nombre de la búsqueda').fill(name);
    await dialog.getByLabel('Avisos por correo').selectOption('immediate');
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });

  await test.step('a name in use is refused under the name, and the input stays', async () => {
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await dialog.getByLabel('Nombre de la búsqueda').fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await expect(dialog.getByText('Ya tienes una búsqueda con ese nombre')).toBeVisible();
    await expect(dialog.getByLabel('Nombre de la búsqueda')).toHaveValue(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('applying a saved search sets the filters', async () => {
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).not.toHaveURL(/municipio=/);
    await page.getByRole('button', { name: `Aplicar la búsqueda ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`municipio=${encodeURIComponent(municipio).replace(/%20/g, '(\\+|%20)')}`));
    await expect(page.getByLabel('Municipio')).toHaveValue(municipio);
    await expect(page.getByLabel('Presupuesto mínimo (USD)')).toHaveValue('100000');
    await checkScreen(page);
  });

  await test.step('a new matching lead arrives as an immediate digest, with no contact data', async () => {
    const secret = { nombre: `Digesto Prueba ${tag}`, correo: `digesto.${tag}@example.com`, movil: '(787) 555-0166' };
    const leadId = await submitLeadOverHttp(buyer.page.request, { ...secret, municipio, precio_meta: '$185,000' });
    // Another spec's lead may match too and come in its own digest: this lead's is the one that links to it.
    const link = `/leads-dashboard?lead_id=${leadId}`;
    let digest: Mail | undefined;
    await expect
      .poll(
        async () => {
          const { mails } = (await (await operator.request.get('/api/dev/mailbox')).json()) as { mails: Mail[] };
          digest = mails.find(
            (mail) => mail.kind === 'saved-search-digest' && mail.subject.includes(`«${name}»`) && mail.text.includes(link),
          );
          return digest !== undefined;
        },
        { message: 'the immediate digest in the development mailbox', timeout: 30_000 },
      )
      .toBe(true);
    expect(digest!.subject).toMatch(new RegExp(`^\\d+ leads? nuevos? en «${name}» — Casa Joven PR$`));
    for (const value of Object.values(secret)) expect(digest!.text).not.toContain(value);
  });

  await test.step('change the digest, then delete the search after confirming', async () => {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await item.getByLabel('Avisos por correo').selectOption('weekly');
    // In the toast region: the toast's live announcement carries the same words for a moment.
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(`«${name}»: Semanal (lunes 7:00 a. m.).`, { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(item.getByLabel('Avisos por correo')).toHaveValue('weekly');
    await page.getByRole('button', { name: `Borrar la búsqueda ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: '¿Borrar esta búsqueda?' });
    await expect(confirm.getByText(name)).toBeVisible();
    await checkScreen(page);
    await confirm.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name })).toBeHidden();
  });
});
