import {
  PRICE_CHANGE_PATHS,
  priceChangeListQuerySchema,
  priceChangeListReplySchema,
  productSlugParamSchema,
  shopPriceChangeListReplySchema,
  shopPriceChangeQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { translate } from '../../lib/messages';
import { priceChangesCsv } from './price-changes-export';
import { listPriceChanges, listShopPriceChanges } from './price-history.service';

const tags = ['products'];
// Reading prices' history is part of reading the catalogue, as its stock history is.
const config = { permissions: ['read_products' as const] };

export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRICE_CHANGE_PATHS.list,
    {
      config,
      schema: {
        tags,
        params: productSlugParamSchema,
        querystring: priceChangeListQuerySchema,
        response: { 200: priceChangeListReplySchema },
      },
    },
    (request) => listPriceChanges(app.db, request.params.slug, request.query),
  );

  app.get(
    PRICE_CHANGE_PATHS.all,
    {
      config,
      schema: {
        tags,
        querystring: shopPriceChangeQuerySchema,
        response: { 200: shopPriceChangeListReplySchema },
      },
    },
    (request) => listShopPriceChanges(app.db, request.query),
  );

  // Every change the list's filters keep, oldest first, as a spreadsheet (decision 108).
  app.get(
    PRICE_CHANGE_PATHS.export,
    { config, schema: { tags, querystring: shopPriceChangeQuerySchema } },
    (request, reply) =>
      sendCsv(
        reply,
        translate('price_changes_export_file', request.locale),
        priceChangesCsv(app.db, request.query, request.locale),
      ),
  );
};
