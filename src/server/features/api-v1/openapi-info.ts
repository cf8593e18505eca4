// The OpenAPI document's own fields; the paths come from the routes' zod schemas (routes.ts).
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

export const bearerScheme = 'claveApi';

export function openApiInfo(publicUrl: string): NonNullable<FastifyDynamicSwaggerOptions['openapi']> {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Casa Joven PR · API v1 para instituciones',
      version: '1.0.0',
      description:
        'Lee tus leads, tus solicitudes de conexión y los contactos que desbloqueaste desde tus propios sistemas. Autenticación: `Authorization: Bearer <clave>` con una clave creada en /leads-dashboard/integraciones. Límite: un presupuesto por minuto por clave (encabezados `x-ratelimit-*`; al pasarlo, 429 con `retry-after`). Guía rápida: docs/api-quick-start.md.',
    },
    servers: [{ url: publicUrl }],
    components: { securitySchemes: { [bearerScheme]: { type: 'http', scheme: 'bearer', description: 'Clave de API: cjpr_…' } } },
    security: [{ [bearerScheme]: [] }],
  };
}
