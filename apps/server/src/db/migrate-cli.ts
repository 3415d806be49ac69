import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await runMigrations(handle);
await handle.close();
console.info(`Migrations applied (${handle.kind}).`);
