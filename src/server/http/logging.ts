// What a request log line may hold: the method, the path and the names of the query parameters, never
// their values or a token in the path (reset and verification links carry secrets; searches carry e-mails).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/** Path segments after these carry a one-time secret (better-auth's password-reset link). */
const secretAfter = new Set(['reset-password']);

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const segments = path.split('/');
  const safePath = segments
    .map((segment, index) => (index > 0 && secretAfter.has(segments[index - 1]!) && segment ? '…' : segment))
    .join('/');
  if (query === undefined) return safePath;
  const names = [...new URLSearchParams(query).keys()];
  return names.length ? `${safePath}?${names.map((name) => `${name}=…`).join('&')}` : safePath;
}

/** pino options for Fastify: request lines through redactUrl, never headers (cookies) or bodies. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per request, when it completes, naming the request: Fastify's own controller writes a second line as the
 * request arrives, which held nothing the completed one does not and cost as much to write. Errors and stream
 * failures are still logged by Fastify's controller.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Standard output, written in batches: a line per request, each its own write, cost a system call per request.
 * Lines wait until 4 KB have gathered or a second has passed, and pino writes what is left when the process exits;
 * a `kill -9` can lose up to a second of lines.
 */
export const logDestination = () => pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1_000 });
