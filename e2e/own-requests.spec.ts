// docs/product/screens.md#connection-requests: a buyer's own "Me interesa" request appears on /connection-requests
// beside the paid ones, as "Lo pediste tú". Set-up over HTTP: the demo institution publishes a listing, the buyer
// leaves a lead and asks about it, and the second demo institution pays a request.
import type { Page } from '@playwright/test';
import { listingInput } from '../src/test/listings';
import { expect, test } from './fixtures';
import { demoInstitution, demoSecondInstitution } from './fixtures';
import { payStep, seenByBuyers, submitLeadOverHttp } from './marketplace-helpers';
import { checkScreen } from './support';

/** The look of a screen, kept when SCREENSHOTS_DIR is set (docs/contributing: look at a screen at both widths). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png`, fullPage: true });
}

test('the buyer finds the request started with "Me interesa" in the requests list', async ({ buyer, institution, secondInstitution }) => {
  test.setTimeout(120_000);
  const page = buyer.page;
  const tag = Math.random().toString(36).slice(2, 7);

  await test.step('set-up: a published listing, the buyer’s lead, "Me interesa", and another bank’s paid request', async () => {
    const created = await institution.request.post('/api/institution/listings', {
      // Priced above every band properties-and-plan.spec.ts counts on the same server.
      data: listingInput({ title: `Casa para preguntar ${tag}`, municipality: 'Cidra', priceCents: 40_000_000 }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await institution.request.patch(`/api/institution/listings/${id}`, { data: { status: 'published' } })).ok()).toBe(true);
    const leadId = await submitLeadOverHttp(page.request, {
      nombre: buyer.name,
      correo: buyer.email,
      movil: '(787) 555-0163',
      municipio: 'Cidra',
      precio_meta: '$175,000',
    });
    const asked = await page.request.post(`/api/properties/${id}/interest`, { data: { message: 'Quisiera verla.' } });
    expect(asked.ok(), await asked.text()).toBe(true);
    await payStep(secondInstitution.request, `/api/pay/request/${leadId}`);
  });

  await test.step('both requests are listed: the paid one to answer, the buyer’s own in the history', async () => {
    await page.goto('/connection-requests');
    await expect(page.getByRole('heading', { name: 'Solicitudes pendientes (1)' })).toBeVisible();
    const pending = page.getByRole('region', { name: 'Solicitudes pendientes (1)' });
    await expect(pending.getByRole('heading', { name: seenByBuyers(demoSecondInstitution) })).toBeVisible();
    const history = page.getByRole('region', { name: 'Historial de solicitudes' });
    const own = history.getByRole('article').filter({ hasText: 'Lo pediste tú' });
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('heading', { name: seenByBuyers(demoInstitution) })).toBeVisible();
    await expect(own.getByText(/Pulsaste «Me interesa» el/)).toBeVisible();
    await expect(own.getByText('Cidra')).toBeVisible();
    await checkScreen(page);
    await keepScreenshot(page, 'own-requests');
  });
});
