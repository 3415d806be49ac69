import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPA_PAGE_PATTERNS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../test/build-test-app';
import { pickupOrder } from '../test/cards';
import { signIn, signInAs } from '../test/factories';
import { openShop } from '../test/shop';
import { RECORD_PAGES } from './record-pages';

/** Pages with a parameter that are not record pages: the page head asks for what they show (issue 13). */
const NOT_RECORD_PAGES = [
  '/information/:page',
  '/blog/:blog',
  '/:slug',
  '/Products/:product',
  '/Products/Review/Read/:product',
  '/Products/Review/Write/:product',
];

let t: TestApp;
let admin: Agent;
let order: { id: number };
let owner: Agent;
let productSlug: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tienda</title><div id="root"></div>');
  t = await buildTestApp({ webDist: dist });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  const product = await shop.product({ name: 'Café Serrano', price: 450, stock: 5 });
  productSlug = product.slug;
  owner = (await signInAs(t.app, { role: 'customer' })).agent;
  order = await pickupOrder(owner, shop, product.id);
});
afterAll(() => t.close());

const status = async (agent: Agent, url: string) => {
  const response = await agent.get(url, { headers: { accept: 'text/html' } });
  expect(response.headers['content-type'], url).toContain('text/html');
  return response.statusCode;
};

describe('a page that shows one record', () => {
  it('is a 404 when the record is not there, as the app shows it', async () => {
    for (const url of [
      '/admin/users/99999',
      '/admin/orders/99999/show',
      '/admin/products/no-such-product/edit',
      '/Products/no-such-product/edit',
      '/admin/offers/99999',
      '/admin/settings/Information/99999',
      '/admin/blogs/keywords/99999',
    ]) {
      expect(await status(admin, url), url).toBe(404);
    }
  });

  it('is there when its record is', async () => {
    for (const url of [
      '/admin/users/1',
      `/admin/orders/${order.id}/show`,
      `/admin/products/${productSlug}/edit`,
      '/admin/users/create',
      '/admin/roles/Create',
    ]) {
      expect(await status(admin, url), url).toBe(200);
    }
  });

  it("is a 404 for an order that is someone else's, and there for its owner", async () => {
    const stranger = (await signInAs(t.app, { role: 'customer' })).agent;
    for (const page of ['show', 'success-page', 'error-page', 'redirect-page']) {
      expect(await status(owner, `/orders/${order.id}/${page}`), page).toBe(200);
      expect(await status(stranger, `/orders/${order.id}/${page}`), page).toBe(404);
    }
    expect(await status(owner, `/payment_shopping_card/${order.id}`)).toBe(200);
    expect(await status(stranger, `/payment_shopping_card/${order.id}`)).toBe(404);
    // The back office's own page of it: the admin's, not the admin's order as a shopper.
    expect(await status(admin, `/orders/${order.id}/show`)).toBe(404);
  });

  it('is a 404 for an id that cannot be one, for anybody', async () => {
    const visitor = new Agent(t.app);
    for (const url of [
      '/admin/users/abc',
      '/orders/0/show',
      '/Profile/shopping_card/99999999999',
      '/admin/offers/1.5',
    ]) {
      expect(await status(visitor, url), url).toBe(404);
      expect(await status(admin, url), url).toBe(404);
    }
  });

  it('sends a visitor to sign in, and leaves someone without the permission to the app: neither learns of the record', async () => {
    const visitor = new Agent(t.app);
    for (const url of ['/admin/users/1', '/admin/users/99999', `/orders/${order.id}/show`]) {
      const reply = await visitor.get(url, { headers: { accept: 'text/html' } });
      expect(reply.statusCode, url).toBe(302);
      expect(reply.headers.location, url).toBe(`/Auth/Login?redirect=${encodeURIComponent(url)}`);
    }
    // The app sends a signed-in customer on to the store, whether the record is there or not.
    const customer = (await signInAs(t.app, { role: 'customer' })).agent;
    expect(await status(customer, '/admin/users/1')).toBe(200);
    expect(await status(customer, '/admin/users/99999')).toBe(200);
  });

  it("is a 404 for a shared cart's link that does not decode", async () => {
    expect(await status(new Agent(t.app), '/Cart/share-cart/not-a-cart')).toBe(404);
  });

  it('names every page with a parameter, with one parameter for one record', () => {
    const withParameter = SPA_PAGE_PATTERNS.filter((pattern) => pattern.includes(':'));
    const named = [...Object.keys(RECORD_PAGES), ...NOT_RECORD_PAGES];
    expect([...withParameter].sort()).toEqual(named.sort());
    for (const [page, api] of Object.entries(RECORD_PAGES)) {
      expect(page.match(/:\w+/g), page).toHaveLength(1);
      expect(api.match(/:\w+/g), api).toHaveLength(1);
    }
  });
});
