import path from 'node:path';
import { parseArgs } from 'node:util';
import { priceProduct } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { refreshOfferPrices } from '../../modules/products';
import { type Database, openDatabase, type Tx } from '../client';
import { runMigrations } from '../migrate';
import { rowsOf } from '../rows';
import { seedDemo } from './demo';
import { seedRoles } from './index';
import { seedOnStart } from './start';

/**
 * A large catalogue for benchmarks, written with set-based SQL (`INSERT … SELECT generate_series`): 100,000
 * products take seconds, where the services would take hours. It builds on the demo shop (seeded first when the
 * shop is fresh) and reuses its categories, brands, units, the Color attribute and the stored pictures.
 *
 * What the services would derive is derived here the same way:
 * - `final_price` comes from FINAL_PRICE_SQL, the SQL image of `priceProduct` (a fixed sale price wins, clamped to
 *   0…regular; else regular − round(regular × discount % / 100), PostgreSQL's round() being half away from zero like
 *   `divideRounded`). Every run re-checks a sample of the new rows against `priceProduct` and rolls back on any
 *   difference, and bulk.test.ts checks every row of a small run, so the two cannot drift apart unnoticed.
 * - skus follow `generateSku` (the main category's first letters and the products' id sequence), slugs are the
 *   slugified name plus the id (unique), variation skus the product's plus "-1", "-2" like `replaceVariations`.
 * - `availability` and `search_vector` are filled by the products triggers (migration 0004), as for every writer.
 */
export const FINAL_PRICE_SQL = `case
  when sale_price is not null then least(greatest(sale_price, 0), regular_price)
  else regular_price - round(regular_price::numeric * least(greatest(discount_percentage, 0), 100) / 100)::int
end`;

// Words shoppers search for, several with accents, so accent-insensitive search has plenty to find.
const NOUNS = [
  'Cámara',
  'Azúcar',
  'Café',
  'Teléfono',
  'Jabón',
  'Arroz',
  'Camisa',
  'Pulóver',
  'Sartén',
  'Batería',
  'Lámpara',
  'Televisor',
  'Cafetera',
  'Mochila',
  'Sábana',
  'Champú',
  'Galletas',
  'Refresco',
  'Vestido',
  'Ventilador',
];
const MODELS = ['Pro', 'Plus', 'Lite', 'Max', 'Eco', 'Mini', 'Premium', 'Familiar', 'Tropical', 'Express'];
const BLURBS = [
  'Calidad garantizada',
  'Entrega en 24 a 48 horas en la ciudad',
  'Nuevo en la tienda',
  'Hecho en Cuba',
  'Importado',
  'Ideal para regalar',
  'Precio especial para mayoristas',
  'Recogida gratis en el punto de venta',
];

const literalArray = (words: string[]) =>
  `(array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`;

export interface BulkResult {
  before: number;
  added: number;
  byKind: Record<string, number>;
  variations: number;
  images: number;
  total: number;
  ms: number;
  /** Milliseconds per step, to see where the time goes. */
  steps: Record<string, number>;
}

async function one<T>(tx: Tx | Database, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await tx.execute(query))[0] as T;
}

/** Adds products until the catalogue holds `target` of them (nothing when it already does). */
export async function seedBulkCatalogue(db: Database, dataDir: string, target: number): Promise<BulkResult> {
  const started = performance.now();
  await seedDemo(db, dataDir);
  const demoMs = Math.round(performance.now() - started);
  const { n: before } = await one<{ n: number }>(db, sql`select count(*)::int as n from products`);
  const add = Math.max(0, target - before);
  const result: BulkResult = {
    before,
    added: 0,
    byKind: {},
    variations: 0,
    images: 0,
    total: before,
    ms: 0,
    steps: {},
  };
  result.steps['demo shop'] = demoMs;
  if (add > 0) {
    await db.transaction(async (tx) => {
      await insertProducts(tx, add, result);
      // The new products may fall under the demo's running offers (decision 026).
      await timedStep(result, 'offers', () => refreshOfferPrices(tx, new Date()));
    });
  }
  const analyzed = performance.now();
  // Fresh planner statistics, or the first benchmark queries are planned for an empty table; and pages marked
  // all-visible, as autovacuum leaves them soon after a load, so index-only scans read no table pages.
  await db.execute(
    sql`vacuum (analyze) products, product_images, product_variations, variation_terms, combo_items`,
  );
  result.steps.analyze = Math.round(performance.now() - analyzed);
  result.total = before + result.added;
  result.ms = Math.round(performance.now() - started);
  return result;
}

async function timedStep(result: BulkResult, step: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  result.steps[step] = Math.round(performance.now() - started);
}

async function insertProducts(tx: Tx, add: number, result: BulkResult): Promise<void> {
  const timed = async (step: string, work: Promise<unknown>) => {
    const started = performance.now();
    await work;
    result.steps[step] = Math.round(performance.now() - started);
  };
  // Row g of this run, its product id from the products' sequence, and a stable pseudo-random number.
  await tx.execute(sql`create temp table bulk_rows on commit drop as
    select g, nextval(pg_get_serial_sequence('products', 'id'))::int as id, abs(hashint4(g)) as h,
      case
        when g % 100 = 2 and g + 3 <= ${add}::int then 'combo'
        when g % 20 = 0 then 'variable'
        when g % 25 = 1 then 'service'
        else 'simple'
      end::product_kind as kind
    from generate_series(1, ${add}::int) g`);
  const { leaves } = await one<{ leaves: number }>(
    tx,
    sql`select count(*)::int as leaves from categories c where c.active
      and not exists (select 1 from categories child where child.parent_id = c.id)`,
  );
  if (!leaves) throw new Error('The bulk catalogue needs at least one active category.');

  await timed(
    'products',
    tx.execute(
      sql.raw(`
    with leaf as (
      select row_number() over (order by c.id) - 1 as k, c.id, c.slug from categories c
      where c.active and not exists (select 1 from categories child where child.parent_id = c.id)
    ),
    service_category as (select coalesce((select id from categories where slug = 'servicios'), (select id from leaf where k = 0)) as id),
    brand_ids as (select array_agg(id order by id) as ids from brands where active),
    unit_ids as (select array_agg(id order by id) as ids from units),
    made as (
      select r.g, r.id, r.h, r.kind,
        case when r.kind = 'service' then (select id from service_category) else leaf.id end as category_id,
        ${literalArray(NOUNS)}[1 + r.h % ${NOUNS.length}] || ' ' || ${literalArray(MODELS)}[1 + (r.h / 31) % ${MODELS.length}]
          || ' ' || (100 + r.g % 900)::text as name,
        100 + r.h % 49900 as regular_price,
        (r.g % 10 = 3) as on_sale,
        case when r.g % 20 = 7 then 5 * (1 + (r.h / 7) % 6) else 0 end as discount_percentage,
        (r.g % 10 = 5 and r.kind = 'simple') as wholesaler
      from bulk_rows r
      join leaf on leaf.k = r.h % ${leaves}
    ),
    priced as (
      select m.*,
        case when m.on_sale then round((m.regular_price * 85)::numeric / 100)::int end as sale_price
      from made m
    )
    insert into products (id, sku, name, slug, short_description, description, kind, active, visible, in_offer,
      virtual, wholesaler, regular_price, sale_price, wholesale_price, discount_percentage, tax, min_quantity,
      final_price, category_id, brand_id, unit_id, priority, real_quantity, initial_availability, created_at,
      updated_at)
    select p.id,
      coalesce(nullif(upper(left(replace(c.slug, '-', ''), 4)), ''), 'PRD') || '-' || lpad(p.id::text, greatest(6, length(p.id::text)), '0'),
      p.name,
      trim(both '-' from regexp_replace(shop_unaccent(p.name), '[^a-z0-9]+', '-', 'g')) || '-' || p.id,
      ${literalArray(BLURBS)}[1 + (p.h / 11) % ${BLURBS.length}],
      p.name || '. ' || ${literalArray(BLURBS)}[1 + (p.h / 11) % ${BLURBS.length}] || '.',
      p.kind, true, true, p.on_sale or p.discount_percentage > 0,
      p.kind = 'service', p.wholesaler, p.regular_price, p.sale_price,
      case when p.wholesaler then round((p.regular_price * 80)::numeric / 100)::int end,
      p.discount_percentage, 0,
      case when p.wholesaler then (array[6, 10, 12, 24])[1 + p.h % 4] else 1 end,
      ${FINAL_PRICE_SQL.replaceAll('sale_price', 'p.sale_price').replaceAll('regular_price', 'p.regular_price').replaceAll('discount_percentage', 'p.discount_percentage')},
      p.category_id,
      case when p.g % 9 = 0 or coalesce(array_length(b.ids, 1), 0) = 0 then null else b.ids[1 + (p.h / 13) % array_length(b.ids, 1)] end,
      case when p.g % 3 = 0 or coalesce(array_length(u.ids, 1), 0) = 0 then null else u.ids[1 + (p.h / 17) % array_length(u.ids, 1)] end,
      p.h % 1000,
      case when p.kind = 'simple' then (case when p.g % 50 = 9 then 0 else p.h % 200 end) else 0 end,
      case when p.kind = 'simple' then greatest(p.h % 200, 20) when p.kind = 'service' then 0 else 20 end,
      now() - make_interval(secs => ${add} - p.g),
      now()
    from priced p
    join categories c on c.id = p.category_id
    cross join brand_ids b
    cross join unit_ids u`),
    ),
  );

  // The triggers that follow (variations and combo parts refresh availability) plan their queries with these.
  await timed(
    'analyze new rows',
    tx.execute(sql`analyze products, bulk_rows, product_variations, combo_items`),
  );

  // Two variations (Negro, Blanco...) per variable product, on the first two terms of the Color attribute.
  const colour = await one<{ attribute_id: number; terms: number[] } | undefined>(
    tx,
    sql`select a.id as attribute_id, array_agg(t.id order by t.priority, t.id) as terms
      from attributes a join attribute_terms t on t.attribute_id = a.id
      where a.slug = 'color' group by a.id having count(*) >= 2`,
  );
  if (colour) {
    await timed(
      'variations',
      tx.execute(sql`insert into product_variations (product_id, sku, regular_price, real_quantity, position)
      select p.id, p.sku || '-' || k, p.regular_price + (k - 1) * 100, (r.h / 3) % 30 + k - 1, k - 1
      from bulk_rows r join products p on p.id = r.id cross join generate_series(1, 2) k
      where r.kind = 'variable'`),
    );
    await timed(
      'variation terms',
      tx.execute(sql`insert into variation_terms (variation_id, attribute_id, term_id)
      select v.id, ${colour.attribute_id}::int, (${sql.raw(`array[${colour.terms.map(Number).join(',')}]`)})[v.position + 1]
      from bulk_rows r join product_variations v on v.product_id = r.id
      where r.kind = 'variable'`),
    );
  }

  // A combo is two of the simple products made next to it.
  await timed(
    'combo items',
    tx.execute(sql`insert into combo_items (combo_id, product_id, quantity)
    select r.id, part.id, q.quantity
    from bulk_rows r
    cross join (values (1, 1), (3, 2)) as q(step, quantity)
    join bulk_rows part on part.g = r.g + q.step
    where r.kind = 'combo'`),
  );

  // The demo's stored pictures, reused: a main one for every product and a second one for some.
  await timed(
    'pictures',
    tx.execute(sql`insert into product_images (product_id, path, width, height, is_main, position)
    select r.id, pic.path, pic.width, pic.height, n = 0, n
    from bulk_rows r
    cross join generate_series(0, 1) n
    join (select row_number() over (order by path) - 1 as k, path, width, height, count(*) over () as total
          from (select distinct path, width, height from product_images) d) pic
      on pic.k = (r.h + n * 7) % pic.total
    where n = 0 or r.g % 10 = 1`),
  );

  await timed('price check', checkPrices(tx));

  const kinds = rowsOf<{ kind: string; n: number }>(
    await tx.execute(sql`select kind, count(*)::int as n from bulk_rows group by kind order by kind`),
  );
  result.byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
  result.added = kinds.reduce((sum, k) => sum + k.n, 0);
  result.variations = (
    await one<{ n: number }>(
      tx,
      sql`select count(*)::int as n from product_variations v join bulk_rows r on r.id = v.product_id`,
    )
  ).n;
  result.images = (
    await one<{ n: number }>(
      tx,
      sql`select count(*)::int as n from product_images i join bulk_rows r on r.id = i.product_id`,
    )
  ).n;
}

/** The stored final price of a sample of the new rows must be what `priceProduct` says; else nothing is kept. */
async function checkPrices(tx: Tx): Promise<void> {
  const sample = rowsOf<{
    id: number;
    regular_price: number;
    sale_price: number | null;
    discount_percentage: number;
    tax: number;
    final_price: number;
  }>(
    await tx.execute(sql`select p.id, p.regular_price, p.sale_price, p.discount_percentage, p.tax, p.final_price
      from bulk_rows r join products p on p.id = r.id
      where r.g % greatest(1, (select count(*) from bulk_rows) / 5000) = 0`),
  );
  for (const row of sample) {
    const expected = priceProduct(row).final_price;
    if (expected !== row.final_price)
      throw new Error(
        `Bulk final_price ${row.final_price} of product ${row.id} differs from priceProduct (${expected}).`,
      );
  }
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const target = Number(values.products);
  if (!Number.isInteger(target) || target < 0 || target > 5_000_000) {
    console.error('--products must be a whole number from 0 to 5000000');
    process.exit(1);
  }
  // `npm run seed:bulk` runs in the server workspace; a relative DATA_DIR means the folder the command was typed
  // in (the repository root), as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await runMigrations(handle);
    await seedRoles(handle.db);
    // What every start seeds (coins, order statuses, fixed pages): the demo shop's orders need the statuses.
    await seedOnStart(handle.db, 'none', config.dataDir);
    const r = await seedBulkCatalogue(handle.db, config.dataDir, target);
    const where = handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    const kinds = Object.entries(r.byKind)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    console.info(
      r.added
        ? `Added ${r.added} products (${kinds}), ${r.variations} variations, ${r.images} pictures on ${where}: ${r.before} → ${r.total} products in ${(r.ms / 1000).toFixed(1)} s.`
        : `The catalogue already holds ${r.before} products (≥ ${target}) on ${where}; nothing added (${(r.ms / 1000).toFixed(1)} s).`,
    );
    const steps = Object.entries(r.steps).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`);
    console.info(`  ${steps.join(', ')}`);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) await main();
