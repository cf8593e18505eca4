// Buyer sign-in: better-auth's own endpoints, plus the spec's /api/login, /api/logout and /api/auth/user.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { currentUserSchema, messageSchema } from '../../../shared/schemas/auth';
import { clientIpHeader, type Auth } from '../../auth/auth';
import type { Config } from '../../config';
import { rateLimitTiers } from '../../http/security';
import { safeReturnTo } from '../../../shared/return-to';
import { spanishAuthAnswer, spanishSuccessMessage } from '../../auth/auth-errors';
import { errorCopy } from '../../../shared/copy/errors';
import { canonicalAuthPath, isCredentialRequest } from './auth-path';
import { exactText } from '../../../shared/schemas/text';
import { afterTwoFactorStep, currentUser, issuedSessionToken } from './service';
import type { Db } from '../../db/client';
import type { Viewers } from '../../auth/viewer';
import { watchAuthRoute } from '../security-log/service';

const authBasePath = '/api/auth';

export function sessionRoutes(app: FastifyInstance, deps: { auth: Auth; config: Config; db: Db; viewers: Viewers }) {
  const { auth, config, db, viewers } = deps;
  const tiers = rateLimitTiers(config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/auth/user',
    { config: { access: 'signedIn', beforeSecondFactor: true }, schema: { response: { 200: currentUserSchema, 401: messageSchema } } },
    async (request) => currentUser(request.viewer!),
  );

  api.get(
    '/api/login',
    { config: { access: 'public' }, schema: { querystring: z.object({ returnTo: exactText().max(2048).optional() }) } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    },
  );

  // The spec makes sign-out a browser navigation. It is honoured only when the navigation starts on our own
  // pages (or is typed in), so another site cannot sign people out with a link or an <img>.
  api.get('/api/logout', { config: { access: 'public', forgetsViewers: true } }, async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (request.headers.cookie && (site === undefined || site === 'same-origin' || site === 'none')) {
      const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    }
    return reply.redirect('/');
  });

  // Everything else under /api/auth is better-auth's (sign-up, sign-in, sign-out, get-session, OIDC callbacks).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: {
      access: 'public',
      // Sign-out, revoked sessions, new passwords and e-mails: the cheap way to be right about all of them.
      forgetsViewers: true,
      rateLimit: {
        // The tier follows the path better-auth acts on, not the way the request spells it.
        keyGenerator: (request: FastifyRequest) =>
          `${request.ip}:${isCredentialRequest(request.url, config.publicUrl) ? 'credentials' : 'auth'}`,
        max: (request: FastifyRequest) => (isCredentialRequest(request.url, config.publicUrl) ? tiers.credentials.max : tiers.api.max),
        timeWindow: '1 minute',
      },
    },
    handler: async (request, reply) => {
      if (canonicalAuthPath(request.url, config.publicUrl) === null) {
        return reply.status(400).send({ message: errorCopy.malformedAuthPath });
      }
      const headers = fromNodeHeaders(request.headers);
      headers.set(clientIpHeader, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const url = new URL(request.url, config.publicUrl);
      const route = url.pathname.slice(authBasePath.length);
      // Who called a two-factor route before it ran: its security-log entry depends on it (an enrolment or a re-check).
      const before = route.startsWith('/two-factor/') ? await viewers.of(request) : null;
      // Security log: sign-ins and failures, password resets and changes (security-log/sign-in.ts).
      const watch = await watchAuthRoute(
        { auth, db, config, log: request.log },
        {
          route,
          body: request.body,
          cookieHeader: request.headers.cookie,
          signedInUserId: async () => (await viewers.of(request))?.userId ?? null,
        },
      );
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      await watch?.done(response.clone());
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      if (response.ok && (route.startsWith('/two-factor/') || route === '/sign-in/email')) {
        const issued = issuedSessionToken(response.headers.getSetCookie(), (await auth.$context).authCookies.sessionToken.name);
        const answer = await afterTwoFactorStep(db, route, await response.json(), before, request.body, issued);
        return reply.status(response.status).send(answer);
      }
      return sendInSpanish(reply, route, response);
    },
  });
}

/** Passes better-auth's answer on, with every error (and the one English success sentence) in Spanish. */
async function sendInSpanish(reply: FastifyReply, route: string, response: Response) {
  const text = response.body ? await response.text() : '';
  if (response.status >= 400) {
    const { status, ...answer } = spanishAuthAnswer(route, response.status, parseJson(text));
    return reply.status(status).type('application/json; charset=utf-8').send(answer);
  }
  reply.status(response.status);
  const success = spanishSuccessMessage[route];
  const body = success ? parseJson(text) : null;
  if (success && body && typeof body === 'object' && 'message' in body) return reply.send({ ...body, message: success });
  return reply.send(text === '' ? null : text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
