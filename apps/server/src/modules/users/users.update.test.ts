import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, signInAs } from '../../test/factories';
import { personalAccessTokens, sessions } from '../auth';
import { roles } from './roles.table';

let t: TestApp;
let admin: Agent;
let roleIds: Record<'administrator' | 'wholesaler' | 'customer', number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const all = await t.app.db.select().from(roles);
  const id = (key: string) => all.find((r) => r.key === key)?.id ?? 0;
  roleIds = { administrator: id('administrator'), wholesaler: id('wholesaler'), customer: id('customer') };
});
afterAll(() => t.close());

const edit = (user: { name: string; lastname: string; email: string }, overrides = {}) => ({
  name: user.name,
  lastname: user.lastname,
  email: user.email,
  role_id: roleIds.customer,
  enabled: true,
  ...overrides,
});

describe('GET /api/admin/users/:id', () => {
  it('answers the user for the edit screen', async () => {
    const user = await createUser(t.app.db, { name: 'Marta', role: 'wholesaler' });
    const response = await admin.get(`/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Marta',
      email: user.email,
      enabled: true,
      role: { id: roleIds.wholesaler, key: 'wholesaler', name: 'Mayorista' },
    });
  });

  it('answers 404 for an unknown, huge or malformed id', async () => {
    for (const id of ['999999', '99999999999999999999', 'abc', '0', '-1', '1.5']) {
      const response = await admin.get(`/api/admin/users/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'No encontrado' });
    }
  });

  it('needs update_users (the edit screen), not just read_users', async () => {
    const user = await createUser(t.app.db);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_users'] } });
    expect((await reader.get(`/api/admin/users/${user.id}`)).statusCode).toBe(403);
    const { agent: editor } = await signInAs(t.app, { role: { permissions: ['update_users'] } });
    expect((await editor.get(`/api/admin/users/${user.id}`)).statusCode).toBe(200);
    expect((await new Agent(t.app).get(`/api/admin/users/${user.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('changes the fields and the role', async () => {
    const user = await createUser(t.app.db);
    const response = await admin.put(
      `/api/admin/users/${user.id}`,
      edit(user, {
        name: 'Nuevo',
        lastname: 'Nombre',
        email: 'NUEVO@example.com',
        role_id: roleIds.wholesaler,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Nuevo',
      lastname: 'Nombre',
      email: 'nuevo@example.com',
      role: { key: 'wholesaler' },
      enabled: true,
    });
    expect((await admin.get(`/api/admin/users/${user.id}`)).json().name).toBe('Nuevo');
  });

  it('keeps the password when none is given and changes it when one is', async () => {
    const user = await createUser(t.app.db);
    expect((await admin.put(`/api/admin/users/${user.id}`, edit(user, { password: '' }))).statusCode).toBe(
      200,
    );
    await expect(signIn(t.app, user.email, user.password)).resolves.toBeInstanceOf(Agent);

    const session = await signIn(t.app, user.email, user.password);
    const changed = await admin.put(`/api/admin/users/${user.id}`, edit(user, { password: 'OtraClave456' }));
    expect(changed.statusCode).toBe(200);
    await expect(signIn(t.app, user.email, user.password)).rejects.toThrow(/login failed/);
    await expect(signIn(t.app, user.email, 'OtraClave456')).resolves.toBeInstanceOf(Agent);
    // Whoever knew the old password is out.
    expect((await session.get('/api/user')).statusCode).toBe(401);
  });

  it('disabling signs the user out at once, sessions and tokens alike', async () => {
    const { user, agent } = await signInAs(t.app);
    const tokenLogin = await new Agent(t.app).post('/api/login', {
      email: user.email,
      password: user.password,
      token_mode: true,
    });
    const bearer = new Agent(t.app);
    bearer.bearer = tokenLogin.json().token;
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect((await bearer.get('/api/user')).statusCode).toBe(200);

    const response = await admin.put(`/api/admin/users/${user.id}`, edit(user, { enabled: false }));
    expect(response.statusCode).toBe(200);
    expect(response.json().enabled).toBe(false);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    expect((await bearer.get('/api/user')).statusCode).toBe(401);
    await expect(signIn(t.app, user.email, user.password)).rejects.toThrow(/login failed/);

    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await t.app.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id)),
    ).toEqual([]);

    const enabled = await admin.put(`/api/admin/users/${user.id}`, edit(user, { enabled: true }));
    expect(enabled.json().enabled).toBe(true);
    await expect(signIn(t.app, user.email, user.password)).resolves.toBeInstanceOf(Agent);
  });

  it('answers invalid data with 422 and Spanish messages', async () => {
    const user = await createUser(t.app.db);
    const empty = await admin.put(`/api/admin/users/${user.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['Este campo es requerido'],
      lastname: ['Este campo es requerido'],
      email: ['Este campo es requerido'],
      role_id: ['Este campo es requerido'],
      enabled: ['Este campo es requerido'],
    });
    const weak = await admin.put(`/api/admin/users/${user.id}`, edit(user, { password: 'abc' }));
    expect(weak.json().errors).toEqual({
      password: ['La contraseña debe tener al menos 8 caracteres, con letras y números'],
    });
  });

  it("refuses another account's e-mail and an unknown role together, but keeps one's own e-mail", async () => {
    const user = await createUser(t.app.db);
    const other = await createUser(t.app.db);
    const response = await admin.put(
      `/api/admin/users/${user.id}`,
      edit(user, { email: other.email.toUpperCase(), role_id: 888_888 }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Ya existe una cuenta con este correo'],
      role_id: ['El rol seleccionado no existe'],
    });
    expect((await admin.put(`/api/admin/users/${user.id}`, edit(user))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const user = await createUser(t.app.db);
    expect((await admin.put('/api/admin/users/999999', edit(user))).statusCode).toBe(404);
    expect((await admin.put('/api/admin/users/99999999999999', edit(user))).statusCode).toBe(404);
  });

  it('lets staff neither edit someone who holds more than they do nor hand out more', async () => {
    const { agent: editor } = await signInAs(t.app, {
      role: { permissions: ['update_users', 'read_users'] },
    });
    const boss = await createUser(t.app.db, { role: 'administrator' });
    const onBoss = await editor.put(`/api/admin/users/${boss.id}`, edit(boss, { enabled: false }));
    expect(onBoss.statusCode).toBe(403);

    const plain = await createUser(t.app.db);
    const promote = await editor.put(
      `/api/admin/users/${plain.id}`,
      edit(plain, { role_id: roleIds.administrator }),
    );
    expect(promote.statusCode).toBe(422);
    expect(promote.json().errors.role_id).toEqual(['No puedes asignar un rol con permisos que tú no tienes']);
    expect((await editor.put(`/api/admin/users/${plain.id}`, edit(plain, { name: 'Otro' }))).statusCode).toBe(
      200,
    );
  });

  it('needs update_users, and a signed-in user', async () => {
    const user = await createUser(t.app.db);
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    const forbidden = await customer.put(`/api/admin/users/${user.id}`, edit(user));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permito tal operación');
    expect((await new Agent(t.app).put(`/api/admin/users/${user.id}`, edit(user))).statusCode).toBe(401);
  });
});
