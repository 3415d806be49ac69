import {
  ATTRIBUTE_PATHS,
  attributeBodySchema,
  attributeDetailSchema,
  attributeListQuerySchema,
  attributeListReplySchema,
  idParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAttributes } from './attributes.search';
import { createAttribute, deleteAttribute, getAttribute, updateAttribute } from './attributes.service';

const tags = ['attributes'];

// SPEC §6 names read_attributes only: it reads attributes, and update_products changes them, since the staff
// who edit products keep their attributes (docs/decisions/005-catalogue-taxonomy.md).
export const attributesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ATTRIBUTE_PATHS.list,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, querystring: attributeListQuerySchema, response: { 200: attributeListReplySchema } },
    },
    (request) => listAttributes(app.db, request.query),
  );

  app.post(
    ATTRIBUTE_PATHS.list,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, body: attributeBodySchema, response: { 201: attributeDetailSchema } },
    },
    async (request, reply) => reply.status(201).send(await createAttribute(app.db, request.body)),
  );

  app.get(
    ATTRIBUTE_PATHS.one,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, params: idParamSchema, response: { 200: attributeDetailSchema } },
    },
    (request) => getAttribute(app.db, request.params.id),
  );

  app.put(
    ATTRIBUTE_PATHS.one,
    {
      config: { permissions: ['update_products'] },
      schema: {
        tags,
        params: idParamSchema,
        body: attributeBodySchema,
        response: { 200: attributeDetailSchema },
      },
    },
    (request) => updateAttribute(app.db, request.params.id, request.body),
  );

  app.delete(
    ATTRIBUTE_PATHS.one,
    { config: { permissions: ['update_products'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteAttribute(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
