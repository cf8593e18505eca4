import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeBodySchema,
  adminInstitutionDetailSchema,
  createInstitutionSchema,
  institutionContactSchema,
  institutionListQuerySchema,
  institutionPageSchema,
  institutionParamsSchema,
  passwordResetSchema,
  staffLoginSchema,
  staffParamsSchema,
} from '../../../shared/schemas/admin';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { viewerOf } from '../../http/access';
import { resetStaffTwoFactor } from './two-factor-reset';
import {
  addStaffToInstitution,
  createInstitutionWithStaff,
  getInstitutionDetail,
  institutionOptions,
  listInstitutions,
  resetStaffPassword,
  setInstitutionActive,
  setStaffActive,
  updateInstitutionContact,
} from './service';

export function adminInstitutionRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  // Deactivations and new passwords end sessions: this process forgets its cached viewers before answering.
  const adminForgettingViewers = { access: 'admin', forgetsViewers: true } as const;
  const detail = { 200: adminInstitutionDetailSchema };

  api.get(
    '/api/admin/institutions',
    { config: admin, schema: { querystring: institutionListQuerySchema, response: { 200: institutionPageSchema } } },
    async (request) => listInstitutions(deps.db, request.query),
  );
  api.get(
    '/api/admin/institution-options',
    { config: admin, schema: { response: { 200: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean() })) } } },
    async () => institutionOptions(deps.db),
  );
  api.post(
    '/api/admin/institutions',
    { config: admin, schema: { body: createInstitutionSchema, response: { 201: adminInstitutionDetailSchema } } },
    async (request, reply) => reply.status(201).send(await createInstitutionWithStaff(deps.auth, deps.db, request.body)),
  );
  api.get(
    '/api/admin/institutions/:institutionId',
    { config: admin, schema: { params: institutionParamsSchema, response: detail } },
    async (request) => getInstitutionDetail(deps.db, request.params.institutionId),
  );
  api.patch(
    '/api/admin/institutions/:institutionId',
    { config: admin, schema: { params: institutionParamsSchema, body: institutionContactSchema, response: detail } },
    async (request) => updateInstitutionContact(deps.db, request.params.institutionId, request.body),
  );
  api.put(
    '/api/admin/institutions/:institutionId/active',
    { config: adminForgettingViewers, schema: { params: institutionParamsSchema, body: activeBodySchema, response: detail } },
    async (request) => setInstitutionActive(deps.db, request.params.institutionId, request.body.active),
  );
  api.post(
    '/api/admin/institutions/:institutionId/staff',
    { config: admin, schema: { params: institutionParamsSchema, body: staffLoginSchema, response: { 201: adminInstitutionDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addStaffToInstitution(deps.auth, deps.db, request.params.institutionId, request.body)),
  );
  api.put(
    '/api/admin/staff/:userId/active',
    { config: adminForgettingViewers, schema: { params: staffParamsSchema, body: activeBodySchema, response: detail } },
    async (request) => setStaffActive(deps.db, request.params.userId, request.body.active),
  );
  api.put(
    '/api/admin/staff/:userId/password',
    { config: adminForgettingViewers, schema: { params: staffParamsSchema, body: passwordResetSchema, response: detail } },
    async (request) => resetStaffPassword(deps.auth, deps.db, request.params.userId, request.body.password, viewerOf(request).userId),
  );
  api.post(
    '/api/admin/staff/:userId/two-factor/reset',
    { config: adminForgettingViewers, schema: { params: staffParamsSchema, response: detail } },
    async (request) => resetStaffTwoFactor(deps.db, deps.config.publicUrl, request.params.userId, viewerOf(request).userId),
  );
}
