import { SETTINGS_PATHS, settingsChangeListSchema, settingsChangesQuerySchema } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UNSAFE_METHODS } from '../../plugins/sessions';
import { listSettingsChanges, recordSettingsChange } from './settings-changes';

/** Whether a successful request to this route is a change the log keeps: a write that asks for update_settings. */
export const isLoggedChange = (method: string, route: string, permissions: readonly string[]) =>
  UNSAFE_METHODS.has(method) && permissions.includes('update_settings') && !route.endsWith('/test');

/**
 * Every settings write is logged with who made it (issue 14): any successful write of a route that asks for
 * update_settings, decided on the route the router matched. A test mail changes nothing and is not logged. The log is
 * written before the reply leaves, so that whoever saw the change saved finds it in the log (written after it, the
 * next read could come first); a failure to write it is logged, never the user's problem.
 */
export const settingsChangesRoutes: FastifyPluginAsync = fp(async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    const permissions = request.routeOptions.config?.permissions ?? [];
    if (reply.statusCode >= 400 || !request.user || !isLoggedChange(request.method, route, permissions))
      return payload;
    const id = Number((request.params as { id?: string } | undefined)?.id);
    try {
      await recordSettingsChange(app.db, {
        user: request.user,
        method: request.method,
        route,
        recordId: Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not record a settings change');
    }
    return payload;
  });

  app.get(
    `/api${SETTINGS_PATHS.changes}`,
    {
      config: { permissions: ['read_settings'] },
      schema: {
        tags: ['settings'],
        querystring: settingsChangesQuerySchema,
        response: { 200: settingsChangeListSchema },
      },
    },
    (request) => listSettingsChanges(app.db, request.query),
  );
});
