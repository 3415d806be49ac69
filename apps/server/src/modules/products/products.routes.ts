import {
  PRODUCT_PATHS,
  productBodySchema,
  productListQuerySchema,
  productListReplySchema,
  productPriceChangeBodySchema,
  productPriceChangeReplySchema,
  productSchema,
  productSlugParamSchema,
  productToggleBodySchema,
  variationsBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { duplicateProduct } from './duplicate.service';
import { changePrices } from './price-change.service';
import { listProducts } from './products.search';
import { createProduct, deleteProduct, getProduct, toggleProduct, updateProduct } from './products.service';
import { registerProductUsageChecks } from './usage-checks';
import { replaceVariations } from './variations.service';

const tags = ['products'];
const params = productSlugParamSchema;

// Reading one product serves the edit screen, so it takes update_products, like users and roles.
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Deleting a brand, unit, category or attribute term asks the products first (taxonomy's usage checks).
  registerProductUsageChecks();
  app.get(
    PRODUCT_PATHS.list,
    {
      config: { permissions: ['read_products'] },
      schema: { tags, querystring: productListQuerySchema, response: { 200: productListReplySchema } },
    },
    (request) => listProducts(app.db, request.query),
  );

  app.post(
    PRODUCT_PATHS.list,
    {
      config: { permissions: ['create_products'] },
      schema: { tags, body: productBodySchema, response: { 201: productSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(app.db, request.body, requireUser(request).id)),
  );

  app.get(
    PRODUCT_PATHS.one,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params, response: { 200: productSchema } },
    },
    (request) => getProduct(app.db, request.params.slug),
  );

  app.put(
    PRODUCT_PATHS.one,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params, body: productBodySchema, response: { 200: productSchema } },
    },
    (request) => updateProduct(app.db, request.params.slug, request.body, requireUser(request).id),
  );

  app.patch(
    PRODUCT_PATHS.toggle,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params, body: productToggleBodySchema, response: { 200: productSchema } },
    },
    (request) => toggleProduct(app.db, request.params.slug, request.body),
  );

  app.post(
    PRODUCT_PATHS.priceChange,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, body: productPriceChangeBodySchema, response: { 200: productPriceChangeReplySchema } },
    },
    (request) => changePrices(app.db, request.body, requireUser(request).id),
  );

  app.post(
    PRODUCT_PATHS.duplicate,
    {
      // A copy shows all of the original, which reading a product asks update_products for.
      config: { permissions: ['create_products', 'update_products'] },
      schema: { tags, params, response: { 201: productSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await duplicateProduct(app.db, request.params.slug, requireUser(request).id, request.locale)),
  );

  app.put(
    PRODUCT_PATHS.variations,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params, body: variationsBodySchema, response: { 200: productSchema } },
    },
    (request) => replaceVariations(app.db, request.params.slug, request.body, requireUser(request).id),
  );

  app.delete(
    PRODUCT_PATHS.one,
    { config: { permissions: ['delete_products'] }, schema: { tags, params } },
    async (request, reply) => {
      await deleteProduct(app.db, request.params.slug);
      return reply.status(204).send();
    },
  );
};
