import type { APIRequestContext, Page } from '@playwright/test';
import { budgetAssistance } from '../src/shared/domain/calculator';
import { propertyMonthlyCost } from '../src/shared/domain/property-filter';
import { formatUsd } from '../src/shared/format';
import { published2026 } from '../src/server/features/programme/published-2026';
import { buyerPassword, signIn } from './accounts';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

const count = (page: Page) => page.getByText(/^Mostrando \d+ propiedad/);
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const myPlan = (page: Page) => page.getByRole('region', { name: 'Mi Plan de Vivienda' });
const cardTitles = (page: Page) => page.getByRole('region', { name: 'Propiedades', exact: true }).getByRole('heading', { level: 3 });
const sampleTitles = [
  'Casa con balcón en Ponce',
  'Casa amplia en Carolina',
  'Casa para remodelar en Mayagüez',
  'Casa cerca del mar en Humacao',
  'Solar residencial en Caguas',
];

/**
 * The unfiltered list: the six sample homes, and whatever e2e/listings.spec.ts has published meanwhile on the same
 * server (its listing is above the slider's range and in a municipality of its own, so every filter below leaves it out).
 */
async function expectEveryListing(page: Page) {
  await expect
    .poll(async () => Number((await count(page).textContent())?.match(/\d+/)?.[0] ?? 0), { message: 'at least the six sample homes' })
    .toBeGreaterThanOrEqual(6);
  for (const title of sampleTitles) await expect(card(page, title)).toBeVisible();
}

// The suite's server runs the 2026 versions it publishes at start-up (a publish happens only on
// e2e/admin-programme.spec.ts's own server).
const p = published2026.loan.at(-1)!.parameters;
const assistance = published2026.assistance.at(-1)!.parameters;

/**
 * The buyer runs the calculator to this total budget: no income or debts, so no mortgage, and the rural subsidy plus
 * the down payment. Answers the figures the property cards work from.
 */
async function calculateBudgetOf(request: APIRequestContext, totalBudget: number) {
  const downPayment = totalBudget - budgetAssistance({ annualIncome: 0, zone: 'rural', householdSize: 1 }, assistance).amount;
  const response = await request.post('/api/calculator', {
    data: { annualIncome: 0, monthlyDebts: 0, downPayment, zone: 'rural', householdSize: 1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const run = (await response.json()) as { totalBudget: number; maxMortgage: number; hbaSubsidy: number };
  expect(run.totalBudget).toBe(totalBudget);
  return { totalBudget, maxMortgage: run.maxMortgage, subsidy: run.hbaSubsidy, downPayment };
}

test('before any calculation, each card asks for one instead of a monthly cost, and there is no budget filter', async ({
  buyer: { page },
}) => {
  await page.goto('/properties');
  await expectEveryListing(page);
  await expect(page.getByText('Usa la calculadora para ver qué propiedades caben en tu presupuesto.')).toBeVisible();
  const ask = card(page, 'Casa amplia en Carolina').getByRole('link', { name: 'Calcula tu presupuesto para ver tu costo mensual' });
  await expect(ask).toHaveAttribute('href', '/calculator');
  await expect(page.getByRole('link', { name: 'Calcula tu presupuesto para ver tu costo mensual' })).toHaveCount(
    await cardTitles(page).count(),
  );
  await expect(page.getByText(/Costo mensual estimado/)).toHaveCount(0);
  await expect(page.getByText(/Dentro de tu presupuesto|Por encima por/)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Solo lo que está dentro de mi presupuesto' })).toBeDisabled();
  await checkScreen(page);
  await ask.click();
  await expect(page).toHaveURL(/\/calculator$/);
});

test('a buyer filters the listings, saves two once each and sees whether they fit the budget', async ({ buyer: { page } }) => {
  test.slow(); // a whole journey with several axe scans, on machines shared with other test runs
  const budget = await calculateBudgetOf(page.request, 150_000);

  await test.step('the listings, each against the $150,000 budget, with its monthly cost', async () => {
    await page.goto('/properties');
    await expectEveryListing(page);
    await expect(page.getByText('Opción de vivienda:')).toContainText('Ninguna');
    await expect(page.getByRole('link', { name: 'Volver a la Calculadora' })).toHaveAttribute('href', '/calculator');
    await expect(page.getByText('Tu presupuesto total: $150,000')).toBeVisible();
    await expect(card(page, 'Casa amplia en Carolina').getByText('Por encima por $60,000', { exact: true })).toBeVisible();
    await expect(card(page, 'Casa cerca del mar en Humacao').getByText('Por encima por $18,000', { exact: true })).toBeVisible();
    await expect(card(page, 'Solar residencial en Caguas').getByText('Dentro de tu presupuesto')).toBeVisible();
    await expect(page.getByText('Dentro de tu presupuesto')).toHaveCount(4);
    // Each card's monthly cost: the whole cost at its price and municipality with this buyer's figures.
    for (const [title, priceCents, municipality] of [
      ['Casa amplia en Carolina', 21_000_000, 'Carolina'],
      ['Solar residencial en Caguas', 9_500_000, 'Caguas'],
    ] as const) {
      const { total } = propertyMonthlyCost({ priceCents, municipality }, budget, p);
      await expect(card(page, title).getByText(/^Costo mensual estimado:/)).toContainText(`Costo mensual estimado: ${formatUsd(total)}`);
    }
    await expect(page.getByText(/^Costo mensual estimado:/)).toHaveCount(await cardTitles(page).count());
    await expect(page.getByRole('link', { name: 'Calcula tu presupuesto para ver tu costo mensual' })).toHaveCount(0);
    // A lot has no bedrooms or bathrooms; a house shows both.
    await expect(card(page, 'Solar residencial en Caguas')).not.toContainText('habitaciones');
    await expect(card(page, 'Casa con balcón en Ponce')).toContainText('3 habitaciones');
    await expect(card(page, 'Casa con balcón en Ponce')).toContainText('105 m²');
    await checkScreen(page);
  });

  await test.step('the slider: Page Down moves the top thumb 10 steps of $5,000, an arrow one step; then the other filters', async () => {
    const maxThumb = page.getByRole('slider', { name: 'Precio máximo' });
    await maxThumb.focus();
    await maxThumb.press('PageDown');
    await maxThumb.press('PageDown');
    for (let i = 0; i < 5; i++) await maxThumb.press('ArrowLeft');
    await expect(maxThumb).toHaveAttribute('aria-valuenow', '205000');
    await expect(count(page)).toHaveText('Mostrando 5 propiedades');
    await maxThumb.press('PageDown');
    await maxThumb.press('PageDown');
    await expect(maxThumb).toHaveAttribute('aria-valuenow', '105000');
    await expect(count(page)).toHaveText('Mostrando 2 propiedades');
    await maxThumb.press('End');
    await expectEveryListing(page);
    // The filters are in the address, so this view can be shared and survives a reload.
    await page.getByLabel('Habitaciones').selectOption('3');
    await expect(page).toHaveURL(/bedrooms=3/);
    await page.reload();
    await expect(page.getByLabel('Habitaciones')).toHaveValue('3');
    await expect(card(page, 'Casa cerca del mar en Humacao')).toHaveCount(0);
    await expect(card(page, 'Casa con balcón en Ponce')).toBeVisible();
    await page.getByLabel('Habitaciones').selectOption('');
    await expect(page).not.toHaveURL(/bedrooms=/);

    await page.getByRole('checkbox', { name: 'Solar' }).check();
    await page.getByRole('checkbox', { name: 'Necesita Reparación' }).check();
    await expect(count(page)).toHaveText('Mostrando 2 propiedades');
    await page.getByLabel('Municipio').selectOption('Caguas');
    await expect(count(page)).toHaveText('Mostrando 1 propiedad');
    await page.getByLabel('Municipio').selectOption('all');
    await expect(count(page)).toHaveText('Mostrando 2 propiedades');
    await page.getByRole('checkbox', { name: 'Solar' }).uncheck();
    await page.getByRole('checkbox', { name: 'Necesita Reparación' }).uncheck();
    await expectEveryListing(page);
  });

  await test.step('only what fits the budget: the two above it leave the list, and come back', async () => {
    const withinBudget = page.getByRole('checkbox', { name: 'Solo lo que está dentro de mi presupuesto' });
    await withinBudget.check();
    await expect(count(page)).toHaveText('Mostrando 4 propiedades');
    await expect(card(page, 'Casa amplia en Carolina')).toHaveCount(0);
    await expect(card(page, 'Casa cerca del mar en Humacao')).toHaveCount(0);
    await expect(page.getByText(/^Por encima por/)).toHaveCount(0);
    await checkScreen(page);
    await page.getByRole('checkbox', { name: 'Casa', exact: true }).check();
    await expect(count(page)).toHaveText('Mostrando 2 propiedades');
    await page.getByRole('checkbox', { name: 'Casa', exact: true }).uncheck();
    await withinBudget.uncheck();
    await expectEveryListing(page);
  });

  await test.step('two properties go into the plan, each once', async () => {
    await expect(myPlan(page)).toContainText('Aún no has agregado propiedades a tu plan.');
    await expect(page.getByRole('link', { name: /Continuar a Comparación/ })).toHaveCount(0);
    await card(page, 'Solar residencial en Caguas').getByRole('button', { name: 'Agregar a mi plan' }).click();
    await card(page, 'Casa para remodelar en Mayagüez').getByRole('button', { name: 'Agregar a mi plan' }).click();
    const saved = card(page, 'Solar residencial en Caguas').getByRole('button', { name: 'Agregada a mi plan' });
    await expect(saved).toBeVisible();
    await saved.click({ force: true });
    await expect(myPlan(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Consejo:')).toBeVisible();
    await checkScreen(page);
  });

  await test.step('saved on the account and on this device, then on to the comparison', async () => {
    // Saved on the account too, once each, and under docs/product/data.md's local storage key.
    const progress = await (await page.request.get('/api/progress')).json();
    expect(progress.savedPropertyIds).toEqual(['prop-2', 'prop-5']);
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem('savedProperties') ?? '[]').map((p: { id: string }) => p.id));
    expect(local).toEqual(['prop-2', 'prop-5']);

    await page.getByRole('link', { name: /Continuar a Comparación/ }).click();
    await expect(page).toHaveURL(/\/comparison$/);
  });
});

test('a buyer picks a housing option and the plan follows them to a second device, where both merge', async ({
  buyer: { page, email },
  browser,
}) => {
  test.slow(); // a whole journey with several axe scans, on machines shared with other test runs

  await test.step('the buyer saves a property and picks renovation on the comparison', async () => {
    await page.goto('/properties');
    await card(page, 'Casa con balcón en Ponce').getByRole('button', { name: 'Agregar a mi plan' }).click();
    await expect(card(page, 'Casa con balcón en Ponce').getByRole('button', { name: 'Agregada a mi plan' })).toBeVisible();

    await page.goto('/comparison');
    await expect(page.getByRole('heading', { name: 'Comparar Opciones' })).toBeVisible();
    const renovation = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Remodelación' }) });
    await expect(renovation).toContainText('$80,000 - $250,000');
    await expect(renovation).toContainText('3-8 meses');
    await expect(renovation).toContainText('Documentos moderados');
    await expect(renovation).toContainText('Estimados de contratistas');
    await renovation.getByRole('button', { name: 'Elegir Remodelación' }).click();
    await expect(renovation.getByRole('button', { name: 'Opción Seleccionada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opción Seleccionada' })).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('selectedHousingOption'))).toBe('"renovation"');
    await checkScreen(page);
  });

  await test.step('another device, whose own storage already holds a property saved there earlier by this buyer', async () => {
    const other = await browser.newContext();
    await other.addInitScript(() => {
      if (!localStorage.getItem('savedProperties')) localStorage.setItem('savedProperties', JSON.stringify([{ id: 'prop-6' }]));
    });
    await signIn(other.request, { email, password: buyerPassword });
    const second = await other.newPage();
    await second.goto('/comparison');
    const selectedThere = second.getByRole('listitem').filter({ has: second.getByRole('heading', { name: 'Remodelación' }) });
    await expect(selectedThere.getByRole('button', { name: 'Opción Seleccionada' })).toBeVisible();
    await second.goto('/properties');
    await expect(second.getByText('Opción de vivienda:')).toContainText('Remodelación');
    await expect(myPlan(second).getByRole('listitem')).toHaveCount(2);
    await expect(myPlan(second)).toContainText('Casa con balcón en Ponce');
    await expect(myPlan(second)).toContainText('Casa cerca del mar en Humacao');
    await other.close();
  });

  await test.step("back on the first device, the next visit brings the other device's property in", async () => {
    await page.goto('/properties');
    await expect(myPlan(page).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('link', { name: /Continuar a Comparación/ }).click();
    await page.getByRole('link', { name: /Continuar a Documentos/ }).click();
    await expect(page).toHaveURL(/\/documents$/);
  });
});
