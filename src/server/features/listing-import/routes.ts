// docs/product/listings.md
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export function listingImportRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config }) {}
