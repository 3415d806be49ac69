import {
  idParamSchema,
  ORDER_STATUS_PATHS,
  orderStatusBodySchema,
  orderStatusListQuerySchema,
  orderStatusListReplySchema,
  orderStatusSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOrderStatuses } from './order-statuses.search';
import {
  createOrderStatus,
  deleteOrderStatus,
  getOrderStatus,
  updateOrderStatus,
} from './order-statuses.service';

const tags = ['order statuses'];

export const orderStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ORDER_STATUS_PATHS.list,
    {
      config: { permissions: ['read_orderStatuses'] },
      schema: {
        tags,
        querystring: orderStatusListQuerySchema,
        response: { 200: orderStatusListReplySchema },
      },
    },
    (request) => listOrderStatuses(app.db, request.query, request.locale),
  );

  app.post(
    ORDER_STATUS_PATHS.list,
    {
      config: { permissions: ['create_orderStatuses'] },
      schema: { tags, body: orderStatusBodySchema, response: { 201: orderStatusSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrderStatus(app.db, request.body, request.locale)),
  );

  // SPEC §2: the {id} screen is the edit screen, so reading one status takes update_orderStatuses.
  app.get(
    ORDER_STATUS_PATHS.one,
    {
      config: { permissions: ['update_orderStatuses'] },
      schema: { tags, params: idParamSchema, response: { 200: orderStatusSchema } },
    },
    (request) => getOrderStatus(app.db, request.params.id, request.locale),
  );

  app.put(
    ORDER_STATUS_PATHS.one,
    {
      config: { permissions: ['update_orderStatuses'] },
      schema: {
        tags,
        params: idParamSchema,
        body: orderStatusBodySchema,
        response: { 200: orderStatusSchema },
      },
    },
    (request) => updateOrderStatus(app.db, request.params.id, request.body, request.locale),
  );

  app.delete(
    ORDER_STATUS_PATHS.one,
    { config: { permissions: ['delete_orderStatuses'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteOrderStatus(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
