// docs/product/listings.md#who-publishes: the operator imports listings from a CSV (docs/product/api.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { listingImportResultSchema, listingImportSchema } from '../../../shared/schemas/listings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { asCsvDownload } from '../../http/csv';
import { operatorOwnerOf } from '../listings/service';
import { importListings, importTemplate } from './service';

/**
 * The app's JSON limit is 64 KB; the CSV may be 2,000,000 characters, which JSON escaping (quotes, line breaks) and
 * UTF-8 (accents) can nearly double.
 */
const importBodyLimit = 4 * 1024 * 1024;

export function listingImportRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  api.get(apiPaths.admin.listingsImportTemplate, { config: admin }, async (_request, reply) =>
    asCsvDownload(reply, 'plantilla-propiedades').send(importTemplate()),
  );

  api.post(
    apiPaths.admin.listingsImport,
    { config: admin, bodyLimit: importBodyLimit, schema: { body: listingImportSchema, response: { 200: listingImportResultSchema } } },
    async (request) => importListings(deps.db, operatorOwnerOf(request), request.body.csv, request.body.dryRun),
  );
}
