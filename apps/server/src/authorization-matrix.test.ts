import { PERMISSIONS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from './plugins/access';
import { Agent } from './test/agent';
import { buildTestApp } from './test/build-test-app';
import { signInAs } from './test/factories';

/**
 * Built from the application's own route table, so every back-office route, including the ones added later,
 * is checked against an anonymous visitor, a customer and a user holding every permission but the route's own.
 */
const t = await buildTestApp();
afterAll(() => t.close());

const adminRoutes = t.app.routeAccess.filter((route) => route.url.startsWith('/api/admin'));
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Method = Parameters<Agent['request']>[0];

/** Path parameters (`:id`, `:id(^\\d+)`, `*`) filled with 1. */
const concreteUrl = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, '1').replace(/\*/g, '1');

const call = (agent: Agent, route: RouteAccess) =>
  agent.request(route.method as Method, concreteUrl(route.url), WRITES.has(route.method) ? {} : undefined);

let customer: Agent;
// One user per set of missing permissions, shared by the routes that need the same ones.
const allButAgents = new Map<string, Promise<Agent>>();
function allBut(required: readonly string[]): Promise<Agent> {
  const key = [...required].sort().join(',');
  let agent = allButAgents.get(key);
  if (!agent) {
    const permissions = PERMISSIONS.filter((p) => p !== 'ALL' && !required.includes(p));
    agent = signInAs(t.app, { role: { permissions } }).then((signedIn) => signedIn.agent);
    allButAgents.set(key, agent);
  }
  return agent;
}

beforeAll(async () => {
  customer = (await signInAs(t.app, { role: 'customer' })).agent;
});

describe('authorization matrix', () => {
  it('finds the back-office routes, each with at least one permission', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) expect(route.permissions, route.url).not.toEqual([]);
  });

  describe.each(adminRoutes)('$method $url', (route) => {
    it('refuses an anonymous visitor with 401', async () => {
      const response = await call(new Agent(t.app), route);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ message: 'No has iniciado sesión' });
    });

    it('refuses a customer with 403', async () => {
      const response = await call(customer, route);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: 'No tienes permito tal operación' });
    });

    it(`refuses every other permission but ${route.permissions.join(', ')} with 403`, async () => {
      const response = await call(await allBut(route.permissions), route);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: 'No tienes permito tal operación' });
    });
  });
});
