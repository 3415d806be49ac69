import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo, mailTo } from '../../test/mail';
import { multipart } from '../../test/multipart';
import { openShop } from '../../test/shop';
import { cancelUnpaidOrders } from './orders.service';

/** Issue 15 §1: bank transfer details on the order, and the receipts shoppers send and staff judge. */
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number };
let png: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({ name: 'Leche en polvo 1 kg', regular_price: 1200, real_quantity: 200 });
  const forms = (await admin.get('/api/admin/settings/pay-forms')).json();
  const saved = await admin.put(
    '/api/admin/settings/pay-forms',
    forms.map((form: { code: string }) =>
      form.code === 'transfer'
        ? {
            ...form,
            account: {
              holder: 'Tienda S.R.L.',
              bank: 'Banco Metropolitano',
              number: '9224 0699 9123 4567',
              coin: 'USD',
            },
          }
        : form,
    ),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function transferOrder(agent: Agent, payForm = 'transfer') {
  await agent.post('/api/cart', { product_id: product.id, quantity: 1 });
  const created = await agent.post(
    '/api/orders',
    { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: payForm },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; order_id: string; pay_form: { account: unknown } };
}

const send = (agent: Agent, orderId: number, data: Buffer, type = 'image/png') => {
  const { payload, headers } = multipart([{ field: 'file', filename: 'comprobante.png', type, data }]);
  return agent.post(`/api/orders/${orderId}/receipts`, payload, { headers });
};

describe('paying by bank transfer', () => {
  it('shows where to transfer, with the order code as the reference, on the order and in its mail', async () => {
    const { agent, user } = await signInAs(t.app, { role: 'customer' });
    const order = await transferOrder(agent);
    expect(order.pay_form.account).toEqual({
      holder: 'Tienda S.R.L.',
      bank: 'Banco Metropolitano',
      number: '9224 0699 9123 4567',
      coin: 'USD',
      reference: order.order_id,
    });
    const mail = t.mailbox.find((m) => m.to === user.email && m.subject.includes(order.order_id));
    expect(mail?.text).toContain(`Referencia a escribir: ${order.order_id}`);
    expect(mail?.text).toContain('Cuenta: 9224 0699 9123 4567');
  });

  it('keeps a receipt the shopper sends; staff open it and accepting it pays the order', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await transferOrder(agent);
    const sent = await send(agent, order.id, png);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Comprobante recibido: la tienda lo revisará');
    const [receipt] = sent.json().order.receipts;
    expect(receipt).toMatchObject({ kind: 'image', status: 'pending' });
    // The money may be on its way: the shopper can no longer cancel the order themselves.
    expect(sent.json().order.can_cancel).toBe(false);
    expect((await agent.post(`/api/orders/${order.id}/cancel`, {})).statusCode).toBe(422);
    const staffMail = await mailTo(
      t,
      TEST_ADMIN.email,
      `Comprobante de transferencia: pedido ${order.order_id}`,
    );
    expect(staffMail).toBeDefined();
    // The same file again while it waits (a second tap): one receipt still, and staff told once.
    const again = await send(agent, order.id, png);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe('Ese comprobante ya está enviado: la tienda lo revisará');
    expect(again.json().order.receipts).toEqual(sent.json().order.receipts);
    const told = (await mailsTo(t, TEST_ADMIN.email)).filter((mail) => mail.subject === staffMail?.subject);
    expect(told).toHaveLength(1);

    const own = await agent.get(receipt.url.replace(/^\/api/, '/api'));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('no-store');
    const staffCopy = await admin.get(`/api/admin/orders/${order.id}/receipts/${receipt.id}`);
    expect(staffCopy.statusCode).toBe(200);
    // Staff find it among the orders with a receipt to review, and the dashboard counts it.
    const toReview = async () =>
      (await admin.get('/api/admin/orders?receipt=pending&per_page=100'))
        .json()
        .data.map((o: { id: number }) => o.id);
    expect(await toReview()).toContain(order.id);
    const waiting = (await admin.get('/api/admin/dashboard/orders')).json().receipts_pending;
    expect(waiting).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/orders?receipt=other')).statusCode).toBe(422);

    const accepted = await admin.put(`/api/admin/orders/${order.id}/receipts/${receipt.id}`, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('Comprobante aceptado: pedido pagado');
    expect(accepted.json().order).toMatchObject({
      payment_status: 'paid',
      receipts: [{ status: 'accepted' }],
    });
    const twice = await admin.put(`/api/admin/orders/${order.id}/receipts/${receipt.id}`, {
      status: 'rejected',
    });
    expect(twice.json().message).toBe('Este comprobante ya fue revisado');
    expect(await toReview()).not.toContain(order.id);
    expect((await admin.get('/api/admin/dashboard/orders')).json().receipts_pending).toBe(waiting - 1);
  });

  it('takes a PDF, shows a rejection with its reason, and lets the shopper send another', async () => {
    const { agent, user } = await signInAs(t.app, { role: 'customer' });
    const order = await transferOrder(agent);
    const sent = await send(agent, order.id, PDF, 'application/pdf');
    expect(sent.statusCode, sent.body).toBe(201);
    const [receipt] = sent.json().order.receipts;
    expect(receipt.kind).toBe('pdf');
    const file = await agent.get(receipt.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);

    const rejected = await admin.put(`/api/admin/orders/${order.id}/receipts/${receipt.id}`, {
      status: 'rejected',
      reason: 'El importe no coincide',
    });
    expect(rejected.json().order).toMatchObject({
      payment_status: 'pending',
      receipts: [{ status: 'rejected', reason: 'El importe no coincide' }],
    });
    const told = await mailTo(t, user.email, `Pedido ${order.order_id}: comprobante rechazado`);
    expect(told?.text).toContain('Motivo: El importe no coincide');
    expect((await send(agent, order.id, png)).statusCode).toBe(201);
  });

  it('leaves an order whose receipt was sent in time to staff when its window ends, and they may accept it then', async () => {
    const { agent, user } = await signInAs(t.app, { role: 'customer' });
    const order = await transferOrder(agent);
    // The dashboard's "sin pagar vence en menos de una hora" stops counting it once the receipt is sent.
    const expiring = async () => (await admin.get('/api/admin/dashboard/orders')).json().expiring_unpaid;
    const before = await expiring();
    const [receipt] = (await send(agent, order.id, png)).json().order.receipts;
    expect(await expiring()).toBe(before - 1);
    const other = await transferOrder(agent);
    const [late] = (await send(agent, other.id, png)).json().order.receipts;
    // An hour and a minute later, before anyone on staff looked: the money may be in the shop's account.
    const anHourAgo = (table: string, column: string, key: string) =>
      t.app.db.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} - interval '61 minutes'
            where ${sql.identifier(key)} in (${order.id}, ${other.id})`,
      );
    await anHourAgo('orders', 'payment_due_at', 'id');
    await anHourAgo('order_receipts', 'created_at', 'order_id');
    const cancelled = await cancelUnpaidOrders(t.app.db);
    expect(cancelled).not.toContain(order.id);
    expect(cancelled).not.toContain(other.id);
    const waiting = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(waiting).toMatchObject({
      payment_status: 'pending',
      status: { name: 'Pendiente' },
      can_pay: false,
    });

    const accepted = await admin.put(`/api/admin/orders/${order.id}/receipts/${receipt.id}`, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order.payment_status).toBe('paid');

    // A receipt rejected after the window: nothing else is on its way, so the next run cancels the order.
    await admin.put(`/api/admin/orders/${other.id}/receipts/${late.id}`, {
      status: 'rejected',
      reason: 'No aparece en el estado de cuenta',
    });
    const told = (await mailsTo(t, user.email)).find((m) => m.subject.endsWith('comprobante rechazado'));
    expect(told?.text).toContain('El plazo de pago ya terminó, así que el pedido se cancelará.');
    expect(told?.text).not.toContain('Puedes enviar otro');
    expect(await cancelUnpaidOrders(t.app.db)).toContain(other.id);
    expect((await agent.get(`/api/orders/${other.id}`)).json()).toMatchObject({
      payment_status: 'cancelled',
      status_reason: 'Cancelado: el plazo de pago terminó sin recibir el pago',
    });
  });

  it('refuses what is not a picture or a PDF, too large, too many, or for another pay form', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await transferOrder(agent);
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00'),
    ]) {
      const refused = await send(agent, order.id, data, 'image/png');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        file: ['El comprobante debe ser una imagen (PNG, JPG, WebP o AVIF) o un PDF'],
      });
    }
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(1_100_000)]);
    expect((await send(agent, order.id, bigPdf, 'application/pdf')).statusCode).toBe(413);
    // Five different pictures: the same one again would be the receipt already waiting, not another.
    const receipt = (shade: number) =>
      sharp({
        create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 255 - shade, b: 128 } },
      })
        .png()
        .toBuffer();
    for (let i = 0; i < 5; i += 1)
      expect((await send(agent, order.id, await receipt(i * 50))).statusCode).toBe(201);
    const sixth = await send(agent, order.id, await receipt(255));
    expect(sixth.json().message).toBe('Este pedido ya tiene 5 comprobantes');

    const cash = await transferOrder(agent, 'cash_on_pickup');
    const wrong = await send(agent, cash.id, png);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Solo los pedidos pagados por transferencia llevan comprobante');
  });

  it('keeps receipts between the order’s owner and staff', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await transferOrder(agent);
    const [receipt] = (await send(agent, order.id, png)).json().order.receipts;
    const { agent: stranger } = await signInAs(t.app, { role: 'customer' });
    expect((await stranger.get(receipt.url)).statusCode).toBe(404);
    expect((await send(stranger, order.id, png)).statusCode).toBe(404);
    expect((await stranger.get(`/api/admin/orders/${order.id}/receipts/${receipt.id}`)).statusCode).toBe(403);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.get(`/api/admin/orders/${order.id}/receipts/${receipt.id}`)).statusCode).toBe(200);
    expect(
      (await reader.put(`/api/admin/orders/${order.id}/receipts/${receipt.id}`, { status: 'accepted' }))
        .statusCode,
    ).toBe(403);
    expect((await admin.get(`/api/admin/orders/${order.id}/receipts/999999`)).statusCode).toBe(404);
    const bad = await admin.put(`/api/admin/orders/${order.id}/receipts/${receipt.id}`, {
      status: 'maybe',
      reason: 'x'.repeat(251),
    });
    expect(bad.statusCode).toBe(422);
  });
});
