import {
  idParamSchema,
  ORDER_PATHS,
  orderActionReplySchema,
  orderNoteBodySchema,
  orderNoteParamsSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { addOrderNote, deleteOrderNote } from './order-notes.service';

const tags = ['orders'];

/** Staff notes on an order: written by whoever may change orders, read with the order (`notes`). */
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
};
