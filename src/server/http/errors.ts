// Typed errors that services throw; the one error handler maps them to statuses (habit 3).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCopy } from '../../shared/copy/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export class BadRequestError extends HttpError {
  constructor(message: string = errorCopy.invalidInput) {
    super(400, message);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message: string = errorCopy.unauthorized) {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message: string = errorCopy.forbidden) {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message: string = errorCopy.notFound) {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The Spanish message of a client error that Fastify or Node raised itself (no route or service chose it). */
function clientErrorMessage(status: number, code: string | undefined, syntaxError: boolean): string {
  if (status === 408) return errorCopy.requestTimeout;
  if (status === 413) return errorCopy.payloadTooLarge;
  if (status === 414) return errorCopy.urlTooLong;
  if (status === 415) return errorCopy.unsupportedMediaType;
  if (status === 429) return errorCopy.tooManyRequests;
  if (status === 431) return errorCopy.headersTooLarge;
  if (code === 'FST_ERR_BAD_URL') return errorCopy.malformedUrl;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || syntaxError) return errorCopy.invalidJson;
  return errorCopy.invalidInput;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
      message: issue.message ?? errorCopy.invalidInput,
    }));
    return reply.status(400).send({ message: issues[0]?.message ?? errorCopy.invalidInput, issues });
  }
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ message: error.message });
  }
  // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit, bad URL.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ message: clientErrorMessage(status, error.code, error instanceof SyntaxError), issues: [] });
  }
  request.log.error({ err: error, requestId: request.id }, 'unhandled error');
  return reply.status(500).send({ message: errorCopy.internal, requestId: request.id });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route (a path it cannot decode, a parameter past
 * `maxParamLength`) would otherwise be answered in English, outside the error handler.
 */
export const frameworkErrors = handleError;

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses before Fastify sees a request (an unreadable
 * request line, headers past their size, a request that took too long to arrive): the same Spanish `{message}`, and
 * the connection closed, as Node and Fastify do.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: clientErrorMessage(status, error.code, false), issues: [] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
