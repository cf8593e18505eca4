import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

// Consent certificates, contact attempts, institution notices and the operator's consent console (docs/product/buyer-control.md).
export function consentRecordRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config }) {}
