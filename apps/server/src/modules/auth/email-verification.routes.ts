import {
  AUTH_PATHS,
  messageReplySchema,
  verifyEmailParamsSchema,
  verifyEmailQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { authDeps } from './auth.deps';
import { resendVerificationMail, verifyEmailLink } from './email-verification.service';
import { AUTH_TAGS, errorReplies, redirectSchema } from './reply-schemas';

const VERIFIED_PAGE = '/Auth/VerifyEmail?verified=1';
const INVALID_LINK_PAGE = '/Auth/VerifyEmail?error=invalid';

/** Proving the e-mail address: the resend button and the link opened from the mail. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    AUTH_PATHS.verificationNotification,
    {
      config: { auth: 'user' },
      schema: {
        tags: AUTH_TAGS,
        response: { 200: messageReplySchema, 202: messageReplySchema, ...errorReplies(401, 419, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await resendVerificationMail(deps, {
        userId: requireUser(request).id,
        ip: request.ip,
        locale: request.locale,
      });
      if (outcome === 'already_verified') {
        return reply.status(200).send({ message: translate('email_already_verified', request.locale) });
      }
      return reply.status(202).send({ message: translate('verification_link_sent', request.locale) });
    },
  );

  // Opened in a browser from the mail, so every outcome is a page of the web app, never a JSON error.
  app.get(
    AUTH_PATHS.verifyEmail,
    {
      attachValidation: true,
      schema: {
        tags: AUTH_TAGS,
        params: verifyEmailParamsSchema,
        querystring: verifyEmailQuerySchema,
        response: { 302: redirectSchema },
      },
    },
    async (request, reply) => {
      const valid =
        !request.validationError && (await verifyEmailLink(deps, { ...request.params, ...request.query }));
      return reply.redirect(valid ? VERIFIED_PAGE : INVALID_LINK_PAGE, 302);
    },
  );
};
