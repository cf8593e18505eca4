import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreen } from './support';

// docs/product/programme.md#the-whole-cost and #amortization on the calculator screen, at phone and desktop widths.
// The figures are the API test's sample (src/server/features/calculator/calculator.api.test.ts): 60,000 a year, no
// debts, 5,000 saved, urban, with the 2026 versions published at start-up: a loan of 260,794 at 5 % over 30 years on a
// home of 265,794. This buyer has not said how many live in the household, so the assistance is not counted.

/** One line of a breakdown: its label and its amount sit in one row. */
const line = (region: Locator, label: string) => region.locator('dl > div').filter({ hasText: label });

test('a buyer sees the whole cost, changes an assumption, reads the amortization with an extra payment and downloads it', async ({
  buyer: { page },
}) => {
  test.slow(); // several axe scans and a chart, on machines shared with other test runs
  const monthly = page.getByRole('region', { name: 'Costo mensual' });
  const cash = page.getByRole('region', { name: 'Efectivo para el cierre' });
  const assumptions = page.getByRole('region', { name: 'Supuestos' });
  const amortization = page.getByRole('region', { name: 'Amortización' });

  await test.step('the calculation, with the monthly cost and the cash to close line by line', async () => {
    await page.goto('/calculator');
    await page.getByLabel('Ingreso anual (USD)').fill('60000');
    await page.getByLabel('Deudas mensuales (USD)').fill('0');
    await page.getByLabel('Pronto pago disponible (USD)').fill('5000');
    await page.getByLabel(/^Urbana/).check();
    await page.getByRole('button', { name: 'Calcular presupuesto' }).click();
    await expect(page.getByText('Presupuesto total', { exact: true }).locator('..')).toContainText('$265,794');

    await expect(monthly).toContainText('De una vivienda de $265,794.');
    for (const [label, amount] of [
      ['Principal e intereses', '$1,400'],
      // The 2026 estimate (docs/decisions/0141-property-tax-estimate.md): (26,579.40 − 15,000) × 11.83 % ÷ 12.
      ['Contribución sobre la propiedad', '$114'],
      ['Seguro de riesgo', '$78'],
      ['Seguro hipotecario', '$109'],
      ['Total mensual', '$1,701'],
    ]) {
      await expect(line(monthly, label!), label).toContainText(amount!);
    }
    await expect(line(monthly, 'Seguro de inundación')).toHaveCount(0);

    for (const [label, amount] of [
      ['Pronto pago', '$5,316'],
      ['Honorarios del notario', '$2,658'],
      ['Sellos y comprobantes', '$1,993'],
      ['Registro de la Propiedad', '$797'],
      ['Estudio de título', '$100'],
      ['Tasación', '$500'],
      ['Inspección', '$400'],
      ['Gastos de cierre financiados por el préstamo', '−$316'],
      ['Total para el cierre', '$11,448'],
    ]) {
      await expect(line(cash, label!), label).toContainText(amount!);
    }
    await expect(cash).toContainText('Es $6,448 más que tu pronto pago disponible ($5,000).');

    // Where each assumption comes from: the CRIM's link, the rate used and the exemption.
    await expect(assumptions.getByRole('link', { name: 'Centro de Recaudación de Ingresos Municipales (CRIM)' })).toHaveAttribute(
      'href',
      'https://www.crimpr.net/',
    );
    await expect(assumptions).toContainText('11.83%');
    await expect(assumptions).toContainText('$15,000');

    // The offer to contact banks follows a calculation from the form (docs/product/screens.md#calculator).
    const offer = page.getByRole('dialog', { name: '¿Quieres contactar instituciones financieras?' });
    await expect(offer).toBeVisible({ timeout: 6_000 });
    await offer.getByRole('button', { name: 'Ahora no' }).click();
    await expect(offer).toBeHidden();
    await checkScreen(page);
  });

  await test.step('a flood zone brings the flood insurance line', async () => {
    await expect(assumptions.getByLabel('Seguro de inundación al año (USD)')).toHaveCount(0);
    await assumptions.getByLabel('Sí', { exact: true }).check();
    await expect(assumptions.getByLabel('Seguro de inundación al año (USD)')).toBeVisible();
    await assumptions.getByRole('button', { name: 'Actualizar costos' }).click();
    // $900 a year ÷ 12.
    await expect(line(monthly, 'Seguro de inundación')).toContainText('$75');
    await expect(line(monthly, 'Total mensual')).toContainText('$1,776');
    await checkScreen(page);
  });

  await test.step('the amortization: the chart, the table by year, and what an extra payment saves', async () => {
    await expect(
      amortization.getByRole('figure', { name: 'El saldo baja de $260,794 a $0 en 30 años; en total pagas $243,205 de intereses.' }),
    ).toBeVisible();
    await expect(amortization.locator('figure canvas').first()).toBeVisible();
    const table = amortization.getByRole('table', { name: /^Amortización por año/ });
    await expect(table.getByRole('row')).toHaveCount(1 + 30);
    // Year 1: 12 payments of 1,400 = 16,800, of which 12,952.33 interest and 3,847.67 principal.
    await expect(table.getByRole('row', { name: /^1 / })).toContainText('$3,848');
    await expect(table.getByRole('row', { name: /^1 / })).toContainText('$12,952');
    await expect(table.getByRole('row').last()).toContainText('$0');

    await amortization.getByLabel('Pago adicional mensual (USD)').fill('100');
    // 310 payments instead of 360 (the API test works it out).
    await expect(amortization.getByRole('status')).toHaveText(
      'Con $100 más al mes terminas de pagar 4 años y 2 meses antes y ahorras $39,027 en intereses.',
    );
    await expect(amortization.getByRole('figure', { name: /en 25 años y 10 meses;/ })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(1 + 26);
    await checkScreen(page);
  });

  await test.step('the CSV of the schedule with the extra payment, month by month', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      amortization.getByRole('link', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^amortizacion-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('"Mes","Principal (USD)","Interés (USD)","Saldo (USD)"');
    expect(rows[1]).toBe('"1","413.36","1086.64","260380.64"');
    expect(rows).toHaveLength(1 + 310);
  });
});
