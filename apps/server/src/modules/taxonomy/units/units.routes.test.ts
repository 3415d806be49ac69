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

describe('units', () => {
  it('creates, lists, edits and deletes a unit', async () => {
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_attributes', 'update_products'] },
    });
    const created = await agent.post('/api/admin/units', { name: 'Kilogramo', short_name: 'kg' });
    expect(created.statusCode).toBe(201);
    const unit = created.json();
    expect(unit).toMatchObject({ name: 'Kilogramo', short_name: 'kg' });
    await agent.post('/api/admin/units', { name: 'Litro', short_name: 'l' });
    const list = (await agent.get('/api/admin/units?sort=-name')).json();
    expect(list.data.map((u: { name: string }) => u.name)).toEqual(['Litro', 'Kilogramo']);
    expect((await agent.get('/api/admin/units?search=kilo')).json().meta.total).toBe(1);
    expect((await agent.get(`/api/admin/units/${unit.id}`)).json().short_name).toBe('kg');
    const updated = await agent.put(`/api/admin/units/${unit.id}`, { name: 'Kilo', short_name: 'KG' });
    expect(updated.json()).toMatchObject({ name: 'Kilo', short_name: 'KG' });
    expect((await agent.delete(`/api/admin/units/${unit.id}`)).statusCode).toBe(204);
    expect((await agent.delete(`/api/admin/units/${unit.id}`)).statusCode).toBe(404);
  });

  it('refuses duplicate names and short names', async () => {
    await admin.post('/api/admin/units', { name: 'Unidad', short_name: 'u' });
    const response = await admin.post('/api/admin/units', { name: 'UNIDAD', short_name: 'U' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['No se permiten duplicados'],
      short_name: ['No se permiten duplicados'],
    });
  });

  it('explains invalid fields in Spanish', async () => {
    const response = await admin.post('/api/admin/units', { name: 'x'.repeat(21), short_name: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['No puede tener más de 20 caracteres'],
      short_name: ['Este campo es requerido'],
    });
    const long = await admin.post('/api/admin/units', { name: 'Metro', short_name: 'm'.repeat(13) });
    expect(long.json().errors).toEqual({ short_name: ['No puede tener más de 12 caracteres'] });
  });

  it('answers 404 for units that do not exist', async () => {
    expect((await admin.get('/api/admin/units/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/units/999999', { name: 'X', short_name: 'x' })).statusCode).toBe(404);
  });

  it('asks for read_attributes to read and update_products to change', async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/admin/units')).statusCode).toBe(401);
    expect((await anonymous.delete('/api/admin/units/1')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_attributes'] } });
    expect((await reader.post('/api/admin/units', { name: 'X', short_name: 'x' })).statusCode).toBe(403);
    const { agent: editor } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await editor.get('/api/admin/units')).statusCode).toBe(403);
  });
});
