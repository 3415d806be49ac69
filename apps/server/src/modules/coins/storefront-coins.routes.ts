import { COIN_PATHS, coinRatesQuerySchema, shopToday, storefrontCoinsReplySchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coinsInForceOn } from './coins-in-force';

const tags = ['coins'];

export const storefrontCoinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(COIN_PATHS.storefront, { schema: { tags, response: { 200: storefrontCoinsReplySchema } } }, () =>
    coinsInForceOn(app.db, shopToday()),
  );

  app.get(
    COIN_PATHS.rates,
    { schema: { tags, querystring: coinRatesQuerySchema, response: { 200: storefrontCoinsReplySchema } } },
    (request) => coinsInForceOn(app.db, request.query.date ?? shopToday()),
  );
};
