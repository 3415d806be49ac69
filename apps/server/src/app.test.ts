import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from './test/build-test-app';
import { signIn } from './test/factories';

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
    // A stranger's very long path is repeated only in part.
    const long = await t.app.inject(`/api/${'x'.repeat(5000)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json().message).toBe(`Ruta no encontrada: /api/${'x'.repeat(195)}…`);
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
    // The shopper reads it (the app renews a missing token once, then shows the refusal): words, not the check's name.
    expect(response.json().message).toBe('La sesión ha caducado. Recarga la página e inténtalo de nuevo.');
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

  it('answers text the database cannot store with a 4xx, never a 500', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const name of ['nul\u0000byte', 'x'.repeat(10_000)]) {
      const response = await admin.post('/api/admin/brands', { name });
      expect(response.statusCode, name.slice(0, 10)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const agent = new Agent(t.app);
    const bad = await agent.post('/api/login', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El cuerpo de la petición no es válido');
    const big = await agent.post('/api/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});
