import { and, arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { roles } from './roles.table';
import { users } from './users.table';

let t: TestApp;
let admin: Agent;
let adminId: number;
let customerRoleId: number;
let administratorRoleId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  adminId = (await admin.get('/api/user')).json().id;
  const all = await t.app.db.select().from(roles);
  customerRoleId = all.find((r) => r.key === 'customer')?.id ?? 0;
  administratorRoleId = all.find((r) => r.key === 'administrator')?.id ?? 0;
});
afterAll(() => t.close());

const self = (overrides = {}) => ({
  name: 'Super',
  lastname: 'Administrador',
  email: TEST_ADMIN.email,
  role_id: administratorRoleId,
  enabled: true,
  ...overrides,
});

async function enabledAllHolders(): Promise<number> {
  const rows = await t.app.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.enabled, true), arrayContains(roles.permissions, ['ALL'])));
  return rows.length;
}

describe('the shop never locks itself out', () => {
  it('an administrator cannot disable themself', async () => {
    const response = await admin.put(`/api/admin/users/${adminId}`, self({ enabled: false }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ enabled: ['No puedes desactivar tu propia cuenta'] });
  });

  it('an administrator cannot take ALL away from themself by changing their own role', async () => {
    const response = await admin.put(`/api/admin/users/${adminId}`, self({ role_id: customerRoleId }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ role_id: ['No puedes quitarte a ti mismo el permiso ALL'] });
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('an administrator may still edit their own name and password', async () => {
    const response = await admin.put(
      `/api/admin/users/${adminId}`,
      self({ name: 'Jefa', password: 'NuevaClave99' }),
    );
    expect(response.statusCode).toBe(200);
    // Changing one's own password keeps the session it was changed from.
    expect((await admin.get('/api/user')).statusCode).toBe(200);
    await admin.put(`/api/admin/users/${adminId}`, self({ password: TEST_ADMIN.password }));
  });

  it('two administrators disabling each other at once leave one of them', async () => {
    const one = await signInAs(t.app, { role: 'administrator' });
    const two = await signInAs(t.app, { role: 'administrator' });
    // Only these two hold ALL now.
    await t.app.db.update(users).set({ enabled: false }).where(eq(users.id, adminId));
    const disable = (user: typeof one.user) => ({
      name: user.name,
      lastname: user.lastname,
      email: user.email,
      role_id: administratorRoleId,
      enabled: false,
    });
    const replies = await Promise.all([
      one.agent.put(`/api/admin/users/${two.user.id}`, disable(two.user)),
      two.agent.put(`/api/admin/users/${one.user.id}`, disable(one.user)),
    ]);
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser was either refused (422), or already signed out by the winner: found without a session (401) or,
    // when the winner's change landed first, refused as a write whose anti-forgery token died with its session (419).
    expect([401, 419, 422]).toContain(statuses[1]);
    expect(await enabledAllHolders()).toBe(1);
    await t.app.db.update(users).set({ enabled: true }).where(eq(users.id, adminId));
  });
});
