import {
  productSlugParamSchema,
  STOCK_PATHS,
  stockAdjustmentBodySchema,
  stockAdjustmentReplySchema,
  stockMovementListQuerySchema,
  stockMovementListReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { adjustStock, listMovements } from './stock-history.service';

const tags = ['stock'];

// Reading a product's history is part of reading the catalogue; moving its stock is part of editing the product
// (issue 18 §1: "staff adjust stock only through a movement with a reason (update_products)").
export const stockHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STOCK_PATHS.movements,
    {
      config: { permissions: ['read_products'] },
      schema: {
        tags,
        params: productSlugParamSchema,
        querystring: stockMovementListQuerySchema,
        response: { 200: stockMovementListReplySchema },
      },
    },
    (request) => listMovements(app.db, request.params.slug, request.query),
  );

  app.post(
    STOCK_PATHS.adjust,
    {
      config: { permissions: ['update_products'] },
      schema: {
        tags,
        params: productSlugParamSchema,
        body: stockAdjustmentBodySchema,
        response: { 200: stockAdjustmentReplySchema },
      },
    },
    (request) => adjustStock(app.db, request.params.slug, request.body, requireUser(request).id),
  );
};
