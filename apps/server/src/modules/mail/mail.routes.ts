import { errorBodySchema, listQuerySchema, MAIL_PATHS, mailOutboxListSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './mail.service';

/**
 * A development aid: what the shop mailed, with secret links hidden (modules/mail/mailer.ts). Only for staff holding ALL,
 * and absent in production (config.mailOutbox), where mail goes to SMTP only.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAIL_PATHS.outbox,
    {
      config: { permissions: ['ALL'] },
      schema: {
        tags: ['mail'],
        querystring: listQuerySchema,
        response: {
          200: mailOutboxListSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );
};
