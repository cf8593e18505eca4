// A caller of the versioned API: an institution's API key, sent as `Authorization: Bearer <key>` and nothing else.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../shared/api-paths';
import { requestsTo, type Caller } from './requests';

/** Creates a key as `staff` (a signed-in officer) and answers its id and the key, shown only here. */
export async function createApiKey(
  app: FastifyInstance,
  staff: Caller,
  name = 'Integración de prueba',
): Promise<{ id: string; key: string }> {
  const response = await requestsTo(app).as(staff).post(apiPaths.apiKeys, { name });
  if (response.statusCode !== 201) throw new Error(`API key not created: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** GETs with the key, as an integration would (`remoteAddress` lets a test call from several hosts). */
export const withKey = (app: FastifyInstance, key: string) => ({
  get: (url: string, remoteAddress?: string) =>
    app.inject({ method: 'GET', url, headers: bearer(key), ...(remoteAddress ? { remoteAddress } : {}) }),
});
