import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../test/build-test-app';
import { catalogueBasics, productInput } from '../test/catalogue';
import { signIn } from '../test/factories';

// Issue 13 §2: HTML and JSON leave compressed (brotli, gzip fallback); a kept storefront reply is compressed once.
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  const filler = '<p>Tienda en línea con entrega a domicilio en La Habana.</p>'.repeat(40);
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Tienda</title>${filler}<div id="root"></div>`,
  );
  t = await buildTestApp({ webDist: dist, env: { STOREFRONT_CACHE_MS: '60000' } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const { category } = await catalogueBasics(admin, 'Ferretería');
  for (const name of [
    'Linterna LED recargable',
    'Taladro percutor 650 W',
    'Juego de destornilladores',
    'Cinta métrica 5 m',
  ]) {
    const created = await admin.post('/api/admin/products', productInput(category.id, { name }));
    expect(created.statusCode, created.body).toBe(201);
  }
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

describe('compressed replies', () => {
  it('send the storefront list in brotli, gzip or plain JSON as the browser accepts, the same products each time', async () => {
    const plain = await get('/api/store/products', '');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const names = plain.json().data.map((p: { name: string }) => p.name);
    expect(names).toContain('Taladro percutor 650 W');

    const br = await get('/api/store/products', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(
      JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.map((p: { name: string }) => p.name),
    ).toEqual(names);

    const gz = await get('/api/store/products', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('compress other JSON replies and the HTML of the app', async () => {
    const list = await admin.get('/api/admin/products?per_page=50', { headers: { 'accept-encoding': 'br' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['cache-control']).toBe('no-store');

    const page = await get('/store', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const missing = await get('/no/such/page', 'gzip');
    expect(missing.statusCode).toBe(404);
    expect(gunzipSync(missing.rawPayload).toString()).toContain('<div id="root">');
  });

  it('leave a compressed request body compressed: it is refused as unreadable, never inflated past the limits', async () => {
    const body = gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100_000) }));
    const reply = await new Agent(t.app).post('/api/login', body, {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });
});
