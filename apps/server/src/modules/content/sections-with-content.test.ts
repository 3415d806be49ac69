import { contentIndexReplySchema, shopToday } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';

/** The storefront links to its blog, questions and offers only while they have something to show. */
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const has = async () =>
  contentIndexReplySchema.parse((await new Agent(t.app).get('/api/content/pages')).json()).has;
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('what the storefront has to show', () => {
  it('is nothing in a new shop, and each section once it has something published', async () => {
    expect(await has()).toEqual({ blog: false, faq: false, offers: false, info: false });

    const faq = {
      topic: 'Pedidos',
      question: '¿Cuánto tarda mi pedido?',
      answer: '<p>Dos días.</p>',
      position: 1,
    };
    expect((await admin.post('/api/admin/faqs', { ...faq, published: false })).statusCode).toBe(201);
    expect((await has()).faq).toBe(false);
    expect((await admin.post('/api/admin/faqs', { ...faq, question: '¿Llega a Playa?' })).statusCode).toBe(
      201,
    );
    expect((await has()).faq).toBe(true);

    const post = {
      title: 'Cómo preparar un buen café cubano',
      slug: 'cafe-cubano',
      subtitle: '',
      summary: 'Los pasos de las abuelas.',
      body: 'Un buen café empieza antes de encender el fogón.',
      content: '<p>Una cafetera.</p>',
      author: 'Equipo de la tienda',
      tag: '',
      keyword_ids: [],
      enabled: false,
      published_on: shopToday(),
    };
    const created = await admin.post('/api/admin/blog/posts', post);
    expect(created.statusCode, created.body).toBe(201);
    expect((await has()).blog).toBe(false);
    expect(
      (await admin.put(`/api/admin/blog/posts/${created.json().id}`, { ...post, enabled: true })).statusCode,
    ).toBe(200);
    expect((await has()).blog).toBe(true);

    const shop = await openShop(admin);
    const cafe = await shop.product({ name: 'Café tostado', regular_price: 1000, real_quantity: 20 });
    const offer = {
      name: 'Semana del café',
      kind: 'percentage',
      value: 20,
      product_ids: [cafe.id],
      category_ids: [],
      brand_ids: [],
      retail: true,
      wholesale: false,
      starts_at: at(HOUR),
      ends_at: at(24 * HOUR),
      priority: 0,
      enabled: true,
    };
    // An offer that has not started yet has nothing to show.
    const later = await admin.post('/api/admin/offers', offer);
    expect(later.statusCode, later.body).toBe(201);
    expect((await has()).offers).toBe(false);
    // A product staff flag as on offer shows on /Offers by itself.
    const flagged = await shop.product({
      name: 'Arroz',
      regular_price: 500,
      real_quantity: 5,
      in_offer: true,
    });
    expect((await has()).offers).toBe(true);
    // Hidden, it shows nowhere.
    const hidden = await admin.patch(`/api/admin/products/${flagged.slug}/toggle`, {
      field: 'visible',
      value: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await has()).offers).toBe(false);
    // An offer for wholesale prices only has something to show to wholesalers alone.
    const saco = await shop.product({
      name: 'Saco de frijoles',
      regular_price: 3000,
      wholesale_price: 2500,
      wholesaler: true,
      real_quantity: 10,
    });
    const forWholesalers = {
      ...offer,
      name: 'Bodegas',
      product_ids: [saco.id],
      retail: false,
      wholesale: true,
    };
    expect(
      (await admin.post('/api/admin/offers', { ...forWholesalers, starts_at: at(-HOUR) })).statusCode,
    ).toBe(201);
    expect((await has()).offers).toBe(false);
    const wholesaler = (await signInAs(t.app, { role: 'wholesaler' })).agent;
    const wholesalerHas = contentIndexReplySchema.parse(
      (await wholesaler.get('/api/content/pages')).json(),
    ).has;
    expect(wholesalerHas.offers).toBe(true);
    expect((await admin.post('/api/admin/offers', { ...offer, starts_at: at(-HOUR) })).statusCode).toBe(201);
    expect(await has()).toEqual({ blog: true, faq: true, offers: true, info: false });

    const page = {
      slug: 'como-comprar',
      title: 'Cómo comprar',
      description: 'Los pasos de un pedido.',
      section: 'Ayuda',
      body: '<p>Elige, paga y recibe.</p>',
    };
    expect((await admin.post('/api/admin/content-pages', { ...page, published: false })).statusCode).toBe(
      201,
    );
    expect((await has()).info).toBe(false);
    expect((await admin.post('/api/admin/content-pages', { ...page, slug: 'envios' })).statusCode).toBe(201);
    expect((await has()).info).toBe(true);
  });
});
