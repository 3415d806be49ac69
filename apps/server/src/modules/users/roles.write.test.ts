import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { createRole, createUser, signIn, signInAs } from '../../test/factories';
import { roles } from './roles.table';

let t: TestApp;
let admin: Agent;
let administratorRoleId: number;
let customerRoleId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const all = await t.app.db.select().from(roles);
  administratorRoleId = all.find((r) => r.key === 'administrator')?.id ?? 0;
  customerRoleId = all.find((r) => r.key === 'customer')?.id ?? 0;
});
afterAll(() => t.close());

let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}`;

describe('POST /api/admin/roles', () => {
  it('creates a role with its permissions, without repeats', async () => {
    const name = uniqueName('Ventas');
    const response = await admin.post('/api/admin/roles', {
      name: `  ${name} `,
      permissions: ['read_orders', 'update_orders', 'read_orders'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      key: null,
      name,
      label: name,
      permissions: ['read_orders', 'update_orders'],
      users_count: 0,
    });
  });

  it('answers invalid data with 422 and Spanish messages', async () => {
    const empty = await admin.post('/api/admin/roles', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['Este campo es requerido'],
      permissions: ['Este campo es requerido'],
    });
    const bad = await admin.post('/api/admin/roles', {
      name: 'x'.repeat(51),
      permissions: ['read_orders', 'fly_to_the_moon', 7],
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.name).toEqual(['No puede tener más de 50 caracteres']);
    expect(errors['permissions.1'][0]).toMatch(/^Debe ser uno de: ALL, /);
    expect(errors['permissions.2']).toBeDefined();
    expect((await admin.post('/api/admin/roles', { name: 'A', permissions: 'ALL' })).statusCode).toBe(422);
    const nul = await admin.post('/api/admin/roles', { name: 'Ventas\u0000', permissions: [] });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ name: ['Valor no válido'] });
  });

  it('refuses a name already taken, whatever its case', async () => {
    const response = await admin.post('/api/admin/roles', { name: 'ADMINISTRADOR', permissions: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Ya existe un rol con este nombre'] });
  });

  it("refuses the name one of the shop's own roles reads by in another language, naming that role", async () => {
    // "Wholesaler" beside the shop's "Mayorista" would be two roles an English reader cannot tell apart.
    const spanish = await admin.post('/api/admin/roles', { name: 'wholesaler', permissions: [] });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({
      name: ['Así se llama el rol «Mayorista» en otro idioma de la tienda'],
    });
    const english = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    english.cookies.set('locale', 'en-US');
    const taken = await english.post('/api/admin/roles', { name: 'Retail customer', permissions: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['A role with this name already exists'] });
    const readAs = await english.post('/api/admin/roles', { name: 'Cliente minorista', permissions: [] });
    expect(readAs.json().errors).toEqual({ name: ['A role with this name already exists'] });
    // A role renamed by staff reads as written in every language, so the English name is free again.
    const wholesaler = (await t.app.db.select().from(roles).where(eq(roles.key, 'wholesaler')))[0];
    const renamed = await admin.put(`/api/admin/roles/${wholesaler?.id}`, {
      name: 'Mayoristas',
      permissions: wholesaler?.permissions ?? [],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const free = await admin.post('/api/admin/roles', { name: 'Wholesaler', permissions: [] });
    expect(free.statusCode, free.body).toBe(201);
    await t.app.db.update(roles).set({ name: 'Mayorista' }).where(eq(roles.key, 'wholesaler'));
    // One named so before the shop's role read that way again keeps saving while its name stays.
    const kept = await admin.put(`/api/admin/roles/${free.json().id}`, {
      name: 'Wholesaler',
      permissions: ['read_orders'],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await t.app.db.delete(roles).where(eq(roles.id, free.json().id));
  });

  it('lets staff grant only permissions they hold themselves', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['create_roles', 'read_orders'] } });
    const escalation = await agent.post('/api/admin/roles', {
      name: uniqueName('Jefes'),
      permissions: ['ALL'],
    });
    expect(escalation.statusCode).toBe(422);
    expect(escalation.json().errors).toEqual({
      permissions: ['No puedes conceder permisos que tú no tienes'],
    });
    const fine = await agent.post('/api/admin/roles', {
      name: uniqueName('Lectores'),
      permissions: ['read_orders'],
    });
    expect(fine.statusCode).toBe(201);
  });

  it('needs create_roles, and a signed-in user', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_roles', 'update_roles'] } });
    const forbidden = await agent.post('/api/admin/roles', { name: uniqueName('X'), permissions: [] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permito tal operación');
    const anonymous = await new Agent(t.app).post('/api/admin/roles', { name: 'X', permissions: [] });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/admin/roles/:id', () => {
  it('renames a role and changes its permissions, effective at once for its users', async () => {
    const { user, agent } = await signInAs(t.app, { role: { permissions: [] } });
    expect((await agent.get('/api/admin/users')).statusCode).toBe(403);
    const name = uniqueName('Atención');
    const response = await admin.put(`/api/admin/roles/${user.roleId}`, {
      name,
      permissions: ['read_users'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: user.roleId,
      key: null,
      name,
      label: name,
      permissions: ['read_users'],
      users_count: 1,
    });
    expect((await agent.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('answers invalid data with 422 and Spanish messages', async () => {
    const role = await createRole(t.app.db, [], uniqueName('Vacío'));
    const response = await admin.put(`/api/admin/roles/${role.id}`, { name: '   ', permissions: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Este campo es requerido'],
      permissions: ['Este campo es requerido'],
    });
  });

  it("refuses another role's name but lets a role keep or re-case its own", async () => {
    const role = await createRole(t.app.db, [], uniqueName('Compras'));
    const taken = await admin.put(`/api/admin/roles/${role.id}`, { name: 'mayorista', permissions: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['Ya existe un rol con este nombre'] });
    const readAs = await admin.put(`/api/admin/roles/${role.id}`, { name: 'Administrator', permissions: [] });
    expect(readAs.json().errors).toEqual({
      name: ['Así se llama el rol «Administrador» en otro idioma de la tienda'],
    });
    // The shop's own role may take the name it reads by in English: it is itself.
    const own = await admin.put(`/api/admin/roles/${administratorRoleId}`, {
      name: 'Administrator',
      permissions: ['ALL'],
    });
    expect(own.statusCode, own.body).toBe(200);
    await t.app.db.update(roles).set({ name: 'Administrador' }).where(eq(roles.id, administratorRoleId));
    const same = await admin.put(`/api/admin/roles/${role.id}`, {
      name: role.name.toUpperCase(),
      permissions: [],
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().name).toBe(role.name.toUpperCase());
  });

  it('answers 404 for an unknown role', async () => {
    const body = { name: uniqueName('Nada'), permissions: [] };
    expect((await admin.put('/api/admin/roles/999999', body)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/roles/99999999999999', body)).statusCode).toBe(404);
  });

  it('keeps ALL on the administrator role', async () => {
    const response = await admin.put(`/api/admin/roles/${administratorRoleId}`, {
      name: 'Administrador',
      permissions: ['read_users', 'update_users'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      permissions: ['El rol de administrador debe conservar el permiso ALL'],
    });
    const renamed = await admin.put(`/api/admin/roles/${administratorRoleId}`, {
      name: 'Administración',
      permissions: ['ALL'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ key: 'administrator', name: 'Administración' });
  });

  it("does not let anyone take ALL away from their own role, but from another role's", async () => {
    const { user, agent } = await signInAs(t.app, { role: { permissions: ['ALL'] } });
    const own = await agent.put(`/api/admin/roles/${user.roleId}`, {
      name: uniqueName('Mi rol'),
      permissions: ['read_roles', 'update_roles'],
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ permissions: ['No puedes quitarte a ti mismo el permiso ALL'] });
    const other = await admin.put(`/api/admin/roles/${user.roleId}`, {
      name: uniqueName('Ex jefes'),
      permissions: ['read_roles'],
    });
    expect(other.statusCode).toBe(200);
    expect((await agent.get('/api/admin/roles')).statusCode).toBe(200);
    expect((await agent.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('lets staff change only roles within their own permissions', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_roles', 'read_orders'] } });
    const onAdmin = await agent.put(`/api/admin/roles/${administratorRoleId}`, {
      name: 'Administrador',
      permissions: ['ALL'],
    });
    expect(onAdmin.statusCode).toBe(403);
    const role = await createRole(t.app.db, [], uniqueName('Pequeño'));
    const more = await agent.put(`/api/admin/roles/${role.id}`, {
      name: role.name,
      permissions: ['read_users'],
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({ permissions: ['No puedes conceder permisos que tú no tienes'] });
    const fine = await agent.put(`/api/admin/roles/${role.id}`, {
      name: role.name,
      permissions: ['read_orders'],
    });
    expect(fine.statusCode).toBe(200);
  });

  it('needs update_roles, and a signed-in user', async () => {
    const role = await createRole(t.app.db, [], uniqueName('Otro'));
    const body = { name: role.name, permissions: [] };
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_roles', 'create_roles'] } });
    expect((await agent.put(`/api/admin/roles/${role.id}`, body)).statusCode).toBe(403);
    expect((await new Agent(t.app).put(`/api/admin/roles/${role.id}`, body)).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/roles/:id', () => {
  it('deletes a role nobody has', async () => {
    const role = await createRole(t.app.db, ['read_orders'], uniqueName('Temporal'));
    const response = await admin.delete(`/api/admin/roles/${role.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await admin.get(`/api/admin/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a system role with 409', async () => {
    const response = await admin.delete(`/api/admin/roles/${customerRoleId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'No se puede eliminar un rol del sistema' });
    const english = await admin.delete(`/api/admin/roles/${customerRoleId}`, undefined, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json()).toEqual({ message: 'A system role cannot be deleted' });
  });

  it('refuses to delete a role that users have with 409', async () => {
    const user = await createUser(t.app.db, { role: { permissions: [] } });
    const response = await admin.delete(`/api/admin/roles/${user.roleId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'No se puede eliminar un rol que tiene usuarios asignados' });
    const [still] = await t.app.db.select().from(roles).where(eq(roles.id, user.roleId));
    expect(still).toBeDefined();
  });

  it('answers 404 for an unknown role', async () => {
    expect((await admin.delete('/api/admin/roles/999999')).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/roles/abc')).statusCode).toBe(404);
  });

  it('needs delete_roles (and enough permissions to match the role), and a signed-in user', async () => {
    const role = await createRole(t.app.db, ['read_users'], uniqueName('Borrable'));
    const { agent: editor } = await signInAs(t.app, {
      role: { permissions: ['update_roles', 'read_users'] },
    });
    const forbidden = await editor.delete(`/api/admin/roles/${role.id}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permito tal operación');
    const { agent: small } = await signInAs(t.app, { role: { permissions: ['delete_roles'] } });
    expect((await small.delete(`/api/admin/roles/${role.id}`)).statusCode).toBe(403);
    expect((await new Agent(t.app).delete(`/api/admin/roles/${role.id}`)).statusCode).toBe(401);
    const { agent: deleter } = await signInAs(t.app, {
      role: { permissions: ['delete_roles', 'read_users'] },
    });
    expect((await deleter.delete(`/api/admin/roles/${role.id}`)).statusCode).toBe(204);
  });
});
