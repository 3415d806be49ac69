import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'builds'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tienda</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'main-old999.js'), 'console.log(0)');
  writeFileSync(path.join(dist, 'builds', 'latest.json'), '{"id":"b1","time":"2026-01-01T00:00:00.000Z"}');
  t = await buildTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/store', '/Auth/Login', '/auth/login/', '/Offers']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends a visitor asking for a back-office page to sign in, the page and its query kept for after', async () => {
    for (const [url, back] of [
      ['/admin/users/3?x=1', '%2Fadmin%2Fusers%2F3%3Fx%3D1'],
      ['/Products/Index', '%2FProducts%2FIndex'],
    ] as const) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(`/Auth/Login?redirect=${back}`);
    }
  });

  it('answers a path the app has no page for with the app (its "Page Not Found") and status 404', async () => {
    for (const url of [
      '/no/such/page',
      '/404',
      '/admin/nothing-here',
      '/Auth/Login/extra',
      '/store/x',
      '/orders',
      '/payment_shopping_card',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a file gone since the server started (a new build under it) with 404, not 405', async () => {
    rmSync(path.join(dist, 'assets', 'main-old999.js'));
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/assets/main-old999.js' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers.allow, method).toBeUndefined();
    }
  });

  it('answers a part of a file past its end with 416 and its length, and a stale precondition with 412', async () => {
    const past = await t.app.inject({ url: '/assets/main-abc123.js', headers: { range: 'bytes=999999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */14');
    expect(past.json().message).toBe('El fragmento pedido está fuera del archivo');
    const part = await t.app.inject({ url: '/assets/main-abc123.js', headers: { range: 'bytes=0-6' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('console');
    const stale = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'if-match': '"otra-version"', 'accept-language': 'en-US', cookie: 'locale=en-US' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe('The file has changed since the version the request names');
  });

  it('gives the latest build id, never cached', async () => {
    const response = await t.app.inject('/builds/latest.json?timestamp=123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'b1' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject('/api/unknown/thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('refuses writes to client routes with 405 and the methods a page takes', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE'] as const) {
      const response = await t.app.inject({ method, url: '/store', headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.json()).toEqual({ message: 'Method not allowed' });
    }
  });

  it('answers OPTIONS with the methods a path takes, and 404 where no route or page has it', async () => {
    const page = await t.app.inject({ method: 'OPTIONS', url: '/Products/cafe-molido' });
    expect(page.statusCode).toBe(204);
    expect(page.headers.allow).toBe('GET, HEAD');
    const api = await t.app.inject({ method: 'OPTIONS', url: '/api/store/products' });
    expect(api.statusCode).toBe(204);
    expect(api.headers.allow).toBe('GET, HEAD');
    const nowhere = await t.app.inject({ method: 'OPTIONS', url: '/no/such/page' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.headers.allow).toBeUndefined();
  });

  it('tells a wrong method on an API path from a path that does not exist, as the router reads the path', async () => {
    const read = await t.app.inject('/api/login');
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('POST');
    expect(read.json()).toEqual({ message: 'Método no permitido' });
    // `/%61pi/…` is `/api/…` to the router, and to the answer.
    const encoded = await t.app.inject({ method: 'PATCH', url: '/%61pi/store/products/cafe' });
    expect(encoded.statusCode).toBe(405);
    expect(encoded.headers.allow).toBe('GET, HEAD');
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/unknown/thing' });
    expect(unknown.statusCode).toBe(404);
  });
});
