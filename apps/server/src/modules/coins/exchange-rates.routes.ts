import {
  EXCHANGE_RATE_PATHS,
  exchangeRateBatchBodySchema,
  exchangeRateBatchReplySchema,
  exchangeRateBodySchema,
  exchangeRateListQuerySchema,
  exchangeRateListReplySchema,
  exchangeRateSchema,
  idParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listExchangeRates } from './exchange-rates.search';
import {
  createExchangeRate,
  createExchangeRateBatch,
  deleteExchangeRate,
  getExchangeRate,
  updateExchangeRate,
} from './exchange-rates.service';

const tags = ['exchange rates'];

export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EXCHANGE_RATE_PATHS.list,
    {
      config: { permissions: ['read_exchange_rate'] },
      schema: {
        tags,
        querystring: exchangeRateListQuerySchema,
        response: { 200: exchangeRateListReplySchema },
      },
    },
    (request) => listExchangeRates(app.db, request.query),
  );

  app.post(
    EXCHANGE_RATE_PATHS.list,
    {
      config: { permissions: ['create_exchange_rate'] },
      schema: { tags, body: exchangeRateBodySchema, response: { 201: exchangeRateSchema } },
    },
    async (request, reply) => reply.status(201).send(await createExchangeRate(app.db, request.body)),
  );

  app.post(
    EXCHANGE_RATE_PATHS.batch,
    {
      config: { permissions: ['create_exchange_rate'] },
      schema: { tags, body: exchangeRateBatchBodySchema, response: { 201: exchangeRateBatchReplySchema } },
    },
    async (request, reply) => reply.status(201).send(await createExchangeRateBatch(app.db, request.body)),
  );

  // SPEC §2: the Edit screen reads the rate it edits, so reading one rate takes update_exchange_rate.
  app.get(
    EXCHANGE_RATE_PATHS.one,
    {
      config: { permissions: ['update_exchange_rate'] },
      schema: { tags, params: idParamSchema, response: { 200: exchangeRateSchema } },
    },
    (request) => getExchangeRate(app.db, request.params.id),
  );

  app.put(
    EXCHANGE_RATE_PATHS.one,
    {
      config: { permissions: ['update_exchange_rate'] },
      schema: {
        tags,
        params: idParamSchema,
        body: exchangeRateBodySchema,
        response: { 200: exchangeRateSchema },
      },
    },
    (request) => updateExchangeRate(app.db, request.params.id, request.body),
  );

  app.delete(
    EXCHANGE_RATE_PATHS.one,
    { config: { permissions: ['delete_exchange_rate'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteExchangeRate(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
