// The promise (docs/security.md) against a buyer who types their own contact data into every free-text field:
// nothing a buyer writes reaches an institution before unlock, except a price read and normalised by the server
// (docs/decisions/0068).
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { targetPriceCopy } from '../../../shared/domain/target-price';
import { confirmLeadEmail, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, bodiesOf, leadPayload, payRequest } from '../../../test/marketplace';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as } = built;

const tag = Math.random().toString(36).slice(2, 8);
const secret = { correo: `canal.${tag}@example.com`, movil: '(787) 555-0177' };
const accountName = `Canal Encubierto ${tag}`;
const secretStrings = [secret.correo, `canal.${tag}`, '555-0177', '5550177', accountName];

const buyer = await signUpBuyer(app, accountName);
const bank = await createStaff(built, 'Banco Canal');

const postLead = (overrides: Record<string, unknown>) =>
  as(buyer).post('/api/leads', { ...leadPayload({ ...secret, municipio: 'Arecibo' }), ...overrides });
const myLeads = async () => (await as(buyer).get('/api/user/leads')).json() as Array<{ id: string; precioMeta: string }>;

/** Every GET an institution can make that could carry a lead, its request or its payment. */
async function institutionBodies(sessions: string[]): Promise<Array<{ url: string; body: string }>> {
  return bodiesOf(app, bank, [
    '/api/leads-for-banks',
    '/api/leads-for-banks?municipio=Arecibo',
    '/api/leads-for-banks/summary',
    '/api/leads-for-banks/export.csv',
    ...(await myLeads()).map((lead) => `/api/lead/${lead.id}`),
    '/api/lead-connection-requests',
    ...sessions.map((session) => `/api/payments/${session}`),
    '/api/institution/payments',
    '/api/institution/conversations',
    '/api/events?once=1&lastEventId=0',
  ]);
}

/** What the institution's staff and public address received by e-mail. */
async function institutionMail(): Promise<Array<{ url: string; body: string }>> {
  const o = schema.emailOutbox;
  const rows = await built.database.db
    .select()
    .from(o)
    .where(inArray(o.toAddress, [bank.email, 'oficial@banco.example.com']));
  return rows.map((row) => ({ url: `mail:${row.kind}`, body: `${row.subject}\n${row.textBody}\n${row.htmlBody ?? ''}` }));
}

const leaked = (bodies: Array<{ url: string; body: string }>) =>
  bodies.filter(({ body }) => secretStrings.some((s) => body.includes(s))).map(({ url }) => url);

describe('a buyer hiding contact data in free-text fields', () => {
  it.each([secret.correo, secret.movil, '787-555-0177', `185000 llamame 7875550177`, `$185k ${secret.correo}`, '5550177'])(
    'cannot store %s as the target price: Spanish 400, nothing stored',
    async (precio) => {
      const response = await postLead({ precio_meta: precio });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(targetPriceCopy.notAPrice);
      expect(await myLeads()).toEqual([]);
    },
  );

  it('keeps "Ingresa el precio objetivo" for an empty price', async () => {
    const response = await postLead({ precio_meta: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ingresa el precio objetivo');
  });

  it('stores a price as the normalised text and its dollars', async () => {
    const response = await postLead({
      precio_meta: ' $150k - $200K ',
      source: `fuente ${secret.correo}`,
      user_agent: `Mozilla ${secret.correo} ${secret.movil}`,
    });
    expect(response.statusCode).toBe(201);
    // Its e-mail is not the account's: confirmed through its link, so the lead is on sale for the next test.
    await confirmLeadEmail(app, secret.correo);
    const [row] = await built.database.db
      .select()
      .from(schema.leads)
      .where(inArray(schema.leads.userId, [buyer.id]));
    expect(row).toMatchObject({ precioMeta: '$150,000 – $200,000', targetPriceDollars: 175_000 });
  });

  it('shows institutions only the normalised price, never what else the buyer typed, before and after the answer', async () => {
    const before = await institutionBodies([]);
    expect(leaked(before)).toEqual([]);
    const list = before.find(({ url }) => url === '/api/leads-for-banks?municipio=Arecibo')!;
    expect(JSON.parse(list.body)).toEqual(
      expect.arrayContaining([expect.objectContaining({ municipio: 'Arecibo', precioMeta: '$150,000 – $200,000' })]),
    );

    const [leadId] = (await myLeads()).map((lead) => lead.id);
    const session = await payRequest(app, bank, leadId!);
    await answerRequest(app, buyer, 'Banco Canal', 'accepted', `Escríbeme a ${secret.correo} o llama al ${secret.movil}`);
    expect(leaked([...(await institutionBodies([session])), ...(await institutionMail())])).toEqual([]);
  });
});
