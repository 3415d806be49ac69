import {
  PRICE_CHANGE_PATHS,
  priceChangeListQuerySchema,
  priceChangeListReplySchema,
  productSlugParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPriceChanges } from './price-history.service';

const tags = ['products'];

// Reading a product's price history is part of reading the catalogue, as its stock history is.
export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRICE_CHANGE_PATHS.list,
    {
      config: { permissions: ['read_products'] },
      schema: {
        tags,
        params: productSlugParamSchema,
        querystring: priceChangeListQuerySchema,
        response: { 200: priceChangeListReplySchema },
      },
    },
    (request) => listPriceChanges(app.db, request.params.slug, request.query),
  );
};
