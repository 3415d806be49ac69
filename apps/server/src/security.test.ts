import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_URL_PREFIX, uploadsRoot } from './lib/storage';
import { Agent } from './test/agent';
import { buildTestApp, type TestApp } from './test/build-test-app';

/**
 * Issue 5 §3: security headers on every kind of response (the web app's HTML, JSON, uploaded files, errors), the
 * session cookie's flags, and the anti-forgery check on every unsafe route of the route table.
 */
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tienda</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
  t = await buildTestApp({ webDist: dist, env: { DATA_DIR: dataDir } });
  const uploads = path.join(uploadsRoot(dataDir), 'products');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, 'probe-400.webp'), 'RIFF....WEBP');
});
afterAll(() => t.close());

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const h = response.headers;
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['content-security-policy'], what).toContain("default-src 'self'");
  expect(h['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(h['strict-transport-security'], what).toBeTruthy();
  expect(h['referrer-policy'], what).toBeTruthy();
  expect(h['x-frame-options'], what).toBeTruthy();
  expect(h['x-powered-by'], what).toBeUndefined();
}

describe('security', () => {
  it('sends the security headers on HTML, JSON, assets, uploads and errors', async () => {
    const responses = {
      html: await t.app.inject('/store'),
      json: await t.app.inject('/api/health'),
      asset: await t.app.inject('/assets/main-abc123.js'),
      upload: await t.app.inject(`${UPLOADS_URL_PREFIX}products/probe-400.webp`),
      'json error': await t.app.inject('/api/no-such-route'),
      'validation error': await t.app.inject({ method: 'GET', url: '/api/store/products?per_page=abc' }),
    };
    expect(responses.html.headers['content-type']).toContain('text/html');
    expect(responses.upload.statusCode).toBe(200);
    for (const [what, response] of Object.entries(responses)) expectSecurityHeaders(response, what);
  });

  it('keeps the session cookie away from scripts and other sites', async () => {
    const response = await t.app.inject('/api/csrf-cookie');
    const session = response.cookies.find((c) => c.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The anti-forgery cookie must be readable by the web app, which echoes it in a header.
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
  });

  it('refuses every unsafe route called with a session cookie but without the anti-forgery header (419)', async () => {
    const agent = new Agent(t.app);
    await agent.get('/api/csrf-cookie');
    const unsafe = t.app.routeAccess.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(unsafe.length).toBeGreaterThan(30);
    for (const route of unsafe) {
      const url = route.url.replace(/:\w+(\([^)]*\))?/g, '1').replace(/\*/g, '1');
      const response = await agent.request(route.method as 'POST', url, {}, { noCsrf: true });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(419);
    }
  });
});
