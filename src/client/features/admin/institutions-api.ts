// The console's institutions API: one list key, and a JSON sender for the PUT/PATCH calls.
import { apiRequest } from '../../lib/api';

export const institutionsListKey = '/api/admin/institutions';

export async function sendJson<T>(method: string, url: string, body: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}
