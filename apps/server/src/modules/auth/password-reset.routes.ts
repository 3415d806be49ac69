import {
  AUTH_PATHS,
  forgotPasswordBodySchema,
  messageReplySchema,
  resetPasswordBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { authDeps } from './auth.deps';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { AUTH_TAGS, errorReplies } from './reply-schemas';

/** Forgotten password: a mailed link with a one-time token, then a new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    AUTH_PATHS.forgotPassword,
    {
      schema: {
        tags: AUTH_TAGS,
        body: forgotPasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 419, 422, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, { email: request.body.email, ip: request.ip, locale: request.locale });
      return { message: translate('password_reset_link_sent', request.locale) };
    },
  );

  app.post(
    AUTH_PATHS.resetPassword,
    {
      schema: {
        tags: AUTH_TAGS,
        body: resetPasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 419, 422) },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: translate('password_reset_done', request.locale) };
    },
  );
};
