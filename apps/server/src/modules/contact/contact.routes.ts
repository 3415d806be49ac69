import {
  CONTACT_PATHS,
  contactBodySchema,
  contactListQuerySchema,
  contactListReplySchema,
  contactMessageSchema,
  contactStatusBodySchema,
  idParamSchema,
  messageReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import {
  getContactMessage,
  listContactMessages,
  sendContactMessage,
  setContactStatus,
} from './contact.service';

const tags = ['contact'];
// Messages are read with the shop's settings (the Contacts partial); handling one is a change to them.
const read = { permissions: ['read_settings' as const] };
const write = { permissions: ['read_settings' as const, 'update_settings' as const] };

/** The public contact form and the back office's contacts area. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CONTACT_PATHS.send,
    { schema: { tags, body: contactBodySchema, response: { 201: messageReplySchema } } },
    async (request, reply) => {
      const deps = {
        db: app.db,
        mailer: app.mailer,
        background: app.background,
        publicUrl: app.config.publicUrl,
      };
      await sendContactMessage(deps, request.body, request.ip);
      return reply.status(201).send({ message: translate('contact_message_sent', request.locale) });
    },
  );

  app.get(
    CONTACT_PATHS.list,
    {
      config: read,
      schema: { tags, querystring: contactListQuerySchema, response: { 200: contactListReplySchema } },
    },
    (request) => listContactMessages(app.db, request.query),
  );
  app.get(
    CONTACT_PATHS.one,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: contactMessageSchema } } },
    (request) => getContactMessage(app.db, request.params.id),
  );
  app.put(
    CONTACT_PATHS.one,
    {
      config: write,
      schema: {
        tags,
        params: idParamSchema,
        body: contactStatusBodySchema,
        response: { 200: contactMessageSchema },
      },
    },
    (request) => setContactStatus(app.db, request.params.id, request.body.status, requireUser(request).id),
  );
};
