import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept `POST` with `_method=<this route's method>` in a form-data body (SPEC §7). */
    methodOverride?: boolean;
  }
}

/** Browsers cannot send files with PUT from a plain form: the web client posts form-data with `_method`. */
export const methodOverridePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.methodOverride) return;
    const declared = [route.method].flat()[0];
    if (declared !== 'PUT' && declared !== 'PATCH' && declared !== 'DELETE') return;
    route.method = [declared, 'POST'];
    const check: preValidationHookHandler = async (request) => {
      if (request.method !== 'POST') return;
      const body = request.body as Record<string, unknown> | undefined;
      const override = typeof body?._method === 'string' ? body._method.toUpperCase() : undefined;
      if (override !== declared) throw new HttpError(405, 'method_not_allowed');
      delete body?._method;
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), check];
  });
});
