import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../../shared/schemas/public-config';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { currentPrices } from '../prices/service';

/** The one list of what the browser may know about the server's configuration (habit 1). */
export async function publicConfig(db: Db, config: Config): Promise<PublicConfig> {
  return {
    supportEmail: config.supportEmail,
    oidcProviderName: config.oidc?.providerName ?? null,
    // The operator's current prices (docs/product/constants.md#prices-are-configuration), not the start-up ones.
    prices: await currentPrices(db, config),
    devMailbox: config.mail.devMailbox,
    testPayments: config.paymentProvider === 'simulated',
  };
}

export function publicConfigRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/public-config',
      { config: { access: 'public' }, schema: { response: { 200: publicConfigSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return publicConfig(deps.db, deps.config);
      },
    );
}
