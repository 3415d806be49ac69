import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { signIn, signInAs } from '../../../test/factories';

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

describe('brands in the back office', () => {
  it('creates, reads, edits and deletes a brand with update_products and read_attributes', async () => {
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_attributes', 'update_products'] },
    });
    const created = await agent.post('/api/admin/brands', { name: 'Señor Café' });
    expect(created.statusCode).toBe(201);
    const brand = created.json();
    expect(brand).toMatchObject({ name: 'Señor Café', slug: 'senor-cafe', active: true });
    expect((await agent.get(`/api/admin/brands/${brand.id}`)).json().name).toBe('Señor Café');
    const updated = await agent.put(`/api/admin/brands/${brand.id}`, {
      name: 'Señor Café SA',
      active: false,
    });
    expect(updated.json()).toMatchObject({ name: 'Señor Café SA', slug: 'senor-cafe', active: false });
    expect((await agent.delete(`/api/admin/brands/${brand.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/admin/brands/${brand.id}`)).statusCode).toBe(404);
  });

  it('refuses duplicate names and slugs, naming each field', async () => {
    await admin.post('/api/admin/brands', { name: 'Acme', slug: 'acme' });
    const response = await admin.post('/api/admin/brands', { name: 'ACME', slug: 'acme' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['No se permiten duplicados'],
      slug: ['No se permiten duplicados'],
    });
    const english = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    english.cookies.set('locale', 'en-US');
    const en = await english.post('/api/admin/brands', { name: 'acme' });
    expect(en.json().errors.name).toEqual(['Duplicates are not allowed']);
  });

  it('explains invalid fields in Spanish', async () => {
    const response = await admin.post('/api/admin/brands', { name: 'x'.repeat(51), slug: 'y'.repeat(61) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['No puede tener más de 50 caracteres'],
      slug: ['No puede tener más de 60 caracteres'],
    });
    expect((await admin.put('/api/admin/brands/1', {})).json().errors).toEqual({
      name: ['Este campo es requerido'],
    });
  });

  it('lists with search, filter and sort', async () => {
    await admin.post('/api/admin/brands', { name: 'Zeta' });
    await admin.post('/api/admin/brands', { name: 'Beta', active: false });
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_attributes'] } });
    const list = (await agent.get('/api/admin/brands?sort=-name')).json();
    const names = list.data.map((b: { name: string }) => b.name);
    expect(names[0]).toBe('Zeta');
    expect(list.meta.total).toBe(names.length);
    const inactive = (await agent.get('/api/admin/brands?active=false')).json();
    expect(inactive.data.map((b: { name: string }) => b.name)).toEqual(['Beta']);
    expect((await agent.get('/api/admin/brands?search=zet')).json().data).toHaveLength(1);
  });

  it('answers 404 for brands that do not exist', async () => {
    expect((await admin.get('/api/admin/brands/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/brands/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/brands/999999')).statusCode).toBe(404);
  });

  it('asks for read_attributes to read and update_products to change', async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/admin/brands')).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/brands', { name: 'X' })).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_attributes'] } });
    expect((await reader.post('/api/admin/brands', { name: 'X' })).statusCode).toBe(403);
    expect((await reader.put('/api/admin/brands/1', { name: 'X' })).statusCode).toBe(403);
    expect((await reader.delete('/api/admin/brands/1')).statusCode).toBe(403);
    const { agent: editor } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await editor.get('/api/admin/brands')).statusCode).toBe(403);
    expect((await editor.get('/api/admin/brands/1')).statusCode).toBe(403);
  });
});

describe('GET /api/brands', () => {
  it('shows shoppers the active brands by name', async () => {
    const response = await new Agent(t.app).get('/api/brands');
    expect(response.statusCode).toBe(200);
    const names = response.json().map((b: { name: string }) => b.name);
    expect(names).toEqual(['Acme', 'Zeta']);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'name', 'slug']);
  });
});
