import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { seedDemoPointsOfSale } from './demo-seed';

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const URL = '/api/admin/point-of-sales';
const WRITE = ['read_pos', 'update_settings'] as const;

const vedado = {
  name: 'Tienda Vedado',
  address: 'Calle 23 No. 456, Vedado',
  province: 'la-habana',
  municipality: 'la-habana/plaza-de-la-revolucion',
  longitude: -82.3839,
  latitude: 23.1385,
  phones: ['7 830 1234', '+1 (305) 555-0100'],
  schedule: [
    { weekday: 6, opens: '9:00', closes: '14:00' },
    { weekday: 2, opens: '09:00', closes: '13:00' },
    { weekday: 2, opens: '14:00', closes: '17:30' },
  ],
  use_for_local_pickup: true,
};

const create = async (body: object = {}) => {
  const response = await admin.post(URL, { ...vedado, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string };
};

describe('POST /api/admin/point-of-sales', () => {
  it('creates a point with normalized phones, sorted hours and place names', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: [...WRITE] } });
    const response = await agent.post(URL, vedado);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Tienda Vedado',
      province: 'la-habana',
      province_name: 'La Habana',
      municipality_name: 'Plaza de la Revolución',
      longitude: -82.3839,
      latitude: 23.1385,
      phones: ['+5378301234', '+13055550100'],
      schedule: [
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, opens: '14:00', closes: '17:30' },
        { weekday: 6, opens: '09:00', closes: '14:00' },
      ],
      use_for_local_pickup: true,
      active: true,
    });
  });

  it('explains every invalid field in Spanish', async () => {
    const response = await admin.post(URL, {
      ...vedado,
      name: '',
      address: 'x'.repeat(301),
      municipality: 'matanzas/nowhere',
      longitude: -200,
      latitude: 'north',
      phones: ['abc'],
      schedule: [{ weekday: 3, opens: '17:00', closes: '09:00' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Este campo es requerido'],
      address: ['No puede tener más de 300 caracteres'],
      municipality: ['Municipio desconocido'],
      longitude: ['Debe ser como mínimo -180'],
      latitude: ['Tipo de dato no válido'],
      'phones.0': ['Formato de teléfono no válido.'],
      'schedule.0.closes': ['Las horas del horario deben estar en orden ascendente'],
    });
  });

  it('refuses a municipality of another province', async () => {
    const response = await admin.post(URL, { ...vedado, municipality: 'matanzas/cardenas' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ municipality: ['El municipio no pertenece a la provincia'] });
  });

  it('asks for one to three phones, and answers in English when asked', async () => {
    const none = await admin.post(URL, { ...vedado, phones: [] });
    expect(none.json().errors).toEqual({ phones: ['Elige al menos 1'] });
    const many = await admin.post(
      URL,
      { ...vedado, phones: ['52345671', '52345672', '52345673', '52345674'] },
      {
        headers: { 'accept-language': 'en-US' },
      },
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual({ phones: ['Choose at most 3'] });
  });

  it('asks for read_pos and update_settings', async () => {
    expect((await new Agent(t.app).post(URL, vedado)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_pos'] } });
    const response = await agent.post(URL, vedado);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No tienes permito tal operación');
  });
});

describe('GET /api/admin/point-of-sales', () => {
  it('searches by name or address, filters and sorts', async () => {
    await create({ name: 'Almacén Cerro', address: 'Calzada del Cerro 1520', active: false });
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_pos'] } });
    const found = (await agent.get(`${URL}?search=calzada`)).json();
    expect(found.data.map((p: { name: string }) => p.name)).toEqual(['Almacén Cerro']);
    const active = (await agent.get(`${URL}?active=true&sort=-name`)).json();
    expect(active.data.every((p: { active: boolean }) => p.active)).toBe(true);
    const sorted = (await agent.get(`${URL}?per_page=1`)).json();
    expect(sorted.data[0].name).toBe('Almacén Cerro');
    expect(sorted.meta).toMatchObject({ current_page: 1, per_page: 1 });
  });

  it('refuses an unknown sort', async () => {
    const response = await admin.get(`${URL}?sort=phones`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['sort']);
  });

  it('asks for read_pos', async () => {
    expect((await new Agent(t.app).get(URL)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_settings'] } });
    expect((await agent.get(URL)).statusCode).toBe(403);
  });
});

describe('GET, PUT and DELETE /api/admin/point-of-sales/:id', () => {
  it('reads, edits and deletes a point', async () => {
    const point = await create({ name: 'Tienda Playa' });
    const { agent } = await signInAs(t.app, { role: { permissions: [...WRITE] } });
    expect((await agent.get(`${URL}/${point.id}`)).json().name).toBe('Tienda Playa');
    const edited = await agent.put(`${URL}/${point.id}`, {
      ...vedado,
      name: 'Tienda Miramar',
      municipality: 'la-habana/playa',
      phones: ['72041122'],
      schedule: [],
      use_for_local_pickup: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Tienda Miramar',
      municipality_name: 'Playa',
      phones: ['+5372041122'],
      schedule: [],
      use_for_local_pickup: false,
    });
    expect((await agent.delete(`${URL}/${point.id}`)).statusCode).toBe(204);
    expect((await agent.get(`${URL}/${point.id}`)).statusCode).toBe(404);
  });

  it('refuses overlapping periods on edit', async () => {
    const point = await create();
    const response = await admin.put(`${URL}/${point.id}`, {
      ...vedado,
      schedule: [
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, opens: '12:30', closes: '17:30' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'schedule.1.opens': ['Las horas del horario deben estar en orden ascendente'],
    });
  });

  it('answers 404 for a point that does not exist, or an id that cannot exist', async () => {
    expect((await admin.get(`${URL}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${URL}/99999999999999999999`)).statusCode).toBe(404);
    expect((await admin.put(`${URL}/999999`, vedado)).statusCode).toBe(404);
    expect((await admin.delete(`${URL}/999999`)).statusCode).toBe(404);
  });

  it('asks for read_pos to read, and update_settings too to change', async () => {
    const point = await create();
    expect((await new Agent(t.app).get(`${URL}/${point.id}`)).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_pos'] } });
    expect((await reader.get(`${URL}/${point.id}`)).statusCode).toBe(200);
    expect((await reader.put(`${URL}/${point.id}`, vedado)).statusCode).toBe(403);
    expect((await reader.delete(`${URL}/${point.id}`)).statusCode).toBe(403);
    const { agent: settings } = await signInAs(t.app, { role: { permissions: ['update_settings'] } });
    expect((await settings.get(`${URL}/${point.id}`)).statusCode).toBe(403);
    expect((await settings.delete(`${URL}/${point.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/point-of-sales/pickup', () => {
  it('offers every visitor the active points used for local pickup, with hours and phones', async () => {
    const closed = await create({ name: 'Cerrada', active: false });
    const noPickup = await create({ name: 'Sin recogida', use_for_local_pickup: false });
    const open = await create({ name: 'Recogida Centro' });
    const response = await new Agent(t.app).get('/api/point-of-sales/pickup');
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(noPickup.id);
    expect(response.json().data.find((p: { id: number }) => p.id === open.id)).toEqual({
      id: open.id,
      name: 'Recogida Centro',
      address: vedado.address,
      province: 'la-habana',
      province_name: 'La Habana',
      municipality: 'la-habana/plaza-de-la-revolucion',
      municipality_name: 'Plaza de la Revolución',
      longitude: -82.3839,
      latitude: 23.1385,
      phones: ['+5378301234', '+13055550100'],
      schedule: expect.arrayContaining([{ weekday: 6, opens: '09:00', closes: '14:00' }]),
    });
  });
});

describe('demo points of sale', () => {
  it('seeds three points in La Habana, two for pickup with the SPEC business hours, only into an empty table', async () => {
    const demo = await buildTestApp();
    try {
      await seedDemoPointsOfSale(demo.app.db);
      await seedDemoPointsOfSale(demo.app.db);
      const points = (await new Agent(demo.app).get('/api/point-of-sales/pickup')).json().data;
      // The main warehouse first, then by name; the third point does not take pickups.
      expect(points.map((p: { name: string }) => p.name)).toEqual(['Tienda Vedado', 'Tienda Miramar']);
      expect(points[0].schedule).toHaveLength(9);
      expect(points[0].schedule.slice(0, 2)).toEqual([
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, opens: '14:00', closes: '17:30' },
      ]);
      expect(points[0].schedule.at(-1)).toEqual({ weekday: 6, opens: '09:00', closes: '14:00' });
    } finally {
      await demo.close();
    }
  });
});
