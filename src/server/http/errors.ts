// Typed errors that services throw; the one error handler maps them to statuses (habit 3).
import type { FastifyError, FastifyInstance } from 'fastify';
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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? errorCopy.payloadTooLarge
          : status === 429
            ? errorCopy.tooManyRequests
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
              ? errorCopy.invalidJson
              : errorCopy.invalidInput;
      return reply.status(status).send({ message, issues: [] });
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return reply.status(500).send({ message: errorCopy.internal, requestId: request.id });
  });
}
