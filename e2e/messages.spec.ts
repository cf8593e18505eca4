import type { Page } from '@playwright/test';
import { messagesCopy } from '../src/shared/copy/messages';
import { demoInstitution, expect, test } from './fixtures';
import { payStep, seenByBuyers, submitLeadOverHttp, unlockOverHttp } from './marketplace-helpers';
import { checkScreen, isPhone } from './support';

// A buyer and the demo bank, each in a browser context of their own, write to each other live: nothing reloads.
// Each run uses a fresh buyer, so its conversation with the shared demo bank is its own.

const lastBubble = (page: Page) => page.getByRole('log', { name: 'Mensajes de la conversación' });

test('a buyer and an institution exchange messages live, then the institution closes the conversation', async ({
  buyer: { page: buyer },
  institution: bank,
}) => {
  test.slow();
  const buyerInput = buyer.getByLabel('Escribe tu mensaje');
  const portalLink = bank.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /Mensajes/ });

  const conversation =
    await test.step('the unlocked state, over HTTP: lead → paid request → accepted → paid unlock opens the conversation', async () => {
      const leadId = await submitLeadOverHttp(buyer.request, {
        nombre: 'Marisol Encuentro',
        correo: 'marisol.chat@example.com',
        movil: '(787) 555-0190',
        municipio: 'Caguas',
        precio_meta: '$190,000',
      });
      await unlockOverHttp(buyer.request, bank.request, leadId);
      const [conversation] = (await (await buyer.request.get('/api/conversations')).json()) as Array<{ id: string; title: string }>;
      expect(conversation!.title).toBe(`Conversación con ${seenByBuyers(demoInstitution)}`);
      return conversation!;
    });

  await test.step('the buyer opens the conversation; the bank opens its portal', async () => {
    await buyer.goto('/messages');
    await expect(buyer.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
    if (!isPhone(buyer)) await expect(buyer.getByText('Selecciona una conversación para ver los mensajes.')).toBeVisible();
    await checkScreen(buyer);
    await buyer.getByRole('button', { name: new RegExp(`Conversación con ${demoInstitution.institutionName}`) }).click();
    await expect(buyer.getByRole('heading', { name: conversation.title, level: 2 })).toBeVisible();
    if (isPhone(buyer)) await expect(buyer.getByRole('button', { name: 'Volver' })).toBeVisible();

    await bank.goto('/leads-dashboard');
    await expect(portalLink).toBeVisible();
  });

  await test.step("the buyer writes; Enter sends, the toast confirms, the bank's header badge lights up without a reload", async () => {
    await buyerInput.fill('Hola, me interesa una casa en Caguas.');
    await buyerInput.press('Enter');
    await expect(buyer.getByText(messagesCopy.sentTitle, { exact: true })).toBeVisible();
    await expect(buyerInput).toHaveValue('');
    await expect(lastBubble(buyer)).toContainText('Hola, me interesa una casa en Caguas.');
    await expect(portalLink).toContainText('sin leer');

    await portalLink.click();
    await expect(bank).toHaveURL(/\/leads-dashboard\/mensajes/);
    await bank.goto(`/leads-dashboard/mensajes?c=${conversation.id}`);
    await expect(lastBubble(bank)).toContainText('Hola, me interesa una casa en Caguas.');
    // The institution's view names the buyer by municipality only in the title, never by contact data.
    await expect(bank.getByRole('heading', { name: 'Conversación con un comprador de Caguas', level: 2 })).toBeVisible();
  });

  await test.step('blank is never sent; Shift+Enter adds a line', async () => {
    await buyerInput.fill('   ');
    await expect(buyer.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await buyerInput.press('Enter');
    await buyerInput.fill('Primera línea');
    await buyerInput.press('Shift+Enter');
    await buyerInput.pressSequentially('segunda línea');
    await expect(buyerInput).toHaveValue('Primera línea\nsegunda línea');
    await buyerInput.press('Enter');
    await expect(lastBubble(bank)).toContainText('Primera línea\nsegunda línea');
    const sent = (await (await buyer.request.get(`/api/conversations/${conversation.id}/messages`)).json()) as {
      messages: Array<{ content: string }>;
    };
    expect(sent.messages.map((m) => m.content)).toEqual(['Hola, me interesa una casa en Caguas.', 'Primera línea\nsegunda línea']);
  });

  await test.step('the bank answers; the buyer sees it live, markup shown as text', async () => {
    const bankInput = bank.getByLabel('Escribe tu mensaje');
    await bankInput.fill('Con gusto. <b>¿Cuándo</b> podemos hablar?');
    await bank.getByRole('button', { name: 'Enviar' }).click();
    await expect(lastBubble(buyer)).toContainText('Con gusto. <b>¿Cuándo</b> podemos hablar?');
    await checkScreen(buyer);
    await checkScreen(bank);
  });

  await test.step('the bank closes the conversation; the buyer sees it live and can still read the thread', async () => {
    // The bank closes; the buyer's composer closes live with docs/product/data.md's text, and the thread stays readable.
    await bank.getByRole('button', { name: 'Cerrar conversación' }).click();
    await bank.getByRole('button', { name: 'Sí, cerrar' }).click();
    await expect(bank.getByText(messagesCopy.closed)).toBeVisible();
    await expect(buyer.getByText(messagesCopy.closed)).toBeVisible();
    await expect(buyerInput).toBeDisabled();
    await expect(lastBubble(buyer)).toContainText('Hola, me interesa una casa en Caguas.');
    await checkScreen(buyer);
  });
});

test('a buyer without conversations sees the four steps', async ({ buyer: { page } }) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Aún no tienes conversaciones' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('list').filter({ hasText: 'La conversación aparece aquí' }).getByRole('listitem'),
  ).toHaveCount(4);
  await checkScreen(page);
});

test("a paid connection request reaches the buyer's open requests screen live", async ({ buyer: { page: buyer }, institution: bank }) => {
  const leadId = await submitLeadOverHttp(buyer.request, {
    nombre: 'Rafael En Vivo',
    correo: 'rafael.vivo@example.com',
    movil: '(787) 555-0191',
    municipio: 'Ponce',
    precio_meta: '$160,000',
  });
  await buyer.goto('/connection-requests');
  await expect(buyer.getByRole('heading', { name: 'No tienes solicitudes de conexión' })).toBeVisible();

  await payStep(bank.request, `/api/pay/request/${leadId}`);
  // No reload: the event stream tells the open screen.
  await expect(buyer.getByRole('heading', { name: 'Solicitudes pendientes (1)' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Responder a solicitud' })).toBeVisible();
});

test('a screen whose event stream opens late still shows what changed before it opened', async ({
  buyer: { page: buyer },
  institution: bank,
}) => {
  const leadId = await submitLeadOverHttp(buyer.request, {
    nombre: 'Lucía Tardía',
    correo: 'lucia.tarde@example.com',
    movil: '(787) 555-0192',
    municipio: 'Mayagüez',
    precio_meta: '$150,000',
  });
  // Hold the stream until the request is paid: a new stream starts at the newest event, so it never replays that one.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await buyer.route('**/api/events*', async (route) => {
    await held;
    await route.continue();
  });
  await buyer.goto('/connection-requests');
  await expect(buyer.getByRole('heading', { name: 'No tienes solicitudes de conexión' })).toBeVisible();

  await payStep(bank.request, `/api/pay/request/${leadId}`);
  release();
  await expect(buyer.getByRole('heading', { name: 'Solicitudes pendientes (1)' })).toBeVisible();
});
