// The guard itself, on a small Fastify instance that shares the test app's auth and database,
// with one route per access level (the app has no buyer-, institution- or admin-only routes yet).
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../test/app';
import { requestsTo } from '../../test/requests';
import { accessLevels, registerAccessControl } from './access';
import { registerErrorHandler } from './errors';

const built = await setupTestApp();
const guarded = Fastify();
registerErrorHandler(guarded);
registerAccessControl(guarded, built.viewers);
for (const access of accessLevels) {
  guarded.get(`/${access}`, { config: { access } }, async (request) => ({ viewer: request.viewer?.role ?? null }));
}
await guarded.ready();
afterAll(() => guarded.close());

const { as, anonymous } = requestsTo(guarded);
const callers = {
  anonymous,
  buyer: as(await signUpBuyer(built.app)),
  institution: as(await createStaff(built)),
  admin: as(await createAdmin(built)),
};

const expected: Record<(typeof accessLevels)[number], Record<keyof typeof callers, number>> = {
  public: { anonymous: 200, buyer: 200, institution: 200, admin: 200 },
  signedIn: { anonymous: 401, buyer: 200, institution: 200, admin: 200 },
  buyer: { anonymous: 401, buyer: 200, institution: 403, admin: 403 },
  institution: { anonymous: 401, buyer: 403, institution: 200, admin: 403 },
  admin: { anonymous: 401, buyer: 403, institution: 403, admin: 200 },
};

describe('access guard', () => {
  for (const access of accessLevels) {
    for (const caller of Object.keys(callers) as Array<keyof typeof callers>) {
      it(`${access} route, ${caller} caller → ${expected[access][caller]}`, async () => {
        const response = await callers[caller].get(`/${access}`);
        expect(response.statusCode).toBe(expected[access][caller]);
        if (response.statusCode === 200 && access !== 'public') expect(response.json().viewer).toBe(caller);
      });
    }
  }

  it('refuses to start a server with a route that declares no access', async () => {
    const careless = Fastify();
    registerAccessControl(careless, built.viewers);
    expect(() => careless.get('/olvidada', async () => 'ok')).toThrow(/declares no access/);
    await careless.close();
  });
});
