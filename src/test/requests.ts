// How API tests call the app: `as(caller).get(path)`, `.post(path, body)`, … or `anonymous.get(path)`. setupTestApp
// returns both for its app; a test that builds its own app calls requestsTo(app). A caller is whoever carries a
// session (today its cookie); every call answers Fastify's inject response as it is. A test that needs something else
// on the wire (its own headers, a client address, a raw body) calls app.inject.
import type { FastifyInstance } from 'fastify';

/** A signed-in buyer, staff member or operator: what signUpBuyer, createStaff and createAdmin return. */
export type Caller = { cookie: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function requestsTo(app: FastifyInstance) {
  const calls = (headers: { cookie?: string }) => {
    // No body means none on the wire: a route may tell "no body" from `{}`.
    const send = (method: Method, path: string, body?: unknown) =>
      app.inject({ method, url: path, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return {
      get: (path: string) => send('GET', path),
      post: (path: string, body?: unknown) => send('POST', path, body),
      put: (path: string, body?: unknown) => send('PUT', path, body),
      patch: (path: string, body?: unknown) => send('PATCH', path, body),
      delete: (path: string) => send('DELETE', path),
    };
  };
  return {
    as: (caller: Caller) => calls({ cookie: caller.cookie }),
    anonymous: calls({}),
  };
}
