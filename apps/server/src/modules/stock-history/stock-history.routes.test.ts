import { addDays, shopToday } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { discountInventoryAt, homeOrder, openShop, orderStatusIds } from '../../test/shop';
import { stockDrift } from './stock-history.service';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let statuses: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  statuses = await orderStatusIds(admin);
  // Inventory leaves the shop when the order is confirmed.
  await discountInventoryAt(admin, statuses.Confirmado);
});
afterAll(() => t.close());

const movements = async (slug: string, query = '') => {
  const reply = await admin.get(`/api/admin/products/${slug}/movements${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as {
    data: Array<{
      quantity: number;
      balance: number;
      reason: string;
      note: string | null;
      user: string | null;
      order: { order_id: string } | null;
      variation: { label: string } | null;
    }>;
    meta: { total: number };
  };
};
const adjust = (slug: string, body: Record<string, unknown>, agent = admin) =>
  agent.post(`/api/admin/products/${slug}/stock`, body);

const orderOf = async (productId: number, quantity: number) =>
  (await homeOrder(t, productId, quantity))?.order ?? null;

describe('the stock ledger', () => {
  it('starts with the quantity a product is created with and records who adjusts it and why', async () => {
    const product = await shop.product({ name: 'Aceite de girasol 1 L', real_quantity: 12 });
    let history = await movements(product.slug);
    expect(history.data).toEqual([
      expect.objectContaining({ quantity: 12, balance: 12, reason: 'initial', user: 'Super Administrador' }),
    ]);

    const received = await adjust(product.slug, {
      operation: 'add',
      quantity: 24,
      note: 'Llegó el contenedor',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ real_quantity: 36, history_count: 2 });
    const broken = await adjust(product.slug, { operation: 'remove', quantity: 2, note: 'Botellas rotas' });
    expect(broken.json()).toEqual({ real_quantity: 34, history_count: 3 });
    const counted = await adjust(product.slug, {
      operation: 'set',
      quantity: 30,
      note: 'Conteo de fin de mes',
    });
    expect(counted.json()).toEqual({ real_quantity: 30, history_count: 4 });

    history = await movements(product.slug);
    expect(history.data.map((m) => [m.quantity, m.balance, m.reason, m.note])).toEqual([
      [-4, 30, 'adjustment', 'Conteo de fin de mes'],
      [-2, 34, 'adjustment', 'Botellas rotas'],
      [24, 36, 'adjustment', 'Llegó el contenedor'],
      [12, 12, 'initial', null],
    ]);
    expect((await movements(product.slug, '?reason=initial')).meta.total).toBe(1);
    expect((await movements(product.slug, '?per_page=2&page=2')).data.map((m) => m.quantity)).toEqual([
      24, 12,
    ]);
    const saved = (await admin.get(`/api/admin/products/${product.slug}`)).json();
    expect(saved).toMatchObject({ real_quantity: 30, history_count: 4 });

    // The product form does not move stock: only an adjustment with a reason does.
    const edited = await admin.put(`/api/admin/products/${product.slug}`, {
      ...saved,
      real_quantity: 500,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ real_quantity: 30, history_count: 4 });
  });

  it('writes the units an order takes and gives back against the order and who moved it', async () => {
    const product = await shop.product({ name: 'Frijoles negros 1 kg', real_quantity: 10 });
    const order = await orderOf(product.id, 3);
    if (!order) throw new Error('order not placed');
    // Held by the order, not yet gone: no movement.
    expect((await movements(product.slug)).meta.total).toBe(1);
    const confirmed = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Confirmado,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cancelled = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Cancelado,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const history = await movements(product.slug);
    expect(history.data.slice(0, 2)).toEqual([
      expect.objectContaining({ quantity: 3, balance: 10, reason: 'order_return', order: expect.anything() }),
      expect.objectContaining({ quantity: -3, balance: 7, reason: 'order', user: 'Super Administrador' }),
    ]);
    expect(history.data[0]?.order?.order_id).toBe(order.order_id);
  });

  it('keeps one history per variation', async () => {
    const color = (await admin.post('/api/admin/attributes', { name: `Color ${Math.random()}` })).json();
    const rojo = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Rojo' })).json();
    const product = await shop.product({ name: 'Toalla de playa', kind: 'variable' });
    const saved = await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: [
        { regular_price: 900, real_quantity: 5, terms: [{ attribute_id: color.id, term_id: rojo.id }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const variation = saved.json().variations[0] as { id: number };

    expect((await adjust(product.slug, { operation: 'add', quantity: 1, note: 'Devuelta' })).statusCode).toBe(
      422,
    );
    const added = await adjust(product.slug, {
      variation_id: variation.id,
      operation: 'add',
      quantity: 4,
      note: 'Reposición',
    });
    expect(added.json()).toEqual({ real_quantity: 9, history_count: 2 });
    const history = await movements(product.slug, `?variation_id=${variation.id}`);
    expect(history.data.map((m) => [m.quantity, m.variation?.label])).toEqual([
      [4, 'Rojo'],
      [5, 'Rojo'],
    ]);
    expect((await movements(product.slug, '?variation_id=0')).meta.total).toBe(0);
    // Saving the variations again keeps its stock.
    const again = await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: [
        {
          id: variation.id,
          regular_price: 950,
          real_quantity: 0,
          terms: [{ attribute_id: color.id, term_id: rojo.id }],
        },
      ],
    });
    expect(again.json().variations[0].real_quantity).toBe(9);
  });

  it('says a single unit held in the singular', async () => {
    const product = await shop.product({ name: 'Té verde 20 sobres', real_quantity: 5 });
    await orderOf(product.id, 1);
    const below = await adjust(product.slug, { operation: 'set', quantity: 0, note: 'Conteo' });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe(
      'No se puede dejar menos de la unidad apartada por un carrito o un pedido',
    );
  });

  it('refuses adjustments that would take units held by carts and orders, or that make no sense', async () => {
    const product = await shop.product({ name: 'Café molido 250 g', real_quantity: 5 });
    await orderOf(product.id, 3);
    const tooMany = await adjust(product.slug, { operation: 'remove', quantity: 3, note: 'Vencidos' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('La cantidad solicitada excede las 2 disponibles');
    const belowHeld = await adjust(product.slug, { operation: 'set', quantity: 1, note: 'Conteo' });
    expect(belowHeld.statusCode).toBe(422);
    expect(belowHeld.json().message).toBe(
      'No se pueden dejar menos de las 3 unidades apartadas por carritos y pedidos',
    );
    const english = await admin.post(
      `/api/admin/products/${product.slug}/stock`,
      { operation: 'set', quantity: 1, note: 'Count' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().message).toBe('Cannot leave fewer than the 3 units held by carts and orders');

    for (const body of [
      { operation: 'add', quantity: 2 },
      { operation: 'add', quantity: 2, note: '   ' },
      { operation: 'add', quantity: 0, note: 'Nada' },
      { operation: 'add', quantity: 1_000_001, note: 'Demasiado' },
      { operation: 'add', quantity: -4, note: 'Negativo' },
      { operation: 'add', quantity: 1.5, note: 'Medio' },
      { operation: 'steal', quantity: 1, note: 'x' },
      { operation: 'add', quantity: 1, note: 'x'.repeat(251) },
      { operation: 'add', quantity: 1, note: 'Extra', real_quantity: 99 },
      { operation: 'add', quantity: 1, note: 'Ajena', variation_id: 1 },
    ]) {
      const reply = await adjust(product.slug, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(422);
    }
    const service = await shop.product({ name: 'Instalación', kind: 'service' });
    const refused = await adjust(service.slug, { operation: 'add', quantity: 1, note: 'x' });
    expect(refused.json().message).toBe('Los servicios y los combos no tienen existencias propias');
    expect((await admin.get(`/api/admin/products/${product.slug}`)).json().real_quantity).toBe(5);
  });

  it('answers 404 for an unknown product and 403 without the permission, before reading the body', async () => {
    expect((await adjust('no-existe', { operation: 'add', quantity: 1, note: 'x' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/products/no-existe/movements')).statusCode).toBe(404);
    // An address no product can have is a missing page too.
    expect((await admin.get(`/api/admin/products/${'x'.repeat(101)}/movements`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/products/x/movements?reason=robo')).statusCode).toBe(422);
    expect((await admin.get('/api/admin/products/x/movements?variation_id=-1')).statusCode).toBe(422);

    const product = await shop.product({ name: 'Azúcar 1 kg', real_quantity: 8 });
    const reader = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    expect((await reader.agent.get(`/api/admin/products/${product.slug}/movements`)).statusCode).toBe(200);
    const refused = await adjust(product.slug, { operation: 'add', quantity: 1, note: 'x' }, reader.agent);
    expect(refused.statusCode).toBe(403);
    const customer = await signInAs(t.app, { role: 'customer' });
    expect((await customer.agent.get(`/api/admin/products/${product.slug}/movements`)).statusCode).toBe(403);
    const stranger = await adjust(product.slug, 'not json' as never, customer.agent);
    expect(stranger.statusCode).toBe(403);
    expect((await admin.get(`/api/admin/products/${product.slug}`)).json().real_quantity).toBe(8);
  });

  it('matches the stored quantities, at each point too, after 100 random orders, cancellations, adjustments, transfers and reservations', async () => {
    let seed = 2026;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const products: Array<{ id: number; slug: string }> = [];
    for (const name of ['Harina', 'Pasta', 'Leche en polvo']) {
      products.push(
        await shop.product({
          name: `${name} ${Math.random()}`,
          real_quantity: 20,
          wholesaler: true,
          wholesale_price: 900,
        }),
      );
    }
    const open: number[] = [];
    const confirmed: number[] = [];
    const wholesaler = (await signInAs(t.app, { role: 'wholesaler' })).agent;
    const reserved: number[] = [];
    const pickup = { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' };
    const branch = await admin.post('/api/admin/point-of-sales', {
      name: 'Tienda Miramar',
      address: 'Avenida 5ta No. 4207, Miramar',
      province: 'la-habana',
      municipality: 'la-habana/playa',
      longitude: -82.4262,
      latitude: 23.1197,
      phones: ['+5372041122'],
      use_for_local_pickup: true,
    });
    expect(branch.statusCode, branch.body).toBe(201);
    const points = [shop.pointId, branch.json().id as number];
    const operations: Array<() => Promise<unknown>> = [
      async () => {
        const order = await orderOf(products[random(3)]?.id ?? 0, 1 + random(3));
        if (order) open.push(order.id);
      },
      async () => {
        const id = open.splice(random(open.length || 1), 1)[0];
        if (id === undefined) return;
        await admin.put(`/api/admin/orders/${id}/status`, { status_id: statuses.Confirmado });
        confirmed.push(id);
      },
      async () => {
        const pool = random(2) ? open : confirmed;
        const id = pool.splice(random(pool.length || 1), 1)[0];
        if (id !== undefined)
          await admin.put(`/api/admin/orders/${id}/status`, { status_id: statuses.Cancelado });
      },
      () =>
        adjust(products[random(3)]?.slug ?? '', {
          operation: (['add', 'remove', 'set'] as const)[random(3)],
          quantity: random(10),
          note: 'Prueba',
        }),
      async () => {
        const sent = await wholesaler.post('/api/store-requests', {
          wanted_on: addDays(shopToday(), 2),
          lines: [{ product_id: products[random(3)]?.id ?? 0, quantity: 1 + random(4) }],
        });
        const id = sent.json().request?.id as number | undefined;
        if (id && (await admin.post(`/api/admin/store-requests/${id}/approve`)).statusCode === 200)
          reserved.push(id);
      },
      async () => {
        const id = reserved.splice(random(reserved.length || 1), 1)[0];
        if (id === undefined) return;
        if (random(2))
          await admin.post(`/api/admin/store-requests/${id}/reject`, { reason: 'Sin transporte' });
        else {
          const order = await wholesaler.post(`/api/store-requests/${id}/order`, pickup);
          if (order.statusCode === 201) open.push(order.json().id);
        }
      },
      async () => {
        // Units travel either way between the two points; some arrive short.
        const from = random(2);
        const draft = await admin.post('/api/admin/stock-transfers', {
          from_point_id: points[from],
          to_point_id: points[1 - from],
          lines: [{ product_id: products[random(3)]?.id ?? 0, quantity: 1 + random(4) }],
        });
        const transfer = draft.json().transfer;
        if (
          !transfer ||
          (await admin.post(`/api/admin/stock-transfers/${transfer.id}/send`)).statusCode !== 200
        )
          return;
        const sent = transfer.lines[0];
        await admin.post(`/api/admin/stock-transfers/${transfer.id}/receive`, {
          lines: [{ id: sent.id, received: sent.quantity - random(2) }],
        });
      },
    ];
    for (let i = 0; i < 100; i++) await operations[random(operations.length)]?.();

    expect(
      await stockDrift(
        t.app.db,
        products.map((p) => p.id),
      ),
    ).toEqual([]);
    for (const p of products) {
      const stored = (await admin.get(`/api/admin/products/${p.slug}`)).json();
      const history = await movements(p.slug, '?per_page=1');
      expect(history.meta.total).toBe(stored.history_count);
      expect(history.data[0]?.balance).toBe(stored.real_quantity);
      expect(stored.real_quantity).toBeGreaterThanOrEqual(stored.held_quantity);
    }
    // What the ledger says reservations still hold is what the approved requests hold.
    const held = (await t.app.db.execute(sql`select
      (select count(*)::int from stock_movements where reason = 'reservation_converted') as converted,
      (select coalesce(sum(reserved), 0)::int from stock_movements where product_id in ${sql.raw(`(${products.map((p) => p.id).join(',')})`)}) as ledger,
      (select coalesce(sum(l.quantity), 0)::int from store_request_lines l join store_requests r on r.id = l.request_id
        where r.status = 'approved') as requests`)) as unknown as {
      rows: Array<{ ledger: number; requests: number }>;
    };
    expect(Number(held.rows[0]?.ledger)).toBe(Number(held.rows[0]?.requests));

    // A ledger row changed behind the shop's back is found, in the product's stock and at its point.
    const tampered = products[0]?.id ?? 0;
    await t.app.db.execute(sql`update stock_movements set quantity = quantity + 1
      where id = (select min(id) from stock_movements where product_id = ${tampered})`);
    expect(await stockDrift(t.app.db, [tampered])).toEqual([
      expect.objectContaining({ product_id: tampered, variation_id: null, field: 'real_quantity' }),
      expect.objectContaining({ product_id: tampered, field: 'point_stock', point_of_sale_id: shop.pointId }),
    ]);
  });
});
