import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

// GET /api/me/export and DELETE /api/me (docs/product/buyer-control.md#the-buyers-own-data).
export function accountDataRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config; auth: Auth }) {}
