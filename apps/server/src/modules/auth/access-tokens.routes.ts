import { AUTH_PATHS, accessTokenListSchema, accessTokenParamSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/domain-errors';
import { requireUser } from '../../plugins/access';
import { AUTH_TAGS, errorReplies, noContentSchema } from './reply-schemas';
import { deleteUserAccessTokens, listAccessTokens, revokeAccessToken } from './sessions.service';

/** The user's own bearer tokens (token mode): seen without their secret, revoked one by one or all at once. */
export const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUTH_PATHS.accessTokens,
    {
      config: { auth: 'user' },
      schema: { tags: AUTH_TAGS, response: { 200: accessTokenListSchema, ...errorReplies(401) } },
    },
    async (request) => {
      const rows = await listAccessTokens(app.db, requireUser(request).id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          created_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt?.toISOString() ?? null,
          expires_at: row.expiresAt.toISOString(),
          current: row.id === request.accessTokenId,
        })),
      };
    },
  );

  app.delete(
    AUTH_PATHS.accessToken,
    {
      config: { auth: 'user' },
      schema: {
        tags: AUTH_TAGS,
        params: accessTokenParamSchema,
        response: { 204: noContentSchema, ...errorReplies(401, 404, 419) },
      },
    },
    async (request, reply) => {
      if (!(await revokeAccessToken(app.db, requireUser(request).id, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  // Every token of the user ends, the one this request came with included.
  app.delete(
    AUTH_PATHS.accessTokens,
    {
      config: { auth: 'user' },
      schema: { tags: AUTH_TAGS, response: { 204: noContentSchema, ...errorReplies(401, 419) } },
    },
    async (request, reply) => {
      await deleteUserAccessTokens(app.db, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
