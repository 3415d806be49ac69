import {
  CONTENT_PATHS,
  contentIndexReplySchema,
  contentPageBodySchema,
  contentPageListQuerySchema,
  contentPageListReplySchema,
  contentPageSchema,
  contentSlugParamSchema,
  faqBodySchema,
  faqListQuerySchema,
  faqListReplySchema,
  faqSchema,
  idParamSchema,
  publicContentPageSchema,
  publicFaqReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isWholesaler } from '../users';
import {
  contentIndex,
  createContentPage,
  deleteContentPage,
  getContentPage,
  listContentPages,
  publishedPage,
  updateContentPage,
} from './content-pages.service';
import { createFaq, deleteFaq, getFaq, listFaqs, publishedFaqs, updateFaq } from './faqs.service';
import { sectionsWithContent } from './sections-with-content';

const tags = ['content'];
// Pages and questions are part of the shop's settings (SPEC §2 settings tabs: information, policies, FAQ, about).
const read = { permissions: ['read_settings' as const] };
const write = { permissions: ['read_settings' as const, 'update_settings' as const] };

/** The back office's pages and frequent questions. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONTENT_PATHS.adminPages,
    {
      config: read,
      schema: {
        tags,
        querystring: contentPageListQuerySchema,
        response: { 200: contentPageListReplySchema },
      },
    },
    (request) => listContentPages(app.db, request.query),
  );
  app.post(
    CONTENT_PATHS.adminPages,
    { config: write, schema: { tags, body: contentPageBodySchema, response: { 201: contentPageSchema } } },
    async (request, reply) => reply.status(201).send(await createContentPage(app.db, request.body)),
  );
  app.get(
    CONTENT_PATHS.adminPage,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: contentPageSchema } } },
    (request) => getContentPage(app.db, request.params.id),
  );
  app.put(
    CONTENT_PATHS.adminPage,
    {
      config: write,
      schema: {
        tags,
        params: idParamSchema,
        body: contentPageBodySchema,
        response: { 200: contentPageSchema },
      },
    },
    (request) => updateContentPage(app.db, request.params.id, request.body),
  );
  app.delete(
    CONTENT_PATHS.adminPage,
    { config: write, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteContentPage(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    CONTENT_PATHS.adminFaqs,
    {
      config: read,
      schema: { tags, querystring: faqListQuerySchema, response: { 200: faqListReplySchema } },
    },
    (request) => listFaqs(app.db, request.query),
  );
  app.post(
    CONTENT_PATHS.adminFaqs,
    { config: write, schema: { tags, body: faqBodySchema, response: { 201: faqSchema } } },
    async (request, reply) => reply.status(201).send(await createFaq(app.db, request.body)),
  );
  app.get(
    CONTENT_PATHS.adminFaq,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: faqSchema } } },
    (request) => getFaq(app.db, request.params.id),
  );
  app.put(
    CONTENT_PATHS.adminFaq,
    {
      config: write,
      schema: { tags, params: idParamSchema, body: faqBodySchema, response: { 200: faqSchema } },
    },
    (request) => updateFaq(app.db, request.params.id, request.body),
  );
  app.delete(
    CONTENT_PATHS.adminFaq,
    { config: write, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteFaq(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};

/** What shoppers read: public, no permissions. */
export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONTENT_PATHS.index,
    { schema: { tags, response: { 200: contentIndexReplySchema } } },
    async (request) => {
      const sections = await contentIndex(app.db);
      const viewer = { wholesaler: isWholesaler(request.user) };
      return { sections, has: await sectionsWithContent(app.db, sections, viewer) };
    },
  );
  app.get(
    CONTENT_PATHS.page,
    { schema: { tags, params: contentSlugParamSchema, response: { 200: publicContentPageSchema } } },
    (request) => publishedPage(app.db, request.params.slug),
  );
  app.get(CONTENT_PATHS.faqs, { schema: { tags, response: { 200: publicFaqReplySchema } } }, () =>
    publishedFaqs(app.db),
  );
};
