// docs/product/listings.md#browsing and #me-interesa: what buyers read of published listings, and their question.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listingInterestResultSchema,
  listingInterestSchema,
  listingParamsSchema,
  propertiesPageSchema,
  propertiesQuerySchema,
  propertyDetailSchema,
} from '../../../shared/schemas/listings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../payments/provider';
import { viewerOf } from '../../http/access';
import { clientHasher } from '../consent-record/service';
import { browseListings } from './browse';
import { propertyDetail } from './detail';
import type { ProgrammeInForce } from '../programme/service';
import { askAboutListing } from './interest';

export function propertyRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; provider: PaymentProvider; programme: ProgrammeInForce },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyer = { access: 'buyer' } as const;
  const hashClient = clientHasher(deps.config.authSecret);
  api.get(
    '/api/properties',
    { config: buyer, schema: { querystring: propertiesQuerySchema, response: { 200: propertiesPageSchema } } },
    async (request) => browseListings(deps.db, viewerOf(request).userId, request.query),
  );
  api.get(
    '/api/properties/:id',
    { config: buyer, schema: { params: listingParamsSchema, response: { 200: propertyDetailSchema } } },
    async (request) => propertyDetail(deps.db, viewerOf(request).userId, request.params.id, (await deps.programme.assistance()).parameters),
  );
  api.post(
    '/api/properties/:id/interest',
    { config: buyer, schema: { params: listingParamsSchema, body: listingInterestSchema, response: { 200: listingInterestResultSchema } } },
    async (request) =>
      askAboutListing(
        { db: deps.db, provider: deps.provider, publicUrl: deps.config.publicUrl },
        viewerOf(request).userId,
        request.params.id,
        request.body.message,
        hashClient({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
      ),
  );
}
