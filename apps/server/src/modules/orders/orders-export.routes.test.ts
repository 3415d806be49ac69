import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { homeOrder, MARIA_IN_PLAZA, openShop, PLAZA } from '../../test/shop';

let t: TestApp;
let admin: Agent;
let customerId: number;
let first: { id: number; order_id: string };
let second: { id: number; order_id: string };
let shop: Awaited<ReturnType<typeof openShop>>;

/** A customer whose name a spreadsheet would run as a formula orders twice: 2 units, then 1 (cancelled). */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  const product = await shop.product({ name: 'Café molido', regular_price: 325, real_quantity: 10 });
  const { agent, user } = await signInAs(t.app, { name: '=HIPERVINCULO("x")', lastname: 'Rosa' });
  customerId = user.id;
  const beneficiary = await agent.post('/api/beneficiaries', MARIA_IN_PLAZA);
  expect(beneficiary.statusCode, beneficiary.body).toBe(201);
  const order = async (quantity: number) => {
    expect((await agent.post('/api/cart', { product_id: product.id, quantity })).statusCode).toBe(200);
    const created = await agent.post(
      '/api/orders',
      {
        delivery_method: 'home',
        beneficiary_id: beneficiary.json().id,
        location: PLAZA,
        pay_form: 'cash_on_delivery',
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: number; order_id: string };
  };
  first = await order(2);
  second = await order(1);
  expect((await agent.post(`/api/orders/${second.id}/cancel`)).statusCode).toBe(200);
});
afterAll(() => t.close());

const path = '/api/admin/orders/export.csv';
const rowsOf = (body: string) => body.split('\r\n').filter(Boolean);

describe('GET /api/admin/orders/export.csv', () => {
  it('writes the orders the list shows as a Spanish CSV, oldest first, amounts in their coin', async () => {
    const reply = await admin.get(`${path}?customer_id=${customerId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    const [headings, ...rows] = rowsOf(reply.body);
    expect(headings).toBe(
      '\uFEFFPedido;Fecha;Cliente;Correo;Venta;Tomado por;Estado;Pago;Forma de pago;Entrega;Destinatario;Teléfono;Municipio;' +
        'Punto de recogida;Unidades;Moneda;Subtotal;Descuento;Envío;Total;Pagado;Costo;Ganancia;Unidades sin costo',
    );
    expect(rows).toHaveLength(2);
    const cells = rows.map((row) => row.split(';'));
    expect(cells.map((c) => c[0])).toEqual([first.order_id, second.order_id]);
    // The shop's wall clock, as a spreadsheet reads a date and time.
    expect(cells[0]?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // What a spreadsheet would run as a formula is written as text, and so is a phone's "+".
    expect(cells[0]?.[2]).toBe(`"'=HIPERVINCULO(""x"") Rosa"`);
    expect(cells[0]?.slice(4)).toEqual([
      'Minorista',
      // The customer placed it: nobody took it for them.
      '',
      'Pendiente',
      'Pago pendiente',
      'Efectivo contra entrega',
      'A domicilio',
      'María González',
      "'+5352345678",
      'Plaza de la Revolución',
      '',
      '2',
      'USD',
      '6,50',
      '0,00',
      '5,00',
      '11,50',
      '0,00',
      // The coffee's cost was never said: no cost, no profit, its units said (decision 112).
      '',
      '',
      '2',
    ]);
    expect(cells[1]?.slice(6, 8)).toEqual(['Cancelado', 'Pago cancelado']);
  });

  it('writes English with commas and follows the list’s search and filters', async () => {
    const reply = await admin.get(`${path}?search=${first.order_id}`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/filename="orders-/);
    const [headings, ...rows] = rowsOf(reply.body);
    expect(headings).toBe(
      '\uFEFFOrder,Date,Customer,Email,Sale,Taken by,Status,Payment,Pay form,Delivery,Recipient,Phone,Municipality,' +
        'Pickup point,Units,Coin,Subtotal,Discount,Shipping,Total,Paid,Cost,Profit,Units without a cost',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',Retail,,Pending,');
    expect(rows[0]).toContain(',Payment pending,Cash on delivery,Home delivery,');
    expect(rows[0]?.endsWith(',2,USD,6.50,0.00,5.00,11.50,0.00,,,2')).toBe(true);

    const cancelled = await admin.get(`${path}?customer_id=${customerId}&payment_status=cancelled`);
    expect(
      rowsOf(cancelled.body)
        .slice(1)
        .map((row) => row.split(';')[0]),
    ).toEqual([second.order_id]);
    // Nothing matches: the headings alone, still a file to open.
    const none = await admin.get(`${path}?customer_id=${customerId}&delivery_method=pickup`);
    expect(rowsOf(none.body)).toHaveLength(1);
  });

  it('refuses a filter it cannot read, in the reader’s language, before writing anything', async () => {
    const reply = await admin.get(`${path}?date_from=ayer`);
    expect(reply.statusCode).toBe(422);
    expect(reply.headers['content-type']).toMatch(/json/);
    expect(reply.json().errors).toEqual({ date_from: ['Fecha no válida'] });
    const reversed = await admin.get(`${path}?date_from=2026-03-01&date_to=2026-02-01`);
    expect(reversed.statusCode).toBe(422);
    const hostile = await admin.get(`${path}?customer_id=1%27%20or%201=1--&status_id=-1`);
    expect(hostile.statusCode).toBe(422);
    const english = await admin.get(`${path}?payment_status=whatever`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.statusCode).toBe(422);
    expect(Object.keys(english.json().errors)).toEqual(['payment_status']);
  });

  it('asks for read_orders, and a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    const refused = await agent.get(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('HIPERVINCULO');
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.get(`${path}?customer_id=${customerId}`)).statusCode).toBe(200);
  });

  it('writes what each order left for a reader of the sold products report, and no cost to anyone else', async () => {
    const tea = await shop.product({
      name: 'Té verde',
      regular_price: 400,
      cost_price: 250,
      real_quantity: 10,
    });
    const placed = await homeOrder(t, tea.id, 3);
    if (!placed) throw new Error('the cart refused the tea');
    const search = `${path}?search=${placed.order.order_id}`;
    const { agent: seller } = await signInAs(t.app, {
      role: { permissions: ['read_orders', 'read_reports', 'read_for_sold_products'] },
    });
    const [headings, row] = rowsOf((await seller.get(search)).body);
    expect(headings?.endsWith(';Pagado;Costo;Ganancia;Unidades sin costo')).toBe(true);
    // 12.00 of tea sold against 7.50 of cost (the shipping is no sale), as the order's page says it.
    expect(row?.endsWith(';17,00;0,00;7,50;4,50;0')).toBe(true);
    for (const permissions of [['read_orders'], ['read_orders', 'read_reports', 'read_for_sale_reports']]) {
      const { agent } = await signInAs(t.app, { role: { permissions } });
      const body = (await agent.get(search)).body;
      const [own, line] = rowsOf(body);
      expect(own?.endsWith(';Total;Pagado'), permissions.join()).toBe(true);
      expect(line?.endsWith(';17,00;0,00'), permissions.join()).toBe(true);
      expect(body).not.toContain('7,50');
    }
  });

  it('is a file of its own, not an order: another name is no order, and orders answer as before', async () => {
    expect((await admin.get('/api/admin/orders/export.xlsx')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/orders/999999')).statusCode).toBe(404);
  });
});
