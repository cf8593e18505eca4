import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { subsidyTierLabels } from '../src/shared/choices';
import { calculateBudget } from '../src/shared/domain/calculator';
import { eligibilityNextSteps, eligibilityReasons } from '../src/shared/domain/eligibility';
import { formatUsd } from '../src/shared/format';
import type { AssistanceParameters, ProgrammeParameters, Programmes } from '../src/shared/programme';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

// Issue 3: dashboard → eligibility → calculator → letters to two banks → PDF → bank tracking → dashboard again.
// What the server stores and e-mails is asserted by the API tests; here we drive the screens a buyer uses.

const stepCard = (page: Page, number: number, title: string) => page.getByRole('listitem', { name: `Paso ${number}: ${title}` });

/** The programmes' versions in force: the form's questions and the outcome's texts are written from their figures. */
async function programmeParameters(page: Page): Promise<ProgrammeParameters & { assistance: AssistanceParameters }> {
  const response = await page.request.get('/api/programmes');
  expect(response.ok()).toBe(true);
  const { loan, assistance } = (await response.json()) as Programmes;
  return { ...loan.parameters, assistance: assistance.parameters };
}

interface Answers {
  age: string;
  graduationYear: string;
  income: string;
  employment: string;
  history: string;
  livesInPR: boolean;
  /** A radio's label, as the form shows it. */
  household: RegExp;
  /** Persons living in the household. */
  size: string;
  credit: string;
  certificate: string;
}

async function answerEligibility(page: Page, answers: Answers) {
  await page.getByLabel('Teléfono').fill('787-555-0123');
  await page.getByLabel('Edad').fill(answers.age);
  await page.getByLabel('Año de graduación').fill(answers.graduationYear);
  await page.getByLabel('Ingreso anual (USD)').fill(answers.income);
  await page.getByLabel('Estado de empleo').selectOption(answers.employment);
  await page.getByLabel('Tipo de empleo').selectOption('employed');
  await page.getByLabel('Historial de vivienda').selectOption(answers.history);
  await page.getByLabel('Opción de vivienda').selectOption('existing');
  await page.getByLabel('Estado civil').selectOption('single');
  await page.getByLabel(answers.livesInPR ? 'Sí, vivo en Puerto Rico' : 'No, vivo fuera de Puerto Rico').check();
  await page.getByLabel(answers.household).check();
  await page.getByLabel('¿Cuántas personas viven en tu hogar?').fill(answers.size);
  await page.getByLabel(answers.credit, { exact: true }).check();
  await page.getByLabel(answers.certificate, { exact: true }).check();
  await page.getByRole('button', { name: 'Verificar elegibilidad' }).click();
}

async function calculate(page: Page) {
  await page.getByLabel('Ingreso anual (USD)').fill('60000');
  await page.getByLabel('Deudas mensuales (USD)').fill('350');
  await page.getByLabel('Pronto pago disponible (USD)').fill('5000');
  await page.getByLabel(/Urbana/).check();
  await page.getByRole('button', { name: 'Calcular presupuesto' }).click();
}

const recentYear = String(new Date().getFullYear() - 1);

test('a qualifying buyer sends letters to two banks, downloads the PDF and tracks a bank to "Aprobado"', async ({ buyer: { page } }) => {
  test.setTimeout(180_000);
  const offer = page.getByRole('dialog', { name: '¿Quieres contactar instituciones financieras?' });
  // The budget the calculator must show, from the shared rules and the versions in force (set with the eligibility step).
  let budget: ReturnType<typeof calculateBudget> | undefined;

  await test.step('dashboard before anything: eligibility is the current step', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: '¡Hola, Gabriela!' })).toBeVisible();
    await expect(page.getByText('0 de 7 pasos completados (0%)')).toBeVisible();
    await expect(stepCard(page, 1, 'Verificar Eligibilidad').getByText('En Progreso')).toBeVisible();
    await expect(stepCard(page, 2, 'Calculadora de Presupuesto').getByText('Pendiente')).toBeVisible();
    await checkScreen(page);
    await stepCard(page, 1, 'Verificar Eligibilidad').getByRole('link', { name: 'Continuar' }).click();
  });

  await test.step('eligibility: qualifies, with the subsidy tier and the next steps of the version in force', async () => {
    await expect(page).toHaveURL(/\/eligibility$/);
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Gabriela Colón');
    const parameters = await programmeParameters(page);
    const { minCreditScore, noHomeOwnedYears } = parameters.eligibility;
    // The ownership window is asked of a previous owner only.
    const ownership = page.getByRole('group', { name: `¿Tuviste casa propia en los últimos ${noHomeOwnedYears} años?` });
    await page.getByLabel('Historial de vivienda').selectOption('previous-owner');
    await expect(ownership).toBeVisible();
    await page.getByLabel('Historial de vivienda').selectOption('first-time');
    await expect(ownership).toHaveCount(0);
    await expect(page.getByText('agencias de consejería de vivienda aprobadas por HUD')).toBeVisible();
    // The hint is read with each answer, not only seen above the question.
    await expect(page.getByRole('radio', { name: 'Sí, ya tengo el certificado' })).toHaveAccessibleDescription(/aprobadas por HUD/);
    await answerEligibility(page, {
      age: '28',
      graduationYear: recentYear,
      income: '60000',
      employment: 'full-time',
      history: 'first-time',
      livesInPR: true,
      household: /^Nadie en mi hogar/,
      size: '3',
      credit: `Menos de ${minCreditScore}`,
      certificate: 'Todavía no lo tengo',
    });
    const result = page.getByRole('region', { name: '¡Cumples con los requisitos del programa!' });
    await expect(result).toBeVisible();
    const { amounts } = parameters.assistance;
    await expect(result.getByRole('heading', { name: `${parameters.name}: cualificas` })).toBeVisible();
    await expect(result.getByRole('heading', { name: `${parameters.assistance.name}: cualificas` })).toBeVisible();
    await expect(result.getByText(`${subsidyTierLabels.standard}: ${formatUsd(amounts.standard)}`)).toBeVisible();
    await expect(result.getByText(`+${formatUsd(amounts.urbanCentreBonus)} si compras en un centro urbano certificado`)).toBeVisible();
    budget = calculateBudget(
      { annualIncome: 60_000, monthlyDebts: 350, downPayment: 5_000, zone: 'urban', householdSize: 3 },
      parameters,
      parameters.assistance,
    );
    const steps = eligibilityNextSteps(parameters);
    const nextSteps = result.getByRole('list').filter({ has: page.getByRole('listitem').filter({ hasText: steps.education }) });
    await expect(nextSteps.getByRole('listitem')).toHaveText([steps.alternativeCredit, steps.education]);
    await checkScreen(page);
    await page.getByRole('link', { name: 'Continuar a la calculadora' }).click();
  });

  await test.step('calculator: the result, then the offer dialog after 3 s, which only its buttons can close (no bank progress yet)', async () => {
    await expect(page).toHaveURL(/\/calculator$/);
    await calculate(page);
    const total = page.getByText('Presupuesto total', { exact: true }).locator('..');
    await expect(total).toContainText(formatUsd(budget!.totalBudget));
    await expect(page.getByText('Hipoteca máxima', { exact: true }).locator('..')).toContainText(formatUsd(budget!.maxMortgage));
    await expect(offer).toBeVisible({ timeout: 6_000 });
    await page.keyboard.press('Escape');
    await expect(offer).toBeVisible();
    await checkScreen(page);
    await offer.getByRole('button', { name: 'Continuar' }).click();
  });

  await test.step('pre-qualification form: errors in Spanish, and a phone that keeps only what it allows', async () => {
    // Pre-qualification form: errors in Spanish, the phone keeps only what docs/product/validation.md allows.
    const flow = page.getByRole('dialog', { name: 'Precualificación' });
    await expect(flow.getByLabel('Email')).not.toHaveValue('');
    await flow.getByLabel('Móvil').fill('787abc555.');
    await expect(flow.getByLabel('Móvil')).toHaveValue('787555');
    await flow.getByRole('button', { name: 'Continuar' }).click();
    await expect(flow.getByText('Número de móvil muy corto')).toBeVisible();
    await expect(flow.getByText('Selecciona tu municipio')).toBeVisible();
    await expect(flow.getByText('Selecciona un rango de precio')).toBeVisible();
    await expect(page.getByText('Información incompleta', { exact: true })).toBeVisible();
    await flow.getByLabel('Móvil').fill('787 555 01234');
    await flow.getByLabel('Municipio').selectOption('Bayamón');
    await flow.getByLabel('Rango de precio').selectOption('250000-300000');
    await flow.getByRole('button', { name: 'Continuar' }).click();
    await expect(flow.getByText('Debe contener exactamente 10 dígitos')).toBeVisible();
    await expect(flow.getByLabel('Municipio')).toHaveValue('Bayamón');
    await flow.getByLabel('Móvil').fill('(787) 555-0123');
    await checkScreen(page);
    await flow.getByRole('button', { name: 'Continuar' }).click();
  });

  await test.step('institutions: at least one before "Generar carta"', async () => {
    const banks = page.getByRole('dialog', { name: 'Elige las instituciones' });
    const generate = banks.getByRole('button', { name: 'Generar carta' });
    await expect(generate).toBeDisabled();
    await banks.getByLabel('Banco Popular de Puerto Rico').check();
    await banks.getByLabel('FirstBank Puerto Rico').check();
    await expect(banks.getByText('2 instituciones seleccionadas.')).toBeVisible();
    await checkScreen(page);
    await generate.click();
  });

  await test.step('preview, confirm, success', async () => {
    const preview = page.getByRole('dialog', { name: 'Revisa tu carta' });
    await expect(preview.getByText('Estimado equipo de Banco Popular de Puerto Rico:')).toBeVisible();
    await expect(preview.getByText('Bayamón, Puerto Rico,', { exact: false })).toBeVisible();
    await expect(preview.getByRole('article', { name: 'Vista previa de la carta' })).toContainText(formatUsd(budget!.totalBudget));
    await checkScreen(page);
    await preview.getByRole('button', { name: 'Confirmar y enviar' }).click();
    const success = page.getByRole('dialog', { name: '¡Cartas enviadas!' });
    await expect(success.getByText('Enviamos tu carta por email a 2 instituciones.')).toBeVisible();
    await checkScreen(page);
    await success.getByRole('button', { name: 'Cerrar' }).click();
    await expect(success).toBeHidden();
  });

  await test.step('the PDF letter', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar carta (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('carta-precualificacion.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('with bank progress, the next offer closes with Escape', async () => {
    await page.getByRole('button', { name: 'Calcular presupuesto' }).click();
    await expect(offer).toBeVisible({ timeout: 6_000 });
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();
  });

  await test.step('bank tracking: Banco Popular from "Contacto realizado" to "Aprobado", one allowed step at a time', async () => {
    await page.goto('/bank-contact');
    const popular = page.getByRole('region', { name: 'Banco Popular de Puerto Rico' });
    const firstBank = page.getByRole('region', { name: 'FirstBank Puerto Rico' });
    await expect(popular.getByText('Nivel 1 de 5: Contacto realizado')).toBeVisible();
    await expect(firstBank.getByText('Nivel 1 de 5: Contacto realizado')).toBeVisible();
    await expect(popular.getByText(/^Contacto realizado:/)).toBeVisible();
    await expect(popular.getByRole('button', { name: 'Marcar formularios enviados' })).toHaveCount(0);
    await checkScreen(page);
    await popular.getByRole('button', { name: 'Conexión aceptada' }).click();
    await expect(page.getByText('Progreso actualizado', { exact: true })).toBeVisible();
    await expect(popular.getByText('Nivel 2 de 5: Conexión aceptada')).toBeVisible();
    await expect(popular.getByRole('button', { name: 'Conexión rechazada' })).toHaveCount(0);
    for (const [action, level] of [
      ['Marcar formularios enviados', 'Nivel 3 de 5: Formularios enviados'],
      ['Marcar pre-aprobado', 'Nivel 4 de 5: Pre-aprobado'],
      ['Marcar aprobado', 'Nivel 5 de 5: Aprobado'],
    ] as const) {
      await popular.getByRole('button', { name: action }).click();
      await expect(popular.getByText(level)).toBeVisible();
    }
    await expect(popular.getByText('¡Felicidades! Esta institución aprobó tu préstamo.')).toBeVisible();
    await expect(popular.getByRole('button')).toHaveCount(0);
    await expect(popular.getByText(/^Aprobado:/)).toBeVisible();
    await expect(popular.getByText(/de \d{4} a las/).first()).toBeVisible();
    await expect(firstBank.getByText('Nivel 1 de 5: Contacto realizado')).toBeVisible();
    await checkScreen(page);
  });

  await test.step('the dashboard afterwards', async () => {
    await page.goto('/dashboard');
    await expect(page.getByText('3 de 7 pasos completados (43%)')).toBeVisible();
    const expected: Array<[number, string, string, 'Revisar' | 'Continuar']> = [
      [1, 'Verificar Eligibilidad', 'Completado', 'Revisar'],
      [2, 'Calculadora de Presupuesto', 'Completado', 'Revisar'],
      [3, 'Explorar Propiedades', 'En Progreso', 'Continuar'],
      [4, 'Comparar Opciones', 'Pendiente', 'Continuar'],
      [5, 'Precualificación Bancaria', 'Completado', 'Revisar'],
      [6, 'Documentos', 'En Progreso', 'Continuar'],
      [7, 'Guía del Proceso', 'Pendiente', 'Continuar'],
    ];
    for (const [number, title, status, button] of expected) {
      const card = stepCard(page, number, title);
      await expect(card.getByText(status, { exact: true }), title).toBeVisible();
      await expect(card.getByRole('link', { name: button })).toBeVisible();
    }
    await expect(stepCard(page, 5, 'Precualificación Bancaria').getByRole('link')).toHaveAttribute('href', '/bank-contact');
    await expect(page.getByRole('progressbar', { name: 'Progreso con Banco Popular de Puerto Rico' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    await expect(page.getByText('Verificación de elegibilidad: Calificas')).toBeVisible();
    await expect(page.getByText('Cálculos realizados').locator('..')).toContainText('2');
    await checkScreen(page);
  });
});

test('a buyer who does not qualify sees every reason, and the residency and ownership follow-ups only when needed', async ({
  buyer: { page },
}) => {
  test.setTimeout(60_000);
  await page.goto('/eligibility');
  await page.getByLabel('Nombre completo').fill('');
  await page.getByRole('button', { name: 'Verificar elegibilidad' }).click();
  for (const message of [
    'Ingresa tu nombre completo',
    'Ingresa un número de teléfono válido',
    'Selecciona tu estado de empleo',
    'Selecciona tu historial de vivienda',
    'Selecciona tu situación de residencia',
    'Selecciona tu tipo de empleo',
    'Selecciona tu opción de vivienda',
    'Selecciona tu estado civil',
    'Indica si alguien en tu hogar es fuerza laboral crítica',
    'Selecciona tu puntuación de crédito',
    'Indica si tienes el certificado de educación',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await checkScreen(page);

  const parameters = await programmeParameters(page);
  const { minCreditScore, noHomeOwnedYears } = parameters.eligibility;
  // Each of the loan's reasons under the loan programme's name.
  const reasons = Object.fromEntries(
    Object.entries(eligibilityReasons(parameters)).map(([rule, text]) => [
      rule,
      `${parameters.name}: ${text[0]!.toLowerCase()}${text.slice(1)}`,
    ]),
  ) as Record<keyof ReturnType<typeof eligibilityReasons>, string>;
  await page.getByLabel('Nombre completo').fill('Luis Rivera');
  await expect(page.getByLabel('Planeo mudarme a Puerto Rico')).toHaveCount(0);
  await answerEligibility(page, {
    age: '40',
    graduationYear: '2010',
    income: '15000',
    employment: 'unemployed',
    history: 'current-owner',
    livesInPR: false,
    household: /^Alguien en mi hogar/,
    size: '1',
    credit: `${minCreditScore} o más`,
    certificate: 'Sí, ya tengo el certificado',
  });
  await expect(page.getByLabel('Planeo mudarme a Puerto Rico')).toBeVisible();
  const result = page.getByRole('region', { name: 'Por ahora no cumples con todos los requisitos' });
  await expect(result).toBeVisible();
  const answerOf = (name: string) => result.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const loanReasons = answerOf(`${parameters.name}: por ahora no cualificas`).getByRole('listitem');
  await expect(loanReasons).toHaveText([
    reasons.age,
    reasons.graduation,
    reasons.income,
    reasons.employment,
    reasons.firstHome,
    reasons.residency,
  ]);
  // The assistance answers on its own: the same buyer lives abroad and owns a home.
  const assistanceReasons = answerOf(`${parameters.assistance.name}: no cualificas`).getByRole('listitem');
  await expect(assistanceReasons.filter({ hasText: 'debes vivir en Puerto Rico' })).toHaveCount(1);
  await checkScreen(page);

  // A previous owner is asked about the window, must answer, and owning within it is a reason of its own.
  await page.getByLabel('Historial de vivienda').selectOption('previous-owner');
  await page.getByRole('button', { name: 'Verificar elegibilidad' }).click();
  await expect(page.getByText('Indica si tuviste casa propia en los últimos años', { exact: true })).toBeVisible();
  await page.getByLabel(`Sí, en los últimos ${noHomeOwnedYears} años`).check();
  await page.getByRole('button', { name: 'Verificar elegibilidad' }).click();
  await expect(loanReasons.filter({ hasText: reasons.ownedRecently })).toBeVisible();
  await expect(loanReasons.filter({ hasText: reasons.firstHome })).toHaveCount(0);
  await checkScreen(page);

  // Planning to move removes only that reason.
  await page.getByLabel('Planeo mudarme a Puerto Rico').check();
  await page.getByRole('button', { name: 'Verificar elegibilidad' }).click();
  await expect(result.getByRole('listitem').filter({ hasText: 'debes vivir en Puerto Rico' })).toHaveCount(0);
  await expect(loanReasons.filter({ hasText: 'debes tener empleo estable' })).toBeVisible();

  await page.getByRole('link', { name: 'Continuar a la calculadora' }).click();
  await expect(page).toHaveURL(/\/calculator$/);
  await page.goto('/dashboard');
  await expect(page.getByText('Verificación de elegibilidad: No calificas').first()).toBeVisible();
  await expect(stepCard(page, 2, 'Calculadora de Presupuesto').getByText('En Progreso')).toBeVisible();
});

test('the calculator explains its errors, "Ahora no" closes the offer, and banks need the eligibility check first', async ({
  buyer: { page },
}) => {
  test.setTimeout(60_000);
  await page.goto('/calculator');
  await page.getByRole('button', { name: 'Calcular presupuesto' }).click();
  await expect(page.getByText('Ingresa tu ingreso anual')).toBeVisible();
  await expect(page.getByText('Selecciona una zona')).toBeVisible();
  await page.getByLabel('Deudas mensuales (USD)').fill('-5');
  await page.getByRole('button', { name: 'Calcular presupuesto' }).click();
  await expect(page.getByText('Las deudas no pueden ser negativas')).toBeVisible();
  await checkScreen(page);

  await calculate(page);
  const offer = page.getByRole('dialog', { name: '¿Quieres contactar instituciones financieras?' });
  await expect(offer).toBeVisible({ timeout: 6_000 });
  await offer.getByRole('button', { name: 'Ahora no' }).click();
  await expect(offer).toBeHidden();

  await page.getByRole('button', { name: 'Contactar instituciones' }).click();
  const flow = page.getByRole('dialog', { name: 'Precualificación' });
  await flow.getByLabel('Móvil').fill('787 555 0123');
  await flow.getByLabel('Municipio').selectOption('Ponce');
  await flow.getByLabel('Rango de precio').selectOption('100000-150000');
  await flow.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Información faltante', { exact: true })).toBeVisible();
  await expect(flow.getByRole('button', { name: 'Continuar' })).toBeVisible();
});
