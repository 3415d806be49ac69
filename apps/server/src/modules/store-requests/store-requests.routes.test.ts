import { addDays, shopToday } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { availability, openShop } from '../../test/shop';
import { stockDrift } from '../stock-history';
import { expireStoreRequests } from './store-requests.service';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const tomorrow = () => addDays(shopToday(), 1);
const spaces = (text: string) => text.replace(/\s/g, ' ');

/** A wholesale product: boxes of rice, at least 10 per request. */
const rice = (stock = 50) =>
  shop.product({
    name: `Arroz 1 kg (saco) ${Math.random().toString(36).slice(2, 6)}`,
    regular_price: 1200,
    wholesale_price: 1000,
    wholesaler: true,
    min_quantity: 10,
    real_quantity: stock,
  });

async function wholesaler() {
  return signInAs(t.app, { role: 'wholesaler' });
}

async function request(agent: Agent, productId: number, quantity: number, wanted_on = tomorrow()) {
  const reply = await agent.post('/api/store-requests', {
    wanted_on,
    note: 'Para la bodega de Centro Habana',
    lines: [{ product_id: productId, quantity }],
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().request as { id: number; status: string };
}

const movements = async (slug: string) =>
  (await admin.get(`/api/admin/products/${slug}/movements`)).json().data as Array<{
    reason: string;
    quantity: number;
    reserved: number;
    store_request_id: number | null;
    order: { id: number } | null;
  }>;

describe('a wholesaler reserves', () => {
  it('sends a request that waits for staff, priced at wholesale, holding nothing yet', async () => {
    const product = await rice();
    const { agent } = await wholesaler();
    const waiting = async () => (await admin.get('/api/admin/dashboard/reservations')).json().pending;
    const before = await waiting();
    const reply = await agent.post('/api/store-requests', {
      wanted_on: tomorrow(),
      lines: [{ product_id: product.id, quantity: 12 }],
    });
    expect(reply.statusCode, reply.body).toBe(201);
    // The back office's first screen counts it among the reservations to decide.
    expect(await waiting()).toBe(before + 1);
    expect(reply.json().message).toBe('Reserva enviada: te avisaremos cuando la revisemos');
    expect(reply.json().request).toMatchObject({
      status: 'pending',
      units: 12,
      lines: [{ quantity: 12, product: { id: product.id } }],
    });
    expect(spaces(reply.json().request.total_formatted)).toBe('120,00 $');
    expect(await availability(agent, product.slug)).toBe(50);
    const mine = (await agent.get('/api/store-requests')).json();
    expect(mine.data.map((r: { id: number }) => r.id)).toContain(reply.json().request.id);
    expect(reply.headers['cache-control']).toContain('no-store');
  });

  it('refuses what a wholesale shop would not take, in the shopper’s words', async () => {
    const product = await rice();
    const retailOnly = await shop.product({ name: 'Jabón de baño', real_quantity: 10 });
    const { agent } = await wholesaler();
    const send = (body: Record<string, unknown>) => agent.post('/api/store-requests', body);
    const line = { product_id: product.id, quantity: 10 };

    const few = await send({ wanted_on: tomorrow(), lines: [{ ...line, quantity: 5 }] });
    expect(few.statusCode).toBe(422);
    expect(few.json().message).toBe('Cantidad mínima no permitida: el mínimo es 10');
    const today = await send({ wanted_on: shopToday(), lines: [line] });
    expect(today.statusCode).toBe(422);
    expect(today.json().message).toBe('Elige una fecha entre mañana y dentro de 90 días');
    const far = await send({ wanted_on: addDays(shopToday(), 91), lines: [line] });
    expect(far.statusCode).toBe(422);
    const retail = await send({
      wanted_on: tomorrow(),
      lines: [{ product_id: retailOnly.id, quantity: 10 }],
    });
    expect(retail.json().message).toBe('Este producto no se vende al por mayor');
    const twice = await send({ wanted_on: tomorrow(), lines: [line, line] });
    expect(twice.json().message).toBe('Cada producto va una sola vez en la reserva');
    const missing = await send({
      wanted_on: tomorrow(),
      lines: [{ product_id: 2_000_000_000, quantity: 10 }],
    });
    expect(missing.statusCode).toBe(404);
    const empty = await send({ wanted_on: tomorrow(), lines: [] });
    expect(empty.statusCode).toBe(422);
    const hostile = await send({ wanted_on: "2026-02-30'; drop table users;--", lines: [line], extra: 1 });
    expect(hostile.statusCode).toBe(422);
    const huge = await send({ wanted_on: tomorrow(), lines: [{ ...line, quantity: 1e12 }] });
    expect(huge.statusCode).toBe(422);
    expect((await agent.get('/api/store-requests')).json().meta.total).toBe(0);
  });

  it('is for wholesalers only, and each sees only their own', async () => {
    const product = await rice();
    const { agent: retail } = await signInAs(t.app, { role: 'customer' });
    const refused = await retail.post('/api/store-requests', {
      wanted_on: tomorrow(),
      lines: [{ product_id: product.id, quantity: 10 }],
    });
    expect(refused.statusCode).toBe(403);
    expect((await retail.get('/api/store-requests/products')).statusCode).toBe(403);
    const { agent } = await wholesaler();
    const mine = await request(agent, product.id, 10);
    expect((await retail.get(`/api/store-requests/${mine.id}`)).statusCode).toBe(404);
    expect((await retail.post(`/api/store-requests/${mine.id}/cancel`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/store-requests' })).statusCode).toBe(401);
    expect((await agent.get('/api/store-requests/99999999999')).statusCode).toBe(404);
  });

  it('lists the wholesale products a request may ask for, with what could be reserved', async () => {
    const product = await rice(40);
    const { agent } = await wholesaler();
    const found = (await agent.get(`/api/store-requests/products?search=${product.slug.slice(-4)}`)).json();
    expect(found.data[0]).toMatchObject({ id: product.id, min_quantity: 10, available: 40 });
    expect(spaces(found.data[0].wholesale_price_formatted)).toBe('10,00 $');
  });

  it('cancels a pending request, and nothing else', async () => {
    const product = await rice();
    const { agent } = await wholesaler();
    const mine = await request(agent, product.id, 10);
    const cancelled = await agent.post(`/api/store-requests/${mine.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Reserva cancelada',
      request: { status: 'cancelled' },
    });
    const again = await agent.post(`/api/store-requests/${mine.id}/cancel`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Esta reserva ya no se puede cambiar');
  });
});

describe('staff decide', () => {
  it('approve: the units are held, shown in availability and in the ledger, and the wholesaler is told', async () => {
    const product = await rice(30);
    const { agent, user } = await wholesaler();
    const mine = await request(agent, product.id, 20);
    const approved = await admin.post(`/api/admin/store-requests/${mine.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Reserva aprobada',
      request: { status: 'approved', decided_by: 'Super Administrador' },
    });
    expect(await availability(agent, product.slug)).toBe(10);
    const [held] = await movements(product.slug);
    expect(held).toMatchObject({
      reason: 'reservation_held',
      quantity: 0,
      reserved: 20,
      store_request_id: mine.id,
    });
    // The movements report says how many units it set aside, where its units in and out are none.
    const today = shopToday();
    const report = (
      await admin.get(
        `/api/admin/reports/movements?from=${today}&to=${today}&search=${product.slug.slice(-4)}`,
      )
    ).json();
    expect(report.data).toContainEqual(
      expect.objectContaining({ reason: 'reservation_held', units_in: 0, units_out: 0, units_held: 20 }),
    );
    expect(report.totals).toContainEqual({
      reason: 'reservation_held',
      units_in: 0,
      units_out: 0,
      units_held: 20,
      movements: 1,
    });
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe(`Tu reserva n.º ${mine.id} fue aprobada`);
    // The day it is held until, as Spanish writes it ("hasta el 3 de diciembre de 2026"), not "hasta el 2026-12-03".
    expect(mail?.text).toMatch(/hasta el \d{1,2} de [a-z]+ de \d{4}\. Haz el pedido/);
    const twice = await admin.post(`/api/admin/store-requests/${mine.id}/approve`);
    expect(twice.json().message).toBe('Esta reserva ya no se puede cambiar');
    expect(await stockDrift(t.app.db, [product.id])).toEqual([]);
  });

  it('refuses an approval the stock cannot cover with the SPEC’s message', async () => {
    const product = await rice(15);
    const { agent } = await wholesaler();
    const first = await request(agent, product.id, 10);
    const second = await request(agent, product.id, 10);
    expect((await admin.post(`/api/admin/store-requests/${first.id}/approve`)).statusCode).toBe(200);
    const refused = await admin.post(`/api/admin/store-requests/${second.id}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('La cantidad solicitada excede las 5 disponibles');
    expect((await agent.get(`/api/store-requests/${second.id}`)).json().status).toBe('pending');
  });

  it('approves in bulk, each on its own, saying which could not be', async () => {
    const product = await rice(25);
    const { agent } = await wholesaler();
    const a = await request(agent, product.id, 10);
    const b = await request(agent, product.id, 10);
    const c = await request(agent, product.id, 10);
    const bulk = await admin.post('/api/admin/store-requests/approve', { ids: [a.id, b.id, c.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({
      message: 'Reservas aprobadas: 2',
      approved: [a.id, b.id],
      refused: [{ id: c.id, message: 'La cantidad solicitada excede las 5 disponibles' }],
    });
    expect((await admin.post('/api/admin/store-requests/approve', { ids: [] })).statusCode).toBe(422);
  });

  it('reject: needs a reason of at most 250 characters, mails it, and frees what an approval held', async () => {
    const product = await rice(20);
    const { agent, user } = await wholesaler();
    const mine = await request(agent, product.id, 20);
    await admin.post(`/api/admin/store-requests/${mine.id}/approve`);
    expect(await availability(agent, product.slug)).toBe(0);
    const noReason = await admin.post(`/api/admin/store-requests/${mine.id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    const long = await admin.post(`/api/admin/store-requests/${mine.id}/reject`, { reason: 'x'.repeat(251) });
    expect(long.statusCode).toBe(422);
    const rejected = await admin.post(`/api/admin/store-requests/${mine.id}/reject`, {
      reason: 'No podemos servir 20 sacos esa semana; prueba con 10.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().request).toMatchObject({
      status: 'rejected',
      reason: 'No podemos servir 20 sacos esa semana; prueba con 10.',
    });
    expect(await availability(agent, product.slug)).toBe(20);
    expect((await movements(product.slug))[0]).toMatchObject({
      reason: 'reservation_released',
      reserved: -20,
    });
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe(`Tu reserva n.º ${mine.id} no fue aprobada`);
    expect(mail?.text).toContain('No podemos servir 20 sacos esa semana; prueba con 10.');
    expect((await agent.get(`/api/store-requests/${mine.id}`)).json().reason).toBe(
      'No podemos servir 20 sacos esa semana; prueba con 10.',
    );
  });

  it('checks each permission on the server, and answers 404 for a request that does not exist', async () => {
    const product = await rice();
    const { agent } = await wholesaler();
    const mine = await request(agent, product.id, 10);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_store_requests'] } });
    expect((await reader.get('/api/admin/store-requests')).statusCode).toBe(200);
    expect((await reader.post(`/api/admin/store-requests/${mine.id}/approve`)).statusCode).toBe(403);
    expect(
      (await reader.post(`/api/admin/store-requests/${mine.id}/reject`, { reason: 'No' })).statusCode,
    ).toBe(403);
    expect((await reader.post('/api/admin/store-requests/approve', { ids: [mine.id] })).statusCode).toBe(403);
    expect((await agent.get('/api/admin/store-requests')).statusCode).toBe(403);
    const { agent: approver } = await signInAs(t.app, {
      role: { permissions: ['read_store_requests', 'approve_store_requests'] },
    });
    expect(
      (await approver.post(`/api/admin/store-requests/${mine.id}/reject`, { reason: 'No' })).statusCode,
    ).toBe(403);
    expect((await admin.post('/api/admin/store-requests/2000000000/approve')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/store-requests/2000000000')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/store-requests/abc')).statusCode).toBe(404);
  });

  it('filters the list by status, day and customer', async () => {
    const product = await rice();
    const { agent, user } = await wholesaler();
    const later = addDays(shopToday(), 30);
    const mine = await request(agent, product.id, 10, later);
    const list = async (query: string) =>
      ((await admin.get(`/api/admin/store-requests?${query}`)).json().data as Array<{ id: number }>).map(
        (r) => r.id,
      );
    expect(await list(`search=${encodeURIComponent(user.email)}`)).toEqual([mine.id]);
    expect(await list(`status=pending&from=${later}&to=${later}&search=${mine.id}`)).toEqual([mine.id]);
    expect(await list(`status=approved&search=${encodeURIComponent(user.email)}`)).toEqual([]);
    expect((await admin.get('/api/admin/store-requests?status=lost')).statusCode).toBe(422);
    expect((await admin.get('/api/admin/store-requests?from=2026-13-01')).statusCode).toBe(422);
  });
});

describe('an approved reservation', () => {
  it('becomes a wholesale order at checkout, taking its held units, and the ledger says so', async () => {
    const product = await rice(30);
    const { agent } = await wholesaler();
    const mine = await request(agent, product.id, 10);
    expect((await agent.get(`/api/store-requests/${mine.id}/cart`)).json().message).toBe(
      'Esta reserva no está aprobada',
    );
    await admin.post(`/api/admin/store-requests/${mine.id}/approve`);
    const cart = await agent.get(`/api/store-requests/${mine.id}/cart`);
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json()).toMatchObject({
      count: 10,
      is_wholesaler: true,
      items: [{ quantity: 10, held_quantity: 10 }],
    });
    const body = { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' };
    const quote = await agent.post(`/api/store-requests/${mine.id}/quote`, {
      delivery_method: 'pickup',
      point_of_sale_id: shop.pointId,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(spaces(quote.json().to_pay_formatted)).toBe('100,00 $');

    const key = crypto.randomUUID();
    const placed = await agent.post(`/api/store-requests/${mine.id}/order`, body, {
      headers: { 'idempotency-key': key },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ wholesale: true, prepayment: { percentage: 50, satisfied: false } });
    const replay = await agent.post(`/api/store-requests/${mine.id}/order`, body, {
      headers: { 'idempotency-key': key },
    });
    expect(replay.json().id).toBe(order.id);
    // Held by the order now: still 20 for sale, no unit released or held twice.
    expect(await availability(agent, product.slug)).toBe(20);
    expect((await agent.get(`/api/store-requests/${mine.id}`)).json()).toMatchObject({
      status: 'converted',
      order: { id: order.id },
    });
    expect((await movements(product.slug))[0]).toMatchObject({
      reason: 'reservation_converted',
      reserved: -10,
      order: { id: order.id },
    });
    const again = await agent.post(`/api/store-requests/${mine.id}/order`, body);
    expect(again.json().message).toBe('Esta reserva no está aprobada');
    expect(await stockDrift(t.app.db, [product.id])).toEqual([]);
  });

  it('expires after its day, giving its units back; a pending one lapses', async () => {
    const product = await rice(20);
    const { agent } = await wholesaler();
    const approved = await request(agent, product.id, 10);
    const pending = await request(agent, product.id, 10);
    await admin.post(`/api/admin/store-requests/${approved.id}/approve`);
    expect(await availability(agent, product.slug)).toBe(10);
    await expireStoreRequests(t.app.db, addDays(shopToday(), 2));
    expect((await agent.get(`/api/store-requests/${approved.id}`)).json().status).toBe('expired');
    expect((await agent.get(`/api/store-requests/${pending.id}`)).json().status).toBe('expired');
    expect(await availability(agent, product.slug)).toBe(20);
    expect((await movements(product.slug))[0]).toMatchObject({
      reason: 'reservation_released',
      reserved: -10,
    });
  });
});
