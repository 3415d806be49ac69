import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, configWarnings, DEMO_ADMIN_PASSWORD, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { ensureAdmin, seedRoles } from './db/seed';
import { seedOnStart } from './db/seed/start';
import { startJobs } from './jobs';
import { listensEverywhere, networkAddresses, tryAddress } from './lib/network-address';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A known refusal ends the start with its message alone, as a configuration error does; anything else is thrown. */
function exitOn(kind: new (...args: never[]) => Error, error: unknown): never {
  if (!(error instanceof kind)) throw error;
  console.error(error.message);
  process.exit(1);
}

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    exitOn(ConfigError, error);
  }
}

const config = readConfig();
config.webDist ??= path.resolve(here, '../../web/dist');
const renderEntry = path.resolve(config.webDist, '../dist-server/entry-server.js');
if (existsSync(renderEntry)) config.webRender ??= renderEntry;

/** Why the shop could not take its address, in one sentence each, instead of Node's stack trace. */
function listenRefusal(error: NodeJS.ErrnoException | undefined): string | undefined {
  const refusals: Record<string, string> = {
    EADDRINUSE: `Port ${config.port} on ${config.host} is in use by another program: is the shop already running? Stop it, or start this one with another PORT.`,
    EACCES: `Port ${config.port} needs administrator rights on this system (ports below 1024 do): start the shop with a PORT of 1024 or more, and put a proxy in front of it for port 80 or 443.`,
    EADDRNOTAVAIL: `HOST=${config.host} is not an address of this machine: leave HOST unset for this machine alone, or use 0.0.0.0 to be reached from its networks.`,
  };
  return error?.code ? refusals[error.code] : undefined;
}

// Said before the database opens: a taken port is told at once, and the embedded database is never touched. The
// listen below still says it when another program takes the port meanwhile.
const addressRefusal = listenRefusal(await tryAddress(config.port, config.host));
if (addressRefusal) {
  console.error(addressRefusal);
  process.exit(1);
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
}).catch((error) => exitOn(DataDirInUseError, error));
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

await app.listen({ port: config.port, host: config.host }).catch(async (error) => {
  const refusal = listenRefusal(error);
  if (!refusal) throw error;
  jobs.stop();
  await app.close();
  await database.close();
  console.error(refusal);
  process.exit(1);
});

const everywhere = listensEverywhere(config.host);
const url = `http://${everywhere ? '127.0.0.1' : config.host}:${config.port}`;
console.info(
  `\nShop ready at ${url}  (database: ${database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'})`,
);
// Listening everywhere, to be opened from a phone: the addresses it answers at on this machine's networks.
if (everywhere)
  for (const address of networkAddresses()) console.info(`On this network: http://${address}:${config.port}`);
if (config.adminEmail) {
  const shown = config.adminPassword === DEMO_ADMIN_PASSWORD ? config.adminPassword : '(from ADMIN_PASSWORD)';
  console.info(`Administrator: ${config.adminEmail}  password: ${shown}\n`);
}
for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);

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
