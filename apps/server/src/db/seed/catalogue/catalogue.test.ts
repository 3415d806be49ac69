import {
  and,
  count,
  countDistinct,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsCounts, analyticsVisitors } from '../../../modules/analytics';
import { invoices } from '../../../modules/invoices';
import { orderLines, orders } from '../../../modules/orders';
import { comboItems, productImages, products, productVariations } from '../../../modules/products';
import { settingsChanges } from '../../../modules/settings';
import { storeRequests } from '../../../modules/store-requests';
import { attributes, brands, categories, units } from '../../../modules/taxonomy';
import { Agent } from '../../../test/agent';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { seedOnStart } from '../start';

let t: TestApp;
// A folder of its own: the first run encodes the pictures, later runs find them stored.
const env = { DATA_DIR: '/tmp/shop-test-demo-seed' };
beforeAll(async () => {
  t = await buildTestApp({ env: { ...env, SEED: 'none' } });
});
afterAll(() => t.close());

type Counted = typeof products | typeof categories | typeof brands | typeof units | typeof attributes;
const total = async (table: Counted, where?: SQL) =>
  (await t.app.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

describe('the demo catalogue', () => {
  it('is not there with SEED=none, and a demo start fills a believable shop once', async () => {
    expect(await total(products)).toBe(0);
    expect(await total(categories)).toBe(0);

    await seedOnStart(t.app.db, 'demo', t.config.dataDir);
    expect(await total(categories)).toBeGreaterThanOrEqual(8);
    expect(await total(categories, isNotNull(categories.parentId))).toBeGreaterThanOrEqual(3);
    expect(await total(brands)).toBeGreaterThanOrEqual(6);
    expect(await total(units)).toBeGreaterThanOrEqual(3);
    expect(await total(attributes)).toBeGreaterThanOrEqual(3);
    expect(await total(products)).toBeGreaterThanOrEqual(60);
    for (const kind of ['simple', 'variable', 'combo', 'service'] as const) {
      expect(await total(products, eq(products.kind, kind)), kind).toBeGreaterThan(0);
    }
    const wholesale = and(
      eq(products.wholesaler, true),
      isNotNull(products.wholesalePrice),
      gt(products.minQuantity, 1),
    );
    expect(await total(products, wholesale)).toBeGreaterThanOrEqual(3);
    // Goods carry the sales tax inside their price, so a cart's "Impuestos incluidos" is not zero; services carry none.
    expect(await total(products, and(ne(products.kind, 'service'), eq(products.tax, 0)))).toBe(0);
    expect(await total(products, and(eq(products.kind, 'service'), gt(products.tax, 0)))).toBe(0);
    expect(
      await total(products, and(eq(products.inOffer, true), isNotNull(products.salePrice))),
    ).toBeGreaterThan(0);
    expect(
      await total(products, and(eq(products.inOffer, true), gt(products.discountPercentage, 0))),
    ).toBeGreaterThan(0);
    // A product listed among the offers shows what it saves: none is flagged without a price cut (a combo was).
    expect(
      await total(
        products,
        and(eq(products.inOffer, true), isNull(products.salePrice), eq(products.discountPercentage, 0)),
      ),
    ).toBe(0);
    expect(
      await total(products, and(eq(products.kind, 'simple'), eq(products.realQuantity, 0))),
    ).toBeGreaterThan(0);
    expect(
      await total(
        products,
        and(eq(products.kind, 'simple'), gt(products.realQuantity, 0), lte(products.realQuantity, 5)),
      ),
    ).toBeGreaterThan(1);

    // Variations (some on two attributes), combos of other products, a picture for every product, several for some.
    const [variations] = await t.app.db.select({ n: count() }).from(productVariations);
    expect(variations?.n).toBeGreaterThanOrEqual(20);
    const [combos] = await t.app.db.select({ n: countDistinct(comboItems.comboId) }).from(comboItems);
    expect(combos?.n).toBeGreaterThanOrEqual(3);
    const [pictured] = await t.app.db
      .select({ n: countDistinct(productImages.productId), main: count() })
      .from(productImages)
      .where(eq(productImages.isMain, true));
    expect(pictured?.n).toBe(await total(products));
    expect(await t.app.db.$count(productImages)).toBeGreaterThan(await total(products));

    // Three months of visits for the analytics screens: every day has its visitors, views and product views.
    const visitors = await t.app.db.$count(analyticsVisitors);
    const counted = await t.app.db.$count(analyticsCounts);
    expect(visitors).toBeGreaterThan(90 * 80);
    for (const kind of ['page', 'product_view', 'cart_add', 'referrer', 'search_empty', 'login']) {
      expect(await t.app.db.$count(analyticsCounts, eq(analyticsCounts.kind, kind)), kind).toBeGreaterThan(
        90,
      );
    }

    // The back office's history is written by a member of staff: each invoice says who issued it ("Emitida por: —").
    expect(await t.app.db.$count(invoices)).toBeGreaterThan(0);
    expect(await t.app.db.$count(invoices, isNull(invoices.createdBy))).toBe(0);

    // A cart holds a product once: no order of the demo's history lists it twice ("Cemento gris" 6, then 6 again).
    const doubled = await t.app.db
      .select({ order: orderLines.orderId })
      .from(orderLines)
      .groupBy(orderLines.orderId, orderLines.productId, orderLines.variationId)
      .having(sql`count(*) > 1`);
    expect(doubled).toEqual([]);
    // The sales history's orders carry the tax their goods contained (the sales report's taxes are not all zero).
    expect(await t.app.db.$count(orders, gt(orders.taxTotal, 0))).toBeGreaterThan(0);

    // A wholesaler's order pays the wholesale price only from the product's minimum quantity on, as a cart prices it:
    // the history had 9 bulbs at the price of 50, which "Volver a pedir" then priced otherwise.
    const belowMinimum = await t.app.db
      .select({ order: orderLines.orderId })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.wholesale, true),
          eq(orderLines.unitPrice, products.wholesalePrice),
          lt(orderLines.quantity, products.minQuantity),
        ),
      );
    expect(belowMinimum).toEqual([]);

    // The wholesaler's reservations are numbered in the order they were made: last month's expired one is #1, not #6.
    const made = await t.app.db
      .select({ status: storeRequests.status, at: storeRequests.createdAt })
      .from(storeRequests)
      .orderBy(storeRequests.id);
    expect(made.length).toBeGreaterThanOrEqual(6);
    expect(made[0]?.status).toBe('expired');
    const times = made.map((request) => request.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // The change log tells who set the shop up, oldest change first, written by the administrator.
    const logged = await t.app.db.select().from(settingsChanges).orderBy(settingsChanges.createdAt);
    expect(logged.length).toBeGreaterThanOrEqual(5);
    expect(logged[0]?.area).toBe('settings/store');
    expect(logged.every((change) => change.userId !== null && change.userName.trim() !== '')).toBe(true);

    const before = await total(products);
    await seedOnStart(t.app.db, 'demo', t.config.dataDir);
    expect(await total(products)).toBe(before);
    expect(await t.app.db.$count(settingsChanges)).toBe(logged.length);
    expect(await t.app.db.$count(analyticsVisitors)).toBe(visitors);
    expect(await t.app.db.$count(analyticsCounts)).toBe(counted);
  });

  it('is what shoppers browse: accents ignored in search, prices in both coins, pictures served', async () => {
    const shopper = new Agent(t.app);
    const home = (await shopper.get('/api/store/home')).json();
    expect(home.offers.length).toBeGreaterThan(0);
    expect(home.coins.map((c: { short_name: string }) => c.short_name)).toEqual(['USD', 'MLC']);

    const found = (await shopper.get('/api/store/products?search=camara')).json();
    expect(found.data[0].name).toBe('Cámara digital compacta');
    expect(found.data[0].prices.map((p: { coin: string }) => p.coin)).toEqual(['USD', 'MLC']);
    const sugar = (await shopper.get('/api/store/products?search=AZUCAR')).json();
    expect(sugar.data.map((p: { name: string }) => p.name)).toContain('Azúcar blanca 1 kg');

    const picture = await shopper.get(found.data[0].image.list_url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    const phone = (await shopper.get('/api/store/products/telefono-samsung-galaxy-a15')).json();
    expect(phone.attributes.map((a: { name: string }) => a.name).sort()).toEqual(['Capacidad', 'Color']);
    expect(phone.variations).toHaveLength(4);
    expect(phone.images.length).toBeGreaterThan(1);
  });
});
