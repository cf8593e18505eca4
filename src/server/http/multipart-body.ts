// What every route that reads a multipart form shares (listing photos, buyer documents).
import type { FastifyRequest } from 'fastify';

/**
 * An answer sent before the form was read to its end (a refused file, a field out of place) would leave the rest of
 * the body on the socket, paused behind the form parser: the next request on that keep-alive connection would wait
 * until the server dropped it. Detached from the parser and drained, the body ends and the connection carries the
 * next request. Call it from the scope's onSend hook.
 */
export function discardUnreadBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

/** Whether @fastify/multipart failed with one of these codes (FST_REQ_FILE_TOO_LARGE, FST_FILES_LIMIT …). */
export const hasErrorCode = (error: unknown, ...codes: string[]) =>
  typeof error === 'object' && error !== null && 'code' in error && codes.includes(String(error.code));
