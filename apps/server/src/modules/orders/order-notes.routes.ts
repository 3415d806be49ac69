import {
  idParamSchema,
  ORDER_MESSAGES_PATH,
  ORDER_PATHS,
  orderActionReplySchema,
  orderMessageBodySchema,
  orderNoteBodySchema,
  orderNoteParamsSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { orderMessageMail, tellCustomer } from './order-mails';
import { writeOrderMessage } from './order-messages.service';
import { addOrderNote, deleteOrderNote } from './order-notes.service';

const tags = ['orders'];

/**
 * Staff notes on an order, and the shop's messages to its customer (decision 106): written by whoever may change
 * orders, read with the order (`notes`, `messages`).
 */
export const orderNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDER_PATHS.adminNotes,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: {
        tags,
        params: idParamSchema,
        body: orderNoteBodySchema,
        response: { 200: orderActionReplySchema },
      },
    },
    async (request) => {
      const order = await addOrderNote(
        app.db,
        request.params.id,
        request.body,
        requireUser(request).id,
        request.locale,
      );
      return { message: translate('order_note_added', request.locale), order };
    },
  );

  app.delete(
    ORDER_PATHS.adminNote,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: { tags, params: orderNoteParamsSchema, response: { 200: orderActionReplySchema } },
    },
    async (request) => {
      const order = await deleteOrderNote(
        app.db,
        request.params.id,
        request.params.note,
        requireUser(request).id,
        request.locale,
      );
      return { message: translate('order_note_deleted', request.locale), order };
    },
  );

  app.post(
    ORDER_MESSAGES_PATH,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: {
        tags,
        params: idParamSchema,
        body: orderMessageBodySchema,
        response: { 200: orderActionReplySchema },
      },
    },
    async (request) => {
      const order = await writeOrderMessage(
        app.db,
        request.params.id,
        request.body,
        requireUser(request).id,
        request.locale,
      );
      app.background.run('order message mail', () =>
        tellCustomer(app.db, app.mailer, app.config.publicUrl, order.id, orderMessageMail),
      );
      return { message: translate('order_message_sent', request.locale), order };
    },
  );
};
