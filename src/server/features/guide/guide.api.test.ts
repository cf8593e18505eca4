import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';

const built = await setupTestApp();
const { app, as, anonymous } = built;

describe('POST /api/guide/complete', () => {
  it("marks this buyer's guide step done, with or without an empty body, and again changes nothing", async () => {
    const buyer = await signUpBuyer(app);
    const other = await signUpBuyer(app);
    const response = await as(buyer).post('/api/guide/complete');
    expect(response.statusCode).toBe(200);
    expect(response.json().guideCompleted).toBe(true);
    expect((await as(buyer).post('/api/guide/complete', {})).json()).toMatchObject({ guideCompleted: true, documentsCompleted: false });
    const otherProgress = await as(other).get('/api/progress');
    expect(otherProgress.json().guideCompleted).toBe(false);
  });

  it('refuses a body that tries to set anything', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/guide/complete', { documentsCompleted: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Llave desconocida');
    const progress = await as(buyer).get('/api/progress');
    expect(progress.json()).toMatchObject({ guideCompleted: false, documentsCompleted: false });
  });

  it('is for buyers only', async () => {
    expect((await anonymous.post('/api/guide/complete')).statusCode).toBe(401);
    expect((await as(await createStaff(built)).post('/api/guide/complete')).statusCode).toBe(403);
  });
});
