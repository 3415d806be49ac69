import {
  adminUserListQuerySchema,
  adminUserListReplySchema,
  adminUserSchema,
  createUserBodySchema,
  idParamSchema,
  USER_PATHS,
  updateUserBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorFrom } from '../../plugins/access';
import { withRoleRead } from './role-name';
import { listUsers } from './users.search';
import { createUser, getUser, updateUser } from './users.service';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_PATHS.list,
    {
      config: { permissions: ['read_users'] },
      schema: { tags, querystring: adminUserListQuerySchema, response: { 200: adminUserListReplySchema } },
    },
    async (request) => {
      const list = await listUsers(app.db, request.query);
      return { ...list, data: list.data.map((user) => withRoleRead(user, request.locale)) };
    },
  );

  app.post(
    USER_PATHS.list,
    {
      config: { permissions: ['create_users'] },
      schema: { tags, body: createUserBodySchema, response: { 201: adminUserSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(withRoleRead(await createUser(app.db, actorFrom(request), request.body), request.locale)),
  );

  // SPEC §6: the {id} screen is the edit screen, so reading one user takes update_users.
  app.get(
    USER_PATHS.one,
    {
      config: { permissions: ['update_users'] },
      schema: { tags, params: idParamSchema, response: { 200: adminUserSchema } },
    },
    async (request) => withRoleRead(await getUser(app.db, request.params.id), request.locale),
  );

  app.put(
    USER_PATHS.one,
    {
      config: { permissions: ['update_users'] },
      schema: { tags, params: idParamSchema, body: updateUserBodySchema, response: { 200: adminUserSchema } },
    },
    async (request) =>
      withRoleRead(
        await updateUser(app.db, actorFrom(request), request.params.id, request.body),
        request.locale,
      ),
  );
};
