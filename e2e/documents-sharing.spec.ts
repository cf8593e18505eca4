// docs/product/documents.md in the browser: the buyer uploads a checklist paper with a progress bar, shares it with the
// institution they accepted, the officer rejects it as illegible, the buyer uploads a new version and the officer
// accepts it. Uploads go through the real virus scanner (clamd) the test server is started with, after their answer
// (docs/decisions/0137-scan-after-store.md): a file it flags turns from "Revisando…" into a refusal with its reason.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { demoInstitution, expect, test } from './fixtures';
import { answerOverHttp, payStep, seenByBuyers, submitLeadOverHttp } from './marketplace-helpers';
import { checkScreen } from './support';
import { eicar, pdfWith } from '../src/server/documents-vault/test-files';
import { documentCopy } from '../src/shared/schemas/buyer-documents';

const tag = Math.random().toString(36).slice(2, 7);
test.use({ buyerName: `Noelia Papeles ${tag}` });

const itemText = 'Tarjeta de Seguro Social';
const institutionName = seenByBuyers(demoInstitution);

/** A real one-page PDF, padded to `bytes` with an attachment so its upload takes long enough to be seen. */
async function pdfFile(name: string, text: string, bytes: number) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  // Random bytes: pdf-lib compresses attachments, and repeated text would shrink to almost nothing.
  await pdf.attach(randomBytes(bytes), 'relleno.bin', { mimeType: 'application/octet-stream' });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

/** The look of a screen, kept when SCREENSHOTS_DIR is set (docs/contributing: look at a screen at both widths). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png`, fullPage: true });
}

test('a buyer shares a paper; the institution rejects it as illegible, then accepts the new version', async ({ buyer, institution }) => {
  // Two people, two uploads through the scanner and seven axe scans of long pages, on a shared two-core machine.
  test.setTimeout(300_000);
  const page = buyer.page;
  const item = page.getByRole('article', { name: itemText });
  const status = item.getByRole('status');
  const card = institution.getByRole('region', { name: 'Lead seleccionado' });
  const shared = card.getByRole('region', { name: 'Documentos compartidos' });

  const leadId = await test.step('the buyer asked to be contacted and accepted the demo institution’s paid request', async () => {
    const id = await submitLeadOverHttp(page.request, {
      nombre: buyer.name,
      correo: buyer.email,
      movil: '(787) 555-0181',
      municipio: 'Caguas',
      precio_meta: '$190,000',
    });
    await payStep(institution.request, `/api/pay/request/${id}`);
    await answerOverHttp(page.request, institutionName, 'accepted');
    return id;
  });

  await test.step('the buyer generates the list: every item starts as "Falta"', async () => {
    await page.goto('/documents');
    const profile = page.getByRole('region', { name: 'Tu lista personalizada' });
    await profile.getByLabel('Tipo de empleo').selectOption('employed');
    await profile.getByLabel('Opción de vivienda').selectOption('existing');
    await profile.getByLabel('Estado civil').selectOption('single');
    await profile.getByRole('button', { name: 'Generar mi lista' }).click();
    await expect(status).toHaveText('Falta');
    // "No aplica" is the buyer's own mark, and it can be undone.
    const birth = page.getByRole('article', { name: 'Certificado de nacimiento' });
    await birth.getByRole('button', { name: 'No aplica: Certificado de nacimiento' }).click();
    await expect(birth.getByRole('status')).toHaveText('No aplica');
    await expect(birth.getByLabel('Subir: Certificado de nacimiento')).toHaveCount(0);
    await birth.getByRole('button', { name: 'Deshacer «No aplica»: Certificado de nacimiento' }).click();
    await expect(birth.getByRole('status')).toHaveText('Falta');
    await expect(page.getByText('Todavía no hay instituciones con las que puedas compartir')).toHaveCount(0);
    await checkScreen(page);
  });

  await test.step('a PDF goes up with its progress bar, is scanned, and reads "Subido"', async () => {
    // Slow enough to see the bar move: about a second and a half for the 1.5 MB file.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1_000_000 });
    await item.getByLabel(`Subir: ${itemText}`).setInputFiles(await pdfFile('seguro-social.pdf', 'Seguro Social', 1_500_000));
    const bar = item.getByRole('progressbar', { name: 'Subiendo seguro-social.pdf' });
    await expect(bar).toBeVisible();
    // Seen on its way: some value strictly between 0 and 100 before it completes.
    await expect
      .poll(
        async () => {
          const percent = Number(await bar.getAttribute('aria-valuenow'));
          return percent > 0 && percent < 100;
        },
        { timeout: 10_000, intervals: [100] },
      )
      .toBe(true);
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(status).toHaveText('Subido', { timeout: 20_000 });
    await expect(item.getByRole('link', { name: 'seguro-social.pdf' })).toBeVisible();
  });

  await test.step('the buyer shares it with the institution they accepted, for the default 30 days', async () => {
    const form = page.getByRole('form', { name: 'Compartir documentos con una institución' });
    await form.getByLabel('Institución').selectOption({ label: institutionName });
    await expect(form.getByLabel('Días que podrá verlos')).toHaveValue('30');
    await form.getByRole('checkbox', { name: /seguro-social\.pdf/ }).check();
    await form.getByRole('button', { name: 'Compartir' }).click();
    await expect(status).toHaveText(`Compartido con ${institutionName}`);
    await expect(page.getByRole('list', { name: `Documentos compartidos con ${institutionName}` })).toContainText('seguro-social.pdf');
    await keepScreenshot(page, 'documents-buyer-shared');
    await checkScreen(page);
  });

  await test.step('the officer sees it on the lead and rejects it as illegible', async () => {
    await institution.goto(`/leads-dashboard?lead_id=${leadId}`);
    const row = shared.getByRole('listitem').filter({ hasText: 'seguro-social.pdf' });
    await expect(row).toContainText(itemText);
    await expect(row).toContainText('Por revisar');
    await expect(row.getByRole('link', { name: 'Descargar seguro-social.pdf' })).toHaveAttribute(
      'href',
      new RegExp(`/api/lead/${leadId}/documents/[0-9a-f-]+/file$`),
    );
    await keepScreenshot(institution, 'documents-officer-pending');
    await checkScreen(institution);
    await row.getByRole('button', { name: 'Rechazar seguro-social.pdf' }).click();
    await row.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(row.getByText('Elige el motivo del rechazo.')).toBeVisible();
    await row.getByLabel('Motivo del rechazo de seguro-social.pdf').selectOption({ label: 'Ilegible' });
    await expect(row.getByText('Elige el motivo del rechazo.')).toHaveCount(0);
    await checkScreen(institution);
    await keepScreenshot(institution, 'documents-officer-rejecting');
    await row.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(row.getByText('Rechazado: Ilegible')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Aceptar seguro-social.pdf' })).toHaveCount(0);
  });

  await test.step('the buyer reads "Rechazado: Ilegible" and uploads another version', async () => {
    await page.reload();
    await expect(status).toHaveText('Rechazado: Ilegible');
    await checkScreen(page);
    await keepScreenshot(page, 'documents-buyer-rejected');
    await item
      .getByLabel(`Subir otra versión: ${itemText}`)
      .setInputFiles(await pdfFile('seguro-social-nitido.pdf', 'Seguro Social', 20_000));
    // The new version replaces the rejected one and goes to the same institution, unreviewed.
    await expect(status).toHaveText(`Compartido con ${institutionName}`, { timeout: 20_000 });
    await expect(item.getByRole('link', { name: 'seguro-social-nitido.pdf' })).toBeVisible();
    await expect(item.getByRole('link', { name: 'seguro-social.pdf', exact: true })).toHaveCount(0);
  });

  await test.step('the officer accepts the new version', async () => {
    await institution.reload();
    const row = shared.getByRole('listitem').filter({ hasText: 'seguro-social-nitido.pdf' });
    await expect(row).toContainText('Por revisar');
    await expect(shared).not.toContainText('seguro-social.pdf');
    await row.getByRole('button', { name: 'Aceptar seguro-social-nitido.pdf' }).click();
    await expect(row.getByText('Aceptado', { exact: true })).toBeVisible();
    await keepScreenshot(institution, 'documents-officer-reviewed');
  });

  await test.step('the buyer sees it accepted by the institution', async () => {
    await page.reload();
    await expect(status).toHaveText(`Aceptado por ${institutionName}`);
    await keepScreenshot(page, 'documents-buyer-accepted');
    await checkScreen(page);
  });

  await test.step('a file the virus scan flags is answered, then shown refused with its reason, and removed', async () => {
    const birth = page.getByRole('article', { name: 'Certificado de nacimiento' });
    await birth
      .getByLabel('Subir: Certificado de nacimiento')
      .setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: pdfWith(`BT (${eicar}) Tj ET`) });
    await expect(birth.getByRole('status')).toHaveText('Rechazado: tenía un virus', { timeout: 20_000 });
    await expect(birth.getByText(documentCopy.infected)).toBeVisible();
    // Its bytes are gone: the name is no longer a download.
    await expect(birth.getByRole('link', { name: 'acta.pdf' })).toHaveCount(0);
    await expect(birth.getByLabel('Subir otra versión: Certificado de nacimiento')).toBeAttached();
    await keepScreenshot(page, 'documents-buyer-infected');
    await checkScreen(page);
    await birth.getByRole('button', { name: 'Eliminar acta.pdf' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar documento' }).click();
    await expect(birth.getByRole('status')).toHaveText('Falta');
  });
});
