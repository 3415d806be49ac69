import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureAdmin, seedRoles } from './db/seed';
import { seedOnStart } from './db/seed/start';
import { startJobs } from './jobs';

const here = path.dirname(fileURLToPath(import.meta.url));

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
config.webDist ??= path.resolve(here, '../../web/dist');
const renderEntry = path.resolve(config.webDist, '../dist-server/entry-server.js');
if (existsSync(renderEntry)) config.webRender ??= renderEntry;

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await runMigrations(database);
await seedRoles(database.db);
// The administrator first: the demo shop gives it a gift card of its own.
if (config.adminEmail && config.adminPassword)
  await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
await seedOnStart(database.db, config.seed, config.dataDir, config.adminEmail, config.env !== 'production');

const pretty = process.stdout.isTTY && config.env !== 'production';
const app = await buildApp({
  config,
  db: database.db,
  pingDatabase: database.ping,
  logger: {
    level: config.logLevel,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
  },
});
const jobs = startJobs(
  database.db,
  { mailer: app.mailer, publicUrl: config.publicUrl, dataDir: config.dataDir, log: app.log },
  app.log,
);

await app.listen({ port: config.port, host: config.host });

const url = `http://${config.host}:${config.port}`;
console.info(
  `\nShop ready at ${url}  (database: ${database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'})`,
);
if (config.adminEmail) {
  const shown = config.adminPassword === DEMO_ADMIN_PASSWORD ? config.adminPassword : '(from ADMIN_PASSWORD)';
  console.info(`Administrator: ${config.adminEmail}  password: ${shown}\n`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
