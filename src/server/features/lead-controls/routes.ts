import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactPreferencesSchema, leadControlsSchema, leadPauseSchema, requestLimitSchema } from '../../../shared/schemas/buyer-control';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { leadControls, setContactPreferences, setPaused, setRequestLimit } from './service';

export function leadControlRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyer = { access: 'buyer' } as const;
  const defaultLimit = deps.config.maxOpenRequestsPerLead;
  const answer = { response: { 200: leadControlsSchema } };

  api.get('/api/me/lead-controls', { config: buyer, schema: { response: { 200: leadControlsSchema.nullable() } } }, async (request) =>
    leadControls(deps.db, viewerOf(request).userId, defaultLimit),
  );
  api.put('/api/me/lead-pause', { config: buyer, schema: { body: leadPauseSchema, ...answer } }, async (request) =>
    setPaused(deps.db, viewerOf(request).userId, request.body.paused, defaultLimit),
  );
  api.put('/api/me/request-limit', { config: buyer, schema: { body: requestLimitSchema, ...answer } }, async (request) =>
    setRequestLimit(deps.db, viewerOf(request).userId, request.body.requestLimit, defaultLimit),
  );
  api.put('/api/me/contact-preferences', { config: buyer, schema: { body: contactPreferencesSchema, ...answer } }, async (request) =>
    setContactPreferences(deps.db, viewerOf(request).userId, request.body, defaultLimit),
  );
}
