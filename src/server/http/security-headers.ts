// Helmet's headers, computed once: they depend on the configuration only, and @fastify/helmet rebuilt the whole
// policy (parsing every directive) on every request, 3 % of a signed-in request's CPU (docs/performance.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set on a response, as name → value. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}
