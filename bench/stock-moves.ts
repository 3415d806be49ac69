// What placing stock on points of sale costs (decision 032): the ledger's triggers run one plpgsql call per changed
// stock row. Builds a fresh database (PostgreSQL of DATABASE_URL, else in-memory PGlite) with the demo shop and
// N more products, then times single-row stock changes and one bulk change, first with the units placed on points
// (the demo's main warehouse) and then with no warehouse (units on no point). Prints plain figures.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/stock-moves.ts [products]
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedRoles } from '../apps/server/src/db/seed';
import { seedBulkCatalogue } from '../apps/server/src/db/seed/bulk';

const total = Number(process.argv[2] ?? 5000);
const SINGLE = 1000;
const url = process.env.DATABASE_URL;
const name = `shop_bench_stock_${process.pid}_${randomBytes(3).toString('hex')}`;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
}
const target = url ? Object.assign(new URL(url), { pathname: `/${name}` }).toString() : undefined;
const handle = await openDatabase({ databaseUrl: target });
const { db } = handle;
const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

try {
  await runMigrations(handle);
  await seedRoles(db);
  const seeded = await seedBulkCatalogue(db, path.join(tmpdir(), 'shop-bench-stock'), total);
  const stocked = (
    await rows<{ id: number }>(
      sql`select id from products where kind = 'simple' and real_quantity > 10 order by id`,
    )
  ).map((r) => r.id);
  const ids = stocked.slice(0, SINGLE);

  const measure = async (label: string) => {
    const started = performance.now();
    for (const id of ids) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update products set real_quantity = real_quantity - 1 where id = ${id}`);
      });
    }
    const single = (performance.now() - started) / ids.length;
    const count = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements`))[0]?.n ?? 0;
    const before = await count();
    const bulkStarted = performance.now();
    await db.execute(
      sql`update products set real_quantity = real_quantity + 1 where kind = 'simple' and real_quantity > 10`,
    );
    const bulk = performance.now() - bulkStarted;
    const written = (await count()) - before;
    console.info(
      `${label.padEnd(34)} one change: ${single.toFixed(2)} ms (mean of ${ids.length}, own transaction each); ` +
        `one statement changing ${stocked.length} rows: ${bulk.toFixed(0)} ms (${written} ledger rows)`,
    );
  };

  console.info(
    `${handle.kind}, ${seeded.total} products (bulk insert of ${seeded.added} took ${seeded.ms} ms)`,
  );
  await measure('units placed on points (warehouse)');
  // The same changes with no warehouse: units go to no point, the loop still runs but writes no point rows.
  await db.execute(sql`delete from point_stock`);
  await db.execute(sql`update points_of_sale set main_warehouse = false`);
  await measure('units on no point');
} finally {
  await handle.close();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
