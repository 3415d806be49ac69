import {
  AUTH_PATHS,
  currentUserSchema,
  loginBodySchema,
  loginReplySchema,
  messageReplySchema,
  registerBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyAttempts } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { recordSignIn, type SignInOutcome } from '../analytics';
import { emptyUserCart } from '../cart';
import { authDeps } from './auth.deps';
import { toCurrentUserReply } from './current-user';
import { authenticate } from './login.service';
import { register } from './registration.service';
import { AUTH_TAGS, errorReplies, noContentSchema } from './reply-schemas';
import { createAccessToken, deleteAccessToken } from './sessions.service';

const DEFAULT_DEVICE_NAME = 'api';

/** Signing up, in and out, and who is signed in. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  // Sign-ins are counted for analytics (Accesses) after the reply, never by who tried.
  const countSignIn = (outcome: SignInOutcome) =>
    app.background.run('count sign-in', () => recordSignIn(app.db, outcome));

  // Issues the anti-forgery cookie; a visitor without a session gets an anonymous one to bind it to.
  app.get(
    AUTH_PATHS.csrfCookie,
    { schema: { tags: AUTH_TAGS, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const session = request.session ?? (await app.sessions.start(request, reply, null));
      app.sessions.issueCsrfCookie(reply, session);
      return reply.status(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.register,
    {
      config: { auth: 'guest' },
      schema: {
        tags: AUTH_TAGS,
        body: registerBodySchema,
        response: { 202: messageReplySchema, ...errorReplies(400, 403, 413, 419, 422, 429) },
      },
    },
    // Accepted, not created: the account is made (or its owner told) after the reply; the shopper signs in
    // once the mailed link has proven the address is theirs.
    async (request, reply) => {
      await register(deps, request.body, { ip: request.ip, locale: request.locale });
      return reply.status(202).send({ message: translate('registration_mail_sent', request.locale) });
    },
  );

  app.post(
    AUTH_PATHS.login,
    {
      config: { auth: 'guest' },
      schema: {
        tags: AUTH_TAGS,
        body: loginBodySchema,
        response: { 200: loginReplySchema, ...errorReplies(400, 403, 413, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, token_mode, device_name } = request.body;
      const user = await authenticate(app.db, { email, password, ip: request.ip }).catch((error: unknown) => {
        countSignIn(error instanceof TooManyAttempts ? 'blocked' : 'failed');
        throw error;
      });
      countSignIn('success');
      if (token_mode) {
        // A token client keeps no signed-in cookie: one credential, which logout revokes completely.
        const token = await createAccessToken(app.db, user.id, device_name || DEFAULT_DEVICE_NAME);
        return { user: toCurrentUserReply(user, request.locale), token };
      }
      // A new session id at sign-in: an id planted before it (session fixation) is worth nothing after.
      await app.sessions.start(request, reply, user.id);
      return { user: toCurrentUserReply(user, request.locale) };
    },
  );

  app.post(
    AUTH_PATHS.logout,
    { schema: { tags: AUTH_TAGS, response: { 204: noContentSchema, ...errorReplies(401, 419) } } },
    async (request, reply) => {
      // SPEC §4: on logout the cart is cleared, and its units go back on sale.
      if (request.user) await emptyUserCart(app.db, request.user.id);
      if (request.authMode === 'token' && request.accessTokenId !== null) {
        await deleteAccessToken(app.db, request.accessTokenId);
      } else {
        await app.sessions.end(request, reply);
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    AUTH_PATHS.user,
    {
      config: { auth: 'user' },
      schema: { tags: AUTH_TAGS, response: { 200: currentUserSchema, ...errorReplies(401) } },
    },
    async (request) => toCurrentUserReply(requireUser(request), request.locale),
  );
};
