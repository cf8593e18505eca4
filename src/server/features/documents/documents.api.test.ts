import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentsList } from '../../../shared/domain/documents-list';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const profile = { employmentType: 'employed', housingType: 'existing', maritalStatus: 'single', hasDependents: false };
const progress = async (buyer: Caller) => (await as(buyer).get('/api/progress')).json();
const recordsOf = (userId: string) => db.select().from(schema.documentsRecords).where(eq(schema.documentsRecords.userId, userId));

describe('POST /api/documents', () => {
  it('generates the list on the server, stores the record and marks the documents step done', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/documents', profile);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ...profile, documentsGenerated: documentsList({ ...profile } as Parameters<typeof documentsList>[0]) });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const after = await progress(buyer);
    expect(after.documentsCompleted).toBe(true);
    expect(after.lastDocumentsList).toEqual(body);
    const rows = await recordsOf(buyer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.documentsGenerated).toEqual(body.documentsGenerated);
  });

  it('answers a self-employed, married buyer with dependents with a different list, and keeps the latest', async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/documents', profile);
    const changed = { employmentType: 'self-employed', housingType: 'construction', maritalStatus: 'married', hasDependents: true };
    const body = (await as(buyer).post('/api/documents', changed)).json();
    const categories = body.documentsGenerated.map((c: { category: string }) => c.category);
    expect(categories).toEqual(expect.arrayContaining(['Estado civil', 'Dependientes', 'Construcción en solar']));
    expect(JSON.stringify(body.documentsGenerated)).toContain('480.6A');
    expect((await progress(buyer)).lastDocumentsList.employmentType).toBe('self-employed');
    expect(await recordsOf(buyer.id)).toHaveLength(2);
  });

  it('ignores nothing silently: a list sent by the client is refused, not trusted', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/documents', { ...profile, documentsGenerated: [{ category: 'Falsa', docs: [] }] });
    expect(response.statusCode).toBe(400);
    expect(await recordsOf(buyer.id)).toHaveLength(0);
  });

  it.each([
    ['a missing employment type', { ...profile, employmentType: undefined }, 'Selecciona tu tipo de empleo'],
    ['an unknown employment type', { ...profile, employmentType: 'unemployed' }, 'Selecciona tu tipo de empleo'],
    ['an unknown housing type', { ...profile, housingType: 'castle' }, 'Selecciona tu opción de vivienda'],
    ['an empty marital status', { ...profile, maritalStatus: '' }, 'Selecciona tu estado civil'],
    ['dependents as text', { ...profile, hasDependents: 'sí' }, 'Indica si tienes dependientes'],
    ['dependents missing', { ...profile, hasDependents: undefined }, 'Indica si tienes dependientes'],
  ])('refuses %s with a Spanish 400 and writes nothing', async (_case, payload, message) => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/documents', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await recordsOf(buyer.id)).toHaveLength(0);
    expect((await progress(buyer)).documentsCompleted).toBe(false);
  });

  it('refuses a body that is not JSON with a Spanish 400', async () => {
    const buyer = await signUpBuyer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('is for buyers only', async () => {
    expect((await anonymous.post('/api/documents', profile)).statusCode).toBe(401);
    expect((await as(await createStaff(built)).post('/api/documents', profile)).statusCode).toBe(403);
  });
});
