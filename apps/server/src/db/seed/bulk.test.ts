import { priceProduct } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityOf } from '../../modules/products';
import { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedBulkCatalogue } from './bulk';

let t: TestApp;
beforeAll(async () => {
  // The demo pictures are reused from the catalogue test's folder when it ran first.
  t = await buildTestApp({ env: { DATA_DIR: '/tmp/shop-test-demo-seed', SEED: 'none' } });
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the bulk catalogue', () => {
  it('fills the catalogue up to the asked size, by the same rules as the services, once', async () => {
    const first = await seedBulkCatalogue(t.app.db, t.config.dataDir, 600);
    expect(first.total).toBe(600);
    expect(first.added).toBe(600 - first.before);
    for (const kind of ['simple', 'variable', 'combo', 'service'])
      expect(first.byKind[kind]).toBeGreaterThan(0);

    // Every stored final price is what priceProduct derives from the typed prices and the offer in force (the demo's).
    const prices = await rows<{
      regular_price: number;
      sale_price: number | null;
      discount_percentage: number;
      tax: number;
      final_price: number;
      offer: {
        kind: 'percentage' | 'amount' | 'price';
        value: number;
        retail: boolean;
        wholesale: boolean;
      } | null;
    }>(sql`select p.regular_price, p.sale_price, p.discount_percentage, p.tax, p.final_price,
        case when o.id is null then null
          else json_build_object('kind', o.kind, 'value', o.value, 'retail', o.retail, 'wholesale', o.wholesale)
        end as offer
      from products p left join offers o on o.id = p.offer_id`);
    expect(prices).toHaveLength(600);
    for (const p of prices) expect(p.final_price).toBe(priceProduct(p).final_price);
    expect(prices.some((p) => p.offer !== null)).toBe(true);
    expect(prices.some((p) => p.sale_price !== null)).toBe(true);
    expect(prices.some((p) => p.sale_price === null && p.discount_percentage > 0)).toBe(true);

    // Identity, pictures and variations as the services would have made them; trigger-kept columns filled.
    const [checks] = await rows<Record<string, number>>(sql`select
      count(*) filter (where sku !~ '^[A-Z0-9]+-[0-9]{6,}$') as bad_skus,
      count(*) filter (where search_vector is null) as no_search,
      count(*) filter (where kind <> 'service' and availability is null) as no_availability,
      count(*) filter (where not exists (select 1 from product_images i where i.product_id = p.id and i.is_main))
        as no_main_picture,
      count(*) filter (where kind = 'variable' and not exists (select 1 from product_variations v
        join variation_terms vt on vt.variation_id = v.id where v.product_id = p.id)) as variable_without_variations,
      count(*) filter (where kind = 'combo' and not exists (select 1 from combo_items c where c.combo_id = p.id))
        as empty_combos
      from products p`);
    // count(*) is a bigint, which node-postgres hands over as a string.
    expect(Object.fromEntries(Object.entries(checks ?? {}).map(([k, v]) => [k, Number(v)]))).toEqual({
      bad_skus: 0,
      no_search: 0,
      no_availability: 0,
      no_main_picture: 0,
      variable_without_variations: 0,
      empty_combos: 0,
    });

    // The trigger-kept availability agrees with the products module's own computation.
    const stocked = await rows<{
      id: number;
      kind: 'simple' | 'variable' | 'combo';
      realQuantity: number;
      heldQuantity: number;
      availability: number;
    }>(
      // What open orders hold counts too: the demo's delivery round holds units.
      sql`select id, kind, real_quantity as "realQuantity", held_quantity as "heldQuantity", availability
        from products where kind <> 'service'`,
    );
    const computed = await availabilityOf(t.app.db, stocked);
    for (const p of stocked) expect(p.availability, `product ${p.id}`).toBe(computed.get(p.id));

    const again = await seedBulkCatalogue(t.app.db, t.config.dataDir, 600);
    expect(again.added).toBe(0);
  });

  it('is found by shoppers with or without accents', async () => {
    const shopper = new Agent(t.app);
    const accented = (await shopper.get('/api/store/products?search=cámara&per_page=48')).json();
    const plain = (await shopper.get('/api/store/products?search=camara&per_page=48')).json();
    expect(accented.meta.total).toBeGreaterThan(10);
    expect(plain.meta.total).toBe(accented.meta.total);
    const list = (await shopper.get('/api/store/products?per_page=20')).json();
    expect(list.data).toHaveLength(20);
    expect(list.data.every((p: { image: unknown }) => p.image !== null)).toBe(true);
  });
});
