import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { refreshOfferPrices } from './modules/products';

const handle = await openDatabase({
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/offers_probe',
  poolSize: 2,
});
const db = handle.db;
const count = async (q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
console.log(
  'products under an offer:',
  await count(sql`select count(*)::int as n from products where offer_id is not null`),
);
for (const round of [1, 2]) {
  await db.execute(
    sql`update products set offer_id = null, final_price = final_price where offer_id is not null`,
  );
  const started = performance.now();
  const n = await db.transaction((tx) => refreshOfferPrices(tx, new Date()));
  console.log(`round ${round}: repriced ${n} products in ${Math.round(performance.now() - started)} ms`);
}
const started = performance.now();
const n = await refreshOfferPrices(db, new Date());
console.log(`nothing changed: ${n} products in ${Math.round(performance.now() - started)} ms`);
await handle.close?.();
process.exit(0);
