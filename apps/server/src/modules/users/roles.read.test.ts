import type { Role } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { createRole, createUser, signIn, signInAs } from '../../test/factories';

let t: TestApp;
let admin: Agent;
let ventas: { id: number };

// A word no other role has, so the searches below see only the roles made here.
const TAG = 'Xochitl';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  ventas = await createRole(t.app.db, ['read_orders'], `Ventas ${TAG}`);
  await createRole(t.app.db, [], `Almacén ${TAG}`);
  await createRole(t.app.db, ['read_users'], `Contabilidad ${TAG}`);
  for (let i = 0; i < 3; i++) await createUser(t.app.db, { role: 'wholesaler' });
  for (let i = 0; i < 2; i++) await createUser(t.app.db, { role: 'customer' });
});
afterAll(() => t.close());

const list = async (query: Record<string, string>) => {
  const response = await admin.get('/api/admin/roles', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Role[]; meta: Record<string, number> };
};
const names = (reply: { data: Role[] }) => reply.data.map((r) => r.name);

describe('GET /api/admin/roles', () => {
  it('lists every role by name with its permissions and how many users have it', async () => {
    const reply = await list({});
    expect(reply.meta).toEqual({ current_page: 1, per_page: 20, total: 6, last_page: 1 });
    expect(names(reply)).toEqual([
      'Administrador',
      `Almacén ${TAG}`,
      'Cliente minorista',
      `Contabilidad ${TAG}`,
      'Mayorista',
      `Ventas ${TAG}`,
    ]);
    expect(reply.data[0]).toMatchObject({ key: 'administrator', permissions: ['ALL'], users_count: 1 });
    expect(reply.data.find((r) => r.key === 'wholesaler')?.users_count).toBe(3);
    expect(reply.data.find((r) => r.id === ventas.id)).toEqual({
      id: ventas.id,
      key: null,
      name: `Ventas ${TAG}`,
      label: `Ventas ${TAG}`,
      permissions: ['read_orders'],
      users_count: 0,
    });
  });

  it("labels the shop's own roles in the reader's language and keeps their stored names (decision 087)", async () => {
    const response = await admin.get('/api/admin/roles', { headers: { 'accept-language': 'en-US' } });
    const roles = (response.json() as { data: Role[] }).data;
    const byKey = (key: string) => roles.find((r) => r.key === key);
    expect(byKey('administrator')).toMatchObject({ name: 'Administrador', label: 'Administrator' });
    expect(byKey('wholesaler')).toMatchObject({ name: 'Mayorista', label: 'Wholesaler' });
    expect(byKey('customer')).toMatchObject({ name: 'Cliente minorista', label: 'Retail customer' });
    expect(roles.find((r) => r.id === ventas.id)?.label).toBe(`Ventas ${TAG}`);
    const one = await admin.get(`/api/admin/roles/${byKey('wholesaler')?.id}`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(one.json()).toMatchObject({ name: 'Mayorista', label: 'Wholesaler' });
    const options = await admin.get('/api/admin/roles/options', { headers: { 'accept-language': 'en-US' } });
    expect(options.json().map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Administrator', 'Retail customer', 'Wholesaler', `Ventas ${TAG}`]),
    );
  });

  it('sorts and searches by the name the reader reads, and finds the stored one too', async () => {
    const english = { headers: { 'accept-language': 'en-US' } };
    const labels = async (query: string) =>
      (await admin.get(`/api/admin/roles?${query}`, english)).json().data.map((r: Role) => r.label);
    const byName = [
      'Administrator',
      `Almacén ${TAG}`,
      `Contabilidad ${TAG}`,
      'Retail customer',
      `Ventas ${TAG}`,
      'Wholesaler',
    ];
    expect(await labels('sort=name')).toEqual(byName);
    expect(await labels('sort=-name')).toEqual([...byName].reverse());
    expect(await labels('search=retail')).toEqual(['Retail customer']);
    expect(await labels('search=minorista')).toEqual(['Retail customer']);
    const options = await admin.get('/api/admin/roles/options', english);
    expect(options.json().map((r: { name: string }) => r.name)).toEqual(byName);
  });

  it('searches names ignoring case and accents', async () => {
    expect(names(await list({ search: 'almacen' }))).toEqual([`Almacén ${TAG}`]);
    expect(names(await list({ search: `${TAG.toUpperCase()} ven` }))).toEqual([`Ventas ${TAG}`]);
  });

  it('sorts by name and by number of users, and pages', async () => {
    expect(names(await list({ search: TAG, sort: '-name' }))).toEqual([
      `Ventas ${TAG}`,
      `Contabilidad ${TAG}`,
      `Almacén ${TAG}`,
    ]);
    const byUsers = await list({ sort: '-users_count', per_page: '2' });
    expect(names(byUsers)).toEqual(['Mayorista', 'Cliente minorista']);
    expect(byUsers.meta).toEqual({ current_page: 1, per_page: 2, total: 6, last_page: 3 });
    const fewest = await list({ sort: 'users_count', search: TAG });
    expect(fewest.data.map((r) => r.users_count)).toEqual([0, 0, 0]);
  });

  it('answers bad query parameters with 422', async () => {
    const response = await admin.get('/api/admin/roles', { query: { sort: 'key', page: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'sort']);
  });

  it('needs read_roles, and a signed-in user', async () => {
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_roles'] } });
    expect((await reader.get('/api/admin/roles')).statusCode).toBe(200);
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    const forbidden = await customer.get('/api/admin/roles');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permito tal operación');
    expect((await new Agent(t.app).get('/api/admin/roles')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/roles/options', () => {
  it('answers every role for the users screens to whoever may list users', async () => {
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_users'] } });
    const response = await reader.get('/api/admin/roles/options');
    expect(response.statusCode).toBe(200);
    const options = response.json() as Array<{ id: number; key: string | null; name: string }>;
    expect(options.map((o) => o.name)).toEqual(expect.arrayContaining(['Administrador', `Ventas ${TAG}`]));
    expect(options[0]).toEqual({ id: expect.any(Number), key: 'administrator', name: 'Administrador' });
  });

  it('needs read_users', async () => {
    const { agent: rolesOnly } = await signInAs(t.app, { role: { permissions: ['read_roles'] } });
    expect((await rolesOnly.get('/api/admin/roles/options')).statusCode).toBe(403);
    expect((await new Agent(t.app).get('/api/admin/roles/options')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/roles/:id', () => {
  it('answers the role for the edit screen', async () => {
    const response = await admin.get(`/api/admin/roles/${ventas.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ventas.id, name: `Ventas ${TAG}`, users_count: 0 });
  });

  it('answers 404 for an unknown, huge or malformed id', async () => {
    for (const id of ['999999', '99999999999999999999', 'abc', '0']) {
      expect((await admin.get(`/api/admin/roles/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('needs update_roles', async () => {
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_roles'] } });
    expect((await reader.get(`/api/admin/roles/${ventas.id}`)).statusCode).toBe(403);
    expect((await new Agent(t.app).get(`/api/admin/roles/${ventas.id}`)).statusCode).toBe(401);
  });
});
