// docs/incident-response.md in the browser: a buyer's contact data goes to the demo bank; the operator opens an
// incident for that bank since an hour ago, sees the buyer among the affected, the clocks, and sends the notice.
import { expect, test } from './fixtures';
import { demoInstitution } from './fixtures';
import { submitLeadOverHttp, unlockOverHttp } from './marketplace-helpers';
import { checkScreen, isPhone } from './support';

/** A `datetime-local` value an hour ago, in the browser's (Puerto Rico's) clock. */
function anHourAgo(): string {
  const at = new Date(Date.now() - 60 * 60_000);
  const local = new Date(at.toLocaleString('en-US', { timeZone: 'America/Puerto_Rico' }));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

test('the operator opens an incident and sees the buyers whose data went through the bank', async ({ buyer, institution, operator }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const leadId = await submitLeadOverHttp(buyer.page.request, {
    nombre: `Inés Incidente ${tag}`,
    correo: buyer.email,
    movil: '(787) 555-0177',
    municipio: 'Ponce',
    precio_meta: '$180,000',
  });
  await unlockOverHttp(buyer.page.request, institution.request, leadId);
  expect((await institution.request.get('/api/leads-for-banks?status=unlocked')).ok()).toBe(true);

  const page = operator;
  await page.goto('/admin/incidentes');
  await expect(page.getByRole('heading', { name: 'Incidentes', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Abrir un incidente' });
  await form.getByLabel('Qué pasó').fill(`Clave robada ${tag}`);
  await form.getByLabel('Empezó').fill(anHourAgo());
  await form.getByLabel('Institución').selectOption({ label: demoInstitution.institutionName });
  await form.getByRole('button', { name: 'Abrir incidente' }).click();

  await expect(page.getByRole('heading', { name: `Clave robada ${tag}` })).toBeVisible();
  const affected = page.getByRole('region', { name: 'Compradores afectados' });
  const list = isPhone(page) ? affected.getByRole('list', { name: 'Compradores afectados' }) : affected.getByRole('table');
  await expect(list.getByText(buyer.email)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plazos para avisar' }).getByText(/DACO: avisar antes del/)).toBeVisible();
  await checkScreen(page);

  const notice = page.getByRole('region', { name: 'Aviso a los compradores' });
  await notice.getByRole('button', { name: 'Aprobar y enviar el aviso' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Enviar el aviso?' });
  await checkScreen(page);
  await dialog.getByRole('button', { name: 'Enviar el aviso' }).click();
  await expect(notice.getByText(/Enviado el/)).toBeVisible();
  await checkScreen(page);
});
