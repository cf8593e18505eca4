// A bank never pays for an address nobody reads: until the buyer follows the verification link, the lead does not
// exist for institutions (list, counts, single lead, CSV, connection requests, checkout); it appears once verified.
import { describe, expect, it } from 'vitest';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { createStaff, setupTestApp, signUpBuyer, verifyBuyerEmail } from '../../../test/app';
import { submitLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app, as } = built;

const bank = await createStaff(built, 'Banco Verifica');
const municipio = 'Culebra';
const summaryTotal = async () => (await as(bank).get(`/api/leads-for-banks/summary?municipio=${municipio}`)).json().total as number;

describe('leads of buyers who have not verified their e-mail', () => {
  it('are invisible to institutions everywhere, then appear once the buyer verifies', async () => {
    const verified = await signUpBuyer(app, 'Vera Verificada');
    await submitLead(app, verified, { municipio });
    const buyer = await signUpBuyer(app, 'Nora Sin Verificar', { verified: false });
    const leadId = await submitLead(app, buyer, { municipio, correo: 'nora.sin.verificar@example.com' });

    const list = (await as(bank).get(`/api/leads-for-banks?municipio=${municipio}`)).json() as Array<{ id: string }>;
    expect(list).toHaveLength(1);
    expect(list.map((lead) => lead.id)).not.toContain(leadId);
    expect(await summaryTotal()).toBe(1);
    expect((await as(bank).get(`/api/leads-for-banks/summary?municipio=${municipio}&status=available`)).json()).toMatchObject({
      total: 1,
      available: 1,
    });
    const single = await as(bank).get(`/api/lead/${leadId}`);
    expect(single.statusCode).toBe(404);
    expect(single.json()).toEqual({ message: marketplaceCopy.leadNotFound });
    expect((await as(bank).get(`/api/leads-for-banks/export.csv?municipio=${municipio}`)).body).not.toContain(leadId);
    for (const url of [`/api/pay/request/${leadId}`, '/api/lead-connection-requests']) {
      const refused = await as(bank).post(url, { leadId });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json(), url).toEqual({ message: marketplaceCopy.leadNotFound });
    }
    expect((await as(bank).get('/api/lead-connection-requests')).json()).toEqual([]);

    await verifyBuyerEmail(app, buyer.email);

    expect(
      ((await as(bank).get(`/api/leads-for-banks?municipio=${municipio}`)).json() as Array<{ id: string }>).map((lead) => lead.id),
    ).toContain(leadId);
    expect(await summaryTotal()).toBe(2);
    expect((await as(bank).get(`/api/lead/${leadId}`)).statusCode).toBe(200);
    expect((await as(bank).get(`/api/leads-for-banks/export.csv?municipio=${municipio}`)).body).toContain(leadId);
    expect((await as(bank).post('/api/lead-connection-requests', { leadId })).statusCode).toBe(201);
    expect((await as(bank).post(`/api/pay/request/${leadId}`, {})).statusCode).toBe(200);
  });
});
