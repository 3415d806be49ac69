import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';

let t: TestApp;
let admin: Agent;
let usdId: number;
let mlcId: number;
let eurId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const list = (await admin.get('/api/admin/coins')).json();
  const id = (code: string) => list.data.find((c: { short_name: string }) => c.short_name === code).id;
  usdId = id('USD');
  mlcId = id('MLC');
  eurId = (await admin.post('/api/admin/coins', { short_name: 'EUR', name: 'Euro', symbol: '€' })).json().id;
});
afterAll(() => t.close());

const anonymous = () => new Agent(t.app);

describe('POST /api/admin/exchange-rates', () => {
  it('saves a rate as an exact decimal', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['create_exchange_rate'] } });
    const response = await agent.post('/api/admin/exchange-rates', {
      coin_id: mlcId,
      date: '2025-01-06',
      rate: 1.05,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      coin_id: mlcId,
      coin: { id: mlcId, short_name: 'MLC', symbol: 'MLC' },
      date: '2025-01-06',
      rate: '1.05',
    });
  });

  it('refuses a second rate for the same coin and date', async () => {
    const response = await admin.post('/api/admin/exchange-rates', {
      coin_id: mlcId,
      date: '2025-01-06',
      rate: '1.06',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      date: ['Ya existe una tasa de cambio de esta moneda para esta fecha'],
    });
  });

  it('refuses rates for the base coin and for unknown coins', async () => {
    const base = await admin.post('/api/admin/exchange-rates', {
      coin_id: usdId,
      date: '2025-01-06',
      rate: '1',
    });
    expect(base.statusCode).toBe(422);
    expect(base.json().errors.coin_id).toEqual(['La moneda base siempre vale 1; no lleva tasas de cambio']);
    const unknown = await admin.post('/api/admin/exchange-rates', {
      coin_id: 999_999,
      date: '2025-01-06',
      rate: '1',
    });
    expect(unknown.json().errors.coin_id).toEqual(['La moneda seleccionada no existe']);
  });

  it('explains bad fields in Spanish, or in English with the locale cookie', async () => {
    const body = { coin_id: 99_999_999_999, date: '2025-02-30', rate: '-1' };
    const es = await admin.post('/api/admin/exchange-rates', body);
    expect(es.statusCode).toBe(422);
    expect(es.json().errors).toEqual({
      coin_id: ['Debe ser como máximo 2.147.483.647'],
      date: ['Fecha no válida'],
      rate: ['Valor no válido'],
    });
    const empty = await admin.post('/api/admin/exchange-rates', {});
    expect(empty.json().errors).toEqual({
      coin_id: ['Este campo es requerido'],
      date: ['Este campo es requerido'],
      rate: ['Este campo es requerido'],
    });
    const english = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    english.cookies.set('locale', 'en-US');
    expect((await english.post('/api/admin/exchange-rates', {})).json().errors.rate).toEqual([
      'This field is required',
    ]);
  });

  it('asks for create_exchange_rate', async () => {
    const body = { coin_id: mlcId, date: '2025-01-07', rate: '1' };
    expect((await anonymous().post('/api/admin/exchange-rates', body)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['update_exchange_rate'] } });
    expect((await agent.post('/api/admin/exchange-rates', body)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/exchange-rates/batch', () => {
  it('saves many coins and dates at once', async () => {
    const rows = [
      { coin_id: mlcId, date: '2025-02-03', rate: '1.07' },
      { coin_id: eurId, date: '2025-02-03', rate: '0.96' },
      { coin_id: mlcId, date: '2025-02-10', rate: '1.08' },
    ];
    const response = await admin.post('/api/admin/exchange-rates/batch', { rows });
    expect(response.statusCode).toBe(201);
    expect(
      response
        .json()
        .data.map((r: { coin_id: number; date: string; rate: string }) => [r.coin_id, r.date, r.rate]),
    ).toEqual(rows.map((r) => [r.coin_id, r.date, r.rate]));
  });

  it('saves nothing when one row is refused, naming every refused row', async () => {
    const before = (await admin.get('/api/admin/exchange-rates?per_page=100')).json().meta.total;
    const response = await admin.post('/api/admin/exchange-rates/batch', {
      rows: [
        { coin_id: mlcId, date: '2025-03-03', rate: '1.09' },
        { coin_id: eurId, date: '2025-03-03', rate: '0.95' },
        { coin_id: mlcId, date: '2025-02-10', rate: '1.1' },
        { coin_id: usdId, date: '2025-03-03', rate: '1' },
        { coin_id: eurId, date: '2025-03-03', rate: '0.97' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'rows.2.date': ['Ya existe una tasa de cambio de esta moneda para esta fecha'],
      'rows.3.coin_id': ['La moneda base siempre vale 1; no lleva tasas de cambio'],
      'rows.4.date': ['Ya existe una tasa de cambio de esta moneda para esta fecha'],
    });
    expect((await admin.get('/api/admin/exchange-rates?per_page=100')).json().meta.total).toBe(before);
  });

  it('names the row of a malformed field', async () => {
    const response = await admin.post('/api/admin/exchange-rates/batch', {
      rows: [
        { coin_id: mlcId, date: '2025-04-01', rate: '1.1' },
        { coin_id: mlcId, date: '2025-04-02', rate: 'mucho' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'rows.1.rate': ['Valor no válido'] });
    const empty = await admin.post('/api/admin/exchange-rates/batch', { rows: [] });
    expect(empty.json().errors).toEqual({ rows: ['Elige al menos 1'] });
  });

  it('asks for create_exchange_rate', async () => {
    const body = { rows: [{ coin_id: mlcId, date: '2025-05-01', rate: '1' }] };
    expect((await anonymous().post('/api/admin/exchange-rates/batch', body)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_exchange_rate'] } });
    expect((await agent.post('/api/admin/exchange-rates/batch', body)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/exchange-rates', () => {
  it('lists the newest first, filtered by coin and dates', async () => {
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_exchange_rate'] } });
    const all = (await agent.get('/api/admin/exchange-rates')).json();
    const dates = all.data.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const filtered = (
      await agent.get(`/api/admin/exchange-rates?coin_id=${mlcId}&date_from=2025-02-01&date_to=2025-02-28`)
    ).json();
    expect(filtered.data.map((r: { date: string; rate: string }) => [r.date, r.rate])).toEqual([
      ['2025-02-10', '1.08'],
      ['2025-02-03', '1.07'],
    ]);
    expect(filtered.meta.total).toBe(2);
    const bySearch = (await agent.get('/api/admin/exchange-rates?search=eur')).json();
    expect(bySearch.data.every((r: { coin: { short_name: string } }) => r.coin.short_name === 'EUR')).toBe(
      true,
    );
  });

  it('refuses bad dates and a range that ends before it starts', async () => {
    const bad = await admin.get('/api/admin/exchange-rates?date_from=2025-13-01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ date_from: ['Fecha no válida'] });
    const reversed = await admin.get('/api/admin/exchange-rates?date_from=2025-03-01&date_to=2025-02-01');
    expect(reversed.json().errors).toEqual({
      date_to: ['La fecha final no puede ser anterior a la inicial'],
    });
  });

  it('asks for read_exchange_rate', async () => {
    expect((await anonymous().get('/api/admin/exchange-rates')).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_coins'] } });
    expect((await agent.get('/api/admin/exchange-rates')).statusCode).toBe(403);
  });
});

describe('GET, PUT and DELETE /api/admin/exchange-rates/:id', () => {
  it('reads, corrects and deletes a rate', async () => {
    const created = (
      await admin.post('/api/admin/exchange-rates', { coin_id: eurId, date: '2025-06-01', rate: '0.9' })
    ).json();
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['update_exchange_rate', 'delete_exchange_rate'] },
    });
    expect((await agent.get(`/api/admin/exchange-rates/${created.id}`)).json().rate).toBe('0.9');
    const updated = await agent.put(`/api/admin/exchange-rates/${created.id}`, {
      coin_id: eurId,
      date: '2025-06-02',
      rate: '0.912345',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ date: '2025-06-02', rate: '0.912345' });
    // Saving a rate unchanged is not a duplicate of itself.
    const same = await agent.put(`/api/admin/exchange-rates/${created.id}`, updated.json());
    expect(same.statusCode).toBe(200);
    expect((await agent.delete(`/api/admin/exchange-rates/${created.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/admin/exchange-rates/${created.id}`)).statusCode).toBe(404);
    expect((await agent.delete(`/api/admin/exchange-rates/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses moving a rate onto a date that has one', async () => {
    const created = (
      await admin.post('/api/admin/exchange-rates', { coin_id: mlcId, date: '2025-07-01', rate: '1.1' })
    ).json();
    const response = await admin.put(`/api/admin/exchange-rates/${created.id}`, {
      coin_id: mlcId,
      date: '2025-02-10',
      rate: '1.1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.date).toEqual([
      'Ya existe una tasa de cambio de esta moneda para esta fecha',
    ]);
  });

  it('answers 404 for rates that do not exist', async () => {
    const body = { coin_id: mlcId, date: '2025-08-01', rate: '1' };
    expect((await admin.get('/api/admin/exchange-rates/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/exchange-rates/999999', body)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/exchange-rates/1e99')).statusCode).toBe(404);
  });

  it('asks for update_exchange_rate and delete_exchange_rate', async () => {
    const url = '/api/admin/exchange-rates/1';
    expect((await anonymous().get(url)).statusCode).toBe(401);
    expect((await anonymous().delete(url)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['read_exchange_rate', 'create_exchange_rate'] },
    });
    expect((await agent.get(url)).statusCode).toBe(403);
    expect((await agent.put(url, {})).statusCode).toBe(403);
    expect((await agent.delete(url)).statusCode).toBe(403);
  });
});
