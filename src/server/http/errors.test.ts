import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, registerErrorHandler } from './errors';

async function appThrowing(error: Error) {
  const logged: unknown[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  await app.ready();
  return { app, logged };
}

describe('the error handler', () => {
  it('hides a crash behind a Spanish 500 with the request id, and logs it with that id', async () => {
    const { app, logged } = await appThrowing(new Error('connection string postgres://secret@db'));
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'req-123' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
      requestId: response.json().requestId,
    });
    expect(response.body).not.toContain('secret');
    expect(logged).toContainEqual(expect.objectContaining({ level: 50, requestId: response.json().requestId }));
    await app.close();
  });

  it('maps typed errors to their statuses with their Spanish message', async () => {
    for (const [error, status] of [
      [new NotFoundError(), 404],
      [new ConflictError('Conexión no aceptada'), 409],
    ] as const) {
      const { app } = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: error.message });
      await app.close();
    }
  });
});
