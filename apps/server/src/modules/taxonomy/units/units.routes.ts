import {
  idParamSchema,
  UNIT_PATHS,
  unitBodySchema,
  unitListQuerySchema,
  unitListReplySchema,
  unitSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUnit, deleteUnit, getUnit, listUnits, updateUnit } from './units.service';

const tags = ['units'];

// Like brands and attributes: read_attributes reads, update_products changes (docs/decisions/005-catalogue-taxonomy.md).
export const unitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    UNIT_PATHS.list,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, querystring: unitListQuerySchema, response: { 200: unitListReplySchema } },
    },
    (request) => listUnits(app.db, request.query),
  );

  app.post(
    UNIT_PATHS.list,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, body: unitBodySchema, response: { 201: unitSchema } },
    },
    async (request, reply) => reply.status(201).send(await createUnit(app.db, request.body)),
  );

  app.get(
    UNIT_PATHS.one,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, params: idParamSchema, response: { 200: unitSchema } },
    },
    (request) => getUnit(app.db, request.params.id),
  );

  app.put(
    UNIT_PATHS.one,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params: idParamSchema, body: unitBodySchema, response: { 200: unitSchema } },
    },
    (request) => updateUnit(app.db, request.params.id, request.body),
  );

  app.delete(
    UNIT_PATHS.one,
    { config: { permissions: ['update_products'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteUnit(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
