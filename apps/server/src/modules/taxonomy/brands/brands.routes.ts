import {
  BRAND_PATHS,
  brandBodySchema,
  brandListQuerySchema,
  brandListReplySchema,
  brandSchema,
  idParamSchema,
  storefrontBrandsReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeBrands, listBrands } from './brands.search';
import { createBrand, deleteBrand, getBrand, updateBrand } from './brands.service';

const tags = ['brands'];

// SPEC §6 names no brand permissions: read_attributes reads them and update_products changes them, since the
// staff who edit products keep their brands (docs/decisions/005-catalogue-taxonomy.md).
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(BRAND_PATHS.storefront, { schema: { tags, response: { 200: storefrontBrandsReplySchema } } }, () =>
    activeBrands(app.db),
  );

  app.get(
    BRAND_PATHS.list,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, querystring: brandListQuerySchema, response: { 200: brandListReplySchema } },
    },
    (request) => listBrands(app.db, request.query),
  );

  app.post(
    BRAND_PATHS.list,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, body: brandBodySchema, response: { 201: brandSchema } },
    },
    async (request, reply) => reply.status(201).send(await createBrand(app.db, request.body)),
  );

  app.get(
    BRAND_PATHS.one,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, params: idParamSchema, response: { 200: brandSchema } },
    },
    (request) => getBrand(app.db, request.params.id),
  );

  app.put(
    BRAND_PATHS.one,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params: idParamSchema, body: brandBodySchema, response: { 200: brandSchema } },
    },
    (request) => updateBrand(app.db, request.params.id, request.body),
  );

  app.delete(
    BRAND_PATHS.one,
    { config: { permissions: ['update_products'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteBrand(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
