import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProgrammeSchema, publicProgrammeVersionSchema, publishProgrammeSchema } from '../../../shared/programme';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { allVersions, publicVersion, publishVersion, type ProgrammeInForce } from './service';

export function programmeRoutes(app: FastifyInstance, deps: { db: Db; programme: ProgrammeInForce }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const view = async () => ({ current: await deps.programme.current(), versions: await allVersions(deps.db) });

  api.get('/api/programme', { config: { access: 'public' }, schema: { response: { 200: publicProgrammeVersionSchema } } }, async () =>
    publicVersion(await deps.programme.current()),
  );
  api.get('/api/admin/programme', { config: admin, schema: { response: { 200: adminProgrammeSchema } } }, view);
  api.put(
    '/api/admin/programme',
    { config: admin, schema: { body: publishProgrammeSchema, response: { 200: adminProgrammeSchema } } },
    async (request) => {
      await publishVersion(deps.db, viewerOf(request).userId, request.body, deps.programme.now());
      deps.programme.forget();
      return view();
    },
  );
}
