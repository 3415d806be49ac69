import {
  AUTH_PATHS,
  confirmPasswordBodySchema,
  currentUserSchema,
  deleteUserBodySchema,
  messageReplySchema,
  profileInformationBodySchema,
  updatePasswordBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { authDeps } from './auth.deps';
import { toCurrentUserReply } from './current-user';
import { confirmPassword, deleteAccount, updatePassword, updateProfileInformation } from './profile.service';
import { AUTH_TAGS, errorReplies, noContentSchema } from './reply-schemas';

/** The signed-in user's own account: profile, password, deletion. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    AUTH_PATHS.confirmPassword,
    {
      config: { auth: 'user' },
      schema: {
        tags: AUTH_TAGS,
        body: confirmPasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 419, 422, 429) },
      },
    },
    async (request) => {
      await confirmPassword(app.db, requireUser(request).id, request.body.password, request.session);
      return { message: translate('password_confirmed', request.locale) };
    },
  );

  app.put(
    AUTH_PATHS.profileInformation,
    {
      config: { auth: 'user', methodOverride: true },
      schema: {
        tags: AUTH_TAGS,
        body: profileInformationBodySchema,
        response: { 200: currentUserSchema, ...errorReplies(400, 401, 405, 419, 422) },
      },
    },
    async (request) => {
      const user = await updateProfileInformation(
        deps,
        requireUser(request).id,
        request.body,
        request.locale,
      );
      return toCurrentUserReply(user, request.locale);
    },
  );

  app.put(
    AUTH_PATHS.password,
    {
      config: { auth: 'user' },
      schema: {
        tags: AUTH_TAGS,
        body: updatePasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 419, 422, 429) },
      },
    },
    async (request) => {
      await updatePassword(app.db, requireUser(request).id, request.body, {
        sessionId: request.session?.id,
        accessTokenId: request.accessTokenId ?? undefined,
      });
      return { message: translate('password_updated', request.locale) };
    },
  );

  app.delete(
    AUTH_PATHS.deleteUser,
    {
      config: { auth: 'user' },
      schema: {
        tags: AUTH_TAGS,
        body: deleteUserBodySchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 409, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, requireUser(request).id, request.body.password);
      await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );
};
