import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutResponseSchema,
  leadParamsSchema,
  payBodySchema,
  paymentSchema,
  simulatePaymentSchema,
} from '../../../shared/schemas/bank-leads';
import { staffOf } from '../../http/access';
import {
  cancelOwnPayment,
  getOwnPayment,
  simulatePaymentSuccess,
  startCheckoutForRequest,
  startRequestCheckout,
  startUnlockCheckout,
  type PaymentDeps,
} from './service';
import { exactText } from '../../../shared/schemas/text';

export function paymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const institution = { access: 'institution' } as const;
  // Starting a checkout is the money tier: a budget per institution (src/server/http/security.ts).
  const money = { config: institution, preHandler: app.paymentsRateLimit };
  const sessionParams = z.object({ sessionId: exactText().max(200) });

  api.post(
    '/api/pay/request/:leadId',
    { ...money, schema: { params: leadParamsSchema, body: payBodySchema, response: { 200: checkoutResponseSchema } } },
    async (request) => startRequestCheckout(deps, staffOf(request), request.params.leadId),
  );
  api.post(
    '/api/request-connection/:connectionRequestId',
    {
      ...money,
      schema: {
        params: z.object({ connectionRequestId: exactText().max(64) }),
        body: payBodySchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => startCheckoutForRequest(deps, staffOf(request), request.params.connectionRequestId),
  );
  api.post(
    '/api/pay/unlock/:leadId',
    { ...money, schema: { params: leadParamsSchema, body: payBodySchema, response: { 200: checkoutResponseSchema } } },
    async (request) => startUnlockCheckout(deps, staffOf(request), request.params.leadId),
  );
  api.post(
    '/api/simulate-payment-success',
    { config: institution, schema: { body: simulatePaymentSchema, response: { 200: paymentSchema } } },
    async (request) => simulatePaymentSuccess(deps, staffOf(request), request.body.sessionId),
  );
  api.get(
    '/api/payments/:sessionId',
    { config: institution, schema: { params: sessionParams, response: { 200: paymentSchema } } },
    async (request) => getOwnPayment(deps.db, staffOf(request), request.params.sessionId),
  );
  api.post(
    '/api/payments/:sessionId/cancel',
    { config: institution, schema: { params: sessionParams, response: { 200: paymentSchema } } },
    async (request) => cancelOwnPayment(deps, staffOf(request), request.params.sessionId),
  );
}
