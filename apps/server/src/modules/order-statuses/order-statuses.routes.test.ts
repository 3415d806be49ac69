import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { orderStatusInUse, statusByRole } from './index';

let t: TestApp;
let admin: Agent;
let initialId: number;
let cancelledId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  initialId = (await statusByRole(t.app.db, 'initial')).id;
  cancelledId = (await statusByRole(t.app.db, 'cancelled')).id;
});
afterAll(() => t.close());

const URL = '/api/admin/order-statuses';
const returned = { name: 'Devuelto', color: '#E8590C', counts_against_availability: false, is_final: true };

const create = async (body: object) => {
  const response = await admin.post(URL, { ...returned, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; position: number };
};

describe('GET /api/admin/order-statuses', () => {
  it('lists the seeded statuses by position, with their roles', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_orderStatuses'] } });
    const response = await agent.get(URL);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(data[0]).toEqual({
      id: initialId,
      name: 'Pendiente',
      label: 'Pendiente',
      color: '#f59f00',
      position: 1,
      counts_against_availability: true,
      is_final: false,
      role: 'initial',
    });
    const positions = data.map((s: { position: number }) => s.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(data.find((s: { id: number }) => s.id === cancelledId)).toMatchObject({
      role: 'cancelled',
      is_final: true,
    });
  });

  it('names the statuses a fresh shop starts with in the reader’s language', async () => {
    const english = { headers: { 'accept-language': 'en-US' } };
    const { data } = (await admin.get(`${URL}?per_page=100`, english)).json();
    const byId = (id: number) => data.find((s: { id: number }) => s.id === id);
    expect(byId(initialId)).toMatchObject({ name: 'Pendiente', label: 'Pending' });
    expect(byId(cancelledId)).toMatchObject({ name: 'Cancelado', label: 'Cancelled' });
    expect((await admin.get(`${URL}/${initialId}`, english)).json()).toMatchObject({ label: 'Pending' });
  });

  it('searches and sorts by name', async () => {
    const found = (await admin.get(`${URL}?search=preparacion`)).json();
    expect(found.data.map((s: { name: string }) => s.name)).toEqual(['En preparación']);
    const sorted = (await admin.get(`${URL}?sort=-name`)).json();
    expect(sorted.data[0].name).toBe('Pendiente');
  });

  it('searches and sorts by the name the reader reads, and finds the stored one too', async () => {
    const english = { headers: { 'accept-language': 'en-US' } };
    const labels = async (query: string) =>
      (await admin.get(`${URL}?per_page=100&${query}`, english))
        .json()
        .data.map((s: { label: string }) => s.label);
    const shops = ['Being prepared', 'Cancelled', 'Confirmed', 'Delivered', 'On the way', 'Pending'];
    expect((await labels('sort=name')).filter((l: string) => shops.includes(l))).toEqual(shops);
    expect((await labels('sort=-name')).filter((l: string) => shops.includes(l))).toEqual(
      [...shops].reverse(),
    );
    expect(await labels('search=prepared')).toEqual(['Being prepared']);
    expect(await labels('search=preparacion')).toEqual(['Being prepared']);
  });

  it('refuses an unknown sort', async () => {
    const response = await admin.get(`${URL}?sort=color`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['sort']);
  });

  it('asks for read_orderStatuses', async () => {
    expect((await new Agent(t.app).get(URL)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_orderStatuses'] } });
    expect((await agent.get(URL)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/order-statuses', () => {
  it('creates a status without a role, last in the list, with its colour in lower case', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['create_orderStatuses'] } });
    const response = await agent.post(URL, { ...returned, role: 'initial' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ ...returned, color: '#e8590c', position: 7, role: null });
    expect((await statusByRole(t.app.db, 'initial')).id).toBe(initialId);
  });

  it('takes the position it is given', async () => {
    expect((await create({ name: 'Reclamado', position: 3 })).position).toBe(3);
  });

  it('refuses a name that exists, in any case', async () => {
    const response = await admin.post(URL, { ...returned, name: '  pendiente ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['No se permiten duplicados'] });
  });

  it('refuses a name that reads like one of the shop’s own statuses in another language', async () => {
    // "Pendiente" is read "Pending" in English (decision 087): a second "Pending" would look like the same status.
    const spanish = await admin.post(URL, { ...returned, name: 'on the way' });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({ name: ['Así se llama «En camino» en otro idioma de la tienda'] });
    // To an English reader, "Pending" is simply taken.
    const english = await admin.post(
      URL,
      { ...returned, name: 'Pending' },
      {
        headers: { 'accept-language': 'en-US' },
      },
    );
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ name: ['Duplicates are not allowed'] });
  });

  it('explains invalid fields in Spanish', async () => {
    const response = await admin.post(URL, { name: '', color: 'red', position: -1, is_final: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Este campo es requerido'],
      color: ['Color no válido (#rrggbb)'],
      position: ['Debe ser como mínimo 0'],
      is_final: ['Tipo de dato no válido'],
    });
  });

  it('asks for create_orderStatuses', async () => {
    expect((await new Agent(t.app).post(URL, returned)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_orderStatuses', 'update_orderStatuses'] },
    });
    expect((await agent.post(URL, returned)).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/admin/order-statuses/:id', () => {
  it('reads and edits a status, keeping its position when none is sent', async () => {
    const status = await create({ name: 'En revisión', position: 4 });
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_orderStatuses'] } });
    expect((await agent.get(`${URL}/${status.id}`)).json().name).toBe('En revisión');
    const response = await agent.put(`${URL}/${status.id}`, {
      name: 'Revisado',
      color: '#123abc',
      counts_against_availability: true,
      is_final: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Revisado',
      color: '#123abc',
      position: 4,
      is_final: false,
    });
    // Staff's own words, in every language.
    const english = { headers: { 'accept-language': 'en-US' } };
    expect((await agent.get(`${URL}/${status.id}`, english)).json().label).toBe('Revisado');
  });

  it('renames a status with a role and keeps the role', async () => {
    const english = { headers: { 'accept-language': 'en-US' } };
    const unchanged = {
      name: 'Pendiente',
      color: '#f59f00',
      counts_against_availability: true,
      is_final: false,
    };
    // Saved as it was (its colour changed, say), it is still the shop's own: read in each reader's language.
    const saved = await admin.put(`${URL}/${initialId}`, unchanged, english);
    expect(saved.json()).toMatchObject({ name: 'Pendiente', label: 'Pending' });
    const response = await admin.put(`${URL}/${initialId}`, {
      name: 'Nuevo',
      color: '#f59f00',
      position: 1,
      counts_against_availability: true,
      is_final: false,
      role: 'cancelled',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Nuevo', role: 'initial' });
    // Renamed, it is staff's words: read as they wrote them in every language.
    expect((await admin.get(`${URL}/${initialId}`, english)).json()).toMatchObject({
      name: 'Nuevo',
      label: 'Nuevo',
    });
  });

  it('keeps the statuses with a role usable by the shop', async () => {
    const initial = await admin.put(`${URL}/${initialId}`, {
      name: 'Nuevo',
      color: '#f59f00',
      is_final: true,
    });
    expect(initial.statusCode).toBe(422);
    expect(initial.json().errors).toEqual({
      is_final: ['El estado de los pedidos nuevos no puede ser final'],
    });
    const cancelled = await admin.put(`${URL}/${cancelledId}`, {
      name: 'Cancelado',
      color: '#fa5252',
      is_final: false,
      counts_against_availability: true,
    });
    expect(cancelled.statusCode).toBe(422);
    expect(Object.keys(cancelled.json().errors).sort()).toEqual(['counts_against_availability', 'is_final']);
  });

  it("refuses another status's name", async () => {
    const response = await admin.put(`${URL}/${initialId}`, {
      ...returned,
      is_final: false,
      name: 'CANCELADO',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['No se permiten duplicados'] });
    // Nor the English of one the shop named itself.
    const readAs = await admin.put(`${URL}/${initialId}`, {
      ...returned,
      is_final: false,
      name: 'Delivered',
    });
    expect(readAs.statusCode).toBe(422);
  });

  it('answers 404 for a status that does not exist, or an id that cannot exist', async () => {
    expect((await admin.get(`${URL}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${URL}/99999999999999999999`)).statusCode).toBe(404);
    expect((await admin.put(`${URL}/999999`, returned)).statusCode).toBe(404);
  });

  it('asks for update_orderStatuses', async () => {
    expect((await new Agent(t.app).get(`${URL}/${initialId}`)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_orderStatuses', 'create_orderStatuses'] },
    });
    expect((await agent.get(`${URL}/${initialId}`)).statusCode).toBe(403);
    expect((await agent.put(`${URL}/${initialId}`, returned)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/order-statuses/:id', () => {
  it('deletes a status no order uses', async () => {
    const status = await create({ name: 'Temporal' });
    const { agent } = await signInAs(t.app, { role: { permissions: ['delete_orderStatuses'] } });
    expect((await agent.delete(`${URL}/${status.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${URL}/${status.id}`)).statusCode).toBe(404);
    expect((await agent.delete(`${URL}/${status.id}`)).statusCode).toBe(404);
  });

  it('refuses the statuses the shop relies on', async () => {
    for (const id of [initialId, cancelledId]) {
      const response = await admin.delete(`${URL}/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/no se puede eliminar$/);
    }
  });

  it('refuses a status that orders are in', async () => {
    const status = await create({ name: 'Con pedidos' });
    await t.app.db.execute(sql`
      insert into orders (status_id, payment_due_at, pay_form, delivery_method, subtotal, tax_total, total, coin, exchange_rates)
      values (${status.id}, now(), 'cash', 'pickup', 100, 0, 100, 'USD', '{}'::jsonb)`);
    expect(await orderStatusInUse(t.app.db, status.id)).toBe(true);
    const response = await admin.delete(`${URL}/${status.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Hay pedidos en este estado: no se puede eliminar');
  });

  it('asks for delete_orderStatuses', async () => {
    const status = await create({ name: 'Protegido' });
    expect((await new Agent(t.app).delete(`${URL}/${status.id}`)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_orderStatuses'] } });
    expect((await agent.delete(`${URL}/${status.id}`)).statusCode).toBe(403);
  });
});
