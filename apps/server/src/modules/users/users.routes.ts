import {
  adminUserListQuerySchema,
  adminUserListReplySchema,
  adminUserSchema,
  createUserBodySchema,
  idParamSchema,
  USER_PATHS,
  updateUserBodySchema,
  userNoteBodySchema,
  userNoteReplySchema,
  userNoteSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { actorFrom, requireUser } from '../../plugins/access';
import { withRoleRead } from './role-name';
import { saveUserNote, userNote } from './user-notes.service';
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

  // Decision 104: kept with the user's page (update_users), read on their orders by whoever reads orders.
  app.get(
    USER_PATHS.note,
    {
      config: { permissions: ['update_users'] },
      schema: { tags, params: idParamSchema, response: { 200: userNoteSchema } },
    },
    (request) => userNote(app.db, request.params.id),
  );
  app.put(
    USER_PATHS.note,
    {
      config: { permissions: ['update_users'] },
      schema: {
        tags,
        params: idParamSchema,
        body: userNoteBodySchema,
        response: { 200: userNoteReplySchema },
      },
    },
    async (request) => {
      const note = await saveUserNote(app.db, request.params.id, request.body.text, requireUser(request).id);
      return {
        message: translate(note.text ? 'user_note_saved' : 'user_note_cleared', request.locale),
        note,
      };
    },
  );
};
