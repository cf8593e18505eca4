// Issue 35 on the screens (docs/product/programme.md#two-programmes): eligibility asks the household's size and
// answers each programme on its own; when the operator closes the assistance programme, the calculator and the
// landing page leave it out at once, saying so.
import type { Page } from '@playwright/test';
import { spanishDate } from '../src/shared/domain/assistance';
import { formatUsd } from '../src/shared/format';
import type { Programmes } from '../src/shared/programme';
import { puertoRicoDate } from '../src/shared/time-zone';
import { expect, test } from './fixtures';
import { test as ownAppTest } from './own-app';
import { checkScreen } from './support';

async function programmes(page: Page): Promise<Programmes> {
  const response = await page.request.get('/api/programmes');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Programmes;
}

/** Every question but the household's size and the income, answered so that the loan's rules pass. */
async function answerTheRest(page: Page, minCreditScore: number) {
  await page.getByLabel('Teléfono').fill('787-555-0123');
  await page.getByLabel('Edad').fill('28');
  await page.getByLabel('Año de graduación').fill(String(new Date().getFullYear() - 1));
  await page.getByLabel('Estado de empleo').selectOption('full-time');
  await page.getByLabel('Tipo de empleo').selectOption('employed');
  await page.getByLabel('Historial de vivienda').selectOption('first-time');
  await page.getByLabel('Opción de vivienda').selectOption('existing');
  await page.getByLabel('Estado civil').selectOption('single');
  await page.getByLabel('Sí, vivo en Puerto Rico').check();
  await page.getByLabel(/^Nadie en mi hogar/).check();
  await page.getByLabel(`${minCreditScore} o más`, { exact: true }).check();
  await page.getByLabel('Sí, ya tengo el certificado', { exact: true }).check();
}

test('eligibility asks the household size and answers each programme with its own reasons', async ({ buyer: { page } }, testInfo) => {
  test.setTimeout(90_000);
  const { loan, assistance } = await programmes(page);
  const limitOf3 = assistance.parameters.incomeLimits!.byHouseholdSize[2]!;
  const limitOf4 = assistance.parameters.incomeLimits!.byHouseholdSize[3]!;
  const income = limitOf3 + 1;
  const size = page.getByLabel('¿Cuántas personas viven en tu hogar?');
  const verify = page.getByRole('button', { name: 'Verificar elegibilidad' });
  const answers = page.getByRole('list', { name: 'Resultado de cada programa' });
  const answerOf = (name: string) =>
    answers.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}:`) }) });

  await test.step('the household size is asked with a number pad, and refused when missing or above 20', async () => {
    await page.goto('/eligibility');
    await expect(size).toHaveAttribute('inputmode', 'numeric');
    await answerTheRest(page, loan.parameters.eligibility.minCreditScore);
    await page.getByLabel('Ingreso anual (USD)').fill(String(income));
    await verify.click();
    await expect(page.getByText('Indica cuántas personas viven en tu hogar', { exact: true })).toBeVisible();
    await size.fill('21');
    await verify.click();
    await expect(page.getByText('Indica cuántas personas viven en tu hogar (hasta 20)', { exact: true })).toBeVisible();
    await checkScreen(page);
  });

  await test.step(`a household of 3 a dollar over ${formatUsd(limitOf3)}: the loan yes, the assistance no, and why`, async () => {
    await size.fill('3');
    await verify.click();
    await expect(answerOf(loan.parameters.name).getByRole('heading')).toHaveText(`${loan.parameters.name}: cualificas`);
    const assistanceAnswer = answerOf(assistance.parameters.name);
    await expect(assistanceAnswer.getByRole('heading')).toHaveText(`${assistance.parameters.name}: no cualificas`);
    await expect(assistanceAnswer.getByRole('listitem')).toHaveText([
      `${assistance.parameters.name}: tu ingreso pasa el límite para un hogar de 3 personas (${formatUsd(limitOf3)})`,
    ]);
    await expect(assistanceAnswer.getByText('Tu presupuesto se calcula sin esta asistencia.')).toBeVisible();
    await checkScreen(page);
    await page.getByRole('region', { name: /cumples/i }).screenshot({ path: testInfo.outputPath('eligibility-over-limit.png') });
  });

  await test.step(`the same income in a household of 4 (limit ${formatUsd(limitOf4)}) qualifies for both`, async () => {
    await size.fill('4');
    await verify.click();
    const assistanceAnswer = answerOf(assistance.parameters.name);
    await expect(assistanceAnswer.getByRole('heading')).toHaveText(`${assistance.parameters.name}: cualificas`);
    await expect(assistanceAnswer.getByText(`Subsidio estándar: ${formatUsd(assistance.parameters.amounts.standard)}`)).toBeVisible();
    await expect(answerOf(loan.parameters.name).getByRole('heading')).toHaveText(`${loan.parameters.name}: cualificas`);
    await checkScreen(page);
    await page.getByRole('region', { name: /cumples/i }).screenshot({ path: testInfo.outputPath('eligibility-both.png') });
  });
});

ownAppTest(
  'the operator closes the assistance programme, and the calculator and the landing page leave it out at once',
  async ({ operator, buyer: { page }, browser }, testInfo) => {
    ownAppTest.setTimeout(150_000);
    const { assistance } = await programmes(page);
    const name = assistance.parameters.name;
    const today = puertoRicoDate(new Date());
    const closedText = `${name} está cerrado desde el ${spanishDate(today)}`;

    await ownAppTest.step('the operator publishes a version with the state "Cerrado"', async () => {
      await operator.goto('/admin/programa');
      await operator.getByRole('tab', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).click();
      const panel = operator.getByRole('tabpanel');
      await panel.getByLabel('Estado', { exact: true }).selectOption('closed');
      await panel.getByLabel('Estado desde').fill(today);
      await panel.getByLabel('Nota', { exact: true }).fill('El programa deja de aceptar solicitudes.');
      await panel.getByRole('button', { name: 'Publicar versión' }).click();
      const dialog = operator.getByRole('dialog', { name: new RegExp(`^¿Publicar la versión \\d+ de`) });
      await expect(dialog.getByText('Estado: Abierto → Cerrado', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirmar y publicar' }).click();
      await expect(dialog).toBeHidden();
      await expect(operator.getByRole('tab', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}.*Cerrado`) })).toBeVisible();
    });

    await ownAppTest.step('the calculator says the budget leaves the assistance out, and counts none', async () => {
      await page.goto('/calculator');
      await expect(page.getByRole('note')).toHaveText(`Tu presupuesto no cuenta la asistencia: ${closedText}.`);
      await page.getByLabel('Ingreso anual (USD)').fill('60000');
      await page.getByLabel('Deudas mensuales (USD)').fill('0');
      await page.getByLabel('Pronto pago disponible (USD)').fill('5000');
      await expect(page.getByLabel('Urbana', { exact: true })).toBeVisible();
      await page.getByLabel('Urbana', { exact: true }).check();
      await page.getByRole('button', { name: 'Calcular presupuesto' }).click();
      // The budget's figure (the cash to close lists the assistance too).
      await expect(page.getByText('Subsidio del programa', { exact: true }).first().locator('..')).toContainText('$0');
      await checkScreen(page);
      await page.screenshot({ path: testInfo.outputPath('calculator-closed.png') });
    });

    await ownAppTest.step('the landing page shows the assistance as closed', async () => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto(new URL('/', page.url()).href);
      await expect(visitor.getByRole('heading', { name: `${name}: cerrado` })).toBeVisible();
      await expect(
        visitor.getByText(`${closedText}. Tu presupuesto se calcula sin esa asistencia, solo con el préstamo y tus ahorros.`),
      ).toBeVisible();
      await checkScreen(visitor);
      await visitor
        .getByRole('list', { name: 'Beneficios de los programas' })
        .screenshot({ path: testInfo.outputPath('landing-closed.png') });
      await context.close();
    });
  },
);
