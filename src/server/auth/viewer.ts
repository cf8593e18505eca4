// Who is calling: resolved from the better-auth session cookie, never from the URL (docs/product/roles.md#identity-comes-from-the-session).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { schema } from '../db/client';
import type { Auth } from './auth';

export interface Viewer {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role;
  sessionId: string;
  institution: { id: string; name: string } | null;
}

/** A signed-in institution officer, as the features that act for an institution take it: which institution, and which of its logins. */
export interface Staff {
  institutionId: string;
  userId: string;
}

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Loads the caller once per request; `null` when signed out or when the account or institution is deactivated. */
export function getViewer(request: FastifyRequest, auth: Auth, db: Db): Promise<Viewer | null> {
  let pending = viewerCache.get(request);
  if (!pending) {
    pending = resolveViewer(request, auth, db);
    viewerCache.set(request, pending);
  }
  return pending;
}

async function resolveViewer(request: FastifyRequest, auth: Auth, db: Db): Promise<Viewer | null> {
  if (!request.headers.cookie) return null;
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const [row] = await db
    .select({
      role: schema.user.role,
      active: schema.user.active,
      institutionId: schema.institutions.id,
      institutionName: schema.institutions.name,
      institutionActive: schema.institutions.active,
    })
    .from(schema.user)
    .leftJoin(schema.institutions, eq(schema.institutions.id, schema.user.institutionId))
    .where(eq(schema.user.id, found.user.id));
  if (!row?.active) return null;
  if (row.role === 'institution' && !(row.institutionId && row.institutionActive)) return null;
  return {
    userId: found.user.id,
    email: found.user.email,
    name: found.user.name,
    emailVerified: found.user.emailVerified,
    role: row.role,
    sessionId: found.session.id,
    institution:
      row.role === 'institution' && row.institutionId && row.institutionName ? { id: row.institutionId, name: row.institutionName } : null,
  };
}
