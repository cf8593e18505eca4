import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import type { Caller } from '../../../test/requests';

const built = await setupTestApp();
const { app, as, anonymous } = built;

const merge = (buyer: Caller, payload: unknown) => as(buyer).post('/api/plan/merge', payload);
const add = (buyer: Caller, propertyId: unknown) => as(buyer).post('/api/plan/properties', { propertyId });
const choose = (buyer: Caller, housingOption: unknown) => as(buyer).put('/api/plan/housing-option', { housingOption });
const progress = async (buyer: Caller) => (await as(buyer).get('/api/progress')).json();
const ids = (plan: { savedProperties: Array<{ id: string }> }) => plan.savedProperties.map((p) => p.id);

describe('POST /api/plan/properties', () => {
  it('saves a property once, in the order saved, and GET /api/progress shows it', async () => {
    const buyer = await signUpBuyer(app);
    expect((await add(buyer, 'prop-4')).statusCode).toBe(200);
    const again = await add(buyer, 'prop-4');
    const plan = (await add(buyer, 'prop-2')).json();
    expect(ids(again.json())).toEqual(['prop-4']);
    expect(ids(plan)).toEqual(['prop-4', 'prop-2']);
    expect(plan.savedProperties[0]).toMatchObject({ id: 'prop-4', title: 'Casa amplia en Carolina', priceCents: 21_000_000 });
    expect((await progress(buyer)).savedPropertyIds).toEqual(['prop-4', 'prop-2']);
  });

  it.each([
    ['an unknown property', 'prop-99', 'Esa propiedad no existe.'],
    ['an empty id', '', 'Indica la propiedad'],
    ['a number', 42, null],
    ['a huge id', 'x'.repeat(10_000), 'Esa propiedad no existe'],
  ])('refuses %s with a Spanish 400 and saves nothing', async (_case, propertyId, message) => {
    const buyer = await signUpBuyer(app);
    const response = await add(buyer, propertyId);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toContain(message);
    expect((await progress(buyer)).savedPropertyIds).toEqual([]);
  });

  it('refuses a missing or unexpected field', async () => {
    const buyer = await signUpBuyer(app);
    expect((await as(buyer).post('/api/plan/properties', {})).statusCode).toBe(400);
    expect((await as(buyer).post('/api/plan/properties', { propertyId: 'prop-1', userId: 'otro' })).statusCode).toBe(400);
    expect((await progress(buyer)).savedPropertyIds).toEqual([]);
  });

  it("keeps each buyer's plan to themselves", async () => {
    const one = await signUpBuyer(app);
    const two = await signUpBuyer(app);
    await add(one, 'prop-1');
    expect((await progress(two)).savedPropertyIds).toEqual([]);
  });
});

describe('PUT /api/plan/housing-option', () => {
  it('stores the choice and a later choice replaces it', async () => {
    const buyer = await signUpBuyer(app);
    expect((await choose(buyer, 'construction')).json().selectedHousingOption).toBe('construction');
    expect((await choose(buyer, 'renovation')).json().selectedHousingOption).toBe('renovation');
    expect((await progress(buyer)).selectedHousingOption).toBe('renovation');
  });

  it.each([
    ['an unknown option', 'mansion'],
    ['null', null],
    ['a number', 1],
  ])('refuses %s with the Spanish message', async (_case, option) => {
    const buyer = await signUpBuyer(app);
    const response = await choose(buyer, option);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Selecciona tu opción de vivienda');
    expect((await progress(buyer)).selectedHousingOption).toBeNull();
  });
});

describe('POST /api/plan/merge', () => {
  it('merges a browser plan into the account: union of properties, the account keeps its option', async () => {
    const buyer = await signUpBuyer(app);
    await add(buyer, 'prop-3');
    await choose(buyer, 'existing');
    const response = await merge(buyer, { savedPropertyIds: ['prop-1', 'prop-3'], selectedHousingOption: 'renovation' });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(['prop-3', 'prop-1']);
    expect(response.json().selectedHousingOption).toBe('existing');
    expect(await progress(buyer)).toMatchObject({ savedPropertyIds: ['prop-3', 'prop-1'], selectedHousingOption: 'existing' });
  });

  it("takes the browser's option when the account has none, and a second device then sees everything", async () => {
    const buyer = await signUpBuyer(app);
    await merge(buyer, { savedPropertyIds: ['prop-5'], selectedHousingOption: 'renovation' });
    const otherDevice = await merge(buyer, { savedPropertyIds: [], selectedHousingOption: null });
    expect(ids(otherDevice.json())).toEqual(['prop-5']);
    expect(otherDevice.json().selectedHousingOption).toBe('renovation');
  });

  it('drops ids of listings that no longer exist instead of refusing an old browser', async () => {
    const buyer = await signUpBuyer(app);
    const response = await merge(buyer, { savedPropertyIds: ['prop-gone', 'prop-2', 'prop-2'], selectedHousingOption: null });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(['prop-2']);
    expect((await progress(buyer)).savedPropertyIds).toEqual(['prop-2']);
  });

  it.each([
    ['too many ids', { savedPropertyIds: Array.from({ length: 101 }, (_, i) => `prop-${i}`), selectedHousingOption: null }],
    ['an unknown option', { savedPropertyIds: [], selectedHousingOption: 'castle' }],
    ['a missing list', { selectedHousingOption: null }],
    ['a list of numbers', { savedPropertyIds: [1, 2], selectedHousingOption: null }],
    ['an extra field', { savedPropertyIds: [], selectedHousingOption: null, guideCompleted: true }],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_case, payload) => {
    const buyer = await signUpBuyer(app);
    await add(buyer, 'prop-6');
    const response = await merge(buyer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[a-záéíóúñ]/i);
    expect(await progress(buyer)).toMatchObject({ savedPropertyIds: ['prop-6'], selectedHousingOption: null, guideCompleted: false });
  });

  it('answers many merges at once without losing a property', async () => {
    const buyer = await signUpBuyer(app);
    await Promise.all(
      ['prop-1', 'prop-2', 'prop-3', 'prop-4'].map((id) => merge(buyer, { savedPropertyIds: [id], selectedHousingOption: null })),
    );
    expect([...(await progress(buyer)).savedPropertyIds].sort()).toEqual(['prop-1', 'prop-2', 'prop-3', 'prop-4']);
  });
});

describe('plan access', () => {
  it('refuses the signed-out (401) and institutions (403)', async () => {
    const staff = await createStaff(built);
    expect((await anonymous.post('/api/plan/properties', { propertyId: 'prop-1' })).statusCode).toBe(401);
    expect((await as(staff).put('/api/plan/housing-option', { housingOption: 'existing' })).statusCode).toBe(403);
  });
});
