import path from 'node:path';
import { loadConfig } from '../config';
import { stockDrift } from '../modules/stock-history';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

// `npm run stock:check`: recomputes every stock row and history count from the stock ledger and lists what differs.
// Exits 1 when something drifted, so a cron or CI can alert on it.
const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await runMigrations(handle);
const drifts = await stockDrift(handle.db);
await handle.close();
for (const d of drifts) {
  const row =
    d.variation_id === null
      ? `product ${d.product_id}`
      : `variation ${d.variation_id} of product ${d.product_id}`;
  const where = d.point_of_sale_id === undefined ? '' : ` at point of sale ${d.point_of_sale_id}`;
  console.error(`${row}${where}: ${d.field} is ${d.stored}, the ledger says ${d.ledger}`);
}
console.info(drifts.length ? `${drifts.length} stock rows drifted.` : 'Stock matches its ledger.');
process.exitCode = drifts.length ? 1 : 0;
