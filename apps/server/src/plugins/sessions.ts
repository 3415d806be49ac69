import { CSRF_COOKIE, CSRF_HEADER, type Locale, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hmac, randomToken, safeEqual } from '../lib/crypto';
import { notSignedIn } from '../lib/domain-errors';
import { HttpError } from '../lib/http-error';
import { chosenLocale, requestLocale } from '../lib/locale';
import {
  type CurrentUser,
  createSession,
  deleteSession,
  findSession,
  findUserByAccessToken,
  rememberLocale,
  type SessionState,
} from '../modules/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A payment provider's event endpoint: no session, no anti-forgery token; the body's signature is checked. */
    webhook?: boolean;
    /**
     * The storefront's analytics batches (navigator.sendBeacon cannot send our anti-forgery header): no session is
     * looked up and none is needed, because the route never acts for anyone; it only adds to anonymous counts.
     */
    beacon?: boolean;
  }
  interface FastifyRequest {
    locale: Locale;
    session: SessionState | null;
    user: CurrentUser | null;
    /** How the user was recognised: a session cookie, or a bearer token (token mode, no CSRF). */
    authMode: 'session' | 'token' | null;
    accessTokenId: number | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Starts a fresh session (a new id: rotation at login), keeping the old session's data. */
      start(request: FastifyRequest, reply: FastifyReply, userId: number | null): Promise<SessionState>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      issueCsrfCookie(reply: FastifyReply, session: SessionState): void;
    };
  }
}

/** Methods that change something: they need the anti-forgery token, and a successful one makes kept reads stale. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the request reached an API route. Decided on the route pattern the router matched, never on the raw
 * URL: `/%61pi/login` and `//api/login` reach `/api/login` too (issue 11), and must meet the same checks.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}
const COOKIE_DAYS = 30;

export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  const secure = app.config.env === 'production';
  const csrfFor = (sessionId: string, nonce: string) =>
    `${nonce}.${hmac(app.config.sessionSecret, `${sessionId}.${nonce}`)}`;

  function issueCsrfCookie(reply: FastifyReply, session: SessionState) {
    reply.setCookie(CSRF_COOKIE, csrfFor(session.id, randomToken(16)), {
      path: '/',
      sameSite: 'lax',
      secure,
      httpOnly: false,
      maxAge: COOKIE_DAYS * 24 * 3600,
    });
  }

  function csrfValid(request: FastifyRequest): boolean {
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (typeof header !== 'string' || !request.session) return false;
    const token = decodeURIComponent(header);
    const nonce = token.split('.')[0] ?? '';
    return nonce.length > 0 && safeEqual(token, csrfFor(request.session.id, nonce));
  }

  // As long-lived as the session cookie, readable by the page, and worth nothing to whoever reads it.
  const hintOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure,
    httpOnly: false,
    maxAge: COOKIE_DAYS * 24 * 3600,
  };

  app.decorateRequest('locale', 'es-ES');
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('authMode', null);
  app.decorateRequest('accessTokenId', null);

  app.decorate('sessions', {
    async start(request, reply, userId) {
      const previous = request.session;
      if (previous) await deleteSession(app.db, previous.id);
      const { token, session } = await createSession(app.db, {
        userId,
        data: previous?.data ?? {},
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.session = session;
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: COOKIE_DAYS * 24 * 3600,
      });
      issueCsrfCookie(reply, session);
      if (userId !== null) reply.setCookie(SIGNED_IN_COOKIE, '1', hintOptions);
      else if (request.cookies[SIGNED_IN_COOKIE]) reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
      return session;
    },
    async end(request, reply) {
      if (request.session) await deleteSession(app.db, request.session.id);
      request.session = null;
      request.user = null;
      request.authMode = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
      reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    },
    issueCsrfCookie,
  });

  app.addHook('onRequest', async (request, reply) => {
    request.locale = requestLocale(request);
    if (!isApiRoute(request) || request.routeOptions.config?.beacon === true) return;

    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) {
      const found = await findUserByAccessToken(app.db, authorization.slice(7).trim());
      if (!found) throw notSignedIn();
      request.user = found.user;
      request.accessTokenId = found.tokenId;
      request.authMode = 'token';
      return;
    }

    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await findSession(app.db, token);
      if (found) {
        request.session = found.session;
        request.user = found.user;
        request.authMode = found.user ? 'session' : null;
        // The page's language switch only sets a cookie; the shop learns of it from the next call it makes.
        const chosen = chosenLocale(request);
        if (found.user && chosen && chosen !== found.userLocale)
          await rememberLocale(app.db, found.user.id, chosen);
      } else {
        // The session ended here (an hour idle, the user disabled, a sign-out from elsewhere), so its cookie and the
        // anti-forgery token bound to it are void. Without them the page fetches new ones before its next write;
        // with them every write, a new sign-in too, would be refused as a mismatch for as long as the cookies last.
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        reply.clearCookie(CSRF_COOKIE, { path: '/' });
      }
    }
    // The page believes someone is signed in, and no one is (the session ended while the browser was away): it
    // hears so once, and asks no more.
    if (request.cookies[SIGNED_IN_COOKIE] && !request.user)
      reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    // A session that began before the hint existed (or whose hint was deleted) gets it back on its next call.
    else if (!request.cookies[SIGNED_IN_COOKIE] && request.authMode === 'session')
      reply.setCookie(SIGNED_IN_COOKIE, '1', hintOptions);
    // Cookies ride along on cross-site requests, so every write made with a cookie proves it read ours. A provider's
    // webhook (the matched route says so) carries no cookie and proves itself by its signature instead.
    const webhook = request.routeOptions.config?.webhook === true;
    if (UNSAFE_METHODS.has(request.method) && !webhook && !csrfValid(request))
      throw new HttpError(419, 'csrf_mismatch');
  });
});
