import {
  DISCOUNT_PATHS,
  discountBodySchema,
  discountListQuerySchema,
  discountListReplySchema,
  discountSchema,
  idParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDiscount,
  deleteDiscount,
  getDiscount,
  listDiscounts,
  updateDiscount,
} from './discounts.service';

const tags = ['discounts'];

/** SPEC §2 names the discounts area without a route or permission; the offers permissions guard it (decision 028). */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DISCOUNT_PATHS.list,
    {
      config: { permissions: ['read_offers'] },
      schema: { tags, querystring: discountListQuerySchema, response: { 200: discountListReplySchema } },
    },
    (request) => listDiscounts(app.db, request.query),
  );
  app.post(
    DISCOUNT_PATHS.list,
    {
      config: { permissions: ['create_offers'] },
      schema: { tags, body: discountBodySchema, response: { 201: discountSchema } },
    },
    async (request, reply) => reply.status(201).send(await createDiscount(app.db, request.body)),
  );
  app.get(
    DISCOUNT_PATHS.one,
    {
      config: { permissions: ['read_offers'] },
      schema: { tags, params: idParamSchema, response: { 200: discountSchema } },
    },
    (request) => getDiscount(app.db, request.params.id),
  );
  app.put(
    DISCOUNT_PATHS.one,
    {
      config: { permissions: ['update_offers'] },
      schema: { tags, params: idParamSchema, body: discountBodySchema, response: { 200: discountSchema } },
    },
    (request) => updateDiscount(app.db, request.params.id, request.body),
  );
  app.delete(
    DISCOUNT_PATHS.one,
    { config: { permissions: ['delete_offers'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteDiscount(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
