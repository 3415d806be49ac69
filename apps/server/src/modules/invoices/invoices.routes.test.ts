import { createRequire } from 'node:module';
import path from 'node:path';
import { shopToday } from '@shop/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
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

const today = shopToday();
const manual = (extra: Record<string, unknown> = {}) => ({
  client: 'Cafetería El Rápido',
  contract: 'C-2026-014',
  reference_client: 'Pedido 46',
  date: today,
  coin: 'USD',
  lines: [
    { description: 'Café en grano 1 kg', quantity: 3, unit_price: 1000, tax_rate: 10 },
    { description: 'Instalación', quantity: 1, unit_price: 2500, tax_rate: 0 },
  ],
  ...extra,
});

const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of a PDF's first page, as a reader would see it. */
async function firstPageText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS })
    .promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('invoices', () => {
  it('are issued by hand with totals computed by the server, listed with filters and rendered to PDF', async () => {
    const created = await admin.post('/api/admin/invoices', { ...manual(), subtotal: 1, total: 1 });
    // Totals are never taken from the client: an unknown field is refused outright.
    expect(created.statusCode).toBe(422);
    const ok = await admin.post('/api/admin/invoices', manual());
    expect(ok.statusCode, ok.body).toBe(201);
    const invoice = ok.json();
    expect(invoice).toMatchObject({
      code: expect.stringMatching(new RegExp(`^F-${today.slice(0, 4)}-\\d{6}$`)),
      client: 'Cafetería El Rápido',
      coin: 'USD',
      order: null,
      subtotal: 5500,
      tax_total: 300,
      total: 5800,
      lines: [
        {
          description: 'Café en grano 1 kg',
          quantity: 3,
          unit_price: 1000,
          tax_rate: 10,
          tax_amount: 300,
          total: 3300,
        },
        {
          description: 'Instalación',
          quantity: 1,
          unit_price: 2500,
          tax_rate: 0,
          tax_amount: 0,
          total: 2500,
        },
      ],
    });

    const byClient = (await admin.get('/api/admin/invoices?search=rápido&coin=usd')).json();
    expect(byClient.data.map((i: { id: number }) => i.id)).toContain(invoice.id);
    const byNumber = (
      await admin.get(`/api/admin/invoices?number=${invoice.number}&date_from=${today}`)
    ).json();
    expect(byNumber.data.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    const reversed = await admin.get('/api/admin/invoices?date_from=2026-03-01&date_to=2026-02-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({
      date_to: ['La fecha final no puede ser anterior a la inicial'],
    });
    // The search box finds the code as printed, in any spelling staff type it, and the bare number.
    const [, year, number] = /^F-(\d{4})-(\d+)$/.exec(invoice.code) ?? [];
    for (const typed of [invoice.code, invoice.code.toLowerCase(), `${year}-${Number(number)}`, number]) {
      const found = (await admin.get(`/api/admin/invoices?search=${encodeURIComponent(`${typed}`)}`)).json();
      expect(found.data.map((i: { id: number }) => i.id)).toContain(invoice.id);
    }
    const otherYear = `F-${Number(year) - 1}-${number}`;
    expect((await admin.get(`/api/admin/invoices?search=${otherYear}`)).json().data).toEqual([]);
    expect((await admin.get('/api/admin/invoices?date_to=2000-01-01')).json().data).toEqual([]);

    const pdf = await admin.get(`/api/admin/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const text = await firstPageText(pdf.rawPayload);
    expect(text).toContain(`Factura ${invoice.code}`);
    expect(text).toContain('Cafetería El Rápido');
    expect(text).toContain('Café en grano 1 kg');
    expect(text).toContain('Página 1 de 1');
    expect(text).toMatch(/58,00/);
  });

  it('numbers 50 invoices created at once 1…50 more than before, with no gap and no repeat', async () => {
    const before =
      (await admin.get('/api/admin/invoices?per_page=1&sort=-number')).json().data[0]?.number ?? 0;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin.post('/api/admin/invoices', manual({ client: `Cliente ${i}` })),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
    const numbers = replies.map((r) => r.json().number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
  });

  it('invoices an order once, in its coin and with its lines; the shopper downloads their own copy', async () => {
    const product = await shop.product({
      name: 'Cafetera italiana',
      regular_price: 2200,
      tax: 10,
      real_quantity: 5,
    });
    const { agent } = await shopper(t);
    const order = await pickupOrder(agent, shop, product.id);

    // Before it is issued, the order's screens are told "none yet" (not a missing page); the PDF does not exist.
    for (const none of [
      await admin.get(`/api/admin/orders/${order.id}/invoice`),
      await agent.get(`/api/orders/${order.id}/invoice`),
    ]) {
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    }
    expect((await agent.get(`/api/orders/${order.id}/invoice.pdf`)).statusCode).toBe(404);
    const issued = await admin.post(`/api/admin/orders/${order.id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({
      order: { id: order.id, order_id: order.order_id },
      reference_client: order.order_id,
      total: 2200,
      tax_total: 200,
      lines: [{ quantity: 1, unit_price: 2000, tax_rate: 10, tax_amount: 200, total: 2200 }],
    });
    const again = await admin.post(`/api/admin/orders/${order.id}/invoice`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe una factura.');
    expect((await admin.get(`/api/admin/orders/${order.id}/invoice`)).json().id).toBe(issued.json().id);

    expect((await agent.get(`/api/orders/${order.id}/invoice`)).json()).toEqual({
      code: issued.json().code,
      pdf_url: `/api/orders/${order.id}/invoice.pdf`,
    });
    const mine = await agent.get(`/api/orders/${order.id}/invoice.pdf`);
    expect(mine.statusCode).toBe(200);
    expect(await firstPageText(mine.rawPayload)).toContain('Cafetera italiana');
    const { agent: stranger } = await shopper(t);
    expect((await stranger.get(`/api/orders/${order.id}/invoice.pdf`)).statusCode).toBe(404);
    const strangers = await stranger.get(`/api/orders/${order.id}/invoice`);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().message).toBe('Pedido no encontrado');
    expect((await new Agent(t.app).get(`/api/orders/${order.id}/invoice.pdf`)).statusCode).toBe(401);
  });

  it('says "No se pudo crear la factura." for a cancelled order and "Ya existe" when two clerks race', async () => {
    const product = await shop.product({ name: 'Tostadora', regular_price: 1500, real_quantity: 5 });
    const { agent } = await shopper(t);
    const statuses = (await admin.get('/api/admin/order-statuses?per_page=100')).json().data as Array<{
      id: number;
      name: string;
    }>;
    const cancelled = await pickupOrder(agent, shop, product.id);
    const cancel = await admin.put(`/api/admin/orders/${cancelled.id}/status`, {
      status_id: statuses.find((s) => s.name === 'Cancelado')?.id,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refused = await admin.post(`/api/admin/orders/${cancelled.id}/invoice`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('No se pudo crear la factura.');

    const raced = await pickupOrder(agent, shop, product.id);
    const replies = await Promise.all(
      [1, 2, 3].map(() => admin.post(`/api/admin/orders/${raced.id}/invoice`)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses bad input in the user language, unknown coins and ids, and hostile values', async () => {
    const bad = await admin.post(
      '/api/admin/invoices',
      manual({ client: '', lines: [], date: '2026-02-30' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      client: ['Este campo es requerido'],
      lines: ['La factura necesita al menos una línea'],
    });
    expect(bad.json().errors.date).toBeDefined();
    const coin = await admin.post('/api/admin/invoices', manual({ coin: 'EUR' }));
    expect(coin.statusCode).toBe(422);
    expect(coin.json()).toMatchObject({
      message: 'No se pudo crear la factura.',
      errors: { coin: ['Esa moneda no tiene tasa de cambio en la fecha de la factura'] },
    });
    const english = await admin.post('/api/admin/invoices', manual({ coin: 'EUR' }), {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('The invoice could not be created.');
    for (const hostile of [
      manual({ lines: [{ description: 'x', quantity: -1, unit_price: 100 }] }),
      manual({ lines: [{ description: 'x', quantity: 1, unit_price: 1.5 }] }),
      manual({ lines: [{ description: 'x', quantity: 1, unit_price: 100, tax_rate: 150 }] }),
      manual({
        lines: Array.from({ length: 101 }, () => ({ description: 'x', quantity: 1, unit_price: 1 })),
      }),
      manual({ client: '<script>'.repeat(40) }),
    ]) {
      expect((await admin.post('/api/admin/invoices', hostile)).statusCode).toBe(422);
    }
    expect((await admin.get('/api/admin/invoices/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/invoices/999999/pdf')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/orders/999999/invoice')).statusCode).toBe(404);
    const missing = await admin.get('/api/admin/orders/999999/invoice');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Pedido no encontrado');
    expect((await admin.get('/api/admin/orders/abc/invoice')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/invoices?number=abc')).statusCode).toBe(422);
  });

  it('ask read_invoices to read and update_orders too to issue, on the server', async () => {
    expect((await new Agent(t.app).get('/api/admin/invoices')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_invoices'] } });
    expect((await reader.get('/api/admin/invoices')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/invoices', manual())).statusCode).toBe(403);
    expect((await reader.post('/api/admin/orders/1/invoice')).statusCode).toBe(403);
    const { agent: clerk } = await signInAs(t.app, {
      role: { permissions: ['read_orders', 'update_orders'] },
    });
    expect((await clerk.get('/api/admin/invoices')).statusCode).toBe(403);
    expect((await clerk.get('/api/admin/invoices/1/pdf')).statusCode).toBe(403);
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    expect((await customer.get('/api/admin/invoices')).statusCode).toBe(403);
  });
});
