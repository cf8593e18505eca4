// POST /api/leads: docs/product/validation.md's rules on the server, one lead per buyer, the server's variant, and the webhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { variantFor } from '../../../shared/domain/lead-variant';
import { openContact } from '../../crypto/contact-data';
import { schema } from '../../db/client';
import { leadIdsByContact } from './service';
import { setupTestApp, signUpBuyer } from '../../../test/app';
import { leadPayload } from '../../../test/marketplace';

// A stand-in for the automation service at the network edge: answers with whatever status the test sets.
let webhookStatus = 200;
let webhookDelayMs = 0;
const received: unknown[] = [];
const webhook: Server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push(JSON.parse(body));
    const headers = webhookStatus === 307 ? { location: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/lead` } : {};
    setTimeout(() => response.writeHead(webhookStatus, headers).end(), webhookDelayMs);
  });
});
// Where a redirect from the webhook would lead; it must never see a connection.
let elsewhereConnections = 0;
const elsewhere: Server = createServer((_request, response) => response.writeHead(200).end());
elsewhere.on('connection', () => (elsewhereConnections += 1));
let webhookConnections = 0;
webhook.on('connection', () => (webhookConnections += 1));
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));
afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));
const webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/lead`;

const built = await setupTestApp({ LEAD_WEBHOOK_URL: webhookUrl, LEAD_WEBHOOK_TIMEOUT_MS: '300' });
const { app, as } = built;
const db = built.database.db;

const leadsOf = (userId: string) => db.select().from(schema.leads).where(eq(schema.leads.userId, userId));

describe('POST /api/leads', () => {
  it('stores the lead with the variant this buyer was assigned, after the webhook accepted it', async () => {
    const buyer = await signUpBuyer(app);
    const assigned = variantFor(buyer.id);
    const other = assigned === 'blue' ? 'green' : 'blue';
    received.length = 0;
    const response = await as(buyer).post('/api/leads', leadPayload({ variant: other, variant_tested: other, precio_meta: '$175,000' }));
    expect(response.statusCode).toBe(201);
    const [lead] = await leadsOf(buyer.id);
    expect(lead).toMatchObject({ variantTested: assigned, precioMeta: '$175,000', targetPriceDollars: 175_000, municipio: 'Caguas' });
    expect(received).toEqual([
      expect.objectContaining({ nombre: 'Lucía Ortiz', variant: assigned, source: 'casa-joven-pr-vivienda-joven' }),
    ]);
    expect(received[0]).not.toHaveProperty('variant_tested');
    expect((await as(buyer).get('/api/user/lead-variant')).json()).toEqual({ variant: assigned });
  });

  it('updates the one lead when the buyer submits again', async () => {
    const buyer = await signUpBuyer(app);
    const first = (await as(buyer).post('/api/leads', leadPayload())).json().id;
    const second = (await as(buyer).post('/api/leads', leadPayload({ municipio: 'Mayagüez', precio_meta: '150k - 250k' }))).json().id;
    expect(second).toBe(first);
    const rows = await leadsOf(buyer.id);
    expect(rows).toEqual([
      expect.objectContaining({ municipio: 'Mayagüez', precioMeta: '$150,000 – $250,000', targetPriceDollars: 200_000 }),
    ]);
    const mine = await as(buyer).get('/api/user/leads');
    expect(mine.json()).toEqual([expect.objectContaining({ id: first, municipio: 'Mayagüez' })]);
  });

  it('stores the contact sealed, and finds a lead only by its exact e-mail or phone, through their keyed hashes', async () => {
    const buyer = await signUpBuyer(app);
    const correo = `Sellado.${buyer.id}@Example.com`;
    const { id } = (await as(buyer).post('/api/leads', leadPayload({ correo, movil: '787-555-0177' }))).json();
    const [lead] = await leadsOf(buyer.id);
    // docs/decisions/0123-contact-data-encrypted-at-rest.md: the row holds no plain contact data.
    for (const value of [lead!.nombre, lead!.correo, lead!.movil]) expect(value).toMatch(/^enc:v1:dev:/);
    expect(JSON.stringify(lead)).not.toMatch(/Lucía|Sellado|555-0177|5550177/);
    expect(openContact(lead!.correo)).toBe(correo);
    // Matched case-blind on the e-mail and on the phone's digits, never by a substring.
    expect(await leadIdsByContact(db, { correo: `  sellado.${buyer.id}@example.COM` })).toEqual([id]);
    expect(await leadIdsByContact(db, { movil: '(787) 555-0177' })).toContain(id);
    expect(await leadIdsByContact(db, { correo: `sellado.${buyer.id}@example.co` })).toEqual([]);
    expect(await leadIdsByContact(db, {})).toEqual([]);
  });

  it.each([
    ['a non-OK answer', 503, 0],
    ['a timeout', 200, 1_000],
  ])('fails with the Spanish message and stores nothing on %s from the webhook', async (_case, status, delay) => {
    webhookStatus = status;
    webhookDelayMs = delay;
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/leads', leadPayload());
    webhookStatus = 200;
    webhookDelayMs = 0;
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Hubo un problema. Por favor intenta nuevamente.');
    expect(await leadsOf(buyer.id)).toEqual([]);
  });

  it('does not follow a redirect from the webhook: the submission fails and stores nothing', async () => {
    webhookStatus = 307;
    elsewhereConnections = 0;
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/leads', leadPayload());
    webhookStatus = 200;
    expect(response.statusCode).toBe(502);
    expect(elsewhereConnections).toBe(0);
    expect(await leadsOf(buyer.id)).toEqual([]);
  });

  it.each([
    ['nombre', { nombre: 'A' }, 'Nombre debe tener al menos 2 caracteres'],
    ['correo', { correo: 'no-es-correo' }, 'Correo electrónico inválido'],
    ['movil', { movil: '787' }, 'Número de móvil muy corto'],
    ['movil', { movil: '787-555-01234' }, 'Debe contener exactamente 10 dígitos'],
    ['municipio', { municipio: 'Narnia' }, 'Selecciona tu municipio'],
    ['precio_meta', { precio_meta: '  ' }, 'Ingresa el precio objetivo'],
    ['precio_meta', { precio_meta: 'unos 200 mil' }, 'Escribe solo un precio, por ejemplo $185,000 o 150,000-200,000'],
  ])('refuses a bad %s with its Spanish message and writes nothing', async (_field, overrides, message) => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/leads', leadPayload(overrides as object));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await leadsOf(buyer.id)).toEqual([]);
  });

  it('refuses a payload with a field missing or an unknown variant', async () => {
    const buyer = await signUpBuyer(app);
    const withoutMunicipio: Record<string, unknown> = leadPayload();
    delete withoutMunicipio.municipio;
    expect((await as(buyer).post('/api/leads', withoutMunicipio)).statusCode).toBe(400);
    expect((await as(buyer).post('/api/leads', leadPayload({ variant: 'red' as never }))).statusCode).toBe(400);
    expect(await leadsOf(buyer.id)).toEqual([]);
  });
});

// Production checks the receiver's address before sending it a buyer's name, e-mail and phone.
describe('POST /api/leads with the production address guard', async () => {
  // HTTPS, as production's configuration demands; the address check refuses it before any TLS handshake.
  const guarded = await setupTestApp(
    {},
    { leadWebhook: { url: webhookUrl.replace('http:', 'https:'), timeoutMs: 300, guardAddresses: true } },
  );

  it('refuses a webhook on a loopback address before connecting to it, and stores nothing', async () => {
    webhookConnections = 0;
    const buyer = await signUpBuyer(guarded.app);
    const response = await guarded.as(buyer).post('/api/leads', leadPayload());
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Hubo un problema. Por favor intenta nuevamente.');
    expect(webhookConnections).toBe(0);
    expect(await guarded.database.db.select().from(schema.leads).where(eq(schema.leads.userId, buyer.id))).toEqual([]);
  });
});
