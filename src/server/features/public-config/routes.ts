import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../../shared/schemas/public-config';
import type { Config } from '../../config';

/** The one list of what the browser may know about the server's configuration (habit 1). */
export function publicConfig(config: Config): PublicConfig {
  return {
    supportEmail: config.supportEmail,
    oidcProviderName: config.oidc?.providerName ?? null,
    prices: config.prices,
  };
}

export function publicConfigRoutes(app: FastifyInstance, deps: { config: Config }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/public-config', { config: { access: 'public' }, schema: { response: { 200: publicConfigSchema } } }, async () => publicConfig(deps.config));
}
