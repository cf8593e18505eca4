// The versioned API for institutions' own systems, called with `Authorization: Bearer <key>` (access `apiKey`), and its
// OpenAPI document and reference page (docs/product/lender-integrations.md#api-keys-and-the-versioned-api). Registered in
// a scope of its own, so the document generated from the routes' zod schemas holds these routes and nothing else.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { bankLeadPageQuerySchema } from '../../../shared/schemas/bank-leads';
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
import { apiKeyStaffOf } from '../../http/access';
import { openApiInfo } from './openapi-info';
import { referencePageRoutes } from './reference-page';
import { v1ConnectionRequests, v1Contacts, v1Lead, v1Leads } from './service';

export function apiV1Routes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const requestLimit = deps.config.maxOpenRequestsPerLead;
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
