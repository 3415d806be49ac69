import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, signInAs } from '../../test/factories';
import { roles } from './roles.table';
import { users } from './users.table';

let t: TestApp;
let admin: Agent;
let customerRoleId: number;
let administratorRoleId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const all = await t.app.db.select().from(roles);
  customerRoleId = all.find((r) => r.key === 'customer')?.id ?? 0;
  administratorRoleId = all.find((r) => r.key === 'administrator')?.id ?? 0;
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía',
  lastname: 'Fernández',
  email: `lucia${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Secreto123',
  role_id: customerRoleId,
  ...overrides,
});

describe('POST /api/admin/users', () => {
  it('creates an enabled user with the role, who can then sign in', async () => {
    const input = body({ email: 'Lucia.Nueva@Example.com' });
    const response = await admin.post('/api/admin/users', input);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Lucía',
      lastname: 'Fernández',
      email: 'lucia.nueva@example.com',
      enabled: true,
      role: { id: customerRoleId, key: 'customer' },
    });
    expect(response.json().id).toBeGreaterThan(0);
    await expect(signIn(t.app, 'lucia.nueva@example.com', 'Secreto123')).resolves.toBeInstanceOf(Agent);
  });

  it('creates a disabled user when asked', async () => {
    const response = await admin.post('/api/admin/users', body({ enabled: false }));
    expect(response.statusCode).toBe(201);
    expect(response.json().enabled).toBe(false);
  });

  it('answers missing fields with 422 and Spanish messages', async () => {
    const response = await admin.post('/api/admin/users', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Hay campos vacíos',
      errors: {
        name: ['Este campo es requerido'],
        lastname: ['Este campo es requerido'],
        email: ['Este campo es requerido'],
        password: ['Este campo es requerido'],
        role_id: ['Este campo es requerido'],
      },
    });
  });

  it('rejects a bad e-mail, a weak password and over-long names', async () => {
    const response = await admin.post(
      '/api/admin/users',
      body({ email: 'nope', password: 'short', name: 'x'.repeat(51) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Correo electrónico no válido'],
      password: ['La contraseña debe tener al menos 8 caracteres, con letras y números'],
      name: ['No puede tener más de 50 caracteres'],
    });
  });

  it('refuses control characters in names (PostgreSQL cannot store NUL) with 422, not 500', async () => {
    const response = await admin.post('/api/admin/users', body({ name: 'Ana\u0000', lastname: 'a\nb' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Valor no válido'], lastname: ['Valor no válido'] });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await createUser(t.app.db, { email: 'taken@example.com' });
    const response = await admin.post('/api/admin/users', body({ email: 'TAKEN@example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Ya existe una cuenta con este correo'] });
  });

  it('refuses an unknown role, also in English', async () => {
    const response = await admin.post('/api/admin/users', body({ role_id: 999_999 }), {
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Some fields are empty or invalid',
      errors: { role_id: ['The selected role does not exist'] },
    });
  });

  it('lets staff give only roles whose permissions they hold themselves', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['create_users'] } });
    const escalation = await agent.post('/api/admin/users', body({ role_id: administratorRoleId }));
    expect(escalation.statusCode).toBe(422);
    expect(escalation.json().errors).toEqual({
      role_id: ['No puedes asignar un rol con permisos que tú no tienes'],
    });
    const plain = await agent.post('/api/admin/users', body());
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('needs create_users, and a signed-in user', async () => {
    const { agent: reader } = await signInAs(t.app, {
      role: { permissions: ['read_users', 'update_users'] },
    });
    const forbidden = await reader.post('/api/admin/users', body());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permito tal operación');
    expect((await new Agent(t.app).post('/api/admin/users', body())).statusCode).toBe(401);
  });

  it('never stores the plain password', async () => {
    const input = body();
    await admin.post('/api/admin/users', input);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
