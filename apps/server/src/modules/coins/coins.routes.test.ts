import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { Agent as AnonymousAgent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';

let t: TestApp;
let admin: Agent;
let usdId: number;
let mlcId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const list = (await admin.get('/api/admin/coins')).json();
  usdId = list.data.find((c: { short_name: string }) => c.short_name === 'USD').id;
  mlcId = list.data.find((c: { short_name: string }) => c.short_name === 'MLC').id;
});
afterAll(() => t.close());

const euro = { short_name: 'eur', name: 'Euro', symbol: '€' };

describe('GET /api/admin/coins', () => {
  it('lists the seeded coins with the base coin worth 1', async () => {
    const response = await admin.get('/api/admin/coins');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ short_name: 'USD', symbol: '$', is_base: true, enabled: true, rate: '1' }),
        expect.objectContaining({ short_name: 'MLC', symbol: 'MLC', is_base: false, rate: null }),
      ]),
    );
  });

  it('searches, filters and sorts', async () => {
    const found = (await admin.get('/api/admin/coins?search=convertible')).json();
    expect(found.data.map((c: { short_name: string }) => c.short_name)).toEqual(['MLC']);
    const sorted = (await admin.get('/api/admin/coins?sort=-short_name&enabled=true')).json();
    expect(sorted.data[0].short_name >= sorted.data.at(-1).short_name).toBe(true);
  });

  it('refuses an unknown sort with a Spanish field message', async () => {
    const response = await admin.get('/api/admin/coins?sort=rate&per_page=1000');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['sort', 'per_page']));
  });

  it('asks for read_coins', async () => {
    expect((await new AnonymousAgent(t.app).get('/api/admin/coins')).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_coins'] } });
    const response = await agent.get('/api/admin/coins');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No tienes permito tal operación');
  });
});

describe('POST /api/admin/coins', () => {
  it('creates a coin with its code upper-cased', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['create_coins'] } });
    const response = await agent.post('/api/admin/coins', euro);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      short_name: 'EUR',
      name: 'Euro',
      symbol: '€',
      enabled: true,
      is_base: false,
      decimals: 2,
      rate: null,
    });
  });

  it('refuses a code that exists, in any case', async () => {
    const response = await admin.post('/api/admin/coins', { ...euro, short_name: 'Usd' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ short_name: ['No se permiten duplicados'] });
  });

  it('explains invalid fields in Spanish', async () => {
    const response = await admin.post('/api/admin/coins', {
      short_name: 'US$',
      name: '',
      symbol: 'x'.repeat(13),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      short_name: ['Valor no válido'],
      name: ['Este campo es requerido'],
      symbol: ['No puede tener más de 12 caracteres'],
    });
  });

  it('asks for create_coins', async () => {
    expect((await new AnonymousAgent(t.app).post('/api/admin/coins', euro)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_coins'] } });
    expect((await agent.post('/api/admin/coins', euro)).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/admin/coins/:id', () => {
  it('reads and edits a coin', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_coins'] } });
    expect((await agent.get(`/api/admin/coins/${mlcId}`)).json().short_name).toBe('MLC');
    const response = await agent.put(`/api/admin/coins/${mlcId}`, {
      short_name: 'MLC',
      name: 'MLC',
      symbol: 'MLC',
      enabled: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'MLC', enabled: false });
    await agent.put(`/api/admin/coins/${mlcId}`, { ...(response.json() as object), enabled: true });
  });

  it('keeps the base coin enabled', async () => {
    const response = await admin.put(`/api/admin/coins/${usdId}`, {
      short_name: 'USD',
      name: 'Dólar',
      symbol: '$',
      enabled: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ enabled: ['La moneda base no se puede desactivar'] });
  });

  it("refuses another coin's code", async () => {
    const response = await admin.put(`/api/admin/coins/${mlcId}`, { ...euro, short_name: 'usd' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.short_name).toEqual(['No se permiten duplicados']);
  });

  it('answers 404 for a coin that does not exist, or an id that cannot exist', async () => {
    expect((await admin.get('/api/admin/coins/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/coins/99999999999999999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/coins/abc')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/coins/999999', euro)).statusCode).toBe(404);
  });

  it('asks for update_coins', async () => {
    expect((await new AnonymousAgent(t.app).get(`/api/admin/coins/${mlcId}`)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_coins', 'create_coins'] } });
    expect((await agent.get(`/api/admin/coins/${mlcId}`)).statusCode).toBe(403);
    expect((await agent.put(`/api/admin/coins/${mlcId}`, euro)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/coins/:id', () => {
  it('deletes a coin without rates', async () => {
    const coin = (await admin.post('/api/admin/coins', { ...euro, short_name: 'CUP' })).json();
    const { agent } = await signInAs(t.app, { role: { permissions: ['delete_coins'] } });
    expect((await agent.delete(`/api/admin/coins/${coin.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/coins/${coin.id}`)).statusCode).toBe(404);
    expect((await agent.delete(`/api/admin/coins/${coin.id}`)).statusCode).toBe(404);
  });

  it('refuses the base coin and a coin with rates', async () => {
    const base = await admin.delete(`/api/admin/coins/${usdId}`);
    expect(base.statusCode).toBe(409);
    expect(base.json().message).toBe('La moneda base no se puede eliminar');
    const coin = (await admin.post('/api/admin/coins', { ...euro, short_name: 'CAD' })).json();
    await admin.post('/api/admin/exchange-rates', { coin_id: coin.id, date: '2025-01-01', rate: '1.4' });
    const used = await admin.delete(`/api/admin/coins/${coin.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^No se puede eliminar una moneda con tasas de cambio/);
  });

  it('asks for delete_coins', async () => {
    expect((await new AnonymousAgent(t.app).delete(`/api/admin/coins/${mlcId}`)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_coins'] } });
    expect((await agent.delete(`/api/admin/coins/${mlcId}`)).statusCode).toBe(403);
  });
});

describe('/api/admin/coins/settings', () => {
  it('reads and saves only_base_coin with the settings permissions', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_settings', 'update_settings'] } });
    expect((await agent.get('/api/admin/coins/settings')).json()).toEqual({ only_base_coin: false });
    const saved = await agent.put('/api/admin/coins/settings', { only_base_coin: true });
    expect(saved.json()).toEqual({ only_base_coin: true });
    expect((await agent.get('/api/admin/coins/settings')).json()).toEqual({ only_base_coin: true });
    await agent.put('/api/admin/coins/settings', { only_base_coin: false });
  });

  it('names the missing field', async () => {
    const response = await admin.put('/api/admin/coins/settings', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ only_base_coin: ['Este campo es requerido'] });
  });

  it('asks for read_settings and update_settings', async () => {
    expect((await new AnonymousAgent(t.app).get('/api/admin/coins/settings')).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_coins', 'update_coins'] } });
    expect((await agent.get('/api/admin/coins/settings')).statusCode).toBe(403);
    expect((await agent.put('/api/admin/coins/settings', { only_base_coin: true })).statusCode).toBe(403);
  });
});
