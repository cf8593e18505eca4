// A small HTTP server on loopback through which the spec (e2e-rehearsal/) asks the rehearsal to act on the processes
// it owns: restart one, take a backup, restore it and start an app on it. The rehearsal keeps every process it
// starts, so it alone cleans them up.
import { createServer, type Server } from 'node:http';

export type Action = (body: Record<string, string>) => Promise<unknown>;

export function startControl(port: number, actions: Record<string, Action>): Promise<Server> {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const name = (request.url ?? '/').slice(1);
      const action = request.method === 'POST' ? actions[name] : undefined;
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!action) return reply(404, { error: `no action ${name}` });
      let body: Record<string, string>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
      } catch {
        return reply(400, { error: 'body is not JSON' });
      }
      action(body).then(
        (result) => reply(200, result ?? {}),
        (error: unknown) => reply(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
