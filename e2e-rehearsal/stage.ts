// What `npm run rehearse` (scripts/rehearse/main.ts) passes to the spec: nginx's address, the processes' own ports,
// the mail catcher's folder, and the control server through which the spec asks it to restart a process, take a
// backup or restore one.
import { request as httpsRequest } from 'node:https';
import type { APIResponse } from '@playwright/test';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the rehearsal with npm run rehearse`);
  return value;
};

export const stage = {
  url: required('REHEARSAL_URL'),
  mailDir: required('REHEARSAL_MAIL_DIR'),
  /** Each first process's own port, for what only loopback may reach (/metrics). */
  direct: JSON.parse(required('REHEARSAL_DIRECT')) as Record<'a' | 'b', number>,
};

/** Asks the rehearsal to act (restart, backup, restore); fails with its reason. */
export async function control<T>(action: string, body: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${required('REHEARSAL_CONTROL')}/${action}`, { method: 'POST', body: JSON.stringify(body) });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`rehearsal ${action}: ${answer.error ?? response.status}`);
  return answer;
}

/** Which process answered (INSTANCE_ID), or why none did. */
export const instanceOf = (response: Pick<APIResponse, 'headers'>) => response.headers()['x-instance'] ?? '(no x-instance: not the app)';

/** A POST to nginx from a loopback address of its own, so the rate-limit counters it meets are this check's alone. */
export function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; instance: string; text: string }> {
  const url = new URL(path, stage.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpsRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: stage.url },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, instance: String(response.headers['x-instance'] ?? '(none)'), text }),
        );
      },
    );
    call.once('error', reject);
    call.end(payload);
  });
}
