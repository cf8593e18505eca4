import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

// The contact form and its drafted message carry the account's name.
test.use({ buyerName: 'Luis Rivera' });

const profile = (page: Page) => page.getByRole('region', { name: 'Tu lista personalizada' });
const contact = (page: Page) => page.getByRole('region', { name: 'Contacta a una institución' });
const checklist = (page: Page) => page.getByRole('region', { name: 'Tu lista de documentos' });

test('a buyer gets a documents list that changes when they switch to self-employed and married', async ({ buyer: { page } }) => {
  test.slow(); // a whole journey with several axe scans, on machines shared with other test runs
  await page.goto('/documents');
  await profile(page).getByRole('button', { name: 'Generar mi lista' }).click();
  await expect(profile(page).getByText('Selecciona tu tipo de empleo')).toBeVisible();
  await expect(profile(page).getByText('Selecciona tu opción de vivienda')).toBeVisible();
  await expect(profile(page).getByText('Selecciona tu estado civil')).toBeVisible();
  await expect(profile(page).getByLabel('Tipo de empleo')).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page);

  await profile(page).getByLabel('Tipo de empleo').selectOption('employed');
  await profile(page).getByLabel('Opción de vivienda').selectOption('existing');
  await profile(page).getByLabel('Estado civil').selectOption('single');
  await profile(page).getByRole('button', { name: 'Generar mi lista' }).click();
  await expect(checklist(page)).toContainText('Formularios W-2 de los últimos dos años');
  await expect(checklist(page)).toContainText('Certificación de ASUME');
  await expect(checklist(page)).not.toContainText('Certificado de matrimonio');
  await expect(checklist(page).getByRole('heading', { name: 'Identificación' })).toBeVisible();
  await checkScreen(page);

  await profile(page).getByLabel('Tipo de empleo').selectOption('self-employed');
  await profile(page).getByLabel('Estado civil').selectOption('married');
  await profile(page).getByLabel('Tengo dependientes').check();
  await profile(page).getByRole('button', { name: 'Generar mi lista' }).click();
  await expect(checklist(page)).toContainText('Formularios 480.6A y 480.6B');
  await expect(checklist(page)).toContainText('Certificado de matrimonio');
  await expect(checklist(page)).toContainText('Certificados de nacimiento de tus dependientes');
  await expect(checklist(page)).not.toContainText('W-2 de los últimos dos años');

  // Stored on the account: the documents step is done and the list is there after a reload.
  const progress = await (await page.request.get('/api/progress')).json();
  expect(progress.documentsCompleted).toBe(true);
  await page.reload();
  await expect(checklist(page)).toContainText('Certificado de matrimonio');
  await expect(profile(page).getByLabel('Tipo de empleo')).toHaveValue('self-employed');
});

test('a buyer drafts and sends a message; an institution without e-mail gets it kept with its phone', async ({ buyer: { page } }) => {
  test.slow(); // a whole journey with several axe scans, on machines shared with other test runs
  await page.goto('/documents');
  const form = contact(page);
  await expect(form.getByLabel('Nombre completo')).toHaveValue('Luis Rivera');
  await expect(form.getByLabel('Teléfono')).toHaveAttribute('type', 'tel');

  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByText('Ingresa tu teléfono', { exact: true })).toBeVisible();
  await expect(form.getByText('Selecciona una institución', { exact: true })).toBeVisible();
  await expect(form.getByText('Escribe tu mensaje', { exact: true })).toBeVisible();
  await checkScreen(page);

  await form.getByLabel('Teléfono').fill('787-555-0123');
  await form.getByLabel('Institución', { exact: true }).selectOption({ label: 'Banco Popular de Puerto Rico' });
  await expect(form.getByText('Recibe mensajes por email')).toBeVisible();
  await form.getByRole('button', { name: 'Redactar mensaje' }).click();
  const message = form.getByLabel('Mensaje');
  await expect(message).toHaveValue(/^Saludos, equipo de Banco Popular de Puerto Rico:/);
  await expect(message).toHaveValue(/Mi nombre es Luis Rivera/);
  await expect(message).toHaveValue(/por teléfono al 787-555-0123/);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado', { exact: true })).toBeVisible();
  await expect(page.getByText('Tu mensaje ha sido enviado exitosamente.', { exact: true })).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Enviamos tu mensaje a Banco Popular de Puerto Rico');
  await expect(message).toHaveValue('');
  await expect(form.getByLabel('Teléfono')).toHaveValue('787-555-0123');

  await form.getByLabel('Institución', { exact: true }).selectOption({ label: 'Credicentro-Coop' });
  await form.getByRole('button', { name: 'Redactar mensaje' }).click();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const kept = form.getByRole('status');
  await expect(kept).toContainText('Guardamos tu mensaje, pero Credicentro-Coop no recibe mensajes por email.');
  await expect(kept.getByRole('link', { name: '(787) 555-0109' })).toHaveAttribute('href', 'tel:7875550109');
  await expect(message).toHaveValue(/Saludos, equipo de Credicentro-Coop/);
  await checkScreen(page);
});
