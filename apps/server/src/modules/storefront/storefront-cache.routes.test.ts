import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';

// Decision 010: storefront replies are kept for STOREFRONT_CACHE_MS; a write to this server forgets them.
let t: TestApp;
let admin: Agent;
let shopper: Agent;
let slug: string;

const firstName = async (agent: Agent, url = '/api/store/products?search=linterna') =>
  (await agent.get(url)).json().data[0]?.name as string | undefined;

beforeAll(async () => {
  t = await buildTestApp({ env: { STOREFRONT_CACHE_MS: '60000' } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shopper = new Agent(t.app);
  const { category } = await catalogueBasics(admin, 'Ferretería');
  const created = await admin.post(
    '/api/admin/products',
    productInput(category.id, {
      name: 'Linterna LED',
      regular_price: 2000,
      wholesaler: true,
      wholesale_price: 1500,
      min_quantity: 5,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  slug = created.json().slug;
});
afterAll(() => t.close());

describe('kept storefront replies', () => {
  it('serve the same JSON again while nothing was written', async () => {
    const first = await shopper.get('/api/store/products?search=linterna');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await shopper.get('/api/store/products?search=linterna');
    expect(again.body).toBe(first.body);
  });

  it('show what staff saved through the API on the very next read, in the list and on the product page', async () => {
    expect(await firstName(shopper)).toBe('Linterna LED');
    expect((await shopper.get(`/api/store/products/${slug}`)).json().name).toBe('Linterna LED');
    const toggled = await admin.patch(`/api/admin/products/${slug}/toggle`, {
      field: 'visible',
      value: false,
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(await firstName(shopper)).toBeUndefined();
    expect((await shopper.get(`/api/store/products/${slug}`)).statusCode).toBe(404);
    await admin.patch(`/api/admin/products/${slug}/toggle`, { field: 'visible', value: true });
    expect(await firstName(shopper)).toBe('Linterna LED');
  });

  it('keep wholesale prices apart from the prices every shopper sees', async () => {
    const url = '/api/store/products?search=linterna&coin=USD';
    expect((await shopper.get(url)).json().data[0].prices[0].wholesale_price).toBeNull();
    const { agent: wholesaler } = await signInAs(t.app, { role: 'wholesaler' });
    expect((await wholesaler.get(url)).json().data[0].prices[0].wholesale_price).toBe(1500);
    expect((await shopper.get(url)).json().data[0].prices[0].wholesale_price).toBeNull();
  });

  it('do not keep a product that was not found', async () => {
    expect((await shopper.get('/api/store/products/lampara-de-mesa')).statusCode).toBe(404);
    await t.app.db.execute(sql`update products set slug = 'lampara-de-mesa' where slug = ${slug}`);
    expect((await shopper.get('/api/store/products/lampara-de-mesa')).statusCode).toBe(200);
    await t.app.db.execute(sql`update products set slug = ${slug} where slug = 'lampara-de-mesa'`);
  });

  it('miss a change made behind the server’s back until the moment is over (another instance, a job)', async () => {
    const url = '/api/store/products?search=linterna&page=1';
    expect(await firstName(shopper, url)).toBe('Linterna LED');
    await t.app.db.execute(sql`update products set name = 'Linterna recargable' where slug = ${slug}`);
    expect(await firstName(shopper, url)).toBe('Linterna LED');
  });
});
