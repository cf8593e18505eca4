// The operator publishes a programme version from the console (docs/product/programme.md#programme-parameters-as-data):
// reads version 1 and its note, raises the urban bonus, sees the preview follow, is told a note is missing, publishes
// after the confirmation, and finds version 2 with its difference in the history and in GET /api/programme.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { defaultProgrammeParameters, initialVersionNote, initialVersionSource, type ProgrammeVersion } from '../src/shared/programme';
import { puertoRicoDate } from '../src/shared/time-zone';
import { freePort, waitForHealth } from '../src/test/server-process';
import { expect, test as base } from './fixtures';
import { serverEnv } from './server-env';
import { checkScreen } from './support';

// A publish changes what every screen shows, and other specs (landing, guide, calculator) read the programme while
// this one runs: so this spec publishes on an app server of its own (one per worker, so the phone and desktop runs
// never meet either), and the suite's shared server never sees version 2.
const test = base.extend<object, { programmeApp: string }>({
  programmeApp: [
    // eslint-disable-next-line no-empty-pattern -- a fixture's dependencies are the fields of its first argument: none here
    async ({}, use) => {
      const port = await freePort();
      const dataDir = `.e2e-data/programme-${port}`;
      await rm(dataDir, { recursive: true, force: true });
      // The compiled server, as playwright.config.ts's main one (test:e2e builds first).
      const child = spawn(process.execPath, ['dist/server/main.js'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, ...serverEnv(port, dataDir) },
      });
      const baseURL = `http://localhost:${port}`;
      try {
        await waitForHealth(`${baseURL}/healthz`, child, 150_000);
        await use(baseURL);
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ programmeApp }, use) => use(programmeApp),
});

test('the operator raises the urban bonus, previews it, publishes version 2 and reads its difference in the history', async ({
  operator: page,
}) => {
  test.setTimeout(120_000);
  const history = page.getByRole('region', { name: 'Historial de versiones' });
  const preview = page.getByRole('region', { name: 'Vista previa' });
  const urbanBonus = page.getByLabel('Adicional urbano ($)');

  try {
    await test.step('the console shows version 1 in force, with the note on how it differs from the public record', async () => {
      await page.goto('/admin/programa');
      await expect(page.getByRole('heading', { name: 'Programa', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Programa', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(history.getByRole('heading', { name: 'Versión 1' })).toBeVisible();
      await expect(history.getByText('En vigor', { exact: true })).toBeVisible();
      await expect(history.getByText(initialVersionNote, { exact: true })).toBeVisible();
      await expect(urbanBonus).toHaveValue('5000');
      await expect(page.getByLabel('Tasa de interés anual (%)')).toHaveValue('5');
      await expect(page.getByLabel('En vigor desde')).toHaveValue(puertoRicoDate(new Date()));
      await checkScreen(page);
    });

    await test.step('a $7,000 urban bonus shows in the preview beside the version in force', async () => {
      const subsidy = preview.getByRole('row', { name: /^Subsidio del programa/ });
      await expect(subsidy.getByRole('cell')).toHaveText(['$60,000', '$60,000']);
      await urbanBonus.fill('7000');
      await expect(subsidy.getByRole('cell')).toHaveText(['$60,000', '$62,000 cambia']);
      await expect(
        preview
          .getByRole('row', { name: /^Presupuesto total/ })
          .getByRole('cell')
          .last(),
      ).toContainText('cambia');
      await checkScreen(page);
    });

    await test.step('without a note the version is refused next to the field, and what was typed stays', async () => {
      await page.getByRole('button', { name: 'Publicar versión' }).click();
      await expect(page.getByText('Explica el cambio en una nota', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Nota', { exact: true })).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: 'Revisa los campos marcados.' })).toBeVisible();
      await expect(urbanBonus).toHaveValue('7000');
      await checkScreen(page);
    });

    await test.step('the confirmation lists the change; publishing raises a toast', async () => {
      await page.getByLabel('Nota', { exact: true }).fill('Guías de 2026: el adicional urbano sube a $7,000.');
      await page.getByRole('button', { name: 'Publicar versión' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Publicar la versión 2?' });
      await expect(dialog.getByText('Adicional urbano: $5,000 → $7,000', { exact: true })).toBeVisible();
      await checkScreen(page);
      await dialog.getByRole('button', { name: 'Confirmar y publicar' }).click();
      await expect(page.getByText('Versión 2 publicada', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('version 2 is in force, with its difference from version 1, and GET /api/programme answers it', async () => {
      const second = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Versión 2' }) });
      await expect(second.getByText('En vigor', { exact: true })).toBeVisible();
      await expect(second.getByText('Adicional urbano: $5,000 → $7,000', { exact: true })).toBeVisible();
      await expect(second.getByText('Guías de 2026: el adicional urbano sube a $7,000.', { exact: true })).toBeVisible();
      const first = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Versión 1' }) });
      await expect(first.getByText('Anterior', { exact: true })).toBeVisible();
      // The draft starts again from the version now in force, and the preview compares with it.
      await expect(urbanBonus).toHaveValue('7000');
      await expect(preview.getByRole('columnheader', { name: 'Vigente (versión 2)' })).toBeVisible();
      await checkScreen(page);

      const response = await page.request.get('/api/programme');
      expect(response.ok()).toBe(true);
      const inForce = (await response.json()) as ProgrammeVersion;
      expect(inForce.version).toBe(2);
      expect(inForce.parameters.subsidy.urbanBonus).toBe(7_000);
    });
  } finally {
    // Puts the launch figures back in force as a third version, whatever happened above: this server is the spec's
    // own, but a spec pointed at a shared server must never leave it with other figures than the other specs expect.
    const restored = await page.request.put('/api/admin/programme', {
      data: {
        parameters: defaultProgrammeParameters,
        effectiveFrom: puertoRicoDate(new Date()),
        sourceUrl: initialVersionSource,
        note: 'Se restauran las cifras de la versión 1 al terminar la prueba de la consola.',
      },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  expect(((await (await page.request.get('/api/programme')).json()) as ProgrammeVersion).parameters).toEqual(defaultProgrammeParameters);
});
