import type { APIRequestContext, Page } from '@playwright/test';
import { subsidyFor } from '../src/shared/domain/calculator';
import { buyerPassword, signIn } from './accounts';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

const count = (page: Page) => page.getByText(/^Mostrando \d+ propiedad/);
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const myPlan = (page: Page) => page.getByRole('region', { name: 'Mi Plan de Vivienda' });

/** The buyer runs the calculator to this total budget: no income or debts, so the rural subsidy plus the down payment. */
async function calculateBudgetOf(request: APIRequestContext, totalBudget: number) {
  const response = await request.post('/api/calculator', {
    data: { annualIncome: 0, monthlyDebts: 0, downPayment: totalBudget - subsidyFor('rural'), zone: 'rural' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect(((await response.json()) as { totalBudget: number }).totalBudget).toBe(totalBudget);
}

test('a buyer filters the listings, saves two once each and sees whether they fit the budget', async ({ buyer: { page } }) => {
  test.slow(); // a whole journey with several axe scans, on machines shared with other test runs
  await calculateBudgetOf(page.request, 150_000);

  await test.step('the listings, each against the $150,000 budget', async () => {
    await page.goto('/properties');
    await expect(count(page)).toHaveText('Mostrando 6 propiedades');
    await expect(page.getByText('Opción de vivienda:')).toContainText('Ninguna');
    await expect(page.getByRole('link', { name: 'Volver a la Calculadora' })).toHaveAttribute('href', '/calculator');
    await expect(page.getByText('Tu presupuesto total: $150,000')).toBeVisible();
    await expect(card(page, 'Casa amplia en Carolina').getByText('Fuera de tu presupuesto')).toBeVisible();
    await expect(card(page, 'Solar residencial en Caguas').getByText('Dentro de tu presupuesto')).toBeVisible();
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
    await expect(count(page)).toHaveText('Mostrando 6 propiedades');

    await page.getByRole('checkbox', { name: 'Solar' }).check();
    await page.getByRole('checkbox', { name: 'Necesita Reparación' }).check();
    await expect(count(page)).toHaveText('Mostrando 2 propiedades');
    await page.getByLabel('Municipio').selectOption('Caguas');
    await expect(count(page)).toHaveText('Mostrando 1 propiedad');
    await page.getByLabel('Municipio').selectOption('all');
    await expect(count(page)).toHaveText('Mostrando 2 propiedades');
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
