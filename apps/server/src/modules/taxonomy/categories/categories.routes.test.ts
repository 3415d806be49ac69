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

interface Node {
  name: string;
  children: Node[];
}

async function create(body: Record<string, unknown>) {
  const response = await admin.post('/api/admin/categories', body);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; slug: string; name: string };
}

const names = (nodes: Node[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));

describe('POST /api/admin/categories', () => {
  it('creates a category with a slug derived from its name', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['create_categories'] } });
    const response = await agent.post('/api/admin/categories', {
      name: 'Electrónica y Móviles',
      description: 'Todo lo que se enchufa',
      priority: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Electrónica y Móviles',
      slug: 'electronica-y-moviles',
      description: 'Todo lo que se enchufa',
      priority: 2,
      active: true,
      parent_id: null,
      parent: null,
      children_count: 0,
    });
  });

  it('numbers a derived slug that is taken, and refuses a typed one that is', async () => {
    const parent = await create({ name: 'Hogar' });
    const child = await create({ name: 'Hogar', parent_id: parent.id });
    expect(child.slug).toBe('hogar-2');
    const typed = await admin.post('/api/admin/categories', { name: 'Casa', slug: 'Hogar' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ slug: ['No se permiten duplicados'] });
  });

  it('refuses a name its siblings already have, in any case', async () => {
    const parent = await create({ name: 'Ropa' });
    await create({ name: 'Accesorios', parent_id: parent.id });
    const response = await admin.post('/api/admin/categories', { name: 'ACCESORIOS', parent_id: parent.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['No se permiten duplicados'] });
    // The same name under another parent is another category.
    const elsewhere = await admin.post('/api/admin/categories', {
      name: 'Accesorios',
      slug: 'accesorios-top',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('explains invalid fields in Spanish', async () => {
    const response = await admin.post('/api/admin/categories', {
      name: 'x'.repeat(51),
      description: 'y'.repeat(301),
      priority: -1,
      parent_id: 'abc',
      active: 'quizá',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['No puede tener más de 50 caracteres'],
      description: ['No puede tener más de 300 caracteres'],
      priority: ['Debe ser como mínimo 0'],
      parent_id: ['Tipo de dato no válido'],
      active: ['Tipo de dato no válido'],
    });
    const empty = await admin.post('/api/admin/categories', {});
    expect(empty.json().errors).toEqual({ name: ['Este campo es requerido'] });
  });

  it('refuses a parent that does not exist', async () => {
    const response = await admin.post('/api/admin/categories', { name: 'Huérfana', parent_id: 999_999 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ parent_id: ['La categoría padre no existe'] });
  });

  it('asks for create_categories', async () => {
    expect((await new Agent(t.app).post('/api/admin/categories', { name: 'X' })).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_categories'] } });
    expect((await agent.post('/api/admin/categories', { name: 'X' })).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/categories/:id', () => {
  it('moves and edits a category, keeping its slug', async () => {
    const a = await create({ name: 'Deportes' });
    const b = await create({ name: 'Bicicletas' });
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_categories'] } });
    const response = await agent.put(`/api/admin/categories/${b.id}`, {
      name: 'Ciclismo',
      parent_id: a.id,
      priority: 5,
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ciclismo',
      slug: 'bicicletas',
      parent: { id: a.id, name: 'Deportes' },
      priority: 5,
      active: false,
    });
    expect((await agent.get(`/api/admin/categories/${a.id}`)).json().children_count).toBe(1);
  });

  it('refuses a cycle: a category inside itself or one of its subcategories', async () => {
    const top = await create({ name: 'Nivel 1' });
    const middle = await create({ name: 'Nivel 2', parent_id: top.id });
    const bottom = await create({ name: 'Nivel 3', parent_id: middle.id });
    for (const parentId of [top.id, bottom.id]) {
      const response = await admin.put(`/api/admin/categories/${top.id}`, {
        name: 'Nivel 1',
        parent_id: parentId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        parent_id: ['Una categoría no puede estar dentro de sí misma ni de sus subcategorías'],
      });
    }
    // Moving a branch elsewhere is fine.
    const moved = await admin.put(`/api/admin/categories/${bottom.id}`, {
      name: 'Nivel 3',
      parent_id: top.id,
    });
    expect(moved.statusCode).toBe(200);
  });

  it('answers 404 for categories that do not exist', async () => {
    expect((await admin.get('/api/admin/categories/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/categories/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/categories/12345678901234567890')).statusCode).toBe(404);
  });

  it('asks for update_categories', async () => {
    expect((await new Agent(t.app).get('/api/admin/categories/1')).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_categories', 'create_categories'] },
    });
    expect((await agent.get('/api/admin/categories/1')).statusCode).toBe(403);
    expect((await agent.put('/api/admin/categories/1', { name: 'X' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes a leaf and refuses a category with subcategories', async () => {
    const parent = await create({ name: 'Juguetes' });
    const child = await create({ name: 'Peluches', parent_id: parent.id });
    const { agent } = await signInAs(t.app, { role: { permissions: ['delete_categories'] } });
    const refused = await agent.delete(`/api/admin/categories/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No se puede eliminar una categoría que tiene subcategorías');
    expect((await agent.delete(`/api/admin/categories/${child.id}`)).statusCode).toBe(204);
    expect((await agent.delete(`/api/admin/categories/${parent.id}`)).statusCode).toBe(204);
    expect((await agent.delete(`/api/admin/categories/${parent.id}`)).statusCode).toBe(404);
  });

  it('asks for delete_categories', async () => {
    expect((await new Agent(t.app).delete('/api/admin/categories/1')).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_categories'] } });
    expect((await agent.delete('/api/admin/categories/1')).statusCode).toBe(403);
  });
});

describe('category lists and trees', () => {
  beforeAll(async () => {
    const food = await create({ name: 'Alimentos', priority: 1 });
    await create({ name: 'Bebidas', parent_id: food.id, priority: 2 });
    await create({ name: 'Conservas', parent_id: food.id, priority: 1 });
    const hidden = await create({ name: 'Ofertas ocultas', active: false });
    await create({ name: 'Dentro de oculta', parent_id: hidden.id });
  });

  it('lists with search, filters and pagination', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_categories'] } });
    const found = (await agent.get('/api/admin/categories?search=alimentos')).json();
    expect(found.data.map((c: { name: string }) => c.name)).toEqual(['Alimentos']);
    expect(found.data[0].children_count).toBe(2);
    const food = found.data[0].id;
    const children = (await agent.get(`/api/admin/categories?parent_id=${food}`)).json();
    expect(children.data.map((c: { name: string }) => c.name)).toEqual(['Conservas', 'Bebidas']);
    const inactive = (await agent.get('/api/admin/categories?active=false&parent_id=root')).json();
    expect(inactive.data.map((c: { name: string }) => c.name)).toContain('Ofertas ocultas');
    const page = (await agent.get('/api/admin/categories?per_page=2&page=2&sort=name')).json();
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect((await agent.get('/api/admin/categories?parent_id=x')).statusCode).toBe(422);
  });

  it('gives staff the whole tree, inactive branches included', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_categories'] } });
    const tree = (await agent.get('/api/admin/categories/tree')).json() as Node[];
    const food = tree.find((n) => n.name === 'Alimentos');
    expect(names(food?.children ?? [])).toEqual(['Conservas', 'Bebidas']);
    expect(tree.find((n) => n.name === 'Ofertas ocultas')?.children).toHaveLength(1);
    expect((await new Agent(t.app).get('/api/admin/categories/tree')).statusCode).toBe(401);
    const { agent: other } = await signInAs(t.app, { role: { permissions: ['update_categories'] } });
    expect((await other.get('/api/admin/categories/tree')).statusCode).toBe(403);
  });

  it('shows shoppers the active branches by priority then name', async () => {
    const response = await new Agent(t.app).get('/api/categories');
    expect(response.statusCode).toBe(200);
    const tree = response.json() as Array<Node & { priority: number; active: boolean }>;
    expect(tree.every((n) => n.active)).toBe(true);
    expect(tree.map((n) => n.name)).not.toContain('Ofertas ocultas');
    expect(JSON.stringify(tree)).not.toContain('Dentro de oculta');
    const priorities = tree.map((n) => n.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(names(tree.find((n) => n.name === 'Alimentos')?.children ?? [])).toEqual(['Conservas', 'Bebidas']);
  });
});
