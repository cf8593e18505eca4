// Behind a proxy that keeps sockets open to the app (deploy/nginx.conf), a stopping process must not close a socket
// the proxy may be writing the next request on: a POST lost that way is never retried (docs/deploy.md#rolling-restarts).
// From the moment close() starts, every answer says `Connection: close`, so the proxy drops each socket after the
// answer it is waiting for, and requests arriving meanwhile are served instead of refused. INSTANCE_ID, when set,
// names the process in `x-instance`, so the rehearsal (scripts/rehearse/) can tell which process answered.
import type { FastifyInstance } from 'fastify';

export function registerDraining(app: FastifyInstance, instanceId: string | null) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (instanceId) reply.header('x-instance', instanceId);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
