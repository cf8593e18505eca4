import { maxAssistance } from '../src/shared/domain/assistance';
import { subsidyTiersText } from '../src/shared/domain/calculator';
import { formatUsd } from '../src/shared/format';
import type { Programmes } from '../src/shared/programme';
import { expect, test } from './fixtures';
import { checkScreen, isPhone } from './support';

test.describe('landing page', () => {
  test('shows both programmes in Spanish: benefits, three housing options, footer', async ({ page }, testInfo) => {
    const { loan, assistance } = (await (await page.request.get('/api/programmes')).json()) as Programmes;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu primera casa en Puerto Rico, paso a paso');
    const benefits = page.getByRole('list', { name: 'Beneficios de los programas' });
    await expect(
      benefits.getByRole('heading', { name: `Asistencia hasta ${formatUsd(maxAssistance(assistance.parameters))}` }),
    ).toBeVisible();
    await expect(
      benefits.getByText(`${assistance.parameters.name}: ${subsidyTiersText(assistance.parameters)}.`, { exact: true }),
    ).toBeVisible();
    await expect(benefits.getByText(new RegExp(`^${loan.parameters.name.replace(/[()]/g, '\\$&')}: 98% del valor`))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Financiamiento hasta 105%' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tasa fija de 5%' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('landing.png') });
    for (const title of ['Casa Existente', 'Solar + Construcción', 'Remodelación']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('30-60 días', { exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Portal Instituciones' })).toHaveAttribute('href', '/institution-login');
    await expect(footer.getByText('Lun-Vie 8:00 AM-5:00 PM')).toBeVisible();
    await expect(footer.getByText(/herramienta informativa/)).toBeVisible();
    await checkScreen(page);
  });

  test('paints without JavaScript (pre-rendered HTML)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu primera casa en Puerto Rico, paso a paso');
    await expect(page.getByRole('link', { name: /Comenzar mi evaluación/ })).toHaveAttribute('href', '/api/login');
    await context.close();
  });

  test('loads no code of the signed-in screens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /dashboard|login-page|signed-in-menu/.test(url))).toBe(false);
  });

  test('navigation shows the journey steps (drawer on a phone, bar on a desktop)', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Abrir menú de pasos' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link')).toHaveCount(8);
      await expect(drawer.getByRole('link', { name: /Guía/ })).toBeVisible();
      await checkScreen(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    } else {
      const bar = page.getByRole('navigation', { name: 'Pasos', exact: true });
      await expect(bar.getByRole('link')).toHaveCount(6);
      await expect(bar.getByRole('link', { name: /Inicio/ })).toHaveAttribute('aria-current', 'page');
    }
  });
});

test('unknown paths show the English "Page Not Found"', async ({ page }) => {
  const response = await page.goto('/esto-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await checkScreen(page);
});
