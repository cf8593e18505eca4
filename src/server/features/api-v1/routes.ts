// The versioned API for institutions' own systems, called with `Authorization: Bearer <key>` (access `apiKey`), and its
// OpenAPI document and reference page (docs/product/lender-integrations.md#api-keys-and-the-versioned-api). Registered in
// a scope of its own, so the document generated from the routes' zod schemas holds these routes and nothing else.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankLeadPageQuerySchema } from '../../../shared/schemas/bank-leads';
import { leadDocumentSchema } from '../../../shared/schemas/buyer-documents';
import { v1LeadDocumentFileParamsSchema, v1LeadDocumentsParamsSchema } from '../../../shared/schemas/lead-documents';
import {
  v1ConnectionRequestListSchema,
  v1ContactPageSchema,
  v1ContactsQuerySchema,
  v1ErrorSchema,
  v1LeadPageSchema,
  v1LeadParamsSchema,
  v1LeadSchema,
} from '../../../shared/schemas/api-v1';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentVaultFor } from '../../documents-vault';
import { apiKeyStaffOf } from '../../http/access';
import { downloadHeaders, downloadLeadDocument, listLeadDocuments } from '../lead-documents/service';
import { openApiInfo } from './openapi-info';
import { referencePageRoutes } from './reference-page';
import { v1ConnectionRequests, v1Contacts, v1Lead, v1Leads } from './service';

export function apiV1Routes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const requestLimit = deps.config.maxOpenRequestsPerLead;
  const vault = documentVaultFor(deps.config, app.log);
  app.register(async (scope) => {
    await scope.register(swagger, { openapi: openApiInfo(deps.config.publicUrl), transform: jsonSchemaTransform });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const withKey = { access: 'apiKey' } as const;
    const errors = { 400: v1ErrorSchema, 401: v1ErrorSchema, 429: v1ErrorSchema };

    api.get(
      '/api/v1/leads',
      {
        config: withKey,
        schema: {
          tags: ['Leads'],
          summary: 'Lista de leads',
          description:
            'Los leads a la venta, del más nuevo al más antiguo, con los mismos filtros y el mismo cursor que el panel. Los datos de contacto solo aparecen en los leads que tu institución desbloqueó.',
          querystring: bankLeadPageQuerySchema,
          response: { 200: v1LeadPageSchema, ...errors },
        },
      },
      async (request) => v1Leads(deps.db, apiKeyStaffOf(request), request.query, requestLimit),
    );
    api.get(
      '/api/v1/leads/:id',
      {
        config: withKey,
        schema: {
          tags: ['Leads'],
          summary: 'Un lead',
          params: v1LeadParamsSchema,
          response: { 200: v1LeadSchema, 404: v1ErrorSchema, ...errors },
        },
      },
      async (request) => v1Lead(deps.db, apiKeyStaffOf(request), request.params.id, requestLimit),
    );
    // The portal's own document reads (lead-documents/service.ts): the same 404 for every lead and document not shared.
    api.get(
      '/api/v1/leads/:id/documents',
      {
        config: withKey,
        schema: {
          tags: ['Documentos'],
          summary: 'Documentos que el comprador compartió contigo',
          description:
            'Solo los documentos que el comprador de este lead compartió con tu institución y cuyo permiso sigue vigente. Un lead sin tu solicitud aceptada responde 404.',
          params: v1LeadDocumentsParamsSchema,
          response: { 200: z.array(leadDocumentSchema), 404: v1ErrorSchema, ...errors },
        },
      },
      async (request) => listLeadDocuments(deps.db, apiKeyStaffOf(request), request.params.id),
    );
    api.get(
      '/api/v1/leads/:id/documents/:docId/file',
      {
        config: withKey,
        compress: false,
        schema: {
          tags: ['Documentos'],
          summary: 'Descargar un documento compartido',
          description:
            'El archivo tal como lo subió el comprador (PDF, JPEG o PNG), como adjunto; 404 si el documento no está compartido contigo. Cada descarga queda en la auditoría de acceso a datos de contacto antes de enviarse, con la clave que la pidió.',
          // No response schema: the answer is the file's bytes, streamed; its errors are the other routes' (JSON).
          params: v1LeadDocumentFileParamsSchema,
        },
      },
      async (request, reply) => {
        const download = await downloadLeadDocument(deps.db, vault, apiKeyStaffOf(request), request.params.id, request.params.docId);
        return reply.headers(downloadHeaders(download)).send(download.body);
      },
    );
    api.get(
      '/api/v1/connection-requests',
      {
        config: withKey,
        schema: {
          tags: ['Solicitudes de conexión'],
          summary: 'Solicitudes de conexión de tu institución',
          description: 'Todas, de la más nueva a la más antigua, con su estado.',
          response: { 200: v1ConnectionRequestListSchema, ...errors },
        },
      },
      async (request) => v1ConnectionRequests(deps.db, apiKeyStaffOf(request).institutionId),
    );
    api.get(
      '/api/v1/contacts',
      {
        config: withKey,
        schema: {
          tags: ['Contactos'],
          summary: 'Contactos desbloqueados',
          description:
            'Los compradores de los leads que tu institución desbloqueó y cuyo consentimiento sigue vigente, con sus preferencias de contacto. Cada respuesta queda en la auditoría de acceso a datos de contacto.',
          querystring: v1ContactsQuerySchema,
          response: { 200: v1ContactPageSchema, ...errors },
        },
      },
      async (request) => v1Contacts(deps.db, apiKeyStaffOf(request), request.query, requestLimit),
    );

    scope.get('/api/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => scope.swagger());
    referencePageRoutes(scope);
  });
}
