import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
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
  t = await buildTestApp({
    webDist: dist,
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://tienda.example' },
  });
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
  expect(h['content-security-policy'], what).toContain('upgrade-insecure-requests');
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

  it('leaves a shop reached over plain HTTP at a network address on HTTP, and production on HTTPS', async () => {
    // The demo opened from a phone on the same Wi-Fi: told to upgrade, the browser asked for every style, script and
    // picture over an HTTPS the shop does not speak and showed a bare page.
    const onHttp = (env: typeof t.config.env) =>
      buildApp({
        config: { ...t.config, env, publicUrl: 'http://192.168.1.20:3000' },
        db: t.handle.db,
        pingDatabase: t.handle.ping,
        logger: false,
      });
    const demo = await onHttp('development');
    const production = await onHttp('production');
    try {
      for (const url of ['/store', '/api/health', '/assets/main-abc123.js']) {
        const plain = await demo.inject(url);
        expect(plain.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(plain.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        // Production sits behind TLS (its cookies are Secure): a PUBLIC_URL left at http changes nothing there.
        expectSecurityHeaders(await production.inject(url), `production ${url}`);
      }
    } finally {
      await demo.close();
      await production.close();
    }
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
