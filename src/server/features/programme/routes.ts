// The programmes' versions (docs/product/programme.md#two-programmes): both in force for anyone, every version of
// each for the operator, and a publish per kind. `/api/programme` and `PUT /api/admin/programme` stay as the loan's
// aliases for clients from before the two programmes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProgrammeSchema,
  adminProgrammesSchema,
  programmeKinds,
  programmesSchema,
  publicProgrammeVersionSchema,
  publishAssistanceSchema,
  publishProgrammeSchema,
  type PublishAssistance,
  type PublishProgramme,
} from '../../../shared/programme';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { allAssistanceVersions, allVersions, publicVersion, publishVersion, type ProgrammeInForce } from './service';

export function programmeRoutes(app: FastifyInstance, deps: { db: Db; programme: ProgrammeInForce }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const loanView = async () => ({ current: await deps.programme.current(), versions: await allVersions(deps.db) });
  const view = async () => ({
    loan: await loanView(),
    assistance: { current: await deps.programme.assistance(), versions: await allAssistanceVersions(deps.db) },
  });

  api.get('/api/programme', { config: { access: 'public' }, schema: { response: { 200: publicProgrammeVersionSchema } } }, async () =>
    publicVersion(await deps.programme.current()),
  );
  api.get('/api/programmes', { config: { access: 'public' }, schema: { response: { 200: programmesSchema } } }, async () => ({
    loan: publicVersion(await deps.programme.current()),
    assistance: publicVersion(await deps.programme.assistance()),
  }));
  api.get('/api/admin/programme', { config: admin, schema: { response: { 200: adminProgrammeSchema } } }, loanView);
  api.get('/api/admin/programmes', { config: admin, schema: { response: { 200: adminProgrammesSchema } } }, view);
  api.put(
    '/api/admin/programme',
    { config: admin, schema: { body: publishProgrammeSchema, response: { 200: adminProgrammeSchema } } },
    async (request) => {
      await publishVersion(deps.db, viewerOf(request).userId, request.body, deps.programme.now(), 'loan');
      deps.programme.forget();
      return loanView();
    },
  );
  // One route per kind, each with its own body schema, so a refusal names the field as every other form's does.
  for (const kind of programmeKinds) {
    api.put(
      `/api/admin/programmes/${kind}`,
      {
        config: admin,
        schema: { body: kind === 'loan' ? publishProgrammeSchema : publishAssistanceSchema, response: { 200: adminProgrammesSchema } },
      },
      async (request) => {
        await publishVersion(
          deps.db,
          viewerOf(request).userId,
          request.body as PublishProgramme | PublishAssistance,
          deps.programme.now(),
          kind,
        );
        deps.programme.forget();
        return view();
      },
    );
  }
}
