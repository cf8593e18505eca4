// docs/product/listings.md#who-publishes: the same four calls for an institution's staff (its own listings) and for
// the operator (every listing); the owner comes from the session, never from the request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createListingSchema,
  listingParamsSchema,
  ownerListingSchema,
  ownerListingsPageSchema,
  ownerListingsQuerySchema,
  updateListingSchema,
} from '../../../shared/schemas/listings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { getOwnerListing, listOwnerListings } from './read';
import { institutionOwnerOf, operatorOwnerOf, type ListingOwner } from './service';
import { createListing, updateListing } from './write';

const sides: Array<{ base: string; access: 'institution' | 'admin'; ownerOf: (request: FastifyRequest) => ListingOwner }> = [
  { base: '/api/institution/listings', access: 'institution', ownerOf: institutionOwnerOf },
  { base: '/api/admin/listings', access: 'admin', ownerOf: operatorOwnerOf },
];

export function listingRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { base, access, ownerOf } of sides) {
    const config = { access };
    api.get(
      base,
      { config, schema: { querystring: ownerListingsQuerySchema, response: { 200: ownerListingsPageSchema } } },
      async (request) => listOwnerListings(deps.db, ownerOf(request), request.query),
    );
    api.post(base, { config, schema: { body: createListingSchema, response: { 201: ownerListingSchema } } }, async (request, reply) =>
      reply.status(201).send(await createListing(deps.db, ownerOf(request), request.body)),
    );
    api.get(`${base}/:id`, { config, schema: { params: listingParamsSchema, response: { 200: ownerListingSchema } } }, async (request) =>
      getOwnerListing(deps.db, ownerOf(request), request.params.id),
    );
    api.patch(
      `${base}/:id`,
      { config, schema: { params: listingParamsSchema, body: updateListingSchema, response: { 200: ownerListingSchema } } },
      async (request) => updateListing(deps.db, ownerOf(request), request.params.id, request.body),
    );
  }
}
