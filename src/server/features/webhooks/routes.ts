// The institution's webhooks (docs/product/lender-integrations.md#webhooks): register, list, disable, the delivery
// log, a test event and a re-send by hand. Staff of the institution only; ids of another institution are not found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhookSchema,
  deliveryOutcomeSchema,
  newWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointSchema,
  webhookParamsSchema,
} from '../../../shared/schemas/webhooks';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { institutionOf, staffOf } from '../../http/access';
import { disableWebhook, listDeliveries, listWebhooks, registerWebhook, resendDelivery, sendTestEvent } from './service';

export function webhookRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const institution = { access: 'institution' } as const;
  const settings = deps.config.webhooks;

  api.get(
    '/api/institution/webhooks',
    { config: institution, schema: { response: { 200: z.array(webhookEndpointSchema) } } },
    async (request) => listWebhooks(deps.db, institutionOf(request).id),
  );
  api.post(
    '/api/institution/webhooks',
    { config: institution, schema: { body: newWebhookSchema, response: { 201: createdWebhookSchema } } },
    async (request, reply) => {
      const created = await registerWebhook(deps.db, settings, staffOf(request), request.body);
      // The secret is in this answer only: nothing may keep a copy of it.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );
  api.delete(
    '/api/institution/webhooks/:webhookId',
    { config: institution, schema: { params: webhookParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await disableWebhook(deps.db, staffOf(request), request.params.webhookId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/institution/webhooks/:webhookId/deliveries',
    {
      config: institution,
      schema: { params: webhookParamsSchema, querystring: webhookDeliveriesQuerySchema, response: { 200: webhookDeliveryPageSchema } },
    },
    async (request) => listDeliveries(deps.db, institutionOf(request).id, request.params.webhookId, request.query.page),
  );
  api.post(
    '/api/institution/webhooks/:webhookId/test',
    { config: institution, schema: { params: webhookParamsSchema, response: { 200: deliveryOutcomeSchema } } },
    async (request) => sendTestEvent(deps.db, settings, institutionOf(request).id, request.params.webhookId),
  );
  api.post(
    '/api/institution/webhooks/:webhookId/deliveries/:deliveryId/resend',
    { config: institution, schema: { params: webhookDeliveryParamsSchema, response: { 200: deliveryOutcomeSchema } } },
    async (request) => resendDelivery(deps.db, settings, institutionOf(request).id, request.params.webhookId, request.params.deliveryId),
  );
}
