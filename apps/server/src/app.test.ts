import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './test/agent';
import { buildTestApp, type TestApp } from './test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
  });

  it('answers an unknown API route with a translated JSON 404', async () => {
    const es = await t.app.inject('/api/nope');
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({ message: 'Ruta no encontrada: /api/nope' });
    const en = await t.app.inject({ url: '/api/nope', headers: { cookie: 'locale=en-US' } });
    expect(en.json().message).toBe('Route not found: /api/nope');
  });

  it('publishes the OpenAPI document', async () => {
    const doc = await t.app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
  });

  it('refuses a write without the anti-forgery token with 419', async () => {
    const agent = new Agent(t.app);
    const response = await agent.post('/api/logout', {}, { noCsrf: true });
    expect(response.statusCode).toBe(419);
    expect(response.json().message).toMatch(/CSRF/);
  });

  it('issues the anti-forgery cookie with 204', async () => {
    const response = await t.app.inject('/api/csrf-cookie');
    expect(response.statusCode).toBe(204);
    const names = response.cookies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['XSRF-TOKEN', 'shop_session']));
    const session = response.cookies.find((c) => c.name === 'shop_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('sets security headers and a request id', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
