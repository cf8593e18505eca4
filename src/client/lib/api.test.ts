import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../shared/api-paths';
import { ApiError, apiRequest, errorMessage, getJson, hasStatus, throwIfNotOk } from './api';

describe('the fetch wrapper (docs/product/messages.md)', () => {
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

  it("exposes the server's Spanish message when the body has one", () => {
    expect(new ApiError(409, '{"message":"Conexión no aceptada"}').serverMessage).toBe('Conexión no aceptada');
    expect(new ApiError(500, 'Internal Server Error').serverMessage).toBeNull();
  });

  it("tells the person the server's message, or the fallback when there is none", () => {
    expect(errorMessage(new ApiError(409, '{"message":"Conexión no aceptada"}'), 'Error')).toBe('Conexión no aceptada');
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), 'Error')).toBe('Error');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Error')).toBe('Error');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it("tells a failed call's status apart from any other error", () => {
    expect(hasStatus(new ApiError(409, ''), 409)).toBe(true);
    expect(hasStatus(new ApiError(400, ''), 409)).toBe(false);
    expect(hasStatus(new TypeError('Failed to fetch'), 409)).toBe(false);
  });
});

describe('answers nobody reads', () => {
  it('are read whole before apiRequest and getJson return, so the browser can finish the request', async () => {
    const sent: Response[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => {
      const response = new Response('{"ok":true}', { status: 200, headers: { 'x-next-cursor': 'abc' } });
      sent.push(response);
      return response;
    };
    try {
      const response = await apiRequest('POST', apiPaths.guideComplete);
      expect(sent[0]!.bodyUsed).toBe(true);
      expect(response.headers.get('x-next-cursor')).toBe('abc');
      expect(await response.json()).toEqual({ ok: true });
      globalThis.fetch = async () => {
        const response = new Response('{"message":"Debes iniciar sesión"}', { status: 401 });
        sent.push(response);
        return response;
      };
      expect(await getJson(apiPaths.auth.user, { on401: 'returnNull' })).toBeNull();
      expect(sent[1]!.bodyUsed).toBe(true);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
