// docs/product/two-factor.md in the browser: a new officer is sent to enrol on the first sign-in (password, the key
// typed instead of the QR code, the first code, ten recovery codes shown once), then signs in with the app's code and
// with a recovery code; the operator sees the officer's second factor on the staff row and resets it.
import { errorCopy } from '../src/shared/copy/errors';
import { twoFactorCopy } from '../src/shared/copy/two-factor';
import { totpCode } from '../src/test/totp';
import { buyerPassword, enrolOnScreen, type InstitutionLogin } from './accounts';
import { demoInstitution, expect, test } from './fixtures';
import { checkScreen, uniqueEmail } from './support';

test('a new officer enrols on the first sign-in, then signs in with a code and with a recovery code', async ({ operator, page }) => {
  test.setTimeout(120_000);
  const options = (await (await operator.request.get('/api/admin/institution-options')).json()) as Array<{ id: string; name: string }>;
  const institution = options.find((option) => option.name === demoInstitution.institutionName)!;
  const officer: InstitutionLogin = {
    email: uniqueEmail('oficial-dos-pasos'),
    password: 'Clave-dos-pasos-2026',
    institutionName: demoInstitution.institutionName,
  };
  const created = await operator.request.post(`/api/admin/institutions/${institution.id}/staff`, {
    data: { name: 'Oficial Dos Pasos', email: officer.email, password: officer.password },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const passwordStep = async () => {
    await page.goto('/institution-login');
    await page.getByLabel('Email institucional').fill(officer.email);
    await page.getByLabel('Nombre de la institución').fill(officer.institutionName);
    await page.getByLabel('Contraseña').fill(officer.password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
  };
  const codeStep = page.getByRole('region', { name: 'Verificación en dos pasos' });
  let recoveryCodes: string[] = [];

  await test.step('the password alone leads to the enrolment screen, not to the leads', async () => {
    await passwordStep();
    await expect(page).toHaveURL(/\/verificacion-en-dos-pasos\?returnTo=%2Fleads-dashboard/);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos', level: 1 })).toBeVisible();
    await expect(page.getByText(twoFactorCopy.required)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirma tu contraseña' })).toBeVisible();
    await checkScreen(page);
  });

  await test.step('a wrong password is refused in Spanish; the right one shows the QR code and the key', async () => {
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-esta');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toHaveText(errorCopy.wrongCurrentPassword);
    await page.getByLabel('Contraseña', { exact: true }).fill(officer.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await checkScreen(page);
    // A code that is not six digits is refused on the screen, under the field.
    await page.getByLabel('Escribe el código de 6 dígitos').fill('12');
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page.getByText('Escribe los 6 dígitos del código.')).toBeVisible();
  });

  await test.step('the first code turns it on and shows ten recovery codes once; "Continuar" opens the portal', async () => {
    // The key is read from the screen, as a person types it into the app (enrolOnScreen starts at the password step).
    const totpSecret = (await page.getByRole('definition').innerText()).replace(/\s+/g, '');
    officer.totpSecret = totpSecret;
    await page.getByLabel('Escribe el código de 6 dígitos').fill(totpCode(totpSecret));
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeVisible();
    await expect(
      page.getByText('Guarda estos códigos de recuperación. Cada uno sirve una sola vez y no los volverás a ver.'),
    ).toBeVisible();
    const list = page.getByRole('list', { name: /Guarda estos códigos/ }).getByRole('listitem');
    await expect(list).toHaveCount(10);
    recoveryCodes = await list.allInnerTexts();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar códigos' }).click();
    expect((await download).suggestedFilename()).toBe('casa-joven-codigos-de-recuperacion.txt');
    await checkScreen(page);
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Portal de Leads' })).toBeVisible();
  });

  await test.step('signing in again asks for the code: a wrong one is refused, the right one opens the portal', async () => {
    await page.goto('/api/logout');
    await passwordStep();
    await expect(codeStep.getByText('Escribe el código de 6 dígitos de tu app de autenticación.')).toBeVisible();
    // Staff cannot trust a device: the box is not offered.
    await expect(page.getByLabel('Confiar en este dispositivo por 30 días')).toHaveCount(0);
    await checkScreen(page);
    const right = totpCode(officer.totpSecret!);
    await codeStep.getByLabel('Código de verificación').fill(right === '000000' ? '111111' : '000000');
    await codeStep.getByRole('button', { name: 'Verificar' }).click();
    await expect(codeStep.getByRole('alert')).toHaveText(twoFactorCopy.invalidCode);
    await codeStep.getByLabel('Código de verificación').fill(totpCode(officer.totpSecret!));
    await codeStep.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Bienvenido', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/leads-dashboard\?institution=/);
    await expect(page.getByRole('heading', { name: `Portal de Leads: ${demoInstitution.institutionName}` })).toBeVisible();
  });

  await test.step('a recovery code opens the portal once', async () => {
    await page.goto('/api/logout');
    await passwordStep();
    await codeStep.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await codeStep.getByLabel('Código de recuperación').fill(recoveryCodes[0]!);
    await checkScreen(page);
    await codeStep.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('heading', { name: `Portal de Leads: ${demoInstitution.institutionName}` })).toBeVisible();

    await page.goto('/api/logout');
    await passwordStep();
    await codeStep.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await codeStep.getByLabel('Código de recuperación').fill(recoveryCodes[0]!);
    await codeStep.getByRole('button', { name: 'Verificar' }).click();
    await expect(codeStep.getByRole('alert')).toHaveText(twoFactorCopy.invalidRecoveryCode);
  });

  await test.step('the operator sees the officer’s second factor on the staff row and resets it', async () => {
    await operator.goto('/admin/instituciones');
    await operator.getByLabel('Buscar por nombre o correo').fill(demoInstitution.institutionName);
    await operator.getByRole('button', { name: 'Buscar' }).click();
    await operator.getByRole('button', { name: `Gestionar ${demoInstitution.institutionName}` }).click();
    const detail = operator.getByRole('dialog', { name: demoInstitution.institutionName });
    const row = detail.getByRole('listitem').filter({ hasText: officer.email });
    await expect(row.getByText('2 pasos: activada')).toBeVisible();
    await row.getByRole('button', { name: `Restablecer verificación de ${officer.email}` }).click();
    const confirm = operator.getByRole('dialog', { name: '¿Restablecer la verificación en dos pasos?' });
    await checkScreen(operator);
    await confirm.getByRole('button', { name: 'Restablecer verificación' }).click();
    await expect(operator.getByText(twoFactorCopy.resetDone, { exact: true })).toBeVisible();
    await expect(row.getByText('2 pasos: no activada')).toBeVisible();
  });

  await test.step('after the reset the officer enrols again at the next sign-in', async () => {
    await passwordStep();
    await expect(page).toHaveURL(/\/verificacion-en-dos-pasos/);
    await enrolOnScreen(page, officer.password);
  });
});

test('a buyer turns it on from the account page, trusts a device, gets new recovery codes and turns it off', async ({ buyer }) => {
  test.setTimeout(120_000);
  const page = buyer.page;
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
  let totpSecret = '';

  await test.step('"Activar" on /cuenta leads to the enrolment, which comes back to /cuenta turned on', async () => {
    await page.goto('/cuenta');
    await expect(card.getByText('Desactivada', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Activar' }).click();
    // A buyer is not told that buyers' data needs it.
    await expect(page.getByText(twoFactorCopy.required)).toHaveCount(0);
    ({ totpSecret } = await enrolOnScreen(page, buyerPassword));
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/cuenta$/);
    await expect(card.getByText('Activada', { exact: true })).toBeVisible();
  });

  await test.step('the next sign-in asks for the code and offers to trust the device; a trusted device is not asked again', async () => {
    await page.goto('/api/logout');
    await page.goto(`/login?returnTo=${encodeURIComponent('/cuenta')}`);
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByLabel('Contraseña').fill(buyerPassword);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    const step = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await step.getByLabel('Confiar en este dispositivo por 30 días').check();
    await checkScreen(page);
    await step.getByLabel('Código de verificación').fill(totpCode(totpSecret));
    await step.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/cuenta$/);

    await page.goto('/api/logout');
    await page.goto(`/login?returnTo=${encodeURIComponent('/cuenta')}`);
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByLabel('Contraseña').fill(buyerPassword);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/cuenta$/);
  });

  await test.step('new recovery codes are shown once; turning it off asks for the password', async () => {
    await card.getByRole('button', { name: 'Generar códigos nuevos' }).click();
    await card.getByLabel('Confirma tu contraseña').fill(buyerPassword);
    await card.getByRole('button', { name: 'Generar códigos nuevos' }).click();
    await expect(card.getByRole('list', { name: /Guarda estos códigos/ }).getByRole('listitem')).toHaveCount(10);
    // Scrolled down, the sticky header covers half of a link higher up, which axe counts as a small target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page);
    await card.getByRole('button', { name: 'Listo' }).click();
    await expect(card.getByRole('listitem')).toHaveCount(0);

    await card.getByRole('button', { name: 'Desactivar' }).click();
    await card.getByLabel('Confirma tu contraseña').fill('no-es-esta');
    await card.getByRole('button', { name: 'Desactivar' }).click();
    await expect(card.getByRole('alert')).toHaveText(errorCopy.wrongCurrentPassword);
    await card.getByLabel('Confirma tu contraseña').fill(buyerPassword);
    await card.getByRole('button', { name: 'Desactivar' }).click();
    await expect(card.getByText('Desactivada', { exact: true })).toBeVisible();
  });
});
