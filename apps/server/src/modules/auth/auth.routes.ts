import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Issues the anti-forgery cookie; a visitor without a session gets an anonymous one to bind it to.
  app.get('/csrf-cookie', { schema: { tags: ['auth'] } }, async (request, reply) => {
    const session = request.session ?? (await app.sessions.start(request, reply, null));
    app.sessions.issueCsrfCookie(reply, session);
    return reply.status(204).send();
  });
};
