import {
  DISTRIBUTION_PATHS,
  distributionBoardSchema,
  idParamSchema,
  orderActionReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { statusChangedMail, tellCustomer } from '../orders';
import { distributionBoard, markDelivered, markDispatched } from './distribution.service';

const tags = ['distribution'];
// The board is part of the orders area: reading it needs read_orders, moving an order needs update_orders too, as
// every order action does (decision 030).
const read = { permissions: ['read_orders' as const] };
const act = { permissions: ['read_orders' as const, 'update_orders' as const] };

export const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DISTRIBUTION_PATHS.board,
    { config: read, schema: { tags, response: { 200: distributionBoardSchema } } },
    (request) => distributionBoard(app.db, request.locale),
  );

  app.post(
    DISTRIBUTION_PATHS.dispatched,
    { config: act, schema: { tags, params: idParamSchema, response: { 200: orderActionReplySchema } } },
    async (request) => {
      const order = await markDispatched(app.db, request.params.id, requireUser(request).id, request.locale);
      return { message: translate('saved', request.locale), order };
    },
  );

  app.post(
    DISTRIBUTION_PATHS.delivered,
    { config: act, schema: { tags, params: idParamSchema, response: { 200: orderActionReplySchema } } },
    async (request) => {
      const order = await markDelivered(app.db, request.params.id, requireUser(request).id, request.locale);
      await tellCustomer(app.db, app.mailer, app.config.publicUrl, order.id, statusChangedMail);
      return { message: translate('status_changed', request.locale), order };
    },
  );
};
