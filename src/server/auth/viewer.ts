// Who is calling: resolved from the better-auth session cookie, never from the URL (docs/product/roles.md#identity-comes-from-the-session).
// One query finds the session, its account and the account's institution; the answer is kept for a few seconds
// (viewer-cache.ts), so most signed-in requests cost no query at all (docs/decisions/0097-viewer-cache.md).
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { schema } from '../db/client';
import type { Auth } from './auth';
import { sessionCookie, verifiedToken } from './session-cookie';
import { ViewerCache } from './viewer-cache';

export interface Viewer {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role;
  sessionId: string;
  institution: { id: string; name: string } | null;
  twoFactorEnabled: boolean;
  /** When this session last passed a second factor; null for a password-only session. */
  secondFactorAt: Date | null;
  /** When the session started and when it was last used (kept to the minute), for staff sessions' time limits. */
  sessionStartedAt: Date;
  lastSeenAt: Date;
}

/** Staff and operator sessions end after 30 minutes without a request and 12 hours in all; buyers' do not. */
export const staffSessionIdleMs = 30 * 60_000;
export const staffSessionMaxMs = 12 * 60 * 60_000;
/** A staff session's last use is written at most once a minute: a write per request would cost more than it tells. */
const lastSeenResolutionMs = 60_000;

function staffSessionExpired(viewer: Viewer, now: number): boolean {
  if (viewer.role === 'buyer') return false;
  return now - viewer.sessionStartedAt.getTime() > staffSessionMaxMs || now - viewer.lastSeenAt.getTime() > staffSessionIdleMs;
}

/** A signed-in institution officer, as the features that act for an institution take it: which institution, and which of its logins. */
export interface Staff {
  institutionId: string;
  userId: string;
  /** Set when the call came with an API key: `userId` is then the key's creator (docs/decisions/0108-…). */
  apiKeyId?: string;
}

export interface Viewers {
  /** The caller, once per request; `null` when signed out or when the account or institution is deactivated. */
  of(request: FastifyRequest): Promise<Viewer | null>;
  /** Forgets every viewer this process keeps: for a route that just ended sessions or changed an account. */
  forget(): void;
  /** Stops listening for changes from other processes. */
  stop(): Promise<void>;
}

export const viewersChangedChannel = 'viewers_changed';

export async function createViewers(auth: Auth, database: Database): Promise<Viewers> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;
  const cache = new ViewerCache();
  const perRequest = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  const lookup = sessionLookup(database);
  const touch = sessionTouch(database);
  const stopListening = await database.listen(viewersChangedChannel, () => cache.clear());

  async function resolve(request: FastifyRequest): Promise<Viewer | null> {
    const cookie = sessionCookie(request.headers.cookie, cookieName);
    if (!cookie) return null;
    // Kept by the signed value, so a hit skips the signature check: it passed when the entry was stored.
    const cached = cache.get(cookie);
    if (cached) return staffSessionExpired(cached, Date.now()) ? null : cached;
    const token = verifiedToken(cookie, context.secret);
    if (!token) return null;
    const generation = cache.startLookup();
    const [row] = await lookup.execute({ token });
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    // A session due for better-auth's sliding refresh goes through better-auth once, which extends it by its rules.
    if (row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now()) {
      if (!(await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }))) return null;
    }
    const viewer = viewerFrom(row);
    if (!viewer) return null;
    const now = Date.now();
    if (staffSessionExpired(viewer, now)) return null;
    if (viewer.role !== 'buyer' && now - viewer.lastSeenAt.getTime() > lastSeenResolutionMs) {
      await touch.execute({ token, now: new Date(now) });
      viewer.lastSeenAt = new Date(now);
    }
    cache.set(cookie, viewer, row.expiresAt, generation);
    return viewer;
  }

  return {
    of(request) {
      let pending = perRequest.get(request);
      if (!pending) {
        pending = resolve(request);
        perRequest.set(request, pending);
      }
      return pending;
    },
    forget: () => cache.clear(),
    stop: stopListening,
  };
}

function sessionLookup(database: Database) {
  const { session: s, user: u, institutions: i } = schema;
  return database.db
    .select({
      sessionId: s.id,
      expiresAt: s.expiresAt,
      secondFactorAt: s.secondFactorAt,
      sessionStartedAt: s.createdAt,
      lastSeenAt: s.updatedAt,
      userId: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.emailVerified,
      role: u.role,
      active: u.active,
      twoFactorEnabled: u.twoFactorEnabled,
      institutionId: i.id,
      institutionName: i.name,
      institutionActive: i.active,
    })
    .from(s)
    .innerJoin(u, eq(u.id, s.userId))
    .leftJoin(i, eq(i.id, u.institutionId))
    .where(eq(s.token, sql.placeholder('token')))
    .prepare('viewer_by_session_token');
}

/** A staff session's last use lives in `session.updated_at`, which better-auth only sets when it refreshes one. */
function sessionTouch(database: Database) {
  const { session: s } = schema;
  return database.db
    .update(s)
    .set({ updatedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(s.token, sql.placeholder('token')))
    .prepare('touch_session_by_token');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

function viewerFrom(row: SessionRow): Viewer | null {
  if (!row.active) return null;
  if (row.role === 'institution' && !(row.institutionId && row.institutionActive)) return null;
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    role: row.role,
    sessionId: row.sessionId,
    twoFactorEnabled: row.twoFactorEnabled,
    secondFactorAt: row.secondFactorAt,
    sessionStartedAt: row.sessionStartedAt,
    lastSeenAt: row.lastSeenAt,
    institution:
      row.role === 'institution' && row.institutionId && row.institutionName ? { id: row.institutionId, name: row.institutionName } : null,
  };
}
