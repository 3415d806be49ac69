import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { availability, MARIA_IN_PLAZA, openShop, PLAZA } from '../../test/shop';
import { users } from '../users';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let coffee: { id: number; slug: string };
let sacks: { id: number; slug: string };
let customer: { id: number; email: string; agent: Agent; beneficiaryId: number };

const paths = {
  customers: '/api/admin/orders/new/customers',
  products: '/api/admin/orders/new/products',
  quote: '/api/admin/orders/new/quote',
  create: '/api/admin/orders/new',
};

/** A shop with coffee for everyone and rice sold only wholesale, and Rosa, who calls to order. */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  coffee = await shop.product({ name: 'Café molido Serrano', regular_price: 325, real_quantity: 10 });
  sacks = await shop.product({
    name: 'Arroz en sacos de 25 kg',
    regular_price: 3000,
    wholesale_price: 2500,
    retail: false,
    wholesaler: true,
    min_quantity: 4,
    real_quantity: 50,
  });
  const { agent, user } = await signInAs(t.app, { name: 'Rosa', lastname: 'Valdés Ortiz' });
  const beneficiary = await agent.post('/api/beneficiaries', MARIA_IN_PLAZA);
  expect(beneficiary.statusCode, beneficiary.body).toBe(201);
  customer = { id: user.id, email: user.email, agent, beneficiaryId: beneficiary.json().id };
});
afterAll(() => t.close());

const homeDelivery = () => ({
  customer_id: customer.id,
  lines: [{ product_id: coffee.id, quantity: 2 }],
  delivery_method: 'home',
  beneficiary_id: customer.beneficiaryId,
  location: PLAZA,
  pay_form: 'cash_on_delivery',
});

const place = (body: Record<string, unknown>, key: string = crypto.randomUUID()) =>
  admin.post(paths.create, body, { headers: { 'idempotency-key': key } });

describe('finding who calls and what they want', () => {
  it('finds the customer by name or by the phone of their address book, with that address book', async () => {
    const byName = await admin.get(`${paths.customers}?search=rosa valdes`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.headers['cache-control']).toBe('no-store');
    const [found] = byName.json().data;
    expect(found).toMatchObject({ id: customer.id, name: 'Rosa Valdés Ortiz', wholesaler: false });
    expect(found.beneficiaries.map((b: { name: string; phone: string }) => [b.name, b.phone])).toEqual([
      ['María', '+5352345678'],
    ]);
    const byPhone = (await admin.get(`${paths.customers}?search=${encodeURIComponent('5 234 5678')}`)).json();
    expect(byPhone.data.map((c: { id: number }) => c.id)).toContain(customer.id);
    expect((await admin.get(`${paths.customers}?search=Eulalia`)).json().data).toEqual([]);
    // Named by their account, from their page in the back office.
    const named = (await admin.get(`${paths.customers}?customer_id=${customer.id}`)).json().data;
    expect(named.map((c: { id: number }) => c.id)).toEqual([customer.id]);
    expect((await admin.get(`${paths.customers}?customer_id=999999`)).json().data).toEqual([]);
    expect((await admin.get(`${paths.customers}?customer_id=uno`)).statusCode).toBe(422);
  });

  it('lists the products the customer may buy, at their price, with what is free', async () => {
    const retail = await admin.get(`${paths.products}?customer_id=${customer.id}&search=serrano`);
    expect(retail.statusCode, retail.body).toBe(200);
    expect(retail.json().data).toEqual([
      expect.objectContaining({
        id: coffee.id,
        name: 'Café molido Serrano',
        price_formatted: '3,25\u00a0$',
        available: 10,
        min_quantity: 1,
        variations: [],
      }),
    ]);
    // Rice sold only wholesale is not offered to a retail customer…
    expect(
      (await admin.get(`${paths.products}?customer_id=${customer.id}&search=arroz`)).json().data,
    ).toEqual([]);
    // …and is to a wholesaler, at the wholesale price, from its minimum.
    const { user: wholesaler } = await signInAs(t.app, { role: 'wholesaler' });
    const sold = (await admin.get(`${paths.products}?customer_id=${wholesaler.id}&search=arroz`)).json().data;
    expect(sold).toEqual([
      expect.objectContaining({
        id: sacks.id,
        price_formatted: '25,00\u00a0$',
        min_quantity: 4,
        available: 50,
      }),
    ]);
  });

  it('adds an address to the customer’s own address book, by its rules', async () => {
    const { user } = await signInAs(t.app, { name: 'Tomás', lastname: 'Llanes' });
    const path = `/api/admin/orders/new/customers/${user.id}/beneficiaries`;
    const added = await admin.post(path, { ...MARIA_IN_PLAZA, name: 'Odalys', main_street: 'Calle 17' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Odalys', main_street: 'Calle 17', location: null });
    const [found] = (await admin.get(`${paths.customers}?search=tomas llanes`)).json().data;
    expect(found.beneficiaries.map((b: { id: number }) => b.id)).toEqual([added.json().id]);

    const wrong = await admin.post(path, {
      ...MARIA_IN_PLAZA,
      phone: 'no tengo',
      municipality: 'lima/centro',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['municipality', 'phone']);
    expect((await admin.post(path, { ...MARIA_IN_PLAZA, is_admin: true })).statusCode).toBe(422);
    expect(
      (await admin.post('/api/admin/orders/new/customers/999999/beneficiaries', MARIA_IN_PLAZA)).statusCode,
    ).toBe(404);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.post(path, MARIA_IN_PLAZA)).statusCode).toBe(403);
  });

  it('refuses what it cannot read, and a customer who is not there', async () => {
    const missing = await admin.get(paths.products);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.customer_id).toBeDefined();
    const unknown = await admin.get(`${paths.products}?customer_id=999999`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      customer_id: ['Ese cliente no existe o su cuenta está desactivada'],
    });
    expect((await admin.get(`${paths.products}?customer_id=1%20or%201=1`)).statusCode).toBe(422);
    expect((await admin.get(`${paths.customers}?search=${'x'.repeat(500)}`)).statusCode).toBe(422);
  });
});

describe('the quote', () => {
  it('prices the lines for the customer, with shipping to their beneficiary, holding nothing', async () => {
    const reply = await admin.post(paths.quote, {
      customer_id: customer.id,
      lines: [{ product_id: coffee.id, quantity: 2 }],
      delivery_method: 'home',
      beneficiary_id: customer.beneficiaryId,
      location: PLAZA,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const quote = reply.json();
    expect(quote).toMatchObject({
      subtotal_formatted: '6,50\u00a0$',
      shipment_formatted: '5,00\u00a0$',
      to_pay_formatted: '11,50\u00a0$',
      to_pay: 1150,
    });
    expect(quote.cart.items).toEqual([
      expect.objectContaining({
        name: 'Café molido Serrano',
        quantity: 2,
        unit_price_formatted: '3,25\u00a0$',
      }),
    ]);
    expect(await availability(admin, coffee.slug)).toBe(10);
  });

  it('refuses lines it cannot sell, each with why, in the reader’s language', async () => {
    const quote = (lines: unknown, extra: Record<string, unknown> = {}) =>
      admin.post(paths.quote, {
        customer_id: customer.id,
        lines,
        delivery_method: 'pickup',
        point_of_sale_id: shop.pointId,
        ...extra,
      });
    const empty = await quote([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.lines).toEqual(['Añade al menos un producto al pedido']);
    const twice = await quote([
      { product_id: coffee.id, quantity: 1 },
      { product_id: coffee.id, quantity: 2 },
    ]);
    expect(twice.json().errors.lines).toEqual([
      'Un mismo producto está dos veces: indica la cantidad en una sola línea',
    ]);
    const tooMany = await quote([{ product_id: coffee.id, quantity: 11 }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toMatch(/10/);
    const wholesaleOnly = await quote([{ product_id: sacks.id, quantity: 4 }]);
    expect(wholesaleOnly.statusCode).toBe(422);
    const gone = await quote([{ product_id: 999999, quantity: 1 }]);
    expect(gone.statusCode).toBe(422);
    const english = await admin.post(
      paths.quote,
      {
        customer_id: customer.id,
        lines: [{ product_id: coffee.id, quantity: 0 }],
        delivery_method: 'pickup',
      },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().errors['lines.0.quantity']).toEqual(['Incorrect quantity']);
    // Someone else's beneficiary is not the customer's: refused, never used.
    const { agent: other } = await signInAs(t.app);
    const theirs = (await other.post('/api/beneficiaries', MARIA_IN_PLAZA)).json().id;
    const foreign = await quote([{ product_id: coffee.id, quantity: 1 }], {
      delivery_method: 'home',
      beneficiary_id: theirs,
      location: PLAZA,
      point_of_sale_id: undefined,
    });
    expect(foreign.statusCode).toBe(422);
    const hostile = await admin.post(paths.quote, { ...homeDelivery(), customer_id: '1; drop table orders' });
    expect(hostile.statusCode).toBe(422);
  });
});

describe('placing the order', () => {
  it('is the customer’s order, taken by staff: units held, mailed to the customer, once per key', async () => {
    t.mailbox.length = 0;
    const key = crypto.randomUUID();
    const placed = await place({ ...homeDelivery(), expected_total: 1150, note: 'Llamó por teléfono' }, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ total: 1150, delivery_method: 'home', note: 'Llamó por teléfono' });
    expect(await availability(admin, coffee.slug)).toBe(8);
    // The same request again (a double click, a retried call) is the same order.
    const again = await place({ ...homeDelivery(), expected_total: 1150, note: 'Llamó por teléfono' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(order.id);
    expect(await availability(admin, coffee.slug)).toBe(8);

    // The customer finds it among their orders; staff see who took it.
    const mine = (await customer.agent.get('/api/orders')).json().data.map((o: { id: number }) => o.id);
    expect(mine).toContain(order.id);
    const seen = (await admin.get(`/api/admin/orders/${order.id}`)).json();
    expect(seen.customer).toMatchObject({ id: customer.id, name: 'Rosa Valdés Ortiz' });
    expect(seen.placed_by).toEqual({ id: expect.any(Number), name: 'Super Administrador' });
    expect(seen.history[0].by).toBe('Super Administrador');
    expect(t.mailbox.map((m) => m.to)).toContain(customer.email);
    // Told it was taken down for them, to check it; their order says so, never by whom.
    const mail = t.mailbox.find(
      (m) => m.to === customer.email && m.subject === `Pedido ${order.order_id} recibido`,
    );
    expect(mail?.text).toContain(`Hemos anotado el pedido ${order.order_id} que nos hiciste.`);
    const theirs = (await customer.agent.get(`/api/orders/${order.id}`)).json();
    expect(theirs.placed_by_staff).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('Super Administrador');
  });

  it('is refused whole when a line cannot be held, holding nothing', async () => {
    const short = await place({ ...homeDelivery(), lines: [{ product_id: coffee.id, quantity: 9 }] });
    expect(short.statusCode).toBe(422);
    expect(await availability(admin, coffee.slug)).toBe(8);
    const moved = await place({ ...homeDelivery(), expected_total: 1 });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.expected_total).toBeDefined();
    expect(await availability(admin, coffee.slug)).toBe(8);
  });

  it('reads an order back as a new one for its customer, naming what is no longer sold', async () => {
    const tea = await shop.product({ name: 'Té verde en bolsitas', regular_price: 150, real_quantity: 5 });
    const placed = await place({
      ...homeDelivery(),
      lines: [
        { product_id: coffee.id, quantity: 1 },
        { product_id: tea.id, quantity: 2 },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id;
    const hidden = await admin.patch(`/api/admin/products/${tea.slug}/toggle`, {
      field: 'visible',
      value: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const draft = await admin.get(`/api/admin/orders/new/from/${id}`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().customer).toMatchObject({ id: customer.id, name: 'Rosa Valdés Ortiz' });
    expect(draft.json().customer.beneficiaries).toHaveLength(1);
    expect(
      draft
        .json()
        .lines.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity]),
    ).toEqual([[coffee.id, 1]]);
    expect(draft.json().missing).toEqual(['Té verde en bolsitas']);

    expect((await admin.get('/api/admin/orders/new/from/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/orders/new/from/abc')).statusCode).toBe(404);
    for (const permissions of [['read_orders'], ['update_orders']] as const) {
      const { agent } = await signInAs(t.app, { role: { permissions: [...permissions] } });
      expect((await agent.get(`/api/admin/orders/new/from/${id}`)).statusCode).toBe(403);
    }
  });

  it('is found in the list among those staff took, and those its taker took, with who took it', async () => {
    const placed = await place(homeDelivery());
    expect(placed.statusCode, placed.body).toBe(201);
    const taken = placed.json().id as number;
    // An order Rosa placed herself, beside it.
    expect((await customer.agent.post('/api/cart', { product_id: coffee.id, quantity: 1 })).statusCode).toBe(
      200,
    );
    const own = await customer.agent.post(
      '/api/orders',
      {
        delivery_method: 'home',
        beneficiary_id: customer.beneficiaryId,
        location: PLAZA,
        pay_form: 'cash_on_delivery',
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().id as number;

    const ids = async (query: string) =>
      (await admin.get(`/api/admin/orders?customer_id=${customer.id}&${query}`))
        .json()
        .data.map((o: { id: number }) => o.id);
    const list = (await admin.get(`/api/admin/orders?customer_id=${customer.id}`)).json().data as Array<{
      id: number;
      placed_by: { id: number; name: string } | null;
    }>;
    const takenRow = list.find((o) => o.id === taken);
    expect(takenRow?.placed_by).toEqual({ id: expect.any(Number), name: 'Super Administrador' });
    expect(list.find((o) => o.id === ownId)?.placed_by).toBeNull();
    const staffId = takenRow?.placed_by?.id;

    expect(await ids('taken=staff')).toContain(taken);
    expect(await ids('taken=staff')).not.toContain(ownId);
    expect(await ids(`placed_by=${staffId}`)).toContain(taken);
    expect(await ids(`placed_by=${staffId}`)).not.toContain(ownId);
    // Someone who took none: nothing.
    expect(await ids(`placed_by=${customer.id}`)).toEqual([]);
    // The export follows the same filters and names who took it.
    const csv = (
      await admin.get(`/api/admin/orders/export.csv?placed_by=${staffId}&customer_id=${customer.id}`)
    ).body;
    expect(csv).toContain(';Minorista;Super Administrador;');
    expect(csv).not.toContain(own.json().order_id);
    // Filters it cannot read are refused in the reader's language, before anything is read.
    for (const query of [
      'taken=all',
      'placed_by=0',
      'placed_by=uno',
      'placed_by=1e3',
      `placed_by=${'9'.repeat(40)}`,
    ]) {
      const refused = await admin.get(`/api/admin/orders?${query}`);
      expect(refused.statusCode, query).toBe(422);
      expect(refused.body).not.toContain('Rosa');
    }
    // The shopper's own list says nothing of who took it.
    const mine = (await customer.agent.get('/api/orders')).json().data as Array<Record<string, unknown>>;
    expect(mine.find((o) => o.id === taken)).toBeDefined();
    expect(mine.every((o) => !('placed_by' in o))).toBe(true);
  });

  it('is not taken for a disabled account', async () => {
    const { user } = await signInAs(t.app);
    await t.handle.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const refused = await place({ ...homeDelivery(), customer_id: user.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.customer_id).toEqual(['Ese cliente no existe o su cuenta está desactivada']);
  });

  it('asks for read_orders and update_orders, and a session, before reading anything', async () => {
    expect((await new Agent(t.app).post(paths.create, homeDelivery())).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    for (const [method, url] of [
      ['get', `${paths.customers}?search=rosa`],
      ['get', `${paths.products}?customer_id=${customer.id}`],
    ] as const) {
      const refused = await reader[method](url);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Rosa');
    }
    expect((await reader.post(paths.quote, homeDelivery())).statusCode).toBe(403);
    expect((await reader.post(paths.create, homeDelivery())).statusCode).toBe(403);
    // SPEC §6: orders need read_orders; changing them alone is not enough to take one.
    const { agent: changer } = await signInAs(t.app, { role: { permissions: ['update_orders'] } });
    expect((await changer.get(`${paths.customers}?search=rosa`)).statusCode).toBe(403);
    expect((await changer.post(paths.create, homeDelivery())).statusCode).toBe(403);
    // A customer cannot take orders in someone else's name.
    expect((await customer.agent.post(paths.create, homeDelivery())).statusCode).toBe(403);
  });
});
