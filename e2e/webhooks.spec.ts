// docs/product/lender-integrations.md#webhooks in the browser: staff register a webhook (errors in Spanish under the
// fields first), keep the secret shown once, send a test event that a receiver started here verifies with the recipe
// of docs/webhooks.md, see it in the delivery log, and disable the webhook. The receiver listens on 127.0.0.1 (the
// e2e server runs with NODE_ENV=test, where plain HTTP and loopback receivers are allowed).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInInstitution } from './accounts';
import { expect, test } from './fixtures';
import { checkScreen, uniqueEmail } from './support';

/** docs/webhooks.md#verificar-la-firma, as an institution would write it. */
function verifies(secret: string, header: string, body: string): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.get('t') ?? '';
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.get('v1') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('register a webhook, send a test event, see it in the log, disable it', async ({ operator, browser, baseURL }) => {
  test.setTimeout(90_000);
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/casa-joven`;

  // An institution of its own: endpoints belong to the institution, and other specs act for the demo ones.
  const tag = Math.random().toString(36).slice(2, 7);
  const login = { name: 'Oficial de Integraciones', email: uniqueEmail('oficial-webhooks'), password: 'Clave-webhooks-2026' };
  const institutionName = `Banco Webhooks ${tag}`;
  const createdInstitution = await operator.request.post('/api/admin/institutions', {
    data: {
      name: institutionName,
      kind: 'bank',
      contactMethod: 'phone',
      email: '',
      phone: '(787) 555-0188',
      website: '',
      description: '',
      staff: login,
    },
  });
  expect(createdInstitution.ok(), await createdInstitution.text()).toBe(true);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInInstitution(context.request, { email: login.email, password: login.password, institutionName });
  const page = await context.newPage();
  const section = page.getByRole('region', { name: 'Webhooks', exact: true });
  let secret = '';

  await test.step('the form says what is missing, in Spanish, and keeps what was typed', async () => {
    await page.goto('/leads-dashboard/integraciones');
    await expect(section.getByText('Todavía no has registrado ningún webhook.')).toBeVisible();
    await checkScreen(page);
    const url = section.getByLabel('Dirección que recibe los avisos (URL)');
    await expect(url).toHaveAttribute('type', 'url');
    await url.fill('crm sin protocolo');
    await section.getByRole('button', { name: 'Registrar webhook' }).click();
    await expect(section.getByText(/Escribe una dirección web completa/)).toBeVisible();
    await expect(section.getByText('Elige al menos un evento.')).toBeVisible();
    await expect(url).toHaveValue('crm sin protocolo');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page);
  });

  await test.step('registering shows the secret once, with a copy button', async () => {
    await section.getByLabel('Dirección que recibe los avisos (URL)').fill(receiverUrl);
    await section.getByLabel(/El comprador aceptó una solicitud/).check();
    await section.getByLabel(/Contacto desbloqueado/).check();
    await section.getByRole('button', { name: 'Registrar webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Webhook registrado: guarda su secreto' });
    await expect(dialog).toBeVisible();
    secret = await dialog.getByLabel('Secreto de firma').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(dialog.getByRole('button', { name: 'Copiar secreto' })).toBeVisible();
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Ya lo guardé' }).click();
    await expect(dialog).toBeHidden();
    // The list never shows it again.
    await expect(page.getByText(secret)).toHaveCount(0);
  });

  const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiverUrl }) });
  await test.step('a test event reaches the receiver signed, and shows in the log', async () => {
    await expect(card.getByText('Activo')).toBeVisible();
    await expect(card.getByText('ninguno todavía')).toBeVisible();
    await card.getByRole('button', { name: 'Enviar evento de prueba' }).click();
    await expect(page.getByText('Evento de prueba entregado', { exact: true })).toBeVisible();
    const log = card.getByRole('list', { name: 'Registro de envíos' });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log.getByText('Entregado')).toBeVisible();
    await expect(log.getByText(/HTTP 200 · 1 intento/)).toBeVisible();
    await expect(card.getByText(/Último envío: Evento de prueba, HTTP 200/)).toBeVisible();

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.headers['x-casajoven-event']).toBe('test');
    expect(verifies(secret, String(delivery!.headers['x-casajoven-signature']), delivery!.body)).toBe(true);
    await checkScreen(page);
  });

  await test.step('re-sending from the log sends the same event again', async () => {
    await card.getByRole('button', { name: /^Reenviar/ }).click();
    await expect(page.getByText('Envío reenviado', { exact: true })).toBeVisible();
    await expect(card.getByText(/HTTP 200 · 2 intentos/)).toBeVisible();
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['x-casajoven-delivery']).toBe(received[0]!.headers['x-casajoven-delivery']);
  });

  await test.step('the delivery lists each of its attempts: when, the answer, how long, who sent it', async () => {
    const log = card.getByRole('list', { name: 'Registro de envíos' });
    await log.getByText('Ver los 2 intentos').click();
    const attempts = log.getByRole('listitem').getByRole('listitem');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.nth(0)).toContainText('HTTP 200 · Reenvío manual');
    await expect(attempts.nth(1)).toContainText('HTTP 200 · Evento de prueba');
    await expect(attempts.nth(0)).toContainText(/\d+ ms|\d+(\.\d)? s/);
    await checkScreen(page);
    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) await page.screenshot({ path: `${dir}/webhook-attempts-${test.info().project.name}.png`, fullPage: true });
  });

  await test.step('disabling asks first, then the webhook shows as disabled', async () => {
    await card.getByRole('button', { name: 'Desactivar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '¿Desactivar este webhook?' });
    await expect(dialog.getByText(receiverUrl)).toBeVisible();
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Desactivar webhook' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/Desactivado el/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Enviar evento de prueba' })).toHaveCount(0);
    await checkScreen(page);
  });

  await context.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
