import {
  COIN_PATHS,
  coinBodySchema,
  coinListQuerySchema,
  coinListReplySchema,
  coinSchema,
  coinSettingsBodySchema,
  coinSettingsSchema,
  idParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCoinSettings, putCoinSettings } from './coin-settings';
import { listCoins } from './coins.search';
import { createCoin, deleteCoin, getCoin, updateCoin } from './coins.service';

const tags = ['coins'];

export const coinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COIN_PATHS.list,
    {
      config: { permissions: ['read_coins'] },
      schema: { tags, querystring: coinListQuerySchema, response: { 200: coinListReplySchema } },
    },
    (request) => listCoins(app.db, request.query),
  );

  app.post(
    COIN_PATHS.list,
    {
      config: { permissions: ['create_coins'] },
      schema: { tags, body: coinBodySchema, response: { 201: coinSchema } },
    },
    async (request, reply) => reply.status(201).send(await createCoin(app.db, request.body)),
  );

  // `only_base_coin` belongs to the shop's settings, so it takes the settings permissions.
  app.get(
    COIN_PATHS.settings,
    { config: { permissions: ['read_settings'] }, schema: { tags, response: { 200: coinSettingsSchema } } },
    () => getCoinSettings(app.db),
  );

  app.put(
    COIN_PATHS.settings,
    {
      config: { permissions: ['update_settings'] },
      schema: { tags, body: coinSettingsBodySchema, response: { 200: coinSettingsSchema } },
    },
    (request) => putCoinSettings(app.db, request.body),
  );

  // SPEC §2: the {id} screen is the edit screen, so reading one coin takes update_coins.
  app.get(
    COIN_PATHS.one,
    {
      config: { permissions: ['update_coins'] },
      schema: { tags, params: idParamSchema, response: { 200: coinSchema } },
    },
    (request) => getCoin(app.db, request.params.id),
  );

  app.put(
    COIN_PATHS.one,
    {
      config: { permissions: ['update_coins'] },
      schema: { tags, params: idParamSchema, body: coinBodySchema, response: { 200: coinSchema } },
    },
    (request) => updateCoin(app.db, request.params.id, request.body),
  );

  app.delete(
    COIN_PATHS.one,
    { config: { permissions: ['delete_coins'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteCoin(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
