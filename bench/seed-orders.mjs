// Generated order history for the back-office benchmark: adds about --lines order lines (1 to 7 per order, 4 on
// average, so --lines / 4 orders) to the configured database (DATABASE_URL, else PGlite in DATA_DIR, as the
// server), with set-based SQL (`INSERT … SELECT generate_series`). The orders are spread over the last 365 days,
// across every order status and the users (1,000 customers are added), pickup or home delivery, one in twenty taken by
// staff (the first administrator: decision 099's filters have rows to find); each line takes a product of the
// catalogue (run the bulk seeder first), its name, SKU and final price. Lines hold no stock (`holds` is empty and
// `holds_stock` false), so the generated orders leave the catalogue's availability alone.
//
//   node --import tsx bench/seed-orders.mjs [--lines 1000000]
//
// Prints what it added and the time taken. Needs the server stopped on PGlite (one user at a time).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const LINES_PER_ORDER = 4; // average of 1 + (id % 7)

/** Adds ~`lines` order lines in ~lines/4 orders; returns counts and ms. `db` is the app's drizzle database. */
export async function seedOrders(db, lines) {
  const started = performance.now();
  const rows = async (text) => (await db.execute(sql.raw(text))).rows;
  const orderCount = Math.max(1, Math.round(lines / LINES_PER_ORDER));
  // A thousand customers to own the orders (their password hash matches no password: they cannot sign in).
  await db.execute(
    sql.raw(`insert into users (name, lastname, email, password_hash, role_id)
      select 'Bench', 'Customer ' || g, 'bench-customer-' || g || '@bench.local', '!', r.id
      from generate_series(1, 1000) as g, (select id from roles where key = 'customer') as r
      on conflict do nothing`),
  );
  const [{ statuses, users, products }] = await rows(
    `select (select count(*) from order_statuses)::int as statuses, (select count(*) from users)::int as users,
            (select count(*) from products)::int as products`,
  );
  if (!statuses || !users || !products) throw new Error('seed the shop first (statuses, users, products)');
  await db.transaction(async (tx) => {
    const run = (text) => tx.execute(sql.raw(text));
    await run(`create temporary table bench_statuses on commit drop as
      select row_number() over (order by id) as rn, id from order_statuses`);
    await run(`create temporary table bench_users on commit drop as
      select row_number() over (order by id) as rn, id from users`);
    await run(`create temporary table bench_products on commit drop as
      select row_number() over (order by id) as rn, id, name, sku, final_price from products`);
    await run('create index on bench_products (rn)');
    await run(`create temporary table bench_new_orders (id int primary key) on commit drop`);
    await run(`with made as (
      insert into orders (user_id, placed_by, status_id, payment_status, payment_due_at, pay_form, delivery_method,
                          pickup_point, recipient, shipment_price, subtotal, tax_total, total, coin,
                          exchange_rates, holds_stock, created_at, updated_at)
      select u.id, case when g % 20 = 0 then (select min(a.id) from users a join roles r on r.id = a.role_id
                                                where r.key = 'administrator') end, s.id,
             (case g % 3 when 0 then 'paid' when 1 then 'pending' else 'cancelled' end)::payment_status,
             t.at + interval '2 days', 'cash_on_pickup',
             (case when g % 4 = 0 then 'home' else 'pickup' end)::delivery_method,
             case when g % 4 = 0 then null
                  else '{"id":1,"name":"Bench pickup","address":"Calle 1"}'::jsonb end,
             jsonb_build_object('name', 'Bench', 'last_name', 'Buyer ' || g, 'phone', '5550000',
               'ci', null, 'email', null, 'province', 'La Habana', 'municipality', 'Plaza',
               'main_street', 'Calle 1', 'first_street', null, 'second_street', null,
               'house_or_apartment', null, 'point_of_reference', null, 'address', null),
             0, 0, 0, 0, 'USD', '{"MLC":"1.08"}'::jsonb, false, t.at, t.at
      from generate_series(1, ${orderCount}) as g
      cross join lateral (select now() - (g::float8 / ${orderCount}) * interval '365 days' as at) as t
      join bench_statuses s on s.rn = 1 + (g * 7) % ${statuses}
      join bench_users u on u.rn = 1 + (g * 13) % ${users}
      returning id)
      insert into bench_new_orders select id from made`);
    // Four orders in five kept their lines' cost (decision 110): the sold products report sums both kinds.
    await run(`insert into order_lines (order_id, product_id, name, sku, quantity, unit_price, unit_tax,
                                        line_total, unit_cost, holds)
      select o.id, p.id, p.name, p.sku, q.n, p.final_price, 0, p.final_price * q.n,
             case when o.id % 5 = 0 then null else p.final_price * 7 / 10 end, '[]'::jsonb
      from bench_new_orders o
      cross join lateral generate_series(1, 1 + o.id % 7) as l
      cross join lateral (select 1 + (o.id + l) % 3 as n) as q
      join bench_products p on p.rn = 1 + ((o.id::bigint * 7919 + l * 104729) % ${products})`);
    await run(`update orders set subtotal = t.sum, total = t.sum
      from (select order_id, sum(line_total)::int as sum from order_lines
            where order_id in (select id from bench_new_orders) group by order_id) as t
      where orders.id = t.order_id`);
  });
  // The state autovacuum reaches a minute after such a load (PostgreSQL vacuums after many inserts): planner
  // statistics, and pages marked all-visible so that counts and lists can read their indexes alone. Measuring
  // before it would time a shop that has just been bulk-loaded, which no shop serves from.
  await db.execute(sql.raw('vacuum (analyze) orders, order_lines, users'));
  const [counts] = await rows(
    'select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines',
  );
  return { orders: counts.orders, lines: counts.lines, ms: performance.now() - started };
}

async function main() {
  const { values } = parseArgs({ options: { lines: { type: 'string', default: '1000000' } } });
  const lines = Number(values.lines);
  if (!(Number.isInteger(lines) && lines >= 1 && lines <= 10_000_000)) throw new Error('--lines: 1…10000000');
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    const r = await seedOrders(handle.db, lines);
    console.info(
      `Order history on ${handle.kind}: now ${r.orders} orders, ${r.lines} order lines (${(r.ms / 1000).toFixed(1)} s).`,
    );
    console.info(`SEED_ORDERS_JSON ${JSON.stringify(r)}`);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) await main();
