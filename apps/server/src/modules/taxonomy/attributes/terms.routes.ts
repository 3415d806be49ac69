import {
  ATTRIBUTE_PATHS,
  idParamSchema,
  termBodySchema,
  termListReplySchema,
  termParamsSchema,
  termSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTerm, deleteTerm, getTerm, listTerms, updateTerm } from './terms.service';

const tags = ['attributes'];

/** An attribute's terms, under /admin/attributes/:id/terms, with the attributes' permissions. */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ATTRIBUTE_PATHS.terms,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, params: idParamSchema, response: { 200: termListReplySchema } },
    },
    (request) => listTerms(app.db, request.params.id),
  );

  app.post(
    ATTRIBUTE_PATHS.terms,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params: idParamSchema, body: termBodySchema, response: { 201: termSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTerm(app.db, request.params.id, request.body)),
  );

  app.get(
    ATTRIBUTE_PATHS.term,
    {
      config: { permissions: ['read_attributes'] },
      schema: { tags, params: termParamsSchema, response: { 200: termSchema } },
    },
    (request) => getTerm(app.db, request.params.id, request.params.term_id),
  );

  app.put(
    ATTRIBUTE_PATHS.term,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params: termParamsSchema, body: termBodySchema, response: { 200: termSchema } },
    },
    (request) => updateTerm(app.db, request.params.id, request.params.term_id, request.body),
  );

  app.delete(
    ATTRIBUTE_PATHS.term,
    { config: { permissions: ['update_products'] }, schema: { tags, params: termParamsSchema } },
    async (request, reply) => {
      await deleteTerm(app.db, request.params.id, request.params.term_id);
      return reply.status(204).send();
    },
  );
};
