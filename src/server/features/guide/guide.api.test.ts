import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';

const built = await setupTestApp();
const { app } = built;
const complete = (cookie: string | undefined, payload?: unknown) =>
  app.inject({ method: 'POST', url: '/api/guide/complete', headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('POST /api/guide/complete', () => {
  it("marks this buyer's guide step done, with or without an empty body, and again changes nothing", async () => {
    const buyer = await signUpBuyer(app);
    const other = await signUpBuyer(app);
    const response = await complete(buyer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().guideCompleted).toBe(true);
    expect((await complete(buyer.cookie, {})).json()).toMatchObject({ guideCompleted: true, documentsCompleted: false });
    const otherProgress = await app.inject({ method: 'GET', url: '/api/progress', headers: { cookie: other.cookie } });
    expect(otherProgress.json().guideCompleted).toBe(false);
  });

  it('refuses a body that tries to set anything', async () => {
    const buyer = await signUpBuyer(app);
    const response = await complete(buyer.cookie, { documentsCompleted: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Llave desconocida');
    const progress = await app.inject({ method: 'GET', url: '/api/progress', headers: { cookie: buyer.cookie } });
    expect(progress.json()).toMatchObject({ guideCompleted: false, documentsCompleted: false });
  });

  it('is for buyers only', async () => {
    expect((await complete(undefined)).statusCode).toBe(401);
    expect((await complete((await createStaff(built)).cookie)).statusCode).toBe(403);
  });
});
