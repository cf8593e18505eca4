// Placeholder: replaced by the feature's routes (docs/product/lender-integrations.md).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../payments/provider';

export function webhookRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config; provider: PaymentProvider }) {}
