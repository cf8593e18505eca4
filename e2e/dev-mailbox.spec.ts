import { fillSignInForm } from './accounts';
import { demoInstitution, demoOperator, expect, test } from './fixtures';
import { seenByBuyers } from './marketplace-helpers';
import { checkScreen, expectNoHorizontalScroll } from './support';

test('a contact message a buyer sends shows up in the operator’s development mailbox once the worker delivered it', async ({
  page,
  buyer,
  baseURL,
}, testInfo) => {
  test.slow(); // two contexts and two axe scans on a machine shared with other runs
  // A real flow queues the mail: the documents screen's contact message to the demo bank (reached by e-mail).
  const sender = `Remitente ${testInfo.project.name} ${Date.now()}`;
  const institutions = (await (await buyer.page.request.get('/api/institutions')).json()) as Array<{ id: string; name: string }>;
  const bank = institutions.find((institution) => institution.name === seenByBuyers(demoInstitution))!;
  const sent = await buyer.page.request.post('/api/contact', {
    data: {
      name: sender,
      email: 'remitente@example.com',
      phone: '(787) 555-0199',
      institutionId: bank.id,
      message: 'Hola <b>equipo</b>, quiero precualificarme.',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // Signed out, the mailbox sends the operator to sign in, and back.
  await page.goto('/dev/mailbox');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdev%2Fmailbox/);
  await fillSignInForm(page, demoOperator);
  await expect(page).toHaveURL(/\/dev\/mailbox$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Buzón de desarrollo', level: 1 })).toBeVisible();

  const mail = page.getByRole('region', { name: `Mensaje de ${sender} desde Casa Joven PR` });
  await expect(mail).toBeVisible({ timeout: 15_000 });
  await expect(mail).toContainText('contacto@banco-prueba.example.com');

  await mail.getByText('Ver texto').click();
  await expect(mail.locator('pre')).toContainText('Hola <b>equipo</b>, quiero precualificarme.');
  await mail.getByText('Ver HTML').click();
  const html = page.frameLocator(`iframe[title="Versión HTML de: Mensaje de ${sender} desde Casa Joven PR"]`);
  // Escaped: the buyer's tags are text in the HTML version, never markup.
  await expect(html.getByText('Hola <b>equipo</b>, quiero precualificarme.')).toBeVisible();
  await expect(html.getByRole('link', { name: 'Portal de instituciones de Casa Joven PR' })).toHaveAttribute(
    'href',
    `${baseURL}/leads-dashboard`,
  );

  await expectNoHorizontalScroll(page);

  // The mail's own HTML is not our page: axe cannot enter a frame that runs no scripts, so the scan is of the
  // screen with the HTML view closed (the frame is only mounted while it is open).
  await mail.getByText('Ver HTML').click();
  await expect(mail.locator('iframe')).toHaveCount(0);
  await checkScreen(page);

  // Outside production the console links to it, beside its sections.
  await page.goto('/admin/precios');
  await page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Buzón de desarrollo' }).click();
  await expect(page.getByRole('heading', { name: 'Buzón de desarrollo', level: 1 })).toBeVisible();
});
