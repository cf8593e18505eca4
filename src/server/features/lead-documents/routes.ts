// The institution's portal reads and reviews the documents a lead's buyer shared with it; the operator sees counts
// (docs/product/documents.md). The same reads under /api/v1 are registered with the versioned API (api-v1/routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadDocumentSchema, reviewDocumentSchema } from '../../../shared/schemas/buyer-documents';
import { documentStatsSchema, leadDocumentFileParamsSchema, leadDocumentsParamsSchema } from '../../../shared/schemas/lead-documents';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentVaultFor } from '../../documents-vault';
import { staffOf } from '../../http/access';
import { documentStats, downloadHeaders, downloadLeadDocument, listLeadDocuments, reviewLeadDocument } from './service';

export function leadDocumentRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Stateless (the store, the keys, clamd's address): each feature builds it from the configuration.
  const vault = documentVaultFor(deps.config, app.log);
  const institution = { access: 'institution' } as const;

  api.get(
    '/api/lead/:leadId/documents',
    { config: institution, schema: { params: leadDocumentsParamsSchema, response: { 200: z.array(leadDocumentSchema) } } },
    async (request) => listLeadDocuments(deps.db, staffOf(request), request.params.leadId),
  );
  api.get(
    '/api/lead/:leadId/documents/:docId/file',
    // PDFs and photos gain nothing from compression, and the length sent must be the file's.
    { config: institution, compress: false, schema: { params: leadDocumentFileParamsSchema } },
    async (request, reply) => {
      const download = await downloadLeadDocument(deps.db, vault, staffOf(request), request.params.leadId, request.params.docId);
      return reply.headers(downloadHeaders(download)).send(download.body);
    },
  );
  api.post(
    '/api/lead/:leadId/documents/:docId/review',
    {
      config: institution,
      schema: { params: leadDocumentFileParamsSchema, body: reviewDocumentSchema, response: { 200: leadDocumentSchema } },
    },
    async (request) =>
      reviewLeadDocument(deps.db, staffOf(request), request.params.leadId, request.params.docId, request.body, {
        publicUrl: deps.config.publicUrl,
      }),
  );
  api.get('/api/admin/documents/stats', { config: { access: 'admin' }, schema: { response: { 200: documentStatsSchema } } }, async () =>
    documentStats(deps.db),
  );
}
