import { maxAssistance } from '../src/shared/domain/assistance';
import { formatUsd } from '../src/shared/format';
import type { Programmes } from '../src/shared/programme';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

test('the guide shows five steps, the facts and the FAQ, and reaching its end marks it done', async ({ buyer: { page } }) => {
  await page.goto('/guide');
  await expect(page.getByRole('heading', { name: 'Guía', level: 1 })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Los cinco pasos' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(3).getByRole('link', { name: /Consultar el estatus de mi solicitud/ })).toHaveAttribute(
    'href',
    'https://www.vivienda.pr.gov/servicios/',
  );
  for (const fact of ['60-90 días', '6-12 meses', '30-45 días laborables', 'FICO menor de 600']) {
    await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }
  expect((await (await page.request.get('/api/progress')).json()).guideCompleted).toBe(false);

  const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
  await expect(faq.getByRole('button')).toHaveCount(4);
  const { assistance } = (await (await page.request.get('/api/programmes')).json()) as Programmes;
  await faq.getByRole('button', { name: '¿Cuánta asistencia puedo recibir?' }).click();
  await expect(faq.getByText(`Hasta ${formatUsd(maxAssistance(assistance.parameters))} de ${assistance.parameters.name}:`)).toBeVisible();
  await checkScreen(page);

  await page.getByText('¡Llegaste al final de la guía!').scrollIntoViewIfNeeded();
  await expect(page.getByText('Marcamos la guía como completada en tu progreso.')).toBeVisible();
  // The page says so as it sends the save; the account has it once that request lands.
  await expect.poll(async () => (await (await page.request.get('/api/progress')).json()).guideCompleted).toBe(true);
});
