import {
  adminBlogPostListReplySchema,
  adminBlogPostsQuerySchema,
  BLOG_PATHS,
  blogPostBodySchema,
  blogPostSchema,
  blogPostsQuerySchema,
  blogPostsReplySchema,
  blogSlugParamSchema,
  blogTermBodySchema,
  blogTermKindParamSchema,
  blogTermListQuerySchema,
  blogTermListReplySchema,
  blogTermParamSchema,
  blogTermSchema,
  blogTopicsReplySchema,
  idParamSchema,
  publicBlogPostSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { filesFrom } from '../../lib/uploaded-files';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  publicPost,
  publicPosts,
  setPostCover,
  updatePost,
} from './blog-posts.service';
import { blogTopics, createTerm, deleteTerm, listTerms, termById, updateTerm } from './blog-terms.service';

const tags = ['blog'];
// SPEC §6 read_post opens the blog's screens; publishing is changing the shop's public face, as pages and banners
// are, so writes also need update_settings (decision 024).
const read = { permissions: ['read_post' as const] };
const write = { permissions: ['read_post' as const, 'update_settings' as const] };

/** The back office's posts, categories and keywords. */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BLOG_PATHS.adminPosts,
    {
      config: read,
      schema: {
        tags,
        querystring: adminBlogPostsQuerySchema,
        response: { 200: adminBlogPostListReplySchema },
      },
    },
    (request) => listPosts(app.db, request.query),
  );
  app.post(
    BLOG_PATHS.adminPosts,
    { config: write, schema: { tags, body: blogPostBodySchema, response: { 201: blogPostSchema } } },
    async (request, reply) => reply.status(201).send(await createPost(app.db, request.body)),
  );
  app.get(
    BLOG_PATHS.adminPost,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: blogPostSchema } } },
    (request) => getPost(app.db, request.params.id),
  );
  app.put(
    BLOG_PATHS.adminPost,
    {
      config: write,
      schema: { tags, params: idParamSchema, body: blogPostBodySchema, response: { 200: blogPostSchema } },
    },
    (request) => updatePost(app.db, request.params.id, request.body),
  );
  app.delete(
    BLOG_PATHS.adminPost,
    { config: write, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deletePost(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
  // Multipart: the picture is judged by its bytes in the service.
  app.post(
    BLOG_PATHS.adminPostCover,
    {
      config: write,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: blogPostSchema },
      },
    },
    (request) => {
      const [file, ...more] = filesFrom(request.body, 'image');
      if (!file || more.length) throw invalidFields({ image: ['single_file_required'] });
      return setPostCover(app.db, app.config.dataDir, request.params.id, file);
    },
  );

  app.get(
    BLOG_PATHS.adminTerms,
    {
      config: read,
      schema: {
        tags,
        params: blogTermKindParamSchema,
        querystring: blogTermListQuerySchema,
        response: { 200: blogTermListReplySchema },
      },
    },
    (request) => listTerms(app.db, request.params.kind, request.query),
  );
  app.post(
    BLOG_PATHS.adminTerms,
    {
      config: write,
      schema: {
        tags,
        params: blogTermKindParamSchema,
        body: blogTermBodySchema,
        response: { 201: blogTermSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTerm(app.db, request.params.kind, request.body)),
  );
  app.get(
    BLOG_PATHS.adminTerm,
    { config: read, schema: { tags, params: blogTermParamSchema, response: { 200: blogTermSchema } } },
    (request) => termById(app.db, request.params.kind, request.params.id),
  );
  app.put(
    BLOG_PATHS.adminTerm,
    {
      config: write,
      schema: {
        tags,
        params: blogTermParamSchema,
        body: blogTermBodySchema,
        response: { 200: blogTermSchema },
      },
    },
    (request) => updateTerm(app.db, request.params.kind, request.params.id, request.body),
  );
  app.delete(
    BLOG_PATHS.adminTerm,
    { config: write, schema: { tags, params: blogTermParamSchema } },
    async (request, reply) => {
      await deleteTerm(app.db, request.params.kind, request.params.id);
      return reply.status(204).send();
    },
  );
};

/** What shoppers read: public, no permissions. */
export const publicBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BLOG_PATHS.posts,
    { schema: { tags, querystring: blogPostsQuerySchema, response: { 200: blogPostsReplySchema } } },
    (request) => publicPosts(app.db, request.query),
  );
  app.get(
    BLOG_PATHS.post,
    { schema: { tags, params: blogSlugParamSchema, response: { 200: publicBlogPostSchema } } },
    (request) => publicPost(app.db, request.params.slug),
  );
  app.get(BLOG_PATHS.topics, { schema: { tags, response: { 200: blogTopicsReplySchema } } }, () =>
    blogTopics(app.db),
  );
};
