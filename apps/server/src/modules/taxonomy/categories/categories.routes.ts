import {
  CATEGORY_PATHS,
  categoryBodySchema,
  categoryListQuerySchema,
  categoryListReplySchema,
  categorySchema,
  categoryTreeReplySchema,
  idParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategories } from './categories.search';
import { createCategory, deleteCategory, getCategory, updateCategory } from './categories.service';
import { categoryTree } from './category-tree';

const tags = ['categories'];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CATEGORY_PATHS.storefront, { schema: { tags, response: { 200: categoryTreeReplySchema } } }, () =>
    categoryTree(app.db, true),
  );

  app.get(
    CATEGORY_PATHS.list,
    {
      config: { permissions: ['read_categories'] },
      schema: { tags, querystring: categoryListQuerySchema, response: { 200: categoryListReplySchema } },
    },
    (request) => listCategories(app.db, request.query),
  );

  app.get(
    CATEGORY_PATHS.tree,
    {
      config: { permissions: ['read_categories'] },
      schema: { tags, response: { 200: categoryTreeReplySchema } },
    },
    () => categoryTree(app.db, false),
  );

  app.post(
    CATEGORY_PATHS.list,
    {
      config: { permissions: ['create_categories'] },
      schema: { tags, body: categoryBodySchema, response: { 201: categorySchema } },
    },
    async (request, reply) => reply.status(201).send(await createCategory(app.db, request.body)),
  );

  // SPEC §6: the {id} screen is the edit screen, so reading one category takes update_categories.
  app.get(
    CATEGORY_PATHS.one,
    {
      config: { permissions: ['update_categories'] },
      schema: { tags, params: idParamSchema, response: { 200: categorySchema } },
    },
    (request) => getCategory(app.db, request.params.id),
  );

  app.put(
    CATEGORY_PATHS.one,
    {
      config: { permissions: ['update_categories'] },
      schema: { tags, params: idParamSchema, body: categoryBodySchema, response: { 200: categorySchema } },
    },
    (request) => updateCategory(app.db, request.params.id, request.body),
  );

  app.delete(
    CATEGORY_PATHS.one,
    { config: { permissions: ['delete_categories'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteCategory(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
