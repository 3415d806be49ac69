import { createRequire } from 'node:module';
import path from 'node:path';
import { addDays, shopToday } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AgentRequest } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';
import { orderStatuses, statusByRole } from '../order-statuses';
import { orderLines, orderPayments, orderStatusChanges, orders } from '../orders';
import { dashboardProfit, dashboardSales } from './dashboard';

let t: TestApp;
let admin: Agent;
let ana: number;
let mayorista: number;

const URL = '/api/admin/reports/sale';
const PERIOD = 'from=2026-11-10&to=2026-11-11';
const VEDADO = { id: 7, name: 'Tienda Vedado', address: 'Calle 23 No. 456' };

/** One order as the checkout writes it: amounts in the base coin's minor units, the coin's rate snapshotted. */
async function order(o: {
  at: string;
  user: number | null;
  coin?: 'USD' | 'MLC';
  wholesale?: boolean;
  cancelled?: boolean;
  pickup?: typeof VEDADO;
  subtotal: number;
  discount?: number;
  shipping?: number;
  tax?: number;
  units: number[];
  /** Each line's unit cost when it was ordered (decision 110); none: unknown. */
  costs?: Array<number | null>;
  /** The tax each unit of every line contains. */
  unitTax?: number;
  /** The staff member who took it for the customer. */
  placedBy?: number;
}) {
  const status = await statusByRole(t.app.db, o.cancelled ? 'cancelled' : 'initial');
  const discount = o.discount ?? 0;
  const shipping = o.shipping ?? 0;
  const [row] = await t.app.db
    .insert(orders)
    .values({
      userId: o.user,
      placedBy: o.placedBy ?? null,
      statusId: status.id,
      paymentDueAt: new Date(Date.parse(o.at) + 3_600_000),
      payForm: 'cash',
      deliveryMethod: o.pickup ? 'pickup' : 'home',
      pickupPoint: o.pickup ?? null,
      shipmentPrice: shipping,
      subtotal: o.subtotal,
      taxTotal: o.tax ?? 0,
      discountAmount: discount,
      total: o.subtotal - discount + shipping,
      coin: o.coin ?? 'USD',
      exchangeRates: { USD: '1', 'USD:symbol': '$', MLC: '1.05', 'MLC:symbol': '$' },
      wholesale: o.wholesale ?? false,
      createdAt: new Date(o.at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await t.app.db.insert(orderLines).values(
    o.units.map((quantity, i) => ({
      orderId: row.id,
      name: `Producto ${i + 1}`,
      sku: `SKU-${i + 1}`,
      quantity,
      unitPrice: 100,
      unitTax: o.unitTax ?? 0,
      lineTotal: 100 * quantity,
      unitCost: o.costs?.[i] ?? null,
      holds: [],
    })),
  );
}

/** A report's file as staff get it: queued by the export path, made after the reply, then downloaded. */
async function exported(agent: Agent, url: string, options: AgentRequest = {}) {
  const queued = await agent.post(url, undefined, options);
  if (queued.statusCode !== 202) return queued;
  await t.app.background.settled();
  return agent.get(`/api/admin/reports/exports/${queued.json().id}/file`, options);
}

const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfText(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  ana = (await createUser(t.app.db, { name: 'Ana', lastname: 'Pérez', email: 'ana.reports@example.com' })).id;
  mayorista = (
    await createUser(t.app.db, { name: 'Bodega', lastname: 'Central', email: 'bodega.reports@example.com' })
  ).id;
  // 10:00 in Havana on the 10th: retail, USD, home delivery, a discount and shipping; 3 units.
  await order({
    at: '2026-11-10T15:00:00Z',
    user: ana,
    subtotal: 10_000,
    discount: 1_000,
    shipping: 500,
    tax: 900,
    units: [2, 1],
    costs: [60, null],
    unitTax: 10,
  });
  // Wholesale, picked up at Tienda Vedado; 10 units.
  await order({
    at: '2026-11-10T20:00:00Z',
    user: mayorista,
    wholesale: true,
    pickup: VEDADO,
    subtotal: 20_000,
    units: [10],
    costs: [60],
  });
  // 23:30 in Havana on the 10th (04:30 UTC on the 11th): paid in MLC at 1.05.
  await order({ at: '2026-11-11T04:30:00Z', user: ana, coin: 'MLC', subtotal: 3_333, tax: 333, units: [1] });
  // Cancelled: not a sale.
  await order({ at: '2026-11-11T15:00:00Z', user: ana, cancelled: true, subtotal: 5_000, units: [5] });
  // The account was deleted since: the order stays in the books.
  await order({ at: '2026-11-11T14:00:00Z', user: null, subtotal: 4_000, units: [4] });
  // 01:00 in Havana on the 12th: after the period.
  await order({ at: '2026-11-12T06:00:00Z', user: ana, subtotal: 9_999, units: [9] });
});

afterAll(async () => {
  await t?.close();
});

const USD_TOTAL = {
  coin: 'USD',
  symbol: '$',
  orders: 3,
  units: 17,
  gross: 34_000,
  discounts: 1_000,
  shipping: 500,
  tax: 900,
  net: 33_500,
  net_formatted: '335,00\u00a0$',
};
const MLC_TOTAL = {
  coin: 'MLC',
  symbol: '$',
  orders: 1,
  units: 1,
  gross: 3_500,
  discounts: 0,
  shipping: 0,
  tax: 350,
  net: 3_500,
  net_formatted: '35,00\u00a0$',
};

describe('sales report', () => {
  it('sums each day of Havana per coin, never USD with MLC, without cancelled orders or days outside the period', async () => {
    const reply = await admin.get(`${URL}?${PERIOD}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const report = reply.json();
    expect(report.rows).toEqual([
      expect.objectContaining({
        key: '2026-11-10',
        coin: 'MLC',
        orders: 1,
        units: 1,
        gross: 3_500,
        tax: 350,
        net: 3_500,
      }),
      expect.objectContaining({
        key: '2026-11-10',
        coin: 'USD',
        orders: 2,
        units: 13,
        gross: 30_000,
        discounts: 1_000,
        shipping: 500,
        tax: 900,
        net: 29_500,
      }),
      expect.objectContaining({
        key: '2026-11-11',
        coin: 'USD',
        orders: 1,
        units: 4,
        gross: 4_000,
        net: 4_000,
      }),
    ]);
    expect(report.totals).toEqual([MLC_TOTAL, USD_TOTAL]);
  });

  it('narrows to a coin, to wholesale or retail, and to a point of sale', async () => {
    const mlc = (await admin.get(`${URL}?${PERIOD}&coin=MLC`)).json();
    expect(mlc.totals).toEqual([MLC_TOTAL]);
    const wholesale = (await admin.get(`${URL}?${PERIOD}&channel=wholesale`)).json();
    expect(wholesale.totals).toEqual([
      expect.objectContaining({ coin: 'USD', orders: 1, units: 10, net: 20_000 }),
    ]);
    const retail = (await admin.get(`${URL}?${PERIOD}&channel=retail`)).json();
    expect(retail.totals).toEqual([
      expect.objectContaining({ coin: 'MLC', orders: 1 }),
      expect.objectContaining({ coin: 'USD', orders: 2, net: 13_500 }),
    ]);
    const vedado = (await admin.get(`${URL}?${PERIOD}&point_id=${VEDADO.id}`)).json();
    expect(vedado.totals).toEqual([expect.objectContaining({ coin: 'USD', orders: 1, net: 20_000 })]);
  });

  it('groups per customer and per point of sale, in the reader’s language', async () => {
    const customers = (await admin.get(`${URL}?${PERIOD}&group=customer`)).json();
    expect(
      customers.rows.map((r: { label: string; coin: string; net: number }) => [r.label, r.coin, r.net]),
    ).toEqual([
      ['Ana Pérez <ana.reports@example.com>', 'MLC', 3_500],
      ['Ana Pérez <ana.reports@example.com>', 'USD', 9_500],
      ['Bodega Central <bodega.reports@example.com>', 'USD', 20_000],
      ['Cliente eliminado', 'USD', 4_000],
    ]);
    const points = await admin.get(`${URL}?${PERIOD}&group=point`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(
      points
        .json()
        .rows.map((r: { label: string; coin: string; orders: number }) => [r.label, r.coin, r.orders]),
    ).toEqual([
      ['Home delivery', 'MLC', 1],
      ['Home delivery', 'USD', 2],
      ['Tienda Vedado', 'USD', 1],
    ]);
    expect(points.json().totals[1].net_formatted).toBe('$335.00');
  });

  it('refuses a period backwards, longer than a year, or a date that is not one, in the reader’s language', async () => {
    const backwards = await admin.get(`${URL}?from=2026-11-11&to=2026-11-10`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['La fecha final no puede ser anterior a la inicial']);
    const long = await admin.get(`${URL}?from=2025-01-01&to=2026-01-02`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(['The period cannot be longer than a year']);
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=ayer&to=hoy',
      'to=2026-11-10',
      `${PERIOD}&group=hour`,
      `${PERIOD}&channel=%00`,
      `${PERIOD}&point_id=99999999999`,
      `${PERIOD}&point_id=-1`,
      `${PERIOD}&coin=${'X'.repeat(20)}`,
      `from[]=2026-11-10&to=2026-11-11`,
    ]) {
      const reply = await admin.get(`${URL}?${query}`);
      expect(reply.statusCode, query).toBe(422);
    }
    // A coin nobody paid in is an empty report, not an error.
    expect((await admin.get(`${URL}?${PERIOD}&coin=EUR`)).json()).toEqual({ rows: [], totals: [] });
  });

  it('is refused without read_reports and read_for_sale_reports, and to a guest', async () => {
    const { agent: menuOnly } = await signInAs(t.app, { role: { permissions: ['read_reports'] } });
    expect((await menuOnly.get(`${URL}?${PERIOD}`)).statusCode).toBe(403);
    expect((await exported(menuOnly, `${URL}/export?${PERIOD}&format=xlsx`)).statusCode).toBe(403);
    const { agent: reader } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_sale_reports'] },
    });
    expect((await reader.get(`${URL}?${PERIOD}`)).statusCode).toBe(200);
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    expect((await customer.get(`${URL}?${PERIOD}`)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'GET', url: `${URL}?${PERIOD}` });
    expect(guest.statusCode).toBe(401);
    expect((await admin.get('/api/admin/reports/nothing')).statusCode).toBe(404);
  });
});

describe('sales report files', () => {
  it('exports to Excel with numbers, dates, the coin in each amount’s format, a frozen header and totals', async () => {
    const reply = await exported(admin, `${URL}/export?${PERIOD}&format=xlsx`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="ventas-2026-11-10-2026-11-11.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    expect(sheet.getRow(7).values).toEqual([
      undefined,
      'Día',
      'Moneda',
      'Pedidos',
      'Unidades',
      'Bruto',
      'Descuentos',
      'Envío',
      'Impuestos',
      'Neto',
    ]);
    const first = sheet.getRow(8);
    expect(first.getCell(1).value).toEqual(new Date('2026-11-10T00:00:00Z'));
    expect(first.getCell(2).value).toBe('MLC');
    expect(first.getCell(9).value).toBe(35);
    expect(first.getCell(9).numFmt).toBe('#,##0.00 "MLC"');
    const usdTotal = sheet.getRow(12);
    expect(usdTotal.getCell(1).value).toBe('Total USD');
    expect(usdTotal.getCell(3).value).toBe(3);
    expect(usdTotal.getCell(9).value).toBe(335);
    expect(usdTotal.getCell(9).font?.bold).toBe(true);
  });

  it('exports to PDF with the shop’s name, the filters, the table and its page numbers', async () => {
    const reply = await exported(admin, `${URL}/export?${PERIOD}&format=pdf&channel=retail`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const [text = ''] = await pdfText(reply.rawPayload);
    expect(text).toContain('Informe de ventas');
    expect(text).toContain('del 10 de noviembre de 2026 al 11 de noviembre de 2026');
    expect(text).toContain('Minorista');
    expect(text).toContain('10/11/26');
    expect(text).toContain('135,00');
    expect(text).toContain('Total USD');
    expect(text).toContain('Página 1');
  });

  it('refuses an unknown format', async () => {
    expect((await exported(admin, `${URL}/export?${PERIOD}&format=csv`)).statusCode).toBe(422);
    expect((await exported(admin, `${URL}/export?${PERIOD}`)).statusCode).toBe(422);
  });
});

describe('inventory report', () => {
  const INVENTORY = '/api/admin/reports/inventory';

  it('shows each product’s stock, what carts hold, what can be sold, the low flag and its value, with totals', async () => {
    const shop = await openShop(admin);
    const lamp = await shop.product({
      name: 'Lámpara inventario',
      sku: 'INV-LAMP',
      regular_price: 2_000,
      cost_price: 1_300,
      real_quantity: 12,
    });
    await shop.product({
      name: 'Vela inventario',
      sku: 'INV-VELA',
      regular_price: 150,
      real_quantity: 2,
      low_availability: 3,
    });
    const { agent: buyer } = await signInAs(t.app, { role: 'customer' });
    expect((await buyer.post('/api/cart', { product_id: lamp.id, quantity: 5 })).statusCode).toBeLessThan(
      300,
    );

    const reply = await admin.get(`${INVENTORY}?search=inventario`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const report = reply.json();
    expect(report.data).toEqual([
      expect.objectContaining({
        name: 'Lámpara inventario',
        real: 12,
        in_carts: 5,
        in_orders: 0,
        available: 7,
        low: false,
        value: 24_000,
        value_formatted: '240,00\u00a0$',
        // Every unit on the shelf at what it cost (decision 110), held ones too.
        cost_value: 15_600,
        cost_value_formatted: '156,00\u00a0$',
      }),
      expect.objectContaining({
        name: 'Vela inventario',
        real: 2,
        in_carts: 0,
        available: 2,
        low: true,
        value: 300,
        cost_value: null,
      }),
    ]);
    expect(report.totals).toEqual({
      products: 2,
      real: 14,
      low: 1,
      value: 24_300,
      value_formatted: '243,00\u00a0$',
      cost_value: 15_600,
      cost_value_formatted: '156,00\u00a0$',
      without_cost: 1,
    });
    expect(report.meta).toMatchObject({ total: 2, current_page: 1 });

    const low = (await admin.get(`${INVENTORY}?search=inventario&low=1`)).json();
    expect(low.data.map((r: { sku: string }) => r.sku)).toEqual(['INV-VELA']);
    const page2 = (await admin.get(`${INVENTORY}?search=inventario&per_page=1&page=2`)).json();
    expect(page2.data.map((r: { sku: string }) => r.sku)).toEqual(['INV-VELA']);
    // A search with LIKE's own characters matches them literally.
    expect((await admin.get(`${INVENTORY}?search=${encodeURIComponent('%_')}`)).json().data).toEqual([]);
  });

  it('values a product with variations at cost only when every variation in stock has a cost', async () => {
    const shop = await openShop(admin);
    const size = (await admin.post('/api/admin/attributes', { name: 'Talla parcial' })).json();
    const terms: Array<{ id: number }> = [];
    for (const name of ['S', 'M', 'L'])
      terms.push((await admin.post(`/api/admin/attributes/${size.id}/terms`, { name })).json());
    const sized = async (name: string, costs: Array<number | null>, stock: number[]) => {
      const product = await shop.product({ name, kind: 'variable' });
      const saved = await admin.put(`/api/admin/products/${product.slug}/variations`, {
        variations: terms.map((term, i) => ({
          regular_price: 900,
          cost_price: costs[i],
          real_quantity: stock[i],
          terms: [{ attribute_id: size.id, term_id: term.id }],
        })),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    // One variation in stock without a cost: not a value of the other two's units alone.
    await sized('Camisa parcial', [500, 500, null], [2, 2, 1]);
    // The one without a cost has no units: the others' are the whole value.
    await sized('Gorra parcial', [300, 300, null], [1, 1, 0]);
    const report = (await admin.get(`${INVENTORY}?search=parcial`)).json();
    expect(
      report.data.map((r: { name: string; cost_value: number | null }) => [r.name, r.cost_value]),
    ).toEqual([
      ['Camisa parcial', null],
      ['Gorra parcial', 600],
    ]);
    expect(report.totals).toMatchObject({ cost_value: 600, without_cost: 1 });
  });

  it('exports to Excel and PDF, refuses hostile filters and staff without its permission', async () => {
    const xlsx = await exported(admin, `${INVENTORY}/export?search=inventario&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="inventario.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (sheet?.getColumn(4).values ?? []).filter((v) => typeof v === 'number');
    expect(values).toEqual([12, 2, 14]);
    // The value at cost: the lamp's alone, the candle's cost unknown (an empty cell).
    expect((sheet?.getColumn(10).values ?? []).filter((v) => typeof v === 'number')).toEqual([156, 156]);
    const pdf = await exported(admin, `${INVENTORY}/export?search=inventario&format=pdf`, {
      headers: { 'accept-language': 'en-US' },
    });
    const [text = ''] = await pdfText(pdf.rawPayload);
    expect(text).toContain('Inventory report');
    expect(text).toContain('Total: 2 products');

    for (const query of [
      'low=yes',
      'category_id=abc',
      'brand_id=0',
      'per_page=1000',
      `search=${'x'.repeat(101)}`,
    ])
      expect((await admin.get(`${INVENTORY}?${query}`)).statusCode, query).toBe(422);
    expect((await exported(admin, `${INVENTORY}/export?format=doc`)).statusCode).toBe(422);
    const { agent: salesOnly } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_sale_reports'] },
    });
    expect((await salesOnly.get(INVENTORY)).statusCode).toBe(403);
    expect((await exported(salesOnly, `${INVENTORY}/export?format=pdf`)).statusCode).toBe(403);
  });
});

describe('movements report', () => {
  const MOVEMENTS = '/api/admin/reports/movements';

  it('sums the ledger of the period per product and reason, with totals per reason', async () => {
    const today = shopToday();
    const lamp = (await admin.get('/api/admin/reports/inventory?search=L%C3%A1mpara%20inventario')).json()
      .data[0];
    const adjusted = await admin.post(`/api/admin/products/${lamp.slug}/stock`, {
      operation: 'remove',
      quantity: 3,
      note: 'Rotas en el almacén',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);

    const reply = await admin.get(`${MOVEMENTS}?from=${today}&to=${today}&search=inventario`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const report = reply.json();
    expect(report.data).toEqual(
      [
        {
          slug: lamp.slug,
          name: 'Lámpara inventario',
          sku: 'INV-LAMP',
          reason: 'initial',
          units_in: 12,
          units_out: 0,
          units_held: 0,
          movements: 1,
        },
        {
          slug: lamp.slug,
          name: 'Lámpara inventario',
          sku: 'INV-LAMP',
          reason: 'adjustment',
          units_in: 0,
          units_out: 3,
          units_held: 0,
          movements: 1,
        },
        expect.objectContaining({ name: 'Vela inventario', reason: 'initial', units_in: 2 }),
      ].sort((a, b) => String(a.reason).localeCompare(String(b.reason))),
    );
    expect(report.totals).toEqual([
      { reason: 'initial', units_in: 14, units_out: 0, units_held: 0, movements: 2 },
      { reason: 'adjustment', units_in: 0, units_out: 3, units_held: 0, movements: 1 },
    ]);
    const adjustments = (
      await admin.get(`${MOVEMENTS}?from=${today}&to=${today}&search=inventario&reason=adjustment`)
    ).json();
    expect(adjustments.meta.total).toBe(1);
    // Yesterday holds none of it.
    const yesterday = addDays(today, -1);
    expect(
      (await admin.get(`${MOVEMENTS}?from=${yesterday}&to=${yesterday}&search=inventario`)).json().data,
    ).toEqual([]);
  });

  it('exports the same rows to PDF with the reason in words', async () => {
    const today = shopToday();
    const pdf = await exported(
      admin,
      `${MOVEMENTS}/export?from=${today}&to=${today}&search=inventario&format=pdf`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    const [text = ''] = await pdfText(pdf.rawPayload);
    expect(text).toContain('Informe de movimientos de inventario');
    expect(text).toContain('Lámpara inventario');
    expect(text).toContain('Ajuste');
    expect(text).toContain('Apartadas');
  });

  it('refuses a bad period or reason, and staff without read_for_movement_reports', async () => {
    const today = shopToday();
    for (const query of [
      `from=${today}`,
      `from=${today}&to=${addDays(today, -1)}`,
      `from=${today}&to=${today}&reason=theft`,
      `from=${today}&to=${today}&point_id=abc`,
    ])
      expect((await admin.get(`${MOVEMENTS}?${query}`)).statusCode, query).toBe(422);
    const { agent: inventoryOnly } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_inventary_reports'] },
    });
    expect((await inventoryOnly.get(`${MOVEMENTS}?from=${today}&to=${today}`)).statusCode).toBe(403);
  });
});

describe('sold products report', () => {
  const SOLD = '/api/admin/reports/sold-products';

  it('sums the lines of the period’s sales per product and coin, the best sellers first', async () => {
    const reply = await admin.get(`${SOLD}?${PERIOD}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json();
    expect(
      report.data.map((r: { sku: string; coin: string; units: number; orders: number; revenue: number }) => [
        r.sku,
        r.coin,
        r.units,
        r.orders,
        r.revenue,
      ]),
    ).toEqual([
      ['SKU-1', 'USD', 16, 3, 1_600],
      ['SKU-1', 'MLC', 1, 1, 105],
      ['SKU-2', 'USD', 1, 1, 100],
    ]);
    // Profit over the lines that kept a cost, taxes out: SKU-1 in USD sold 2 units at 100 with 10 of tax and 10 at
    // 100 without, each costing 60, and 4 units whose cost was never said.
    const [first] = report.data;
    expect(first).toMatchObject({
      cost: 720,
      cost_formatted: '7,20\u00a0$',
      profit: 460,
      profit_formatted: '4,60\u00a0$',
      margin: 39,
      units_without_cost: 4,
    });
    expect(report.data[1]).toMatchObject({ cost: null, profit: null, margin: null, units_without_cost: 1 });
    expect(report.totals).toEqual([
      {
        coin: 'MLC',
        symbol: '$',
        units: 1,
        revenue: 105,
        revenue_formatted: '1,05\u00a0$',
        cost: null,
        cost_formatted: null,
        profit: null,
        profit_formatted: null,
        margin: null,
        units_without_cost: 1,
      },
      {
        coin: 'USD',
        symbol: '$',
        units: 17,
        revenue: 1_700,
        revenue_formatted: '17,00\u00a0$',
        cost: 720,
        cost_formatted: '7,20\u00a0$',
        profit: 460,
        profit_formatted: '4,60\u00a0$',
        margin: 39,
        units_without_cost: 5,
      },
    ]);
    const wholesale = (await admin.get(`${SOLD}?${PERIOD}&channel=wholesale`)).json();
    expect(wholesale.data).toEqual([expect.objectContaining({ sku: 'SKU-1', units: 10 })]);
    const searched = (await admin.get(`${SOLD}?${PERIOD}&search=producto%202`)).json();
    expect(searched.data.map((r: { sku: string }) => r.sku)).toEqual(['SKU-2']);

    const xlsx = await exported(admin, `${SOLD}/export?${PERIOD}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="productos-vendidos-2026-11-10-2026-11-11.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const numbers = (column: number) =>
      (sheet?.getColumn(column).values ?? []).filter((v) => typeof v === 'number');
    expect(numbers(7)).toEqual([16, 1.05, 1, 1.05, 17]);
    // Cost and profit where a line kept its cost; the margin as a spreadsheet's percentage.
    expect(numbers(8)).toEqual([7.2, 7.2]);
    expect(numbers(9)).toEqual([4.6, 4.6]);
    expect(numbers(10)).toEqual([0.39, 0.39]);
    expect(numbers(11)).toEqual([4, 1, 1, 1, 5]);
  });

  it('refuses a bad period and staff without read_for_sold_products', async () => {
    expect((await admin.get(`${SOLD}?from=2026-11-11&to=2026-11-10`)).statusCode).toBe(422);
    expect((await exported(admin, `${SOLD}/export?${PERIOD}&format=txt`)).statusCode).toBe(422);
    const { agent: salesOnly } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_sale_reports'] },
    });
    expect((await salesOnly.get(`${SOLD}?${PERIOD}`)).statusCode).toBe(403);
  });
});

describe('orders report', () => {
  const ORDERS = '/api/admin/reports/orders';

  it('counts the period’s orders per status, delivery and payment, and how long they took to be paid and delivered', async () => {
    const [a, b] = await t.app.db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(inArray(orders.createdAt, [new Date('2026-11-10T15:00:00Z'), new Date('2026-11-10T20:00:00Z')]))
      .orderBy(orders.createdAt);
    if (!a || !b) throw new Error('fixture');
    // A was paid 90 minutes after it was placed; B reached "Entregado" 26 hours after.
    await t.app.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(a.createdAt.getTime() + 90 * 60_000) })
      .where(eq(orders.id, a.id));
    const [delivered] = await t.app.db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.name, 'Entregado'));
    await t.app.db.insert(orderStatusChanges).values({
      orderId: b.id,
      toStatusId: delivered?.id ?? null,
      createdAt: new Date(b.createdAt.getTime() + 26 * 3_600_000),
    });

    const reply = await admin.get(`${ORDERS}?${PERIOD}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json();
    expect(report.orders).toBe(5);
    expect(
      report.by_status
        .filter((s: { orders: number }) => s.orders > 0)
        .map((s: { name: string; orders: number }) => [s.name, s.orders]),
    ).toEqual([
      ['Pendiente', 4],
      ['Cancelado', 1],
    ]);
    // A fresh shop's statuses are read in the reader's language (decision 087).
    const english = (
      await admin.get(`${ORDERS}?${PERIOD}`, { headers: { 'accept-language': 'en-US' } })
    ).json();
    expect(
      english.by_status.filter((s: { orders: number }) => s.orders > 0).map((s: { name: string }) => s.name),
    ).toEqual(['Pending', 'Cancelled']);
    expect(report.by_delivery).toEqual([
      { method: 'home', orders: 4 },
      { method: 'pickup', orders: 1 },
    ]);
    expect(report.by_payment).toEqual([
      { status: 'paid', orders: 1 },
      { status: 'pending', orders: 4 },
    ]);
    expect(report.to_paid).toEqual({ orders: 1, mean_minutes: 90, median_minutes: 90 });
    expect(report.to_delivered).toEqual({ orders: 1, mean_minutes: 1_560, median_minutes: 1_560 });
    expect((await admin.get(`${ORDERS}?${PERIOD}&channel=wholesale`)).json().orders).toBe(1);

    const pdf = await exported(admin, `${ORDERS}/export?${PERIOD}&format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const [text = ''] = await pdfText(pdf.rawPayload);
    expect(text).toContain('Informe de pedidos');
    expect(text).toContain('1 h 30 min');
    expect(text).toContain('26 h 0 min');
  });

  it('refuses a bad period and staff without read_for_order_reports', async () => {
    expect((await admin.get(`${ORDERS}?from=2026-11-11&to=2026-11-10`)).statusCode).toBe(422);
    expect((await admin.get(`${ORDERS}?${PERIOD}&channel=<script>`)).statusCode).toBe(422);
    const { agent: salesOnly } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_sale_reports'] },
    });
    expect((await salesOnly.get(`${ORDERS}?${PERIOD}`)).statusCode).toBe(403);
    expect((await exported(salesOnly, `${ORDERS}/export?${PERIOD}&format=xlsx`)).statusCode).toBe(403);
  });
});

describe('sales accounting report', () => {
  const ACCOUNTING = '/api/admin/reports/sales-accounting';

  it('sums each pay form’s orders, paid and pending per coin, and the payments received with refunds flagged', async () => {
    const [a] = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.createdAt, new Date('2026-11-10T15:00:00Z')));
    if (!a) throw new Error('fixture');
    await t.app.db.update(orders).set({ paidAmount: 9_500 }).where(eq(orders.id, a.id));
    await t.app.db.insert(orderPayments).values([
      { orderId: a.id, method: 'manual', amountBase: 9_500, amount: 9_500, coin: 'USD', reference: 'Caja 1' },
      // Arrived after it was settled: kept, flagged to be given back.
      { orderId: a.id, method: 'stripe', amountBase: 500, amount: 500, coin: 'USD', refundDue: true },
    ]);
    const reply = await admin.get(`${ACCOUNTING}?${PERIOD}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json();
    expect(report.by_pay_form).toEqual([
      {
        pay_form: 'cash',
        coin: 'MLC',
        symbol: '$',
        orders: 1,
        total: { amount: 3_500, formatted: '35,00\u00a0$' },
        paid: { amount: 0, formatted: '0,00\u00a0$' },
        pending: { amount: 3_500, formatted: '35,00\u00a0$' },
      },
      {
        pay_form: 'cash',
        coin: 'USD',
        symbol: '$',
        orders: 3,
        total: { amount: 33_500, formatted: '335,00\u00a0$' },
        paid: { amount: 9_500, formatted: '95,00\u00a0$' },
        pending: { amount: 24_000, formatted: '240,00\u00a0$' },
      },
    ]);
    expect(report.payments).toEqual([
      expect.objectContaining({ method: 'manual', coin: 'USD', payments: 1, refunded: 0, refund_due: 0 }),
      expect.objectContaining({ method: 'stripe', coin: 'USD', payments: 1, refund_due: 1 }),
    ]);
    const xlsx = await exported(admin, `${ACCOUNTING}/export?${PERIOD}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const concepts = workbook.worksheets[0]?.getColumn(2).values ?? [];
    expect(concepts).toContain('Registrado por el personal');
    expect(concepts).toContain('Stripe');
  });

  it('refuses staff without read_for_sales_accounting_reports and a bad period', async () => {
    expect((await admin.get(`${ACCOUNTING}?from=2026-11-11&to=2026-11-10`)).statusCode).toBe(422);
    const { agent: salesOnly } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_sale_reports'] },
    });
    expect((await salesOnly.get(`${ACCOUNTING}?${PERIOD}`)).statusCode).toBe(403);
  });
});

describe('price list (catalog report)', () => {
  const CATALOG = '/api/admin/reports/catalog';

  it('lists what the storefront sells by category with its prices in the base coin, and prints it', async () => {
    const reply = await admin.get(`${CATALOG}?search=inventario`);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json();
    expect(report.coin).toBe('USD');
    expect(
      report.data.map((r: { name: string; price_formatted: string }) => [r.name, r.price_formatted]),
    ).toEqual([
      ['Lámpara inventario', '20,00\u00a0$'],
      ['Vela inventario', '1,50\u00a0$'],
    ]);
    const pdf = await exported(admin, `${CATALOG}/export?search=inventario&format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="lista-de-precios-USD.pdf"');
    const [text = ''] = await pdfText(pdf.rawPayload);
    expect(text).toContain('Lista de precios');
    expect(text).toContain('Vela inventario');
  });

  it('refuses a coin without a rate today, hostile filters and staff who cannot read the catalogue', async () => {
    const unknown = await admin.get(`${CATALOG}?coin=XYZ`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Esa moneda no tiene tasa de cambio hoy');
    for (const query of ['category_id=x', 'per_page=0', `coin=${'Z'.repeat(13)}`])
      expect((await admin.get(`${CATALOG}?${query}`)).statusCode, query).toBe(422);
    const { agent: reportsOnly } = await signInAs(t.app, { role: { permissions: ['read_reports'] } });
    expect((await reportsOnly.get(CATALOG)).statusCode).toBe(403);
  });
});

describe('dashboard', () => {
  it('answers each card to the permission it needs and no other', async () => {
    // The fixture's orders are of November 2026: the card as it reads on the 20th (none of that day), whatever today is.
    expect((await admin.get('/api/admin/dashboard/sales')).statusCode).toBe(200);
    const sales = await dashboardSales(t.app.db, 'es-ES', '2026-11-20');
    expect(sales.today).toEqual([]);
    expect(sales.month).toEqual([
      expect.objectContaining({ coin: 'MLC', orders: 1, net: 3_500 }),
      expect.objectContaining({ coin: 'USD', orders: 4, net: 43_499 }),
    ]);
    const orderCard = (await admin.get('/api/admin/dashboard/orders')).json();
    expect(orderCard.by_status[0]).toMatchObject({ name: expect.any(String), count: expect.any(Number) });
    const englishCard = (
      await admin.get('/api/admin/dashboard/orders', { headers: { 'accept-language': 'en-US' } })
    ).json();
    expect(englishCard.by_status[0]).toMatchObject({ name: 'Pending', count: expect.any(Number) });
    // The inventory report's candle is at its minimum (3): the card lists it.
    expect((await admin.get('/api/admin/dashboard/stock')).json()).toEqual({
      low_availability: [{ slug: 'vela-inventario', name: 'Vela inventario', availability: 2 }],
      total: 1,
    });
    expect((await admin.get('/api/admin/dashboard/reviews')).json()).toEqual({ pending: 0, unanswered: 0 });
    expect((await admin.get('/api/admin/dashboard/reservations')).json()).toEqual({ pending: 0 });

    const { agent: buyer } = await signInAs(t.app, { role: { permissions: ['read_store_requests'] } });
    expect((await buyer.get('/api/admin/dashboard/reservations')).statusCode).toBe(200);
    expect((await buyer.get('/api/admin/dashboard/orders')).statusCode).toBe(403);
    const { agent: clerk } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await clerk.get('/api/admin/dashboard/orders')).statusCode).toBe(200);
    for (const card of ['sales', 'stock', 'reviews', 'reservations'])
      expect((await clerk.get(`/api/admin/dashboard/${card}`)).statusCode, card).toBe(403);
  });
});

describe("the dashboard's profit card", () => {
  it('says what this month left so far and what last month left, per coin, counted as the sold products report', async () => {
    // The 20th of November: the month so far holds the 12th's order too (9 units whose cost was never said), and
    // October sold nothing.
    const november = await dashboardProfit(t.app.db, 'es-ES', '2026-11-20');
    expect(november.last_month).toEqual([]);
    expect(november.month).toEqual([
      expect.objectContaining({ coin: 'MLC', units: 1, profit: null, margin: null, units_without_cost: 1 }),
      expect.objectContaining({
        coin: 'USD',
        units: 26,
        revenue: 2_600,
        cost: 720,
        profit: 460,
        profit_formatted: '4,60\u00a0$',
        margin: 39,
        units_without_cost: 14,
      }),
    ]);
    // On the 1st of December, November is last month, whole, in the reader's language; the new month sold nothing.
    const december = await dashboardProfit(t.app.db, 'en-US', '2026-12-01');
    expect(december.month).toEqual([]);
    expect(december.last_month).toEqual([
      expect.objectContaining({ coin: 'MLC', units: 1, profit_formatted: null }),
      expect.objectContaining({ coin: 'USD', units: 26, profit: 460, profit_formatted: '$4.60' }),
    ]);
    // A year's turn: January's last month is December of the year before.
    expect(await dashboardProfit(t.app.db, 'es-ES', '2027-01-05')).toEqual({
      month: [],
      last_month: [],
    });
  });

  it('answers a reader of the sold products report, never kept, and no one else', async () => {
    const reply = await admin.get('/api/admin/dashboard/profit');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ month: expect.any(Array), last_month: expect.any(Array) });
    const { agent: seller } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_sold_products'] },
    });
    expect((await seller.get('/api/admin/dashboard/profit')).statusCode).toBe(200);
    // The report's own permission without the reports' menu opens neither the report nor its card.
    const { agent: menuless } = await signInAs(t.app, { role: { permissions: ['read_for_sold_products'] } });
    expect((await menuless.get('/api/admin/dashboard/profit')).statusCode).toBe(403);
    // The sales card's reader sees what was sold, not what it left.
    const { agent: salesOnly } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_sale_reports'] },
    });
    const refused = await salesOnly.get('/api/admin/dashboard/profit');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('profit');
    // A path beside it is not a card: a missing page, whoever asks.
    expect((await admin.get('/api/admin/dashboard/profits')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/dashboard/profit/..%2fsales')).statusCode).toBe(404);
  });
});

describe("a customer's orders", () => {
  const summary = (agent: Agent, id: number | string, options: AgentRequest = {}) =>
    agent.get(`/api/admin/users/${id}/orders-summary`, options);

  it('counts them, sums those not cancelled per coin over their whole history, and lists the latest first', async () => {
    const rosa = (
      await createUser(t.app.db, { name: 'Rosa', lastname: 'Valdés', email: 'rosa.summary@example.com' })
    ).id;
    await order({ at: '2025-03-02T15:00:00Z', user: rosa, subtotal: 2_000, units: [2] });
    await order({ at: '2026-01-15T15:00:00Z', user: rosa, coin: 'MLC', subtotal: 1_000, units: [1] });
    await order({ at: '2026-06-01T15:00:00Z', user: rosa, cancelled: true, subtotal: 7_000, units: [7] });
    for (let day = 10; day < 15; day++)
      await order({ at: `2026-10-${day}T15:00:00Z`, user: rosa, subtotal: 1_000, units: [1] });

    const reply = await summary(admin, rosa);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('no-store');
    const body = reply.json();
    expect(body).toMatchObject({
      orders: 8,
      cancelled: 1,
      first_order_at: '2025-03-02T15:00:00.000Z',
      last_order_at: '2026-10-14T15:00:00.000Z',
    });
    // More than a year apart, every order counts; the cancelled one does not; MLC apart at its own rate.
    expect(body.sales).toEqual([
      expect.objectContaining({ coin: 'MLC', orders: 1, net: 1_050, net_formatted: '10,50\u00a0$' }),
      expect.objectContaining({ coin: 'USD', orders: 6, net: 7_000, net_formatted: '70,00\u00a0$' }),
    ]);
    expect(body.latest).toHaveLength(5);
    expect(body.latest[0]).toMatchObject({
      created_at: '2026-10-14T15:00:00.000Z',
      customer_email: 'rosa.summary@example.com',
    });
    expect(body.latest.map((row: { created_at: string }) => row.created_at.slice(0, 10))).toEqual([
      '2026-10-14',
      '2026-10-13',
      '2026-10-12',
      '2026-10-11',
      '2026-10-10',
    ]);
    const english = (await summary(admin, rosa, { headers: { 'accept-language': 'en-US' } })).json();
    expect(english.sales[1].net_formatted).toBe('$70.00');
    expect(english.latest[0].status.name).toBe('Pending');
  });

  it('reads nothing for a customer who never ordered', async () => {
    const nuevo = (await createUser(t.app.db, { email: 'nuevo.summary@example.com' })).id;
    expect((await summary(admin, nuevo)).json()).toEqual({
      orders: 0,
      cancelled: 0,
      first_order_at: null,
      last_order_at: null,
      sales: [],
      latest: [],
      taken_for_customers: 0,
    });
  });

  it('counts the orders a staff member took for customers, whether or not they ordered themselves', async () => {
    const clerk = (await createUser(t.app.db, { email: 'clerk.summary@example.com' })).id;
    const customer = (await createUser(t.app.db, { email: 'taken.summary@example.com' })).id;
    await order({ at: '2026-10-20T15:00:00Z', user: customer, placedBy: clerk, subtotal: 1_000, units: [1] });
    await order({ at: '2026-10-21T15:00:00Z', user: customer, placedBy: clerk, subtotal: 1_000, units: [1] });
    expect((await summary(admin, clerk)).json()).toMatchObject({ orders: 0, taken_for_customers: 2 });
    expect((await summary(admin, customer)).json()).toMatchObject({ orders: 2, taken_for_customers: 0 });
  });

  it('answers 404, in the reader’s language, for a user that does not exist or what is not an id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999', "1'%20or%201=1"]) {
      const reply = await summary(admin, id, { headers: { 'accept-language': 'en-US' } });
      expect(reply.statusCode, id).toBe(404);
      expect(reply.json().message, id).toBe('Not found');
    }
  });

  it('needs read_orders, whatever else the staff may do, and a session', async () => {
    const { agent: usersClerk } = await signInAs(t.app, {
      role: { permissions: ['read_users', 'update_users'] },
    });
    expect((await summary(usersClerk, ana)).statusCode).toBe(403);
    const { agent: ordersClerk } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await summary(ordersClerk, ana)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${ana}/orders-summary` })).statusCode,
    ).toBe(401);
  });
});

describe('units kept on the order', () => {
  it('follows its lines as they are written, changed and deleted, one statement at a time', async () => {
    await order({ at: '2026-10-01T15:00:00Z', user: ana, subtotal: 700, units: [3, 4] });
    const [placed] = await t.app.db
      .select({ id: orders.id, units: orders.units })
      .from(orders)
      .where(eq(orders.subtotal, 700));
    expect(placed?.units).toBe(7);
    const id = placed?.id ?? 0;
    const unitsNow = async () =>
      (await t.app.db.select({ units: orders.units }).from(orders).where(eq(orders.id, id)))[0]?.units;
    await t.app.db.update(orderLines).set({ quantity: 10 }).where(eq(orderLines.orderId, id));
    expect(await unitsNow()).toBe(20);
    const [first] = await t.app.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, id));
    await t.app.db.delete(orderLines).where(inArray(orderLines.id, [first?.id ?? 0]));
    expect(await unitsNow()).toBe(10);
    await t.app.db.delete(orderLines).where(eq(orderLines.orderId, id));
    expect(await unitsNow()).toBe(0);
  });
});
