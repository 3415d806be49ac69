import { addDays, shopToday } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { csv, sendSheet } from '../../test/sheets';

let t: TestApp;
let admin: Agent;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  categoryId = (await catalogueBasics(admin, 'Despensa')).category.id;
});
afterAll(() => t.close());

interface Move {
  before: number | null;
  after: number | null;
}
interface Change {
  variation: { id: number; label: string } | null;
  regular_price: Move;
  sale_price: Move;
  discount_percentage: Move | null;
  wholesale_price: Move;
  reason: string;
  percent: number | null;
  user: string | null;
}

const history = async (slug: string, query = '', agent = admin) => {
  const reply = await agent.get(`/api/admin/products/${slug}/price-changes${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['cache-control']).toContain('no-store');
  return reply.json() as { data: Change[]; meta: { total: number } };
};
const make = async (extra: Record<string, unknown>) => {
  const reply = await admin.post('/api/admin/products', productInput(categoryId, extra));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; slug: string; sku: string };
};
const save = async (slug: string, body: Record<string, unknown>) => {
  const reply = await admin.put(`/api/admin/products/${slug}`, productInput(categoryId, body));
  expect(reply.statusCode, reply.body).toBe(200);
};
const move = (before: number | null, after: number | null) => ({ before, after });

describe('GET /api/admin/products/{slug}/price-changes', () => {
  it('keeps each change of a product’s own prices from the form, from what to what and by whom', async () => {
    const body = { name: 'Café molido 250 g', regular_price: 450, sale_price: 400, wholesale_price: 380 };
    const coffee = await make(body);
    // A new product has no history: its first change says what it was made with.
    expect((await history(coffee.slug)).data).toEqual([]);

    await save(coffee.slug, { ...body, regular_price: 500, sale_price: null });
    // Saving again without touching a price, or changing only its name, writes nothing.
    await save(coffee.slug, { ...body, regular_price: 500, sale_price: null });
    await save(coffee.slug, {
      ...body,
      regular_price: 500,
      sale_price: null,
      short_description: 'Tueste medio',
    });
    await save(coffee.slug, { ...body, regular_price: 500, sale_price: null, discount_percentage: 10 });

    const changes = await history(coffee.slug);
    expect(changes.meta.total).toBe(2);
    expect(changes.data).toEqual([
      expect.objectContaining({
        variation: null,
        regular_price: move(500, 500),
        sale_price: move(null, null),
        discount_percentage: move(0, 10),
        wholesale_price: move(380, 380),
        reason: 'edit',
        percent: null,
        user: 'Super Administrador',
      }),
      expect.objectContaining({
        regular_price: move(450, 500),
        sale_price: move(400, null),
        discount_percentage: move(0, 0),
        wholesale_price: move(380, 380),
        reason: 'edit',
      }),
    ]);
    expect((await history(coffee.slug, '?per_page=1&page=2')).data[0]?.regular_price).toEqual(move(450, 500));
  });

  it('names a bulk change with its percentage, the product’s variations each on their own row', async () => {
    const rice = await make({ name: 'Arroz 1 kg', regular_price: 1000, wholesale_price: 800 });
    const shoe = await make({ name: 'Sandalia de playa', kind: 'variable', regular_price: 2000 });
    const color = (await admin.post('/api/admin/attributes', { name: `Color ${Math.random()}` })).json();
    const red = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Rojo' })).json();
    const saved = await admin.put(`/api/admin/products/${shoe.slug}/variations`, {
      variations: [
        {
          regular_price: 2000,
          sale_price: 1500,
          real_quantity: 2,
          terms: [{ attribute_id: color.id, term_id: red.id }],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const variation = saved.json().variations[0] as { id: number };

    const change = await admin.post('/api/admin/products/price-change', {
      slugs: [rice.slug, shoe.slug],
      percent: -5,
    });
    expect(change.statusCode, change.body).toBe(200);

    expect((await history(rice.slug)).data).toEqual([
      expect.objectContaining({
        regular_price: move(1000, 950),
        wholesale_price: move(800, 760),
        reason: 'bulk',
        percent: -5,
        user: 'Super Administrador',
      }),
    ]);
    const shoeChanges = await history(shoe.slug);
    expect(shoeChanges.data.map((c) => [c.variation?.label ?? null, c.regular_price, c.sale_price])).toEqual([
      ['Rojo', move(2000, 1900), move(1500, 1425)],
      [null, move(2000, 1900), move(null, null)],
    ]);
    expect(shoeChanges.data[0]?.discount_percentage).toBeNull();
    // By stock row: the variation's own, or the product's (0).
    expect((await history(shoe.slug, `?variation_id=${variation.id}`)).data).toHaveLength(1);
    expect((await history(shoe.slug, '?variation_id=0')).data[0]?.variation).toBeNull();

    // The variations editor is an edit of the variation's prices.
    await admin.put(`/api/admin/products/${shoe.slug}/variations`, {
      variations: [
        {
          id: variation.id,
          regular_price: 2100,
          sale_price: 1425,
          real_quantity: 0,
          terms: [{ attribute_id: color.id, term_id: red.id }],
        },
      ],
    });
    expect((await history(shoe.slug, `?variation_id=${variation.id}`)).data[0]).toMatchObject({
      regular_price: move(1900, 2100),
      sale_price: move(1425, 1425),
      reason: 'edit',
    });
  });

  it('names a spreadsheet’s changes, and a check of the file writes none', async () => {
    const sugar = await make({ name: 'Azúcar 1 kg', sku: 'AZUCAR-PH', regular_price: 120 });
    const file = csv('SKU;Precio', 'AZUCAR-PH;1,35');
    expect((await sendSheet(admin, file)).statusCode).toBe(200);
    expect((await history(sugar.slug)).meta.total).toBe(0);
    const done = await sendSheet(admin, file, { dry_run: 'false' });
    expect(done.json()).toMatchObject({ updated: 1 });
    expect((await history(sugar.slug)).data).toEqual([
      expect.objectContaining({
        regular_price: move(120, 135),
        reason: 'import',
        user: 'Super Administrador',
      }),
    ]);
  });

  it('leaves out what an offer derives, and shows a change made outside the shop without a user', async () => {
    const tea = await make({ name: 'Té verde 20 sobres', regular_price: 300 });
    const hour = 3_600_000;
    const offer = await admin.post('/api/admin/offers', {
      name: 'Semana del té',
      kind: 'percentage',
      value: 20,
      product_ids: [tea.id],
      category_ids: [],
      brand_ids: [],
      retail: true,
      wholesale: false,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
      priority: 0,
      enabled: true,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    // The offer wrote the product's final price and its id, and no history.
    const stored = (await t.app.db.execute(
      sql`select final_price, offer_id from products where id = ${tea.id}`,
    )) as unknown as { rows: Array<{ final_price: number; offer_id: number | null }> };
    expect(stored.rows[0]).toEqual({ final_price: 240, offer_id: offer.json().id });
    expect((await history(tea.slug)).meta.total).toBe(0);

    await t.app.db.execute(sql`update products set regular_price = 320 where id = ${tea.id}`);
    expect((await history(tea.slug)).data).toEqual([
      expect.objectContaining({ regular_price: move(300, 320), reason: 'other', user: null }),
    ]);
  });

  it('answers 404 for an unknown product, 422 for a query it cannot read, 403 without the permission', async () => {
    expect((await admin.get('/api/admin/products/no-existe/price-changes')).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/products/${'x'.repeat(101)}/price-changes`)).statusCode).toBe(404);
    const salt = await make({ name: 'Sal 1 kg', regular_price: 90 });
    for (const query of [
      '?variation_id=-1',
      '?variation_id=1%20or%201=1',
      '?page=0',
      '?per_page=1000',
      '?page=1e999',
    ]) {
      const refused = await admin.get(`/api/admin/products/${salt.slug}/price-changes${query}`);
      expect(refused.statusCode, query).toBe(422);
    }
    // Another product's variation is no row of this one's history.
    expect((await history(salt.slug, '?variation_id=999999')).meta.total).toBe(0);

    const reader = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    expect((await history(salt.slug, '', reader.agent)).meta.total).toBe(0);
    const clerk = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await clerk.agent.get(`/api/admin/products/${salt.slug}/price-changes`)).statusCode).toBe(403);
    const customer = await signInAs(t.app, { role: 'customer' });
    expect((await customer.agent.get(`/api/admin/products/${salt.slug}/price-changes`)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${salt.slug}/price-changes`,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('GET /api/admin/price-changes and its export', () => {
  it('lists every product’s changes by name or SKU, reason and the shop’s days, newest first', async () => {
    const stamp = Math.random().toString(36).slice(2, 7).toUpperCase();
    const flour = await make({ name: `Harina ${stamp}`, sku: `HARINA-${stamp}`, regular_price: 250 });
    const oil = await make({ name: `Aceite ${stamp}`, sku: `ACEITE-${stamp}`, regular_price: 480 });
    await save(flour.slug, { name: `Harina ${stamp}`, regular_price: 275 });
    await admin.post('/api/admin/products/price-change', { slugs: [flour.slug, oil.slug], percent: 10 });

    const list = async (query: string) => {
      const reply = await admin.get(`/api/admin/price-changes?${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['cache-control']).toContain('no-store');
      return reply.json() as {
        data: Array<Change & { product: { name: string; sku: string; slug: string } }>;
        meta: { total: number };
      };
    };
    const found = await list(`search=${stamp}`);
    expect(found.data.map((c) => [c.product.name, c.reason, c.regular_price])).toEqual([
      [`Aceite ${stamp}`, 'bulk', move(480, 528)],
      [`Harina ${stamp}`, 'bulk', move(275, 303)],
      [`Harina ${stamp}`, 'edit', move(250, 275)],
    ]);
    expect(found.data[0]?.product).toMatchObject({ slug: oil.slug, sku: `ACEITE-${stamp}` });
    expect((await list(`search=harina-${stamp.toLowerCase()}`)).meta.total).toBe(2);
    expect((await list(`search=${stamp}&reason=edit`)).data.map((c) => c.product.name)).toEqual([
      `Harina ${stamp}`,
    ]);
    const today = shopToday();
    expect((await list(`search=${stamp}&date_from=${today}&date_to=${today}`)).meta.total).toBe(3);
    expect((await list(`search=${stamp}&date_to=${addDays(today, -1)}`)).meta.total).toBe(0);

    // Oldest first, in the reader's spreadsheet's way: ";" and "2,50" in Spanish, "," and "2.50" in English.
    const spanish = await admin.get(`/api/admin/price-changes/export.csv?search=${stamp}`);
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.headers['content-type']).toContain('text/csv');
    expect(spanish.headers['content-disposition']).toContain(`cambios-de-precio-${today}.csv`);
    const lines = spanish.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Producto;Variación;SKU;Precio regular antes;Precio regular después;Precio de oferta antes;Precio de oferta después;Descuento (%) antes;Descuento (%) después;Precio mayorista antes;Precio mayorista después;Motivo;Usuario',
    );
    // A product's own row: no variation, no offer or wholesale price, no percentage off, by the administrator.
    const row = (name: string, sku: string, before: string, after: string, reason: string) => [
      name,
      '',
      sku,
      before,
      after,
      '',
      '',
      '0',
      '0',
      '',
      '',
      reason,
      'Super Administrador',
    ];
    const bulk = 'Cambio en bloque de +10\u00a0%';
    expect(lines.slice(1).map((l) => l.split(';').slice(1))).toEqual([
      row(`Harina ${stamp}`, `HARINA-${stamp}`, '2,50', '2,75', 'Edición'),
      row(`Harina ${stamp}`, `HARINA-${stamp}`, '2,75', '3,03', bulk),
      row(`Aceite ${stamp}`, `ACEITE-${stamp}`, '4,80', '5,28', bulk),
    ]);
    expect(lines[1]).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d;`));
    const english = await admin.get(`/api/admin/price-changes/export.csv?search=${stamp}&reason=edit`, {
      headers: { 'accept-language': 'en-US' },
    });
    const [, englishRow] = english.body.trim().split('\r\n');
    expect(englishRow?.split(',').slice(1)).toEqual(
      row(`Harina ${stamp}`, `HARINA-${stamp}`, '2.50', '2.75', 'Edit'),
    );
  });

  it('refuses what it cannot read with 422 and readers without the permission with 403, before reading anything', async () => {
    for (const query of [
      'reason=robo',
      'date_from=2026-13-01',
      'date_from=2026-12-07&date_to=2026-12-01',
      'page=0',
      `search=${'x'.repeat(300)}`,
    ]) {
      expect((await admin.get(`/api/admin/price-changes?${query}`)).statusCode, query).toBe(422);
      expect((await admin.get(`/api/admin/price-changes/export.csv?${query}`)).statusCode, query).toBe(422);
    }
    const spanish = await admin.get('/api/admin/price-changes?date_from=2026-12-07&date_to=2026-12-01');
    expect(spanish.json().errors.date_to).toBeDefined();
    const clerk = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await clerk.agent.get('/api/admin/price-changes')).statusCode).toBe(403);
    expect((await clerk.agent.get('/api/admin/price-changes/export.csv')).statusCode).toBe(403);
    const reader = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    expect((await reader.agent.get('/api/admin/price-changes')).statusCode).toBe(200);
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/price-changes/export.csv' });
    expect(guest.statusCode).toBe(401);
    // A formula typed as a product's name is written as text.
    const stamp = Math.random().toString(36).slice(2, 7);
    const formula = await make({ name: `=HYPERLINK("x") ${stamp}`, regular_price: 100 });
    await save(formula.slug, { name: `=HYPERLINK("x") ${stamp}`, regular_price: 110 });
    const file = await admin.get(`/api/admin/price-changes/export.csv?search=${stamp}`);
    expect(file.body).toContain(`"'=HYPERLINK(""x"") ${stamp}"`);
  });
});
