import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicInstitutionSchema } from '../../../shared/schemas/institutions';
import { institutionLoginResponseSchema, institutionLoginSchema, messageSchema } from '../../../shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rateLimitTiers } from '../../http/security';
import { institutionSignIn, listPublicInstitutions } from './service';

export function institutionRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/institution/login',
    {
      config: { access: 'public', rateLimit: rateLimitTiers(deps.config).credentials },
      schema: { body: institutionLoginSchema, response: { 200: institutionLoginResponseSchema, 401: messageSchema } },
    },
    async (request, reply) => {
      const result = await institutionSignIn(deps.auth, deps.db, deps.config, request.body, request);
      for (const cookie of result.setCookies) reply.header('set-cookie', cookie);
      return { institution: result.institution, twoFactorRequired: result.twoFactorRequired };
    },
  );
  api.get(
    '/api/institutions',
    { config: { access: 'public' }, schema: { response: { 200: z.array(publicInstitutionSchema) } } },
    async () => listPublicInstitutions(deps.db),
  );
}
