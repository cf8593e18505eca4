import { describe, expect, it } from 'vitest';
import { progressCopy } from '../../../shared/copy/journey';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { completeEligibilityAndCalculator, samplePrequalification } from '../../../test/journey';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const buyer = await signUpBuyer(app);
const other = await signUpBuyer(app);

describe('/api/progress', () => {
  it('starts with every step pending and an empty plan', async () => {
    const response = await as(buyer).get('/api/progress');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eligibilityCompleted: false,
      preQualificationCompleted: false,
      savedPropertyIds: [],
      selectedHousingOption: null,
    });
  });

  it('refuses a claimed pre-qualification with a Spanish 400: no letter was sent, so the step stays pending', async () => {
    const response = await as(buyer).post('/api/progress', { preQualificationCompleted: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(progressCopy.claimRefused);
    expect((await as(buyer).get('/api/progress')).json().preQualificationCompleted).toBe(false);
  });

  it('refuses every other flag too and changes nothing', async () => {
    for (const flag of ['eligibilityCompleted', 'calculatorCompleted', 'documentsCompleted', 'guideCompleted']) {
      const response = await as(other).post('/api/progress', { [flag]: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(progressCopy.claimRefused);
    }
    expect((await as(other).get('/api/progress')).json()).toMatchObject({
      eligibilityCompleted: false,
      calculatorCompleted: false,
      documentsCompleted: false,
      guideCompleted: false,
    });
  });

  it('marks pre-qualification done when the bank letter is stored, for this buyer only', async () => {
    const sender = await signUpBuyer(app);
    await completeEligibilityAndCalculator(app, sender);
    const [bank] = await built.database.db.select().from(schema.institutions).limit(1);
    const sent = await as(sender).post('/api/bank-outreach', { ...samplePrequalification, selectedBanks: [bank!.id] });
    expect(sent.statusCode).toBe(201);
    expect((await as(sender).get('/api/progress')).json().preQualificationCompleted).toBe(true);
    expect((await as(other).get('/api/progress')).json().preQualificationCompleted).toBe(false);
  });
});

describe('GET /api/institutions', () => {
  it('lists active institutions with public fields only, never a staff login', async () => {
    const staff = await createStaff(built, 'Banco Con Personal');
    const response = await anonymous.get('/api/institutions');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(list.some((i) => i.isTest === true)).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'contactMethod',
      'description',
      'email',
      'id',
      'isTest',
      'kind',
      'name',
      'phone',
      'website',
    ]);
    expect(response.body).toContain('Banco Con Personal');
    expect(response.body).not.toContain(staff.email);
  });
});
