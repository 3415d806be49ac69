import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { openShop, shopper } from '../../test/shop';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const offerBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Semana del café',
  kind: 'percentage',
  value: 20,
  product_ids: [],
  category_ids: [],
  brand_ids: [],
  retail: true,
  wholesale: false,
  starts_at: at(-HOUR),
  ends_at: at(24 * HOUR),
  priority: 0,
  enabled: true,
  ...extra,
});
const guest = () => new Agent(t.app);
const card = async (slug: string) => (await guest().get(`/api/store/products/${slug}`)).json();
const usd = (product: { prices: Array<{ coin: string; final_price: number; regular_price: number }> }) =>
  product.prices.find((p) => p.coin === 'USD');
const place = (agent: Agent, pointId: number) =>
  agent.post(
    '/api/orders',
    { delivery_method: 'pickup', point_of_sale_id: pointId, pay_form: 'cash_on_pickup' },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );

describe('offers', () => {
  it('price the products they name now: the card, the cart and the order show and charge the offer price', async () => {
    const cafe = await shop.product({ name: 'Café tostado', regular_price: 1000, real_quantity: 20 });
    const created = await admin.post('/api/admin/offers', offerBody({ product_ids: [cafe.id] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      state: 'running',
      product_count: 1,
      products: [{ id: cafe.id, name: 'Café tostado' }],
      conflicts: [],
    });

    const shown = await card(cafe.slug);
    expect(shown).toMatchObject({ in_offer: true, discount_percentage: 20 });
    expect(shown.offer_ends_at).toBe(created.json().ends_at);
    expect(usd(shown)).toMatchObject({ regular_price: 1000, final_price: 800 });
    const listed = (await guest().get('/api/store/products?in_offer=true&per_page=48')).json();
    expect(listed.data.map((p: { slug: string }) => p.slug)).toContain(cafe.slug);
    const running = (await guest().get('/api/store/offers')).json().offers;
    expect(running).toContainEqual(expect.objectContaining({ name: 'Semana del café', product_count: 1 }));

    const { agent } = await shopper(t);
    expect((await agent.post('/api/cart', { product_id: cafe.id, quantity: 2 })).statusCode).toBe(200);
    const cart = (await agent.get('/api/shop-cart-data')).json();
    expect(cart.items[0]).toMatchObject({ unit_price: 800, line_total: 1600, offer_name: 'Semana del café' });
    const order = await place(agent, shop.pointId);
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ subtotal: 1600 });
    expect(order.json().lines[0]).toMatchObject({ unit_price: 800, offer_name: 'Semana del café' });

    // Deleted, the product goes back to its own price; the order keeps what it charged and the offer's name.
    expect((await admin.delete(`/api/admin/offers/${created.json().id}`)).statusCode).toBe(204);
    expect(usd(await card(cafe.slug))).toMatchObject({ final_price: 1000 });
    const kept = (await agent.get(`/api/orders/${order.json().id}`)).json();
    expect(kept.lines[0]).toMatchObject({ unit_price: 800, offer_name: 'Semana del café' });
  });

  it('reach categories with their subcategories and brands; the higher priority wins and staff see the conflict', async () => {
    const parent = (await admin.post('/api/admin/categories', { name: 'Despensa oferta' })).json();
    const child = (
      await admin.post('/api/admin/categories', { name: 'Granos oferta', parent_id: parent.id })
    ).json();
    const brand = (await admin.post('/api/admin/brands', { name: 'La Cosecha' })).json();
    const arroz = (
      await admin.post('/api/admin/products', {
        name: 'Arroz oferta',
        category_id: child.id,
        brand_id: brand.id,
        regular_price: 2000,
        real_quantity: 5,
      })
    ).json();
    const byCategory = (
      await admin.post(
        '/api/admin/offers',
        offerBody({ name: 'Despensa -10 %', value: 10, category_ids: [parent.id] }),
      )
    ).json();
    expect(usd(await card(arroz.slug))).toMatchObject({ final_price: 1800 });
    const byBrand = await admin.post(
      '/api/admin/offers',
      offerBody({ name: 'La Cosecha a 15', kind: 'price', value: 1500, brand_ids: [brand.id], priority: 5 }),
    );
    expect(byBrand.statusCode, byBrand.body).toBe(201);
    expect(usd(await card(arroz.slug))).toMatchObject({ final_price: 1500 });
    expect(byBrand.json().conflicts).toEqual([
      { id: byCategory.id, name: 'Despensa -10 %', priority: 0, products: 1 },
    ]);
    const other = (await admin.get(`/api/admin/offers/${byCategory.id}`)).json();
    expect(other).toMatchObject({ product_count: 0, conflicts: [{ id: byBrand.json().id, priority: 5 }] });

    // The product's own better price wins over the offer, without stacking.
    const saved = await admin.put(`/api/admin/products/${arroz.slug}`, {
      name: 'Arroz oferta',
      category_id: child.id,
      brand_id: brand.id,
      regular_price: 2000,
      sale_price: 1200,
      real_quantity: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(usd(await card(arroz.slug))).toMatchObject({ final_price: 1200 });
    expect((await card(arroz.slug)).discount_percentage).toBe(40);
  });

  it('start and end on time without a restart, and the kept storefront replies follow', async () => {
    const te = await shop.product({ name: 'Té verde', regular_price: 500 });
    const inOffer = async () =>
      (await guest().get('/api/store/products?in_offer=true&per_page=48'))
        .json()
        .data.some((p: { slug: string }) => p.slug === te.slug);
    expect(await inOffer()).toBe(false);
    const created = await admin.post(
      '/api/admin/offers',
      offerBody({ name: 'Té relámpago', product_ids: [te.id], starts_at: at(1500), ends_at: at(2500) }),
    );
    expect(created.json().state).toBe('scheduled');
    expect(usd(await card(te.slug))).toMatchObject({ final_price: 500 });
    await vi.waitFor(async () => expect(usd(await card(te.slug))).toMatchObject({ final_price: 400 }), {
      timeout: 5000,
      interval: 50,
    });
    expect(await inOffer()).toBe(true);
    await vi.waitFor(async () => expect(await inOffer()).toBe(false), { timeout: 5000, interval: 50 });
    expect(usd(await card(te.slug))).toMatchObject({ final_price: 500 });
    expect((await admin.get(`/api/admin/offers/${created.json().id}`)).json().state).toBe('ended');
  });

  it('give wholesalers their own cut only when the offer is for them', async () => {
    const saco = await shop.product({
      name: 'Saco de harina',
      regular_price: 3000,
      wholesale_price: 2500,
      wholesaler: true,
      min_quantity: 2,
      real_quantity: 50,
    });
    await admin.post(
      '/api/admin/offers',
      offerBody({
        name: 'Mayoristas harina',
        product_ids: [saco.id],
        retail: false,
        wholesale: true,
        value: 10,
      }),
    );
    const { agent } = await signInAs(t.app, { role: 'wholesaler' });
    const seen = (await agent.get(`/api/store/products/${saco.slug}`)).json();
    expect(usd(seen)).toMatchObject({ final_price: 3000, wholesale_price: 2250 });
    expect(seen).toMatchObject({ in_offer: true, offer_ends_at: expect.any(String) });
    const retail = await card(saco.slug);
    expect(usd(retail)).toMatchObject({ final_price: 3000, wholesale_price: null });
    // To a retail shopper it is no offer: no "offer until" on the card, and not among the offers at its full price.
    expect(retail).toMatchObject({ in_offer: false, offer_ends_at: null });
    const onOffer = async (who: Agent) =>
      (await who.get('/api/store/products?in_offer=true&per_page=48'))
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await onOffer(agent)).toContain(saco.id);
    expect(await onOffer(guest())).not.toContain(saco.id);
    const offerNames = async (who: Agent) =>
      (await who.get('/api/store/offers')).json().offers.map((o: { name: string }) => o.name);
    expect(await offerNames(agent)).toContain('Mayoristas harina');
    expect(await offerNames(guest())).not.toContain('Mayoristas harina');
    const homeOffers = async (who: Agent) =>
      (await who.get('/api/store/home')).json().offers.map((p: { id: number }) => p.id);
    expect(await homeOffers(agent)).toContain(saco.id);
    expect(await homeOffers(guest())).not.toContain(saco.id);
    // A customer signed in is a retail shopper too; the kept replies are not shared with the wholesaler's.
    const customer = (await signInAs(t.app, { role: 'customer' })).agent;
    expect(await onOffer(customer)).not.toContain(saco.id);
    expect(await onOffer(agent)).toContain(saco.id);
  });

  it('refuse bad input with the field and the SPEC message, and unknown ids with "Offer creation error"', async () => {
    const bad = await admin.post(
      '/api/admin/offers',
      offerBody({ value: 150, retail: false, starts_at: at(HOUR), ends_at: at(0), name: ' ' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['Este campo es requerido'],
      value: ['El porcentaje debe estar entre 1 y 100'],
      product_ids: ['Elige al menos un producto, una categoría o una marca'],
      retail: ['La oferta debe ser para minoristas, mayoristas o ambos'],
      ends_at: ['La oferta debe terminar después de empezar'],
    });
    const unknown = await admin.post('/api/admin/offers', offerBody({ product_ids: [999_999] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Error al crear la oferta');
    const english = await admin.post('/api/admin/offers', offerBody({ product_ids: [999_999] }), {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('Offer creation error');
    for (const hostile of [
      offerBody({ starts_at: 'mañana' }),
      offerBody({ product_ids: [1, 1] }),
      offerBody({ kind: 'gratis' }),
      offerBody({ value: 1.5 }),
      offerBody({ product_ids: ['1; drop table offers'] }),
      { ...offerBody({ product_ids: [1] }), extra: true },
    ]) {
      expect((await admin.post('/api/admin/offers', hostile)).statusCode).toBe(422);
    }
    expect((await admin.get('/api/admin/offers/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/offers/999999', offerBody({ product_ids: [1] }))).statusCode).toBe(
      404,
    );
    expect((await admin.delete('/api/admin/offers/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/offers/abc')).statusCode).toBe(404);
  });

  it('ask for the offers permissions on the server', async () => {
    expect((await guest().get('/api/admin/offers')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_offers'] } });
    expect((await reader.get('/api/admin/offers?state=running')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/offers', offerBody({ product_ids: [1] }))).statusCode).toBe(403);
    expect((await reader.put('/api/admin/offers/1', offerBody({ product_ids: [1] }))).statusCode).toBe(403);
    expect((await reader.delete('/api/admin/offers/1')).statusCode).toBe(403);
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    expect((await customer.get('/api/admin/offers')).statusCode).toBe(403);
    // The raw URL does not decide: an encoded or doubled path is the same route and the same check.
    expect((await customer.get('/api/admin//offers')).statusCode).not.toBe(200);
    expect((await customer.get('/api/admin/%6Fffers')).statusCode).not.toBe(200);
  });

  it('list with filters by state and search', async () => {
    const helado = await shop.product({ name: 'Helado de coco' });
    const future = await admin.post(
      '/api/admin/offers',
      offerBody({
        name: 'Verano futuro',
        product_ids: [helado.id],
        starts_at: at(48 * HOUR),
        ends_at: at(72 * HOUR),
      }),
    );
    expect(future.statusCode, future.body).toBe(201);
    const scheduled = (await admin.get('/api/admin/offers?state=scheduled&search=verano')).json();
    expect(scheduled.data.map((o: { name: string }) => o.name)).toEqual(['Verano futuro']);
    expect((await admin.get('/api/admin/offers?state=nope')).statusCode).toBe(422);
  });
});
