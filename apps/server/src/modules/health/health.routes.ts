import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';

const statusSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/ready', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => {
    try {
      await app.pingDatabase();
    } catch {
      throw new HttpError(503, 'service_unavailable');
    }
    return { status: 'ok' as const };
  });
};
