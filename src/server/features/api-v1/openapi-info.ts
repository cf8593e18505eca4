// The OpenAPI document's own fields; the paths come from the routes' zod schemas (routes.ts).
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

export const bearerScheme = 'claveApi';

/**
 * The quick-start, short, at the top of the reference page (Swagger UI renders it as Markdown); the long one with every
 * example is docs/api-quick-start.md.
 */
const quickStart = `Lee tus leads, tus solicitudes de conexión y los contactos que desbloqueaste desde tus propios sistemas. Los pagos se siguen haciendo en el portal.

### Guía rápida

1. **Crea una clave** en el portal de leads → Integraciones (\`/leads-dashboard/integraciones\`). Empieza con \`cjpr_\` y solo se muestra una vez: guárdala como un secreto.
2. **Llama con la clave** en cada petición; la sesión del portal no sirve aquí:

   \`\`\`
   curl -s https://<tu-dominio>/api/v1/leads -H "Authorization: Bearer $CLAVE"
   \`\`\`

3. **Pagina con el cursor**: \`/leads\` y \`/contacts\` responden \`{ items, nextCursor }\`. Pide la página siguiente con \`?cursor=<nextCursor>\` y los mismos filtros; en la última, \`nextCursor\` es \`null\`. \`limit\`: de 1 a 100 (25 por omisión).
4. **Datos de contacto** (\`nombre\`, \`correo\`, \`movil\`, \`contactPreferences\`): solo en los leads que tu institución desbloqueó y cuyo comprador no retiró su consentimiento. Cada respuesta que los lleva queda en la auditoría, con la clave que los pidió.
5. **Errores**: JSON con \`message\` en español (un \`400\` trae también \`issues\` por campo). \`400\` parámetro inválido, \`401\` clave ausente, inválida o revocada, \`404\` lead desconocido, \`429\` límite superado.
6. **Límites**: un presupuesto de llamadas por minuto **por clave** (encabezados \`x-ratelimit-limit\`, \`x-ratelimit-remaining\`, \`x-ratelimit-reset\`). Al pasarlo: \`429\` con \`retry-after\` en segundos.

Para autorizar las pruebas de esta página, pulsa **Authorize** y pega tu clave.`;

export function openApiInfo(publicUrl: string): NonNullable<FastifyDynamicSwaggerOptions['openapi']> {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Casa Joven PR · API v1 para instituciones',
      version: '1.0.0',
      description: quickStart,
    },
    servers: [{ url: publicUrl }],
    components: { securitySchemes: { [bearerScheme]: { type: 'http', scheme: 'bearer', description: 'Clave de API: cjpr_…' } } },
    security: [{ [bearerScheme]: [] }],
  };
}
