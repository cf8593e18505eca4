// Every route declares who may call it; a route without a declaration stops the server from starting.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyCopy } from '../../shared/copy/api-keys';
import { twoFactorCopy } from '../../shared/copy/two-factor';
import type { Staff, Viewer, Viewers } from '../auth/viewer';
import { UnauthorizedError, ForbiddenError } from './errors';

/**
 * `apiKey`: the versioned API (`/api/v1`), called with `Authorization: Bearer <key>` and nothing else; a session cookie
 * never opens it, and a key opens no other level (docs/decisions/0108-bearer-keys-hashed-scoped-audited.md).
 */
export const accessLevels = ['public', 'signedIn', 'buyer', 'institution', 'admin', 'apiKey'] as const;
export type Access = (typeof accessLevels)[number];

/** Who calls with an API key: the key, its institution, and the staff login that created it (the audit's user). */
export interface ApiKeyCaller {
  keyId: string;
  institutionId: string;
  createdBy: string;
}

export interface ApiKeyCallers {
  /** The caller of an `Authorization: Bearer` header; null when missing, garbled, unknown, revoked or of a deactivated institution. */
  of(request: FastifyRequest): Promise<ApiKeyCaller | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route ends sessions or changes who an account is (sign-out, deactivation, a new password): this process
     * forgets its cached viewers before the answer leaves, so the caller's next request sees the change. Other
     * processes hear it from the database (src/server/auth/viewer-cache.ts).
     */
    forgetsViewers?: boolean;
    /** A signed-in route that staff and operators may call before their session passed a second factor (who am I). */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, set before the handler of every non-public route. */
    viewer: Viewer | null;
    /** The API key's caller, set on `apiKey` routes before the rate limit (which counts per key) and the handler. */
    apiKey: ApiKeyCaller | null;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** What the route validates (zod schemas, or undefined), so a test can walk every input the app accepts. */
  input: { body?: unknown; querystring?: unknown; params?: unknown };
}

/** Registers the guard; returns the live list of declared routes (the access-matrix test walks it). */
export function registerAccessControl(app: FastifyInstance, viewers: Viewers, apiKeys: ApiKeyCallers): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('viewer', null);
  app.decorateRequest('apiKey', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !accessLevels.includes(access)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(`Route ${methods} ${route.url} declares no access level (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const input = { body: route.schema?.body, querystring: route.schema?.querystring, params: route.schema?.params };
      declared.push({ method, url: route.url, access, input });
    }
  });

  // A shared hook runs before every route's own onRequest hooks, among them the rate limit's: it counts per key.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access === 'apiKey') request.apiKey = await apiKeys.of(request);
  });
  // Before validation, so a signed-out caller learns nothing about a route's body rules.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (access === 'apiKey') {
      if (!request.apiKey) throw new UnauthorizedError(apiKeyCopy.invalidKey);
      return;
    }
    request.viewer = await viewers.of(request);
    assertAccess(request, access);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.forgetsViewers && reply.statusCode < 400) viewers.forget();
  });
  return declared;
}

function assertAccess(request: FastifyRequest, access: Exclude<Access, 'public' | 'apiKey'>) {
  const viewer = request.viewer;
  if (!viewer) throw new UnauthorizedError();
  if (access !== 'signedIn' && viewer.role !== access) throw new ForbiddenError();
  // Whoever can read buyers' data (staff, operators) does so only from a session that passed a second factor
  // (docs/decisions/0122-second-factor.md); until then, only the routes that lead to enrolling answer them.
  if (viewer.role !== 'buyer' && !viewer.secondFactorAt && !request.routeOptions.config.beforeSecondFactor) {
    throw new ForbiddenError(twoFactorCopy.required);
  }
}

/** The signed-in caller of a route whose access level already guaranteed one. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new UnauthorizedError();
  return request.viewer;
}

/**
 * The signed-in officer's institution; the `institution` and `bankEmail` parameters never change it
 * (docs/product/roles.md#identity-comes-from-the-session).
 */
export function institutionOf(request: FastifyRequest): { id: string; name: string } {
  const viewer = viewerOf(request);
  if (!viewer.institution) throw new ForbiddenError();
  return viewer.institution;
}

/** The signed-in officer: the institution from the session and which of its staff logins asked. */
export function staffOf(request: FastifyRequest): Staff {
  return { institutionId: institutionOf(request).id, userId: viewerOf(request).userId };
}

/**
 * The institution behind an API key, as the features that act for an institution take it: the key's creator stands
 * for the staff login, and the key itself is named, so the contact-access audit says which key read what.
 */
export function apiKeyStaffOf(request: FastifyRequest): Staff {
  if (!request.apiKey) throw new UnauthorizedError(apiKeyCopy.invalidKey);
  return { institutionId: request.apiKey.institutionId, userId: request.apiKey.createdBy, apiKeyId: request.apiKey.keyId };
}

/** How recent a staff member's last code must be to create an API key (a lasting way into buyers' data). */
export const recentSecondFactorMinutes = 15;

/** Refuses unless the caller's session passed a second factor within the last 15 minutes. */
export function assertRecentSecondFactor(request: FastifyRequest, now = new Date()): void {
  const passedAt = viewerOf(request).secondFactorAt;
  if (!passedAt || now.getTime() - passedAt.getTime() > recentSecondFactorMinutes * 60_000) {
    throw new ForbiddenError(twoFactorCopy.recentRequired);
  }
}
