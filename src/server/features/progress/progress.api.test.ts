import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';

const built = await setupTestApp();
const { app } = built;
const buyer = await signUpBuyer(app);
const other = await signUpBuyer(app);

const get = (cookie: string) => app.inject({ method: 'GET', url: '/api/progress', headers: { cookie } });
const post = (cookie: string, payload: unknown) => app.inject({ method: 'POST', url: '/api/progress', headers: { cookie }, payload: payload as object });

describe('/api/progress', () => {
  it('starts with every step pending and an empty plan', async () => {
    const response = await get(buyer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ eligibilityCompleted: false, preQualificationCompleted: false, savedPropertyIds: [], selectedHousingOption: null });
  });

  it('marks pre-qualification done for this buyer only', async () => {
    expect((await post(buyer.cookie, { preQualificationCompleted: true })).json().preQualificationCompleted).toBe(true);
    expect((await get(buyer.cookie)).json().preQualificationCompleted).toBe(true);
    expect((await get(other.cookie)).json().preQualificationCompleted).toBe(false);
  });

  it('refuses any other flag with a Spanish 400 and changes nothing', async () => {
    const response = await post(other.cookie, { preQualificationCompleted: true, documentsCompleted: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Llave desconocida');
    expect((await get(other.cookie)).json()).toMatchObject({ preQualificationCompleted: false, documentsCompleted: false });
  });
});

describe('GET /api/institutions', () => {
  it('lists active institutions with public fields only, never a staff login', async () => {
    const staff = await createStaff(built, 'Banco Con Personal');
    const response = await app.inject({ method: 'GET', url: '/api/institutions' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(list.some((i) => i.isTest === true)).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual(['contactMethod', 'description', 'email', 'id', 'isTest', 'kind', 'name', 'phone', 'website']);
    expect(response.body).toContain('Banco Con Personal');
    expect(response.body).not.toContain(staff.email);
  });
});
