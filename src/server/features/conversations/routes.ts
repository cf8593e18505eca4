import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageSchema,
} from '../../../shared/schemas/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staffOf, viewerOf } from '../../http/access';
import { closeConversation, listConversations, listMessages, markRead, sendMessage, unreadTotal, type Participant } from './service';
import { exactText } from '../../../shared/schemas/text';

const params = z.object({ id: exactText().max(64) });
const closedSchema = z.object({ id: z.string(), status: z.literal('closed') });
const readSchema = z.object({ unreadCount: z.number().int() });

/** The buyer's routes under /api/conversations (docs/product/api.md), and the same ones for institutions under /api/institution. */
export function conversationRoutes(app: FastifyInstance, deps: { db: Db; config: Config; now?: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const sides = [
    {
      prefix: '/api/conversations',
      access: 'buyer',
      who: (request: FastifyRequest): Participant => ({ side: 'buyer', userId: viewerOf(request).userId }),
    },
    {
      prefix: '/api/institution/conversations',
      access: 'institution',
      who: (request: FastifyRequest): Participant => ({ side: 'institution', ...staffOf(request) }),
    },
  ] as const;

  for (const { prefix, access, who } of sides) {
    const config = { access } as const;
    api.get(prefix, { config, schema: { response: { 200: z.array(conversationSchema) } } }, async (request) =>
      listConversations(deps.db, who(request)),
    );
    api.get(
      `${prefix}/:id/messages`,
      { config, schema: { params, querystring: messagesQuerySchema, response: { 200: messagesPageSchema } } },
      async (request) => listMessages(deps.db, who(request), request.params.id, request.query),
    );
    api.post(
      `${prefix}/:id/messages`,
      { config, schema: { params, body: sendMessageSchema, response: { 201: messageSchema } } },
      async (request, reply) => {
        const message = await sendMessage(deps.db, who(request), request.params.id, request.body.content, {
          publicUrl: deps.config.publicUrl,
          now: deps.now,
        });
        return reply.status(201).send(message);
      },
    );
    api.post(`${prefix}/:id/read`, { config, schema: { params, response: { 200: readSchema } } }, async (request) =>
      markRead(deps.db, who(request), request.params.id),
    );
    api.post(`${prefix}/:id/close`, { config, schema: { params, response: { 200: closedSchema } } }, async (request) =>
      closeConversation(deps.db, who(request), request.params.id),
    );
  }

  // docs/product/api.md: a number; answered for the caller's side, so the buyer's menu and the institution's portal share it.
  api.get(
    '/api/messages/unread-count',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.number().int() } } },
    async (request) => {
      const viewer = viewerOf(request);
      if (viewer.role === 'buyer') return unreadTotal(deps.db, { side: 'buyer', userId: viewer.userId });
      if (viewer.role === 'institution' && viewer.institution) {
        return unreadTotal(deps.db, { side: 'institution', userId: viewer.userId, institutionId: viewer.institution.id });
      }
      return 0;
    },
  );
}
