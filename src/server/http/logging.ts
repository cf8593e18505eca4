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

/** What is kept of a database error: its class of failure and the names of what failed, never a value. */
const databaseFields = ['severity', 'code', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType', 'query'] as const;
const nameFields = new Set<string>(['constraint', 'table', 'column', 'schema', 'dataType']);

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: unknown;
  [field: string]: unknown;
}

/**
 * pino's `err` serializer: the error's class, code, a message and a stack that carry no value the failed statement
 * held. Drizzle's message is the query and its parameters (a lead's name, e-mail and phone); PostgreSQL's error (pg's
 * or PGlite's) also holds the parameters, echoes the row in `detail` and `where`, and a refused value in quotes in
 * its message ('invalid input syntax for type uuid: "…"'). Other errors are written as pino writes them.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const fields = error as unknown as Record<string, unknown>;
  const database = typeof fields.code === 'string' && typeof fields.severity === 'string';
  const drizzleQuery = !database && typeof fields.query === 'string' && 'params' in fields;
  const names = new Set([...nameFields].map((name) => fields[name]));
  const message = database
    ? error.message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'))
    : drizzleQuery
      ? 'Failed query (its parameters are not logged)'
      : error.message;
  // PGlite's class name is minified.
  const type = database ? 'DatabaseError' : error.constructor?.name || error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const kept = database ? databaseFields : drizzleQuery ? ['query'] : Object.keys(fields);
  for (const key of kept) {
    const value = fields[key];
    if (value === undefined || value instanceof Error || ['cause', 'message', 'stack'].includes(key)) continue;
    // An AggregateError's errors go through the same rules.
    serialized[key] = Array.isArray(value) ? value.map((item: unknown) => nested(item, depth)) : value;
  }
  if (error.cause !== undefined && depth < 5) serialized.cause = nested(error.cause, depth);
  return serialized;
}

const nested = (value: unknown, depth: number) => (value instanceof Error ? serializeError(value, depth + 1) : value);

/** pino options for Fastify: request lines through redactUrl, never headers (cookies) or bodies; errors through serializeError. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      // Anything thrown may be logged as `err`; only errors have a message and a stack to clean.
      err: (error: Error) => (error instanceof Error ? serializeError(error) : error),
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
