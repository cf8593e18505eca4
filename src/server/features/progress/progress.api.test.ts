import { describe, expect, it } from 'vitest';
import { progressCopy } from '../../../shared/copy/journey';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { completeEligibilityAndCalculator, samplePrequalification } from '../../../test/journey';
import { schema } from '../../db/client';

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

  it('refuses a claimed pre-qualification with a Spanish 400: no letter was sent, so the step stays pending', async () => {
    const response = await post(buyer.cookie, { preQualificationCompleted: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(progressCopy.claimRefused);
    expect((await get(buyer.cookie)).json().preQualificationCompleted).toBe(false);
  });

  it('refuses every other flag too and changes nothing', async () => {
    for (const flag of ['eligibilityCompleted', 'calculatorCompleted', 'documentsCompleted', 'guideCompleted']) {
      const response = await post(other.cookie, { [flag]: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(progressCopy.claimRefused);
    }
    expect((await get(other.cookie)).json()).toMatchObject({ eligibilityCompleted: false, calculatorCompleted: false, documentsCompleted: false, guideCompleted: false });
  });

  it('marks pre-qualification done when the bank letter is stored, for this buyer only', async () => {
    const sender = await signUpBuyer(app);
    await completeEligibilityAndCalculator(app, sender.cookie);
    const [bank] = await built.database.db.select().from(schema.institutions).limit(1);
    const sent = await app.inject({ method: 'POST', url: '/api/bank-outreach', headers: { cookie: sender.cookie }, payload: { ...samplePrequalification, selectedBanks: [bank!.id] } });
    expect(sent.statusCode).toBe(201);
    expect((await get(sender.cookie)).json().preQualificationCompleted).toBe(true);
    expect((await get(other.cookie)).json().preQualificationCompleted).toBe(false);
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
