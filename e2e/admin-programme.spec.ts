// The operator publishes a version of the assistance programme from the console
// (docs/product/programme.md#programme-parameters-as-data): both programmes on their tabs, the income table of the
// assistance, the preview following a lowered limit, a refused version without a note, the confirmation with the
// difference, and the history and GET /api/programmes answering the new version.
import type { Page } from '@playwright/test';
import { formatUsd } from '../src/shared/format';
import type { AdminProgrammes, Programmes } from '../src/shared/programme';
import { puertoRicoDate } from '../src/shared/time-zone';
import { expect, test } from './own-app';
import { checkScreen } from './support';

async function programmes(page: Page): Promise<Programmes> {
  const response = await page.request.get('/api/programmes');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Programmes;
}

test('the operator lowers an income limit of the assistance, previews it, publishes it and reads its difference in the history', async ({
  operator: page,
}, testInfo) => {
  test.setTimeout(120_000);
  const before = await programmes(page);
  const { name, incomeLimits } = before.assistance.parameters;
  const limitOf3 = incomeLimits!.byHouseholdSize[2]!;
  // Between the limit of 2 persons (the table never decreases) and the sample buyer's $60,000.
  const lowered = 59_000;
  expect(incomeLimits!.byHouseholdSize[1]).toBeLessThanOrEqual(lowered);
  const nextVersion = ((await (await page.request.get('/api/admin/programmes')).json()) as AdminProgrammes).assistance.versions.length + 1;
  const assistanceTab = page.getByRole('tab', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  const panel = page.getByRole('tabpanel');
  const history = panel.getByRole('region', { name: 'Historial de versiones' });
  const preview = panel.getByRole('region', { name: 'Vista previa' });
  const cellOf3 = panel.getByLabel('Ingreso máximo, hogar de 3 personas ($)');
  const shot = (what: string, part = panel.getByRole('region', { name: 'Nueva versión' })) =>
    part.screenshot({ path: testInfo.outputPath(`${what}.png`) });

  await test.step('the console opens on the loan programme; the assistance has its income table', async () => {
    await page.goto('/admin/programa');
    await expect(page.getByRole('heading', { name: 'Programas', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Programas', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('tab', { name: new RegExp(`^${before.loan.parameters.name.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByLabel('Tasa de interés anual (%)')).toHaveValue(String(before.loan.parameters.loan.annualInterestRate * 100));
    await expect(history.getByRole('heading', { name: `Versión ${before.loan.version}` })).toBeVisible();
    await checkScreen(page);
    await shot('console-loan');

    await assistanceTab.click();
    await expect(assistanceTab).toHaveAttribute('aria-selected', 'true');
    await expect(cellOf3).toHaveValue(String(limitOf3));
    await expect(panel.getByLabel('Estado', { exact: true })).toHaveValue('open');
    await expect(history.getByRole('heading', { name: `Versión ${before.assistance.version}` })).toBeVisible();
    await expect(panel.getByLabel('En vigor desde')).toHaveValue(puertoRicoDate(new Date()));
    await checkScreen(page);
    await shot('console-assistance');
    await shot('console-assistance-history', history);
  });

  await test.step(`a household of 3 earning $60,000 stops qualifying when its limit drops to ${formatUsd(lowered)}`, async () => {
    await expect(preview.getByLabel('Personas en el hogar')).toHaveValue('3');
    const qualifies = preview.getByRole('row', { name: /^Asistencia: califica/ });
    await expect(qualifies.getByRole('cell')).toHaveText(['Sí', 'Sí']);
    await cellOf3.fill(String(lowered));
    await expect(qualifies.getByRole('cell')).toHaveText(['Sí', 'No cambia']);
    await expect(
      preview
        .getByRole('row', { name: /^Asistencia: razones/ })
        .getByRole('cell')
        .last(),
    ).toContainText(`${name}: tu ingreso pasa el límite para un hogar de 3 personas (${formatUsd(lowered)})`);
    await expect(
      preview
        .getByRole('row', { name: /^Asistencia en el presupuesto/ })
        .getByRole('cell')
        .last(),
    ).toHaveText('$0 cambia');
    await checkScreen(page);
    await shot('console-preview', preview);
  });

  await test.step('without a note the version is refused next to the field, and what was typed stays', async () => {
    await panel.getByRole('button', { name: 'Publicar versión' }).click();
    await expect(panel.getByText('Explica el cambio en una nota', { exact: true })).toBeVisible();
    await expect(panel.getByLabel('Nota', { exact: true })).toBeFocused();
    await expect(panel.getByRole('alert').filter({ hasText: 'Revisa los campos marcados.' })).toBeVisible();
    await expect(cellOf3).toHaveValue(String(lowered));
    await checkScreen(page);
  });

  await test.step('the confirmation lists the change; publishing raises a toast', async () => {
    await panel.getByLabel('Nota', { exact: true }).fill('Prueba: el límite de un hogar de 3 personas baja.');
    await panel.getByRole('button', { name: 'Publicar versión' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Publicar la versión ${nextVersion} de ${name}?` });
    const change = `Límite de ingreso, hogar de 3 personas: ${formatUsd(limitOf3)} → ${formatUsd(lowered)}`;
    await expect(dialog.getByText(change, { exact: true })).toBeVisible();
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Confirmar y publicar' }).click();
    await expect(page.getByText(`Versión ${nextVersion} publicada`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const entry = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Versión ${nextVersion}` }) });
    await expect(entry.getByText('En vigor', { exact: true })).toBeVisible();
    await expect(entry.getByText(change, { exact: true })).toBeVisible();
    // The draft starts again from the version now in force, and the preview compares with it.
    await expect(cellOf3).toHaveValue(String(lowered));
    await expect(preview.getByRole('columnheader', { name: `Vigente (versión ${nextVersion})` })).toBeVisible();
    await checkScreen(page);

    const after = await programmes(page);
    expect(after.assistance.version).toBe(nextVersion);
    expect(after.assistance.parameters.incomeLimits!.byHouseholdSize[2]).toBe(lowered);
    expect(after.loan).toEqual(before.loan);
  });
});
