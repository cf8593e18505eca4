import { describe, expect, it } from 'vitest';
import { ApiError, throwIfNotOk } from './api';

describe('the fetch wrapper (SPEC §8)', () => {
  it('raises "<status>: <body text>" for a non-OK answer', async () => {
    await expect(throwIfNotOk(new Response('{"message":"Credenciales incorrectas"}', { status: 401 }))).rejects.toThrow(
      '401: {"message":"Credenciales incorrectas"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    await expect(throwIfNotOk(new Response('', { status: 404, statusText: 'Not Found' }))).rejects.toThrow('404: Not Found');
  });

  it('lets OK answers through', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });

  it('exposes the server\'s Spanish message when the body has one', () => {
    expect(new ApiError(409, '{"message":"Conexión no aceptada"}').serverMessage).toBe('Conexión no aceptada');
    expect(new ApiError(500, 'Internal Server Error').serverMessage).toBeNull();
  });
});
