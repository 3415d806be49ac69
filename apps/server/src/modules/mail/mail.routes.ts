import { errorBodySchema, listQuerySchema, MAIL_PATHS, mailOutboxListSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './mail.service';

/** The back office reads what the shop mailed: the only copy when no SMTP server is configured. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAIL_PATHS.outbox,
    {
      config: { permissions: ['read_settings'] },
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
