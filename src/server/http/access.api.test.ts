// The guard itself, on a small Fastify instance that shares the test app's auth and database,
// with one route per access level (the app has no buyer-, institution- or admin-only routes yet).
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../shared/api-paths';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../test/app';
import { requestsTo } from '../../test/requests';
import { createApiKeyCallers } from '../features/api-keys/service';
import { accessLevels, registerAccessControl } from './access';
import { registerErrorHandler } from './errors';

const built = await setupTestApp();
const guarded = Fastify();
registerErrorHandler(guarded);
registerAccessControl(guarded, built.viewers, createApiKeyCallers(built.database.db));
for (const access of accessLevels) {
  guarded.get(`/${access}`, { config: { access } }, async (request) => ({
    viewer: request.apiKey ? 'apiKey' : (request.viewer?.role ?? null),
  }));
}
await guarded.ready();
afterAll(() => guarded.close());

const { as, anonymous } = requestsTo(guarded);
const staff = await createStaff(built);
const { key } = (await requestsTo(built.app).as(staff).post(apiPaths.apiKeys, { name: 'Guardia' })).json() as { key: string };
// A key holder sends its key and no cookie.
const withKey = { get: (url: string) => guarded.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } }) };
const callers = {
  anonymous,
  buyer: as(await signUpBuyer(built.app)),
  institution: as(staff),
  admin: as(await createAdmin(built)),
  apiKey: withKey,
};

const expected: Record<(typeof accessLevels)[number], Record<keyof typeof callers, number>> = {
  public: { anonymous: 200, buyer: 200, institution: 200, admin: 200, apiKey: 200 },
  signedIn: { anonymous: 401, buyer: 200, institution: 200, admin: 200, apiKey: 401 },
  buyer: { anonymous: 401, buyer: 200, institution: 403, admin: 403, apiKey: 401 },
  institution: { anonymous: 401, buyer: 403, institution: 200, admin: 403, apiKey: 401 },
  admin: { anonymous: 401, buyer: 403, institution: 403, admin: 200, apiKey: 401 },
  // A session cookie never opens the versioned API, whoever's it is.
  apiKey: { anonymous: 401, buyer: 401, institution: 401, admin: 401, apiKey: 200 },
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
    registerAccessControl(careless, built.viewers, createApiKeyCallers(built.database.db));
    expect(() => careless.get('/olvidada', async () => 'ok')).toThrow(/declares no access/);
    await careless.close();
  });
});
