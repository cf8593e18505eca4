// A bank never pays for an address nobody reads: until the buyer follows the verification link, the lead does not
// exist for institutions (list, counts, single lead, CSV, connection requests, checkout); it appears once verified.
import { describe, expect, it } from 'vitest';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { createStaff, setupTestApp, signUpBuyer, verifyBuyerEmail } from '../../../test/app';
import { submitLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app } = built;

const bank = await createStaff(built, 'Banco Verifica');
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: bank.cookie } });
const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: { cookie: bank.cookie }, payload });
const municipio = 'Culebra';
const summaryTotal = async () => (await get(`/api/leads-for-banks/summary?municipio=${municipio}`)).json().total as number;

describe('leads of buyers who have not verified their e-mail', () => {
  it('are invisible to institutions everywhere, then appear once the buyer verifies', async () => {
    const verified = await signUpBuyer(app, 'Vera Verificada');
    await submitLead(app, verified, { municipio });
    const buyer = await signUpBuyer(app, 'Nora Sin Verificar', { verified: false });
    const leadId = await submitLead(app, buyer, { municipio, correo: 'nora.sin.verificar@example.com' });

    const list = (await get(`/api/leads-for-banks?municipio=${municipio}`)).json() as Array<{ id: string }>;
    expect(list).toHaveLength(1);
    expect(list.map((lead) => lead.id)).not.toContain(leadId);
    expect(await summaryTotal()).toBe(1);
    expect((await get(`/api/leads-for-banks/summary?municipio=${municipio}&status=available`)).json()).toMatchObject({ total: 1, available: 1 });
    const single = await get(`/api/lead/${leadId}`);
    expect(single.statusCode).toBe(404);
    expect(single.json()).toEqual({ message: marketplaceCopy.leadNotFound });
    expect((await get(`/api/leads-for-banks/export.csv?municipio=${municipio}`)).body).not.toContain(leadId);
    for (const url of [`/api/pay/request/${leadId}`, '/api/lead-connection-requests']) {
      const refused = await post(url, { leadId });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json(), url).toEqual({ message: marketplaceCopy.leadNotFound });
    }
    expect((await get('/api/lead-connection-requests')).json()).toEqual([]);

    await verifyBuyerEmail(app, buyer.email);

    expect(((await get(`/api/leads-for-banks?municipio=${municipio}`)).json() as Array<{ id: string }>).map((lead) => lead.id)).toContain(leadId);
    expect(await summaryTotal()).toBe(2);
    expect((await get(`/api/lead/${leadId}`)).statusCode).toBe(200);
    expect((await get(`/api/leads-for-banks/export.csv?municipio=${municipio}`)).body).toContain(leadId);
    expect((await post('/api/lead-connection-requests', { leadId })).statusCode).toBe(201);
    expect((await post(`/api/pay/request/${leadId}`)).statusCode).toBe(200);
  });
});
