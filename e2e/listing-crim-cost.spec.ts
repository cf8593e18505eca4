// docs/product/programme.md#property-tax and #property-rules at phone and desktop widths: a listing that carries its
// CRIM bill shows it, its badge for the assistance programme, and a monthly cost whose tax is the bill; from there
// the calculator at that listing gives every monthly line with its source one tap away. Set-up over HTTP: the demo
// institution publishes the listing and the buyer stores a calculation (60,000 a year, 5,000 saved, urban).
import type { Page } from '@playwright/test';
import { listingInput } from '../src/test/listings';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

/** The look of a screen, kept when SCREENSHOTS_DIR is set (docs/contributing: look at a screen at both widths). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png`, fullPage: true });
}

test("a listing's CRIM bill is the monthly property tax, on its page and in the calculator, each line with its source", async ({
  buyer,
  institution,
}) => {
  test.slow(); // axe scans on machines shared with other test runs
  const page = buyer.page;
  const title = `Casa con CRIM ${Math.random().toString(36).slice(2, 7)}`;
  let id = '';

  await test.step('set-up: a published listing with its CRIM bill, and the buyer’s calculation', async () => {
    const created = await institution.request.post('/api/institution/listings', {
      data: listingInput({
        title,
        // Above every price and outside every municipality properties-and-plan.spec.ts counts on the same server.
        priceCents: 40_000_000,
        municipality: 'Cidra',
        floodZone: 'no',
        crimAnnualTaxCents: 186_000,
        construction: 'si',
        vacantAtClosing: 'si',
        urbanCentreCertified: 'desconocido',
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    id = ((await created.json()) as { id: string }).id;
    expect((await institution.request.patch(`/api/institution/listings/${id}`, { data: { status: 'published' } })).ok()).toBe(true);
    const calculated = await page.request.post('/api/calculator', {
      data: { annualIncome: 60_000, monthlyDebts: 0, downPayment: 5_000, zone: 'urban' },
    });
    expect(calculated.status(), await calculated.text()).toBe(201);
  });

  await test.step("the listing's page: the bill, the property rules and the badge", async () => {
    await page.goto(`/properties/${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const details = page.getByRole('region', { name: 'Detalles' });
    await expect(details.locator('dl > div').filter({ hasText: 'Contribución anual (CRIM)' })).toContainText('$1,860');
    await expect(details.locator('dl > div').filter({ hasText: 'Construcción en hormigón' })).toContainText('Sí');
    await expect(page.getByTestId('assistance-badge')).toContainText(/Elegible para .+: sí/);
    await expect(page.getByText('Contribución según el CRIM.')).toBeVisible();
    await checkScreen(page);
    await keepScreenshot(page, 'listing-crim');
  });

  await test.step('the calculator at the listing: the tax is the bill, labelled and sourced', async () => {
    await page.getByRole('link', { name: 'Ver cada línea y su fuente en la calculadora' }).click();
    await expect(page).toHaveURL(new RegExp(`/calculator\\?vivienda=${id}`));
    await expect(page.getByText(`Costos de la vivienda «${title}»`)).toBeVisible();
    const monthly = page.getByRole('region', { name: 'Costo mensual' });
    await expect(monthly).toContainText('De una vivienda de $400,000.');
    const tax = monthly.locator('dl > div').filter({ hasText: 'Contribución sobre la propiedad (CRIM)' });
    // $1,860 a year ÷ 12.
    await expect(tax.locator('dd')).toHaveText('$155');
    await expect(tax).toContainText('según el CRIM');
    await tax.getByText('De dónde sale').click();
    await expect(tax.getByText('según el CRIM: $1,860 al año', { exact: false })).toBeVisible();
    await expect(tax.getByRole('link', { name: 'Centro de Recaudación de Ingresos Municipales (CRIM)' })).toBeVisible();
    // Every other line has its source one tap away too.
    const principal = monthly.locator('dl > div').filter({ hasText: 'Principal e intereses' });
    await principal.getByText('De dónde sale').click();
    await expect(principal.getByRole('link', { name: 'fuente de las cifras del programa' })).toBeVisible();
    const assumptions = page.getByRole('region', { name: 'Supuestos' });
    await expect(assumptions).toContainText('Usamos la contribución de la propiedad según el CRIM: $1,860 al año.');
    await checkScreen(page);
    await keepScreenshot(page, 'calculator-crim');
  });

  await test.step('a yearly tax the buyer types wins over the bill', async () => {
    const assumptions = page.getByRole('region', { name: 'Supuestos' });
    await assumptions.getByLabel('Contribución anual que conoces (USD, opcional)').fill('1200');
    await assumptions.getByRole('button', { name: 'Actualizar costos' }).click();
    const tax = page
      .getByRole('region', { name: 'Costo mensual' })
      .locator('dl > div')
      .filter({ hasText: 'Contribución sobre la propiedad' });
    await expect(tax.locator('dd')).toHaveText('$100');
    await expect(tax).toContainText('la cifra que escribiste');
  });
});
