import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, Agent as AnonymousAgent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInAs } from '../../test/factories';

let t: TestApp;
let manager: Agent;
let reader: Agent;
let outsider: Agent;

const PATH = '/api/admin/settings/related-products';

beforeAll(async () => {
  t = await buildTestApp();
  manager = (await signInAs(t.app, { role: { permissions: ['read_settings', 'update_settings'] } })).agent;
  reader = (await signInAs(t.app, { role: { permissions: ['read_settings'] } })).agent;
  outsider = (await signInAs(t.app, { role: { permissions: ['update_settings', 'read_products'] } })).agent;
});
afterAll(() => t.close());

describe('/api/admin/settings/related-products', () => {
  it('reads the defaults of a fresh shop, then saves and reads back the document', async () => {
    const fresh = await reader.get(PATH);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ strategy: 'same_category', count: 8 });

    const saved = await manager.put(PATH, { strategy: 'bought_together', count: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ strategy: 'bought_together', count: 4 });
    expect((await reader.get(PATH)).json()).toEqual({ strategy: 'bought_together', count: 4 });
  });

  it('refuses an unknown strategy and a count out of range, naming the fields', async () => {
    const response = await manager.put(PATH, { strategy: 'random', count: 13 });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['count', 'strategy']);
    expect(errors.count).toEqual(['Debe ser como máximo 12']);

    const low = await manager.put(PATH, { strategy: 'same_brand', count: 0 });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({ count: ['Debe ser como mínimo 1'] });

    const missing = await manager.put(PATH, { strategy: 'same_brand' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ count: ['Este campo es requerido'] });

    // "4.000" as a Spanish form holds it (decision 078): no whole number, though its value would be 4.
    const pointed = await manager.put(PATH, { strategy: 'same_brand', count: '4.000' });
    expect(pointed.statusCode).toBe(422);
    expect(pointed.json().errors).toEqual({ count: ['Escribe un número entero'] });
    // Nothing refused was kept.
    expect((await reader.get(PATH)).json()).toEqual({ strategy: 'bought_together', count: 4 });
  });

  it('asks for read_settings to read and update_settings too to save', async () => {
    const body = { strategy: 'same_brand', count: 6 };
    const anonymous = new AnonymousAgent(t.app);
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await anonymous.put(PATH, body)).statusCode).toBe(401);
    const denied = await outsider.get(PATH);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('No tienes permito tal operación');
    expect((await outsider.put(PATH, body)).statusCode).toBe(403);
    expect((await reader.put(PATH, body)).statusCode).toBe(403);
  });
});
