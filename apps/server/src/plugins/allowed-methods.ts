import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers on the request's path (its normalised form, as the router reads it). */
    allowedMethods(request: FastifyRequest): string[];
  }
}

/** The pages' catch-all route: which paths it serves is the pages' own question (plugins/spa.ts). */
const PAGES_ROUTE = '/*';

/**
 * Keeps a second copy of the routes, path by method, in the router Fastify itself uses (find-my-way, with the same
 * options as app.ts), so that a path asked for with a method it does not take can be told from one that does not exist
 * at all: 405 with `Allow` rather than 404 (RFC 9110 §15.5.6; decision 075). Fastify answers both with its not-found
 * handler and keeps no way to ask "which methods would match this path"; its maintainers leave that to the app.
 * Registered before any route, so that `onRoute` sees every one (and `methodOverride`'s POST, added before it).
 */
export const allowedMethodsPlugin = fp(async (app: FastifyInstance) => {
  const routes = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
  const noop = () => undefined;

  app.addHook('onRoute', (route) => {
    if (route.url === PAGES_ROUTE) return;
    for (const method of [route.method].flat().filter(isListed)) {
      // A route declared twice for one method (HEAD beside a GET that exposes its own) is the same answer.
      if (!routes.hasRoute(method, route.url)) routes.on(method, route.url, noop);
    }
  });

  app.decorate('allowedMethods', (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '/';
    return METHODS.filter((method) => routes.find(method, path) !== null);
  });
});

/** Every method a route of this server may take, in the order `Allow` lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
const isListed = (method: string): method is Method => (METHODS as readonly string[]).includes(method);
