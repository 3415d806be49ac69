import {
  idParamSchema,
  ROLE_PATHS,
  roleBodySchema,
  roleListQuerySchema,
  roleListReplySchema,
  roleOptionsReplySchema,
  roleSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorFrom } from '../../plugins/access';
import { readRoleRef, withLabel } from './role-name';
import { listRoles, roleOptions } from './roles.search';
import { createRole, deleteRole, getRole, updateRole } from './roles.service';

const tags = ['roles'];

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROLE_PATHS.list,
    {
      config: { permissions: ['read_roles'] },
      schema: { tags, querystring: roleListQuerySchema, response: { 200: roleListReplySchema } },
    },
    async (request) => {
      const list = await listRoles(app.db, request.query, request.locale);
      return { ...list, data: list.data.map((role) => withLabel(role, request.locale)) };
    },
  );

  // The role pickers live on the users screens, so whoever may list users may list the roles' names.
  app.get(
    ROLE_PATHS.options,
    { config: { permissions: ['read_users'] }, schema: { tags, response: { 200: roleOptionsReplySchema } } },
    async (request) =>
      (await roleOptions(app.db, request.locale)).map((role) => readRoleRef(role, request.locale)),
  );

  app.post(
    ROLE_PATHS.list,
    {
      config: { permissions: ['create_roles'] },
      schema: { tags, body: roleBodySchema, response: { 201: roleSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          withLabel(
            await createRole(app.db, actorFrom(request), request.body, request.locale),
            request.locale,
          ),
        ),
  );

  // SPEC §6: the {id} screen is the edit screen, so reading one role takes update_roles.
  app.get(
    ROLE_PATHS.one,
    {
      config: { permissions: ['update_roles'] },
      schema: { tags, params: idParamSchema, response: { 200: roleSchema } },
    },
    async (request) => withLabel(await getRole(app.db, request.params.id), request.locale),
  );

  app.put(
    ROLE_PATHS.one,
    {
      config: { permissions: ['update_roles'] },
      schema: { tags, params: idParamSchema, body: roleBodySchema, response: { 200: roleSchema } },
    },
    async (request) =>
      withLabel(
        await updateRole(app.db, actorFrom(request), request.params.id, request.body, request.locale),
        request.locale,
      ),
  );

  app.delete(
    ROLE_PATHS.one,
    { config: { permissions: ['delete_roles'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteRole(app.db, actorFrom(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
