import type { AdminUser } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { Agent as AnonymousAgent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, signInAs } from '../../test/factories';
import { roles } from './roles.table';

let t: TestApp;
let admin: Agent;
let wholesalerRoleId: number;

// A surname no other row has, so every search below sees only the users made here.
const TAG = 'Quetzalcoatl';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  await createUser(t.app.db, { name: 'José', lastname: `Núñez ${TAG}`, email: 'jose.nunez@example.com' });
  await createUser(t.app.db, { name: 'Ana', lastname: `García ${TAG}`, email: 'ana.garcia@example.com' });
  await createUser(t.app.db, {
    name: 'Beatriz',
    lastname: `Ortiz ${TAG}`,
    email: 'bea@example.com',
    role: 'wholesaler',
    enabled: false,
  });
  await createUser(t.app.db, { name: 'Carlos', lastname: `Pérez ${TAG}`, email: 'carlos_100%@example.com' });
  const [wholesaler] = await t.app.db.select().from(roles).where(eq(roles.key, 'wholesaler'));
  wholesalerRoleId = wholesaler?.id ?? 0;
});
afterAll(() => t.close());

const list = async (agent: Agent, query: Record<string, string>) => {
  const response = await agent.get('/api/admin/users', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AdminUser[]; meta: Record<string, number> };
};
const names = (reply: { data: AdminUser[] }) => reply.data.map((u) => u.name);

describe('GET /api/admin/users', () => {
  it('lists users with their role, newest first, with the list meta', async () => {
    const reply = await list(admin, {});
    expect(reply.meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
    expect(names(reply).slice(0, 4)).toEqual(['Carlos', 'Beatriz', 'Ana', 'José']);
    const bea = reply.data.find((u) => u.name === 'Beatriz');
    expect(bea).toMatchObject({
      email: 'bea@example.com',
      enabled: false,
      role: { id: wholesalerRoleId, key: 'wholesaler', name: 'Mayorista' },
    });
    expect(bea?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The shop's own role, named as an English reader reads it (decision 087).
    const english = await admin.get('/api/admin/users', { headers: { 'accept-language': 'en-US' } });
    expect(english.json().data.find((u: AdminUser) => u.name === 'Beatriz')?.role.name).toBe('Wholesaler');
    expect(bea).not.toHaveProperty('passwordHash');
    expect(bea).not.toHaveProperty('password_hash');
  });

  it('searches name, lastname and e-mail ignoring case and accents, every word anywhere', async () => {
    expect(names(await list(admin, { search: 'jose' }))).toEqual(['José']);
    expect(names(await list(admin, { search: 'NUNEZ' }))).toEqual(['José']);
    expect(names(await list(admin, { search: 'ana garcía' }))).toEqual(['Ana']);
    expect(names(await list(admin, { search: 'bea@exa' }))).toEqual(['Beatriz']);
    expect(names(await list(admin, { search: 'nobody-here' }))).toEqual([]);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect(names(await list(admin, { search: '100%' }))).toEqual(['Carlos']);
    expect(names(await list(admin, { search: '%' }))).toEqual(['Carlos']);
    expect(names(await list(admin, { search: '_' }))).toEqual(['Carlos']);
  });

  it('refuses a search holding a NUL character, naming the field, in the reader’s language', async () => {
    const refused = await admin.get('/api/admin/users', { query: { search: 'jose\u0000' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ search: ['Contiene un carácter no permitido'] });
    const english = await admin.get('/api/admin/users', {
      query: { search: '\u0000' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().errors).toEqual({ search: ['Contains a character that is not allowed'] });
  });

  it('filters by role and by enabled', async () => {
    const byRole = await list(admin, { role_id: String(wholesalerRoleId) });
    expect(names(byRole)).toEqual(['Beatriz']);
    const disabled = await list(admin, { enabled: 'false' });
    expect(names(disabled)).toEqual(['Beatriz']);
    const enabled = await list(admin, { enabled: 'true', search: TAG });
    expect(names(enabled).sort()).toEqual(['Ana', 'Carlos', 'José']);
  });

  it('sorts by name, e-mail and creation date both ways', async () => {
    expect(names(await list(admin, { search: TAG, sort: 'name' }))).toEqual([
      'Ana',
      'Beatriz',
      'Carlos',
      'José',
    ]);
    expect(names(await list(admin, { search: TAG, sort: '-name' }))).toEqual([
      'José',
      'Carlos',
      'Beatriz',
      'Ana',
    ]);
    expect(names(await list(admin, { search: TAG, sort: 'email' }))).toEqual([
      'Ana',
      'Beatriz',
      'Carlos',
      'José',
    ]);
    expect(names(await list(admin, { search: TAG, sort: 'created_at' }))).toEqual([
      'José',
      'Ana',
      'Beatriz',
      'Carlos',
    ]);
  });

  it('pages through the results', async () => {
    const second = await list(admin, { search: TAG, sort: 'name', per_page: '3', page: '2' });
    expect(names(second)).toEqual(['José']);
    expect(second.meta).toEqual({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    const beyond = await list(admin, { search: TAG, per_page: '3', page: '9' });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(4);
  });

  it('answers bad query parameters with 422 and field messages', async () => {
    const response = await admin.get('/api/admin/users', {
      query: { per_page: '0', sort: 'password', enabled: 'maybe', role_id: 'abc', page: '-1' },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['enabled', 'page', 'per_page', 'role_id', 'sort']);
    expect(errors.per_page).toEqual(['Debe ser como mínimo 1']);
    const huge = await admin.get('/api/admin/users', {
      query: { per_page: '1000', search: 'x'.repeat(101) },
    });
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().errors).sort()).toEqual(['per_page', 'search']);
  });

  it('lets a holder of read_users in, and nobody else', async () => {
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_users'] } });
    expect((await reader.get('/api/admin/users')).statusCode).toBe(200);

    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    const forbidden = await customer.get('/api/admin/users');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'No tienes permito tal operación' });

    const anonymous = await new AnonymousAgent(t.app).get('/api/admin/users');
    expect(anonymous.statusCode).toBe(401);
  });
});
