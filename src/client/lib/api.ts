// The fetch wrapper of docs/product/messages.md: any non-OK answer raises "<status>: <body text>".
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }

  /** The server's Spanish `{ message }`, when the body carries one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : null;
    } catch {
      return null;
    }
  }

  /** The issues of a Spanish 400 (`{ message, issues: [{ path, message }] }`), so a form can put each under its field. */
  get issues(): Array<{ path: PropertyKey[]; message: string }> {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown };
      return Array.isArray(parsed.issues) ? (parsed.issues as Array<{ path: PropertyKey[]; message: string }>) : [];
    } catch {
      return [];
    }
  }
}

export async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return readWhole(response);
}

/**
 * API answers are `Cache-Control: no-store`, and a browser never finishes loading a no-store body nobody reads (the
 * request, and its connection, stay open). So every answer is read at once, even by callers that ignore it.
 */
async function readWhole(response: Response): Promise<Response> {
  const text = await response.text();
  return new Response(text === '' ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Reads a JSON answer; only a caller that asks for `on401: 'returnNull'` (who is signed in?) can get null back. */
export function getJson<T>(url: string, options?: { on401: 'throw' }): Promise<T>;
export function getJson<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, options: { on401: 'throw' | 'returnNull' } = { on401: 'throw' }): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'returnNull' && response.status === 401) {
    await response.text(); // see readWhole
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** Sends `body` as JSON and returns the JSON answer. */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: unknown = {}): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

export const postJson = <T>(url: string, body: unknown = {}): Promise<T> => sendJson<T>('POST', url, body);

/** Whether a call failed with this HTTP status (409: already done elsewhere; 400: the server's Spanish reason). */
export const hasStatus = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;

/** What to tell the person about a failed call: the server's Spanish message when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string;
export function errorMessage(error: unknown, fallback?: undefined): string | undefined;
export function errorMessage(error: unknown, fallback?: string): string | undefined {
  return (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
}
