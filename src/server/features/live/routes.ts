// GET /api/events: the signed-in caller's Server-Sent Events stream (docs/decisions/0046). The reply is hijacked
// and written straight to the socket, so nothing buffers it; Last-Event-ID resumes after a reconnection.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCopy } from '../../../shared/copy/errors';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { HttpError } from '../../http/errors';
import { liveCursors } from '../../live/cursor';
import { createStreamLimit } from '../../live/stream-limit';
import type { LiveHub, StoredEvent } from '../../live/hub';
import type { Audience } from '../../live/publish';
import { sessionAlive } from './service';
import { exactText } from '../../../shared/schemas/text';

export interface LiveDeps {
  db: Db;
  hub: LiveHub;
  /** Comment lines that keep proxies from closing an idle stream; the session is re-checked at each. */
  heartbeatMs?: number;
  /** Seals event ids (src/server/live/cursor.ts). */
  secret: string;
  /** Streams one session may hold open in this process (LIVE_STREAMS_PER_SESSION). */
  streamsPerSession: number;
}

export function liveRoutes(app: FastifyInstance, deps: LiveDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cursors = liveCursors(deps.secret);
  const open = new Set<() => void>();
  const limit = createStreamLimit(deps.streamsPerSession);
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  api.get(
    '/api/events',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: z.object({
          /** For clients that cannot send the header. */
          lastEventId: exactText().max(200).optional(),
          /** Replay and end instead of staying open (tests, and a one-shot catch-up). */
          once: z.enum(['1']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const audiences: Audience[] = [{ kind: 'user', id: viewer.userId }];
      if (viewer.institution) audiences.push({ kind: 'institution', id: viewer.institution.id });
      const header = request.headers['last-event-id'];
      const resumeFrom = (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;
      // An id this server did not seal for this viewer is a clean start, like no id at all.
      const resumed = resumeFrom ? cursors.open(resumeFrom, viewer.userId) : null;
      const lastId = resumed ?? (await deps.hub.latestId(audiences));
      const release = limit.take(viewer.sessionId);
      if (!release) throw new HttpError(429, errorCopy.tooManyStreams);

      reply.hijack();
      const raw = reply.raw;
      const headers = { ...reply.getHeaders() } as Record<string, string | number | string[]>;
      delete headers['content-length'];
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.flushHeaders();
      raw.write('retry: 3000\n: conectado\n\n');

      let ended = false;
      const deliver = (events: StoredEvent[]) => {
        if (ended) return;
        for (const event of events)
          raw.write(`id: ${cursors.seal(event.id, viewer.userId)}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);
      };
      let remove = () => {};
      const timer: { heartbeat?: NodeJS.Timeout } = {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timer.heartbeat);
        remove();
        release();
        open.delete(end);
        raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      raw.on('error', end);
      remove = await deps.hub.add({ audiences, lastId, deliver });
      if (request.query.once || ended) return end();

      timer.heartbeat = setInterval(() => {
        void sessionAlive(deps.db, viewer.sessionId).then((alive) => {
          if (ended) return;
          if (!alive) {
            raw.write('event: session-ended\ndata: {}\n\n');
            return end();
          }
          raw.write(': ping\n\n');
        });
      }, deps.heartbeatMs ?? 25_000);
      timer.heartbeat.unref();
    },
  );
}
