import { hasAllPermissions, type Permission } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { notAllowed, notSignedIn } from '../lib/domain-errors';
import type { Actor } from '../modules/users';

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
    /** The access rules of every route that declares one, read by the authorization-matrix tests. */
    routeAccess: RouteAccess[];
    /** Every route with its method, declared access or not: the request-boundary tests walk it. */
    routeTable: Array<{ method: string; url: string }>;
  }
}

export function requireUser(request: FastifyRequest) {
  if (!request.user) throw notSignedIn();
  return request.user;
}

/** Who makes a back-office change, as the services take it (no HTTP in them). */
export function actorFrom(request: FastifyRequest): Actor {
  const user = requireUser(request);
  return {
    id: user.id,
    roleId: user.role.id,
    permissions: user.permissions,
    sessionId: request.session?.id ?? null,
    accessTokenId: request.accessTokenId,
  };
}

/** For routes added by other plugins (the API docs UI): signed in and holding ALL. */
export async function requireAllHolder(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (!hasAllPermissions(user.permissions, ['ALL'])) throw notAllowed();
}

/**
 * Reads each route's declared access and checks it as the request arrives, before its body is read (onRequest,
 * after the session hook), so a caller without the right never makes the server parse, buffer or store
 * anything, and never learns what the body should be. A back-office route without declared permissions stops
 * the start-up: forgetting the check cannot ship.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.decorate('routeTable', [] as Array<{ method: string; url: string }>);

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url });
    }
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
        if (request.user) throw notAllowed();
        return;
      }
      if (!request.user) throw notSignedIn();
      if (!hasAllPermissions(request.user.permissions, permissions)) throw notAllowed();
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
});
