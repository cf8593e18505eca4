import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { variantFor } from '../../../shared/domain/lead-variant';
import { leadSubmissionSchema, leadSubmittedSchema, leadVariantResponseSchema, userLeadSchema } from '../../../shared/schemas/leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { rateLimitTiers } from '../../http/security';
import { exactText } from '../../../shared/schemas/text';
import { confirmLeadEmail, leadEmailConfirmedLanding, leadEmailInvalidLanding, resendLeadEmailLink } from './lead-email';
import { listUserLeads, recordDialogShown, submitLead } from './service';

export function leadRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/user/lead-variant',
    { config: { access: 'buyer' }, schema: { response: { 200: leadVariantResponseSchema } } },
    async (request) => ({
      variant: variantFor(viewerOf(request).userId),
    }),
  );
  api.post(
    '/api/leads',
    { config: { access: 'buyer' }, schema: { body: leadSubmissionSchema, response: { 201: leadSubmittedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await submitLead(deps.db, deps.config, viewerOf(request).userId, request.body, request.log)),
  );
  api.post(
    '/api/leads/dialog-shown',
    { config: { access: 'buyer' }, schema: { response: { 200: leadVariantResponseSchema } } },
    async (request) => recordDialogShown(deps.db, viewerOf(request).userId),
  );
  api.get('/api/user/leads', { config: { access: 'buyer' }, schema: { response: { 200: z.array(userLeadSchema) } } }, async (request) =>
    listUserLeads(deps.db, viewerOf(request).userId),
  );
  // The link in the e-mail: a browser navigation from the mailbox, so public, and it answers with a redirect to the
  // dashboard, which says whether it worked (docs/decisions/0124-lead-email-confirmed.md).
  api.get(
    '/api/leads/:id/confirm-email',
    {
      config: { access: 'public', rateLimit: rateLimitTiers(deps.config).credentials },
      schema: {
        params: z.object({ id: exactText().max(64) }),
        querystring: z.object({ token: exactText().max(256).optional() }),
      },
    },
    async (request, reply) =>
      reply.redirect(
        (await confirmLeadEmail(deps.db, request.params.id, request.query.token)) ? leadEmailConfirmedLanding : leadEmailInvalidLanding,
      ),
  );
  api.post(
    '/api/leads/:id/confirm-email/resend',
    {
      config: { access: 'buyer', rateLimit: rateLimitTiers(deps.config).credentials },
      schema: { params: z.object({ id: exactText().max(64) }), response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => resendLeadEmailLink(deps.db, deps.config.publicUrl, viewerOf(request).userId, request.params.id),
  );
}
