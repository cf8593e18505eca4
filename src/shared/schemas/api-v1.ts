// The versioned API institutions call with an API key (docs/product/lender-integrations.md#api-keys-and-the-versioned-api).
// Every answer is written from these schemas (src/server/http/serializer.ts): a property they do not name never
// leaves the server, and the OpenAPI document at /api/v1/openapi.json is generated from them too.
import { z } from 'zod';
import '../zod-locale';
import { exactText } from './text';
import { leadRowStates } from '../domain/lead-status';
import { contactPreferencesSchema } from './buyer-control';
import { optionalParam as optional, wholeNumber } from './filters';

const requestStatus = z.enum(['pending', 'accepted', 'rejected']);
const instant = z.string().describe('Instante ISO 8601 en UTC');

/** A lead as this institution may see it: the dashboard's answer without its internal fields. */
export const v1LeadSchema = z.object({
  id: z.string(),
  municipio: z.string(),
  precioMeta: z.string().describe('Precio meta en dólares, como lo escribió el comprador'),
  createdAt: instant,
  state: z
    .enum(leadRowStates)
    .describe(
      'none: sin solicitud; available: solicitud creada sin pagar; waiting: pagada, esperando respuesta; accepted; unlocked; rejected; revoked: el comprador retiró su consentimiento; closed: no recibe solicitudes nuevas por ahora',
    ),
  requestStatus: requestStatus.nullable(),
  connectionRequestId: z.string().nullable(),
  unlocked: z.boolean(),
  nombre: z.string().nullable().describe('Solo si tu institución desbloqueó el lead y el consentimiento sigue vigente'),
  correo: z.string().nullable().describe('Solo si tu institución desbloqueó el lead y el consentimiento sigue vigente'),
  movil: z.string().nullable().describe('Solo si tu institución desbloqueó el lead y el consentimiento sigue vigente'),
  contactPreferences: contactPreferencesSchema.nullable(),
  revokedAt: instant.nullable(),
});
export type V1Lead = z.infer<typeof v1LeadSchema>;

const nextCursor = z.string().nullable().describe('Pásalo como `cursor` para pedir la página siguiente; null en la última');

export const v1LeadPageSchema = z.object({ items: z.array(v1LeadSchema), nextCursor });

/** One of this institution's connection requests and where it stands. */
export const v1ConnectionRequestSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  status: requestStatus,
  state: z
    .enum(leadRowStates)
    .describe('El mismo estado que `state` del lead: available (sin pagar), waiting, accepted, unlocked, rejected, revoked'),
  paid: z.boolean(),
  createdAt: instant,
  respondedAt: instant.nullable(),
  unlockedAt: instant.nullable(),
  revokedAt: instant.nullable(),
});
export type V1ConnectionRequest = z.infer<typeof v1ConnectionRequestSchema>;

export const v1ConnectionRequestListSchema = z.object({ items: z.array(v1ConnectionRequestSchema) });

/** A buyer this institution may contact: it unlocked the lead and the buyer has not withdrawn consent. */
export const v1ContactSchema = z.object({
  leadId: z.string(),
  municipio: z.string(),
  precioMeta: z.string(),
  createdAt: instant,
  nombre: z.string(),
  correo: z.string(),
  movil: z.string(),
  contactPreferences: contactPreferencesSchema.nullable().describe('Cómo acepta el comprador que lo contacten'),
});
export type V1Contact = z.infer<typeof v1ContactSchema>;

export const v1ContactPageSchema = z.object({ items: z.array(v1ContactSchema), nextCursor });

export const v1ContactsQuerySchema = z.object({
  cursor: optional(exactText().max(200, 'El cursor de paginación no es válido.')),
  limit: optional(wholeNumber('El límite', 1, 100)),
});

export const v1LeadParamsSchema = z.object({ id: exactText().max(64) });

/** Every error of the API: a Spanish message; a 400 also lists the fields at fault. */
export const v1ErrorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
});
