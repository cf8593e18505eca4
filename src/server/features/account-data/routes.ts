import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { apiPaths } from '../../../shared/api-paths';
import { deleteAccountSchema, exportFileName } from '../../../shared/schemas/account-data';
import { puertoRicoDate } from '../../../shared/time-zone';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentVaultFor } from '../../documents-vault';
import { viewerOf } from '../../http/access';
import { rateLimitTiers } from '../../http/security';
import { buyerDataExport, deleteBuyerAccount } from './service';

// GET /api/me/export and DELETE /api/me (docs/product/buyer-control.md#the-buyers-own-data).
export function accountDataRoutes(app: FastifyInstance, deps: { db: Db; config: Config; auth: Auth }) {
  // Account deletion removes the buyer's document files (src/server/documents-vault/).
  const vault = documentVaultFor(deps.config, app.log);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(apiPaths.myDataExport, { config: { access: 'buyer' } }, async (request, reply) => {
    const now = new Date();
    const data = await buyerDataExport(deps.db, viewerOf(request).userId, now);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(puertoRicoDate(now))}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  api.delete(
    apiPaths.myData,
    {
      // The password is asked again here, so it gets the sign-in forms' limit; the sessions end, so cached viewers go.
      config: { access: 'buyer', forgetsViewers: true, rateLimit: rateLimitTiers(deps.config).credentials },
      schema: { body: deleteAccountSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteBuyerAccount(
        { db: deps.db, auth: deps.auth, publicUrl: deps.config.publicUrl, vault, log: request.log },
        viewerOf(request).userId,
        request.body.password,
      );
      // The session is already gone; sign-out still answers with the cookies that clear it in the browser.
      const signedOut = await deps.auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
      for (const cookie of signedOut.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.status(204).send(null);
    },
  );
}
