import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { availability, discountInventoryAt, openShop, orderStatusIds, shopper } from '../../test/shop';
import { products } from '../products';
import { stockDrift } from '../stock-history';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let miramar: number;
let centro: number;

const URL = '/api/admin/stock-transfers';

const newPoint = async (name: string, extra: Record<string, unknown> = {}) => {
  const created = await admin.post('/api/admin/point-of-sales', {
    name,
    address: 'Avenida 5ta No. 4207, Miramar',
    province: 'la-habana',
    municipality: 'la-habana/playa',
    longitude: -82.4262,
    latitude: 23.1197,
    phones: ['+5372041122'],
    use_for_local_pickup: true,
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; main_warehouse: boolean };
};

/** The units each point holds of the product named `name`, and those on no point. */
const stockOf = async (name: string) => {
  const reply = await admin.get(`/api/admin/point-stock?search=${encodeURIComponent(name)}`);
  expect(reply.statusCode, reply.body).toBe(200);
  const row = reply.json().data[0] as {
    real_quantity: number;
    points: Array<{ id: number; quantity: number }>;
    unlocated: number;
  };
  const at = (id: number) => row.points.find((p) => p.id === id)?.quantity ?? 0;
  return { real: row.real_quantity, at, unlocated: row.unlocated };
};

const draft = (productId: number, quantity: number, from = shop.pointId, to = miramar) =>
  admin.post(URL, {
    from_point_id: from,
    to_point_id: to,
    note: 'Reposición',
    lines: [{ product_id: productId, quantity }],
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  miramar = (await newPoint('Tienda Miramar')).id;
  centro = (await newPoint('Punto Centro Habana', { use_for_local_pickup: false })).id;
  await discountInventoryAt(admin, (await orderStatusIds(admin)).Confirmado);
});
afterAll(() => t.close());

describe('stock per point of sale', () => {
  it('keeps the units of a shop at its first point, the main warehouse', async () => {
    const points = (await admin.get('/api/admin/point-of-sales?sort=created_at')).json().data;
    expect(points.map((p: { main_warehouse: boolean }) => p.main_warehouse)).toEqual([true, false, false]);
    await shop.product({ name: 'Arroz 5 kg', real_quantity: 20 });
    const stock = await stockOf('Arroz 5 kg');
    expect(stock).toMatchObject({ real: 20, unlocated: 0 });
    expect(stock.at(shop.pointId)).toBe(20);
  });

  it('places the units a shop had before its first point at that point', async () => {
    const fresh = await buildTestApp();
    try {
      const staff = await signIn(fresh.app, TEST_ADMIN.email, TEST_ADMIN.password);
      const { catalogueBasics, productInput } = await import('../../test/catalogue');
      const { category } = await catalogueBasics(staff, 'Despensa');
      const created = await staff.post(
        '/api/admin/products',
        productInput(category.id, { name: 'Frijoles negros 1 kg', real_quantity: 9 }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const before = (await staff.get('/api/admin/point-stock?search=frijoles')).json().data[0];
      expect(before).toMatchObject({ real_quantity: 9, points: [], unlocated: 9 });
      const point = await staff.post('/api/admin/point-of-sales', {
        name: 'Tienda Playa',
        address: 'Calle 42, Playa',
        province: 'la-habana',
        municipality: 'la-habana/playa',
        longitude: -82.42,
        latitude: 23.11,
        phones: ['+5372041122'],
      });
      expect(point.json().main_warehouse).toBe(true);
      const after = (await staff.get('/api/admin/point-stock?search=frijoles')).json().data[0];
      expect(after).toMatchObject({ points: [{ id: point.json().id, quantity: 9 }], unlocated: 0 });
      const history = (await staff.get(`/api/admin/products/${created.json().slug}/movements`)).json().data;
      expect(history[0].point_of_sale).toEqual({ id: point.json().id, name: 'Tienda Playa' });
    } finally {
      await fresh.close();
    }
  });

  it('receives and counts units at a chosen point', async () => {
    const product = await shop.product({ name: 'Harina de trigo 1 kg', real_quantity: 10 });
    const received = await admin.post(`/api/admin/products/${product.slug}/stock`, {
      operation: 'add',
      quantity: 6,
      note: 'Llegada directa a Miramar',
      point_of_sale_id: miramar,
    });
    expect(received.statusCode, received.body).toBe(200);
    let stock = await stockOf('Harina de trigo 1 kg');
    expect([stock.real, stock.at(shop.pointId), stock.at(miramar)]).toEqual([16, 10, 6]);
    const counted = await admin.post(`/api/admin/products/${product.slug}/stock`, {
      operation: 'set',
      quantity: 4,
      note: 'Conteo en Miramar',
      point_of_sale_id: miramar,
    });
    expect(counted.json().real_quantity).toBe(14);
    stock = await stockOf('Harina de trigo 1 kg');
    expect([stock.at(shop.pointId), stock.at(miramar)]).toEqual([10, 4]);
    const tooMany = await admin.post(`/api/admin/products/${product.slug}/stock`, {
      operation: 'remove',
      quantity: 5,
      note: 'Rotura',
      point_of_sale_id: miramar,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('La cantidad solicitada excede las 4 disponibles');
    const nowhere = await admin.post(`/api/admin/products/${product.slug}/stock`, {
      operation: 'add',
      quantity: 1,
      note: 'x',
      point_of_sale_id: 999_999,
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().message).toBe('El punto de venta elegido no existe o no está activo');
  });
});

describe('transfers between points of sale', () => {
  it('drafts, sends and receives: units leave the origin, are for sale nowhere on the way, and arrive less what was lost', async () => {
    const product = await shop.product({ name: 'Café Cubita molido 250 g', real_quantity: 30 });
    const created = await draft(product.id, 5);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Traslado guardado');
    const transfer = created.json().transfer;
    expect(transfer).toMatchObject({
      status: 'draft',
      from: { id: shop.pointId, name: 'Tienda Vedado' },
      to: { id: miramar, name: 'Tienda Miramar' },
      units: 5,
      created_by: 'Super Administrador',
    });
    expect((await stockOf('Café Cubita')).at(shop.pointId)).toBe(30);

    const sent = await admin.post(`${URL}/${transfer.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Traslado enviado: las unidades salieron de Tienda Vedado');
    let stock = await stockOf('Café Cubita');
    expect([stock.real, stock.at(shop.pointId), stock.at(miramar)]).toEqual([25, 25, 0]);
    expect(await availability(new Agent(t.app), product.slug)).toBe(25);

    const lineId = sent.json().transfer.lines[0].id;
    const received = await admin.post(`${URL}/${transfer.id}/receive`, {
      lines: [{ id: lineId, received: 4 }],
      note: 'Un paquete llegó roto',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().message).toBe('Traslado recibido en Tienda Miramar');
    expect(received.json().transfer).toMatchObject({
      status: 'received',
      difference: 1,
      receive_note: 'Un paquete llegó roto',
      lines: [expect.objectContaining({ quantity: 5, received: 4, difference: 1 })],
    });
    stock = await stockOf('Café Cubita');
    expect([stock.real, stock.at(shop.pointId), stock.at(miramar)]).toEqual([29, 25, 4]);

    const history = (await admin.get(`/api/admin/products/${product.slug}/movements`)).json().data;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({
        reason: 'transfer_received',
        quantity: 4,
        balance: 29,
        transfer_id: transfer.id,
        point_of_sale: { id: miramar, name: 'Tienda Miramar' },
      }),
      expect.objectContaining({
        reason: 'transfer_sent',
        quantity: -5,
        balance: 25,
        point_of_sale: { id: shop.pointId, name: 'Tienda Vedado' },
      }),
    ]);
    const listed = (await admin.get(`${URL}?status=received&point_id=${miramar}`)).json();
    expect(listed.data.map((d: { id: number }) => d.id)).toContain(transfer.id);
    expect(await stockDrift(t.app.db)).toEqual([]);
  });

  it('refuses transfers that cannot travel, in the staff member’s language', async () => {
    const product = await shop.product({ name: 'Aceite de girasol 1 L', real_quantity: 8 });
    const same = await draft(product.id, 1, shop.pointId, shop.pointId);
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe('El origen y el destino del traslado deben ser distintos');
    const unknown = await draft(product.id, 1, shop.pointId, 999_999);
    expect(unknown.json().errors.to_point_id).toBeDefined();
    const twice = await admin.post(URL, {
      from_point_id: shop.pointId,
      to_point_id: miramar,
      lines: [
        { product_id: product.id, quantity: 1 },
        { product_id: product.id, quantity: 2 },
      ],
    });
    expect(twice.json().message).toBe('Cada producto va una sola vez en el traslado');
    const service = await shop.product({ name: 'Instalación de aire acondicionado', kind: 'service' });
    expect((await draft(service.id, 1)).json().message).toBe(
      'Los servicios y los combos no tienen existencias propias',
    );
    const english = await admin.post(
      URL,
      {
        from_point_id: shop.pointId,
        to_point_id: shop.pointId,
        lines: [{ product_id: product.id, quantity: 1 }],
      },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().message).toBe('The transfer must go from one point of sale to another');
    for (const body of [{}, { from_point_id: 'x', to_point_id: [], lines: 'all' }, { lines: [] }]) {
      expect((await admin.post(URL, body)).statusCode).toBe(422);
    }

    // Miramar holds none of it: the send is refused and nothing moves.
    const empty = (await draft(product.id, 3, miramar, centro)).json().transfer;
    const short = await admin.post(`${URL}/${empty.id}/send`);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Tienda Miramar tiene 0 unidades de Aceite de girasol 1 L');

    // Units a shopper's cart holds stay for sale.
    const { agent } = await shopper(t);
    expect((await agent.post('/api/cart', { product_id: product.id, quantity: 6 })).statusCode).toBe(200);
    const held = (await draft(product.id, 5)).json().transfer;
    const refused = await admin.post(`${URL}/${held.id}/send`);
    expect(refused.json().message).toBe(
      'Solo se pueden enviar 2 unidades de Aceite de girasol 1 L: el resto está apartado por carritos y pedidos',
    );
    expect((await stockOf('Aceite de girasol')).at(shop.pointId)).toBe(8);

    const small = (await draft(product.id, 2)).json().transfer;
    expect((await admin.post(`${URL}/${small.id}/receive`, { lines: [] })).json().message).toBe(
      'Solo se recibe un traslado enviado',
    );
    expect((await admin.post(`${URL}/${small.id}/send`)).statusCode).toBe(200);
    expect((await admin.post(`${URL}/${small.id}/send`)).json().message).toBe(
      'Este traslado ya salió y no se puede cambiar',
    );
    const edit = await admin.put(`${URL}/${small.id}`, {
      from_point_id: shop.pointId,
      to_point_id: miramar,
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    expect(edit.json().message).toBe('Este traslado ya salió y no se puede cambiar');
    const lineId = (await admin.get(`${URL}/${small.id}`)).json().lines[0].id;
    const over = await admin.post(`${URL}/${small.id}/receive`, { lines: [{ id: lineId, received: 3 }] });
    expect(over.json().message).toBe('No pueden llegar más unidades de las enviadas (2)');
    const stranger = await admin.post(`${URL}/${small.id}/receive`, {
      lines: [{ id: 999_999, received: 1 }],
    });
    expect(stranger.json().message).toBe('Esa línea no pertenece a este traslado');
  });

  it('does not send from or to a point closed since the draft', async () => {
    const product = await shop.product({ name: 'Sal fina 1 kg', real_quantity: 9 });
    const closing = await newPoint('Punto Cerro');
    const planned = (await draft(product.id, 2, shop.pointId, closing.id)).json().transfer;
    const current = (await admin.get(`/api/admin/point-of-sales/${closing.id}`)).json() as Record<
      string,
      unknown
    >;
    const closed = await admin.put(`/api/admin/point-of-sales/${closing.id}`, { ...current, active: false });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await admin.post(`${URL}/${planned.id}/send`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('El punto de venta elegido no existe o no está activo');
    expect((await stockOf('Sal fina')).at(shop.pointId)).toBe(9);
  });

  it('edits and cancels a draft', async () => {
    const product = await shop.product({ name: 'Leche en polvo 1 kg', real_quantity: 12 });
    const created = (await draft(product.id, 2)).json().transfer;
    const edited = await admin.put(`${URL}/${created.id}`, {
      from_point_id: shop.pointId,
      to_point_id: centro,
      note: 'Mejor a Centro Habana',
      lines: [{ product_id: product.id, quantity: 3 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().transfer).toMatchObject({ to: { name: 'Punto Centro Habana' }, units: 3 });
    const cancelled = await admin.post(`${URL}/${created.id}/cancel`);
    expect(cancelled.json()).toMatchObject({
      message: 'Traslado cancelado',
      transfer: { status: 'cancelled' },
    });
    expect((await admin.post(`${URL}/${created.id}/send`)).statusCode).toBe(422);
    expect((await stockOf('Leche en polvo')).at(shop.pointId)).toBe(12);
  });

  it('answers 404 for a transfer that does not exist, whatever the id looks like', async () => {
    for (const id of ['999999', '0', 'abc', '1e3', '99999999999999999999']) {
      expect((await admin.get(`${URL}/${id}`)).statusCode).toBe(404);
      expect((await admin.post(`${URL}/${id}/send`)).statusCode).toBe(404);
    }
  });

  it('asks for read_pos to read, and update_products too to move units', async () => {
    expect((await new Agent(t.app).get(URL)).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_pos'] } });
    expect((await reader.get(URL)).statusCode).toBe(200);
    expect((await reader.get('/api/admin/point-stock')).statusCode).toBe(200);
    const refused = await reader.post(URL, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permito tal operación');
    const { agent: clerk } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await clerk.get(URL)).statusCode).toBe(403);
    expect((await clerk.post(`${URL}/1/send`)).statusCode).toBe(403);
  });
});

describe('pickup where the units are', () => {
  it('takes a pickup order’s units from its point, and refuses a point that lacks them', async () => {
    const product = await shop.product({ name: 'Galletas de soda', real_quantity: 10 });
    const guest = new Agent(t.app);
    const offered = async (lines: string) => {
      const reply = await guest.get(`/api/checkout/pickup-points?lines=${lines}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data.map((p: { name: string }) => p.name);
    };
    expect(await offered(`${product.id}:0:2`)).toEqual(['Tienda Vedado']);
    const trip = (await draft(product.id, 3)).json().transfer;
    await admin.post(`${URL}/${trip.id}/send`);
    await admin.post(`${URL}/${trip.id}/receive`, { lines: [] });
    expect(await offered(`${product.id}:0:2`)).toEqual(['Tienda Vedado', 'Tienda Miramar']);
    expect(await offered(`${product.id}:0:4`)).toEqual(['Tienda Vedado']);
    // A product that does not exist takes no part: the order refuses it on its own.
    expect(await offered('999999:0:1')).toEqual(['Tienda Vedado', 'Tienda Miramar']);
    for (const hostile of [
      'abc',
      '1:2',
      '9999999999:0:1',
      `${'1:0:1,'.repeat(60)}1:0:1`,
      '1:0:99999999',
      "1'%20or%201=1",
    ]) {
      expect((await guest.get(`/api/checkout/pickup-points?lines=${hostile}`)).statusCode).toBe(422);
    }

    const order = async (quantity: number, point: number) => {
      const { agent } = await shopper(t);
      expect((await agent.post('/api/cart', { product_id: product.id, quantity })).statusCode).toBe(200);
      return agent.post(
        '/api/orders',
        { delivery_method: 'pickup', point_of_sale_id: point, pay_form: 'cash_on_pickup' },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
    };
    const tooMany = await order(4, miramar);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(
      'Este punto de venta no tiene todas las unidades del pedido: elige otro punto o el envío a domicilio',
    );
    const placed = await order(2, miramar);
    expect(placed.statusCode, placed.body).toBe(201);
    const statuses = await orderStatusIds(admin);
    const confirmed = await admin.put(`/api/admin/orders/${placed.json().id}/status`, {
      status_id: statuses.Confirmado,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const stock = await stockOf('Galletas de soda');
    expect([stock.real, stock.at(shop.pointId), stock.at(miramar)]).toEqual([8, 7, 1]);

    // A product supplied by the shops says on its page where it is, and its code there.
    const page = async () =>
      (await guest.get(`/api/store/products/${product.slug}`)).json().supplied_by_store;
    expect(await page()).toBeNull();
    await t.app.db
      .update(products)
      .set({ disponibilityFromStore: true, externalStoreSku: 'CH-0412' })
      .where(eq(products.id, product.id));
    expect(await page()).toEqual({ points: ['Tienda Vedado', 'Tienda Miramar'], store_sku: 'CH-0412' });
    expect(await stockDrift(t.app.db)).toEqual([]);
  });
});

describe('the main warehouse', () => {
  it('moves when another point takes it, cannot be dropped, and a point with stock or transfers stays', async () => {
    const unmark = await admin.put(`/api/admin/point-of-sales/${shop.pointId}`, {
      ...((await admin.get(`/api/admin/point-of-sales/${shop.pointId}`)).json() as Record<string, unknown>),
      main_warehouse: false,
    });
    expect(unmark.statusCode).toBe(422);
    expect(unmark.json().message).toBe(
      'La tienda necesita un almacén principal: marca otro punto de venta como almacén',
    );
    const deleteWarehouse = await admin.delete(`/api/admin/point-of-sales/${shop.pointId}`);
    expect(deleteWarehouse.statusCode).toBe(409);
    const withStock = await admin.delete(`/api/admin/point-of-sales/${miramar}`);
    expect(withStock.statusCode).toBe(409);
    expect(withStock.json().message).toBe(
      'Este punto de venta tiene existencias, traslados o es el almacén principal: desactívalo en lugar de eliminarlo',
    );
    const spare = await newPoint('Punto Cerro');
    expect((await admin.delete(`/api/admin/point-of-sales/${spare.id}`)).statusCode).toBe(204);

    const current = (await admin.get(`/api/admin/point-of-sales/${miramar}`)).json();
    const moved = await admin.put(`/api/admin/point-of-sales/${miramar}`, {
      ...current,
      main_warehouse: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const points = (await admin.get('/api/admin/point-of-sales?per_page=50')).json().data;
    expect(
      points.filter((p: { main_warehouse: boolean }) => p.main_warehouse).map((p: { id: number }) => p.id),
    ).toEqual([miramar]);
    const pickup = (await new Agent(t.app).get('/api/point-of-sales/pickup')).json().data;
    expect(pickup[0].id).toBe(miramar);
  });
});
