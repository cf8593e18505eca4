import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerFiltersSchema, ledgerPageSchema, ledgerRowSchema, receiptSchema } from '../../../shared/schemas/payment-ledger';
import { institutionOf, viewerOf } from '../../http/access';
import { asCsvDownload } from '../../http/csv';
import type { PaymentDeps } from '../payments/service';
import { ledgerCsv } from './csv';
import { allLedgerRows, ledgerPage, receiptsFor, refundPayment } from './service';
import { exactText } from '../../../shared/schemas/text';

export function adminPaymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  api.get(
    '/api/admin/payments',
    { config: admin, schema: { querystring: ledgerFiltersSchema, response: { 200: ledgerPageSchema } } },
    async (request) => ledgerPage(deps.db, request.query),
  );
  api.get('/api/admin/payments/export.csv', { config: admin, schema: { querystring: ledgerFiltersSchema } }, async (request, reply) => {
    return asCsvDownload(reply, 'pagos').send(Readable.from(ledgerCsv(allLedgerRows(deps.db, request.query))));
  });
  api.post(
    '/api/admin/payments/:paymentId/refund',
    {
      config: admin,
      preHandler: app.paymentsRateLimit,
      schema: { params: z.object({ paymentId: exactText().max(64) }), response: { 200: ledgerRowSchema } },
    },
    async (request) => refundPayment(deps, viewerOf(request).userId, request.params.paymentId),
  );
}

export function institutionPaymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/institution/payments',
      { config: { access: 'institution' }, schema: { response: { 200: z.array(receiptSchema) } } },
      async (request) => receiptsFor(deps.db, institutionOf(request).id),
    );
}
