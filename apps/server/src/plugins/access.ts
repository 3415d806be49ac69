import { hasAllPermissions, type Permission } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every one of these is required (ALL grants all). Mandatory on every /api/admin route. */
    permissions?: Permission[];
    /** `user`: signed in; `guest`: signed out (login, register). */
    auth?: 'user' | 'guest';
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  permissions: Permission[];
  auth: 'user' | 'guest' | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The access rules of every route, read by the authorization-matrix tests. */
    routeAccess: RouteAccess[];
  }
}

export function requireUser(request: FastifyRequest) {
  if (!request.user) throw new AppError(401, 'unauthenticated');
  return request.user;
}

/**
 * Reads each route's declared access and checks it before validation, so a caller without the right never
 * learns anything about the body the route expects. A back-office route without declared permissions stops
 * the start-up: forgetting the check cannot ship.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeAccess', [] as RouteAccess[]);

  app.addHook('onRoute', (route) => {
    const permissions = route.config?.permissions ?? [];
    const auth = route.config?.auth ?? (permissions.length ? 'user' : undefined);
    if (route.url.startsWith('/api/admin') && permissions.length === 0) {
      throw new Error(`Back-office route ${String(route.method)} ${route.url} declares no permissions`);
    }
    if (!auth) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, permissions, auth });
    }
    const check: onRequestHookHandler = async (request) => {
      if (auth === 'guest') {
        if (request.user) throw new AppError(403, 'forbidden');
        return;
      }
      if (!request.user) throw new AppError(401, 'unauthenticated');
      if (!hasAllPermissions(request.user.permissions, permissions)) throw new AppError(403, 'forbidden');
    };
    route.preValidation = [check, ...[route.preValidation ?? []].flat()];
  });
});
