import {
  idParamSchema,
  POINT_OF_SALE_PATHS,
  pickupPointsReplySchema,
  pointOfSaleBodySchema,
  pointOfSaleListQuerySchema,
  pointOfSaleListReplySchema,
  pointOfSaleSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickupPoints } from './pickup-points';
import { listPointsOfSale } from './points-of-sale.search';
import {
  createPointOfSale,
  deletePointOfSale,
  getPointOfSale,
  updatePointOfSale,
} from './points-of-sale.service';

const tags = ['points of sale'];
// SPEC §6 names only read_pos; the points of sale are a tab of the settings, so changing them takes update_settings.
const READ = ['read_pos'] as const;
const WRITE = ['read_pos', 'update_settings'] as const;

export const pointsOfSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    POINT_OF_SALE_PATHS.list,
    {
      config: { permissions: [...READ] },
      schema: {
        tags,
        querystring: pointOfSaleListQuerySchema,
        response: { 200: pointOfSaleListReplySchema },
      },
    },
    (request) => listPointsOfSale(app.db, request.query),
  );

  app.post(
    POINT_OF_SALE_PATHS.list,
    {
      config: { permissions: [...WRITE] },
      schema: { tags, body: pointOfSaleBodySchema, response: { 201: pointOfSaleSchema } },
    },
    async (request, reply) => reply.status(201).send(await createPointOfSale(app.db, request.body)),
  );

  app.get(
    POINT_OF_SALE_PATHS.one,
    {
      config: { permissions: [...READ] },
      schema: { tags, params: idParamSchema, response: { 200: pointOfSaleSchema } },
    },
    (request) => getPointOfSale(app.db, request.params.id),
  );

  app.put(
    POINT_OF_SALE_PATHS.one,
    {
      config: { permissions: [...WRITE] },
      schema: {
        tags,
        params: idParamSchema,
        body: pointOfSaleBodySchema,
        response: { 200: pointOfSaleSchema },
      },
    },
    (request) => updatePointOfSale(app.db, request.params.id, request.body),
  );

  app.delete(
    POINT_OF_SALE_PATHS.one,
    { config: { permissions: [...WRITE] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deletePointOfSale(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  // The checkout offers these to every visitor: no sign-in needed.
  app.get(
    POINT_OF_SALE_PATHS.pickup,
    { schema: { tags, response: { 200: pickupPointsReplySchema } } },
    async () => ({ data: await pickupPoints(app.db) }),
  );
};
