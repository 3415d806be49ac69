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

async function attribute(name: string) {
  const response = await admin.post('/api/admin/attributes', { name });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; slug: string };
}

describe('attributes', () => {
  it('creates, reads, edits and deletes an attribute', async () => {
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_attributes', 'update_products'] },
    });
    const created = await agent.post('/api/admin/attributes', { name: 'Talla' });
    expect(created.statusCode).toBe(201);
    const talla = created.json();
    expect(talla).toMatchObject({ name: 'Talla', slug: 'talla', terms_count: 0, terms: [] });
    const updated = await agent.put(`/api/admin/attributes/${talla.id}`, { name: 'Talla de ropa' });
    expect(updated.json()).toMatchObject({ name: 'Talla de ropa', slug: 'talla' });
    expect((await agent.delete(`/api/admin/attributes/${talla.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/admin/attributes/${talla.id}`)).statusCode).toBe(404);
  });

  it('lists with terms counted', async () => {
    const color = await attribute('Color');
    await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Rojo' });
    await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Azul' });
    const list = (await admin.get('/api/admin/attributes?search=col')).json();
    expect(list.data).toEqual([expect.objectContaining({ name: 'Color', terms_count: 2 })]);
    expect(list.meta.total).toBe(1);
  });

  it('refuses duplicates and long names', async () => {
    await attribute('Material');
    const duplicate = await admin.post('/api/admin/attributes', { name: 'material' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['No se permiten duplicados'] });
    const long = await admin.post('/api/admin/attributes', { name: 'x'.repeat(31) });
    expect(long.json().errors).toEqual({ name: ['No puede tener más de 30 caracteres'] });
  });

  it('answers 404 and asks for the right permissions', async () => {
    expect((await admin.get('/api/admin/attributes/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/attributes/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await new Agent(t.app).get('/api/admin/attributes')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_attributes'] } });
    expect((await reader.post('/api/admin/attributes', { name: 'X' })).statusCode).toBe(403);
    expect((await reader.delete('/api/admin/attributes/1')).statusCode).toBe(403);
    const { agent: editor } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await editor.get('/api/admin/attributes/1')).statusCode).toBe(403);
  });
});

describe('terms of an attribute', () => {
  it('adds terms ordered by priority then name, and edits and deletes them', async () => {
    const size = await attribute('Tamaño');
    const url = `/api/admin/attributes/${size.id}/terms`;
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_attributes', 'update_products'] },
    });
    const big = (await agent.post(url, { name: 'Grande', priority: 3 })).json();
    expect(big).toMatchObject({ attribute_id: size.id, name: 'Grande', slug: 'grande', priority: 3 });
    await agent.post(url, { name: 'Pequeño', priority: 1 });
    await agent.post(url, { name: 'Mediano', priority: 1 });
    expect((await agent.get(url)).json().map((term: { name: string }) => term.name)).toEqual([
      'Mediano',
      'Pequeño',
      'Grande',
    ]);
    const detail = (await agent.get(`/api/admin/attributes/${size.id}`)).json();
    expect(detail.terms.map((term: { slug: string }) => term.slug)).toEqual(['mediano', 'pequeno', 'grande']);
    const updated = await agent.put(`${url}/${big.id}`, { name: 'Muy grande', priority: 0 });
    expect(updated.json()).toMatchObject({ name: 'Muy grande', slug: 'grande', priority: 0 });
    expect((await agent.get(`${url}/${big.id}`)).json().name).toBe('Muy grande');
    expect((await agent.delete(`${url}/${big.id}`)).statusCode).toBe(204);
    expect((await agent.get(`${url}/${big.id}`)).statusCode).toBe(404);
  });

  it('refuses a name the attribute already has, but not one another attribute has', async () => {
    const a = await attribute('Sabor');
    const b = await attribute('Aroma');
    await admin.post(`/api/admin/attributes/${a.id}/terms`, { name: 'Vainilla' });
    const duplicate = await admin.post(`/api/admin/attributes/${a.id}/terms`, { name: 'VAINILLA' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['No se permiten duplicados'] });
    expect((await admin.post(`/api/admin/attributes/${b.id}/terms`, { name: 'Vainilla' })).statusCode).toBe(
      201,
    );
  });

  it("answers 404 for a term of another attribute or an attribute that doesn't exist", async () => {
    const a = await attribute('Forma');
    const b = await attribute('Textura');
    const term = (await admin.post(`/api/admin/attributes/${a.id}/terms`, { name: 'Redonda' })).json();
    expect((await admin.get(`/api/admin/attributes/${b.id}/terms/${term.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/attributes/${b.id}/terms/${term.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/attributes/999999/terms')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/attributes/999999/terms', { name: 'X' })).statusCode).toBe(404);
  });

  it('explains invalid fields and deletes terms with their attribute', async () => {
    const a = await attribute('Peso');
    const invalid = await admin.post(`/api/admin/attributes/${a.id}/terms`, { name: '', priority: 'alta' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['Este campo es requerido'],
      priority: ['Tipo de dato no válido'],
    });
    const term = (await admin.post(`/api/admin/attributes/${a.id}/terms`, { name: '1 kg' })).json();
    expect((await admin.delete(`/api/admin/attributes/${a.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/attributes/${a.id}/terms/${term.id}`)).statusCode).toBe(404);
  });

  it('asks for read_attributes to read and update_products to change', async () => {
    const url = '/api/admin/attributes/1/terms';
    expect((await new Agent(t.app).get(url)).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_attributes'] } });
    expect((await reader.post(url, { name: 'X' })).statusCode).toBe(403);
    expect((await reader.put(`${url}/1`, { name: 'X' })).statusCode).toBe(403);
    expect((await reader.delete(`${url}/1`)).statusCode).toBe(403);
    const { agent: editor } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await editor.get(url)).statusCode).toBe(403);
    expect((await editor.get(`${url}/1`)).statusCode).toBe(403);
  });
});
