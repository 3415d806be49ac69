// Shared pieces of the benchmarks: scratch places (a temporary DATA_DIR, or a scratch database on the local
// PostgreSQL), the bulk seeder, the real server, autocannon runs with exact percentiles, and the server's memory.
// Only 127.0.0.1 is ever contacted.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The local PostgreSQL to make scratch databases on: DATABASE_URL, else the local default. Refuses a remote one. */
export function localPgUrl() {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`The benchmarks only talk to a local PostgreSQL, not ${url.hostname}`);
  return url;
}

export async function adminQuery(text, params) {
  const client = new pg.Client({ connectionString: localPgUrl().toString() });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/**
 * A fresh place for one shop: its server environment and how to clean up. `database` is null for PGlite (a
 * temporary DATA_DIR) or the name of a scratch database on the local PostgreSQL, dropped and made again.
 */
export async function scratch({ database = null, port, prefix = 'bench-', extraEnv = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const admin = { email: 'bench@shop.local', password: `Bench${randomBytes(8).toString('hex')}1` };
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'demo',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (database) {
    if (!/^bench_[a-z0-9_]+$/.test(database)) throw new Error(`scratch database name: ${database}`);
    await adminQuery(`drop database if exists ${database} with (force)`);
    await adminQuery(`create database ${database}`);
    const url = localPgUrl();
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    admin,
    dataDir,
    base: `http://127.0.0.1:${port}`,
    kind: database ? 'PostgreSQL' : 'PGlite',
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await adminQuery(`drop database if exists ${database} with (force)`);
    },
  };
}

/** Runs a command to its end in the repository root; throws on failure. Returns its duration in ms. */
export function run(command, argv, env, timeoutMs, { quiet = false } = {}) {
  const started = performance.now();
  const result = spawnSync(command, argv, {
    cwd: root,
    env,
    stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${argv.join(' ')} failed (${result.status ?? result.signal})`);
  return { ms: performance.now() - started, stdout: result.stdout?.toString() ?? '' };
}

/** Fills the place's database up to `products` products with the bulk seeder (`npm run seed:bulk`). */
export const seedBulk = (env, products, options) =>
  run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/seed/bulk.ts', '--products', String(products)],
    env,
    1_800_000,
    options,
  );

/**
 * Starts the real server as `npm start` does (`node --enable-source-maps --import tsx apps/server/src/main.ts`) and
 * waits until `readyPath` answers 2xx. Returns the child and the ms from spawn to that answer.
 */
export async function startServer(env, { readyPath = '/api/ready', timeoutMs = 300_000 } = {}) {
  const started = performance.now();
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', '--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${env.PORT}${readyPath}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting');
    try {
      const reply = await fetch(url);
      await reply.arrayBuffer();
      if (reply.ok) return { server, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not answer ${readyPath} within ${timeoutMs / 1000} s`);
}

export async function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), or NaN where there is no /proc. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/**
 * One autocannon run, bounded in time; latencies come from every response, so the percentiles are exact.
 * `request` may carry method, headers and body (autocannon's options).
 */
export async function load(url, seconds, connections, request = {}) {
  const times = [];
  const statuses = {};
  const instance = autocannon({ url, connections, duration: seconds, timeout: 10, ...request });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  const result = await instance;
  clearTimeout(guard);
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    statuses,
  };
}

/** A warm-up (2 s at 10 connections, not counted), then the measured run. */
export async function warmLoad(url, seconds, connections, request) {
  await load(url, 2, 10, request);
  return load(url, seconds, connections, request);
}

/** The storefront's read requests of the catalogue benchmark, against a running server. */
export async function catalogueRequests(base) {
  const first = await (await fetch(`${base}/api/store/products?per_page=20`)).json();
  const detail = first.data.find((p) => p.kind === 'variable')?.slug ?? first.data[0].slug;
  return {
    detail,
    scenarios: [
      ['list, first page of 20', '/api/store/products?per_page=20'],
      ['offers, first page of 20', '/api/store/products?per_page=20&in_offer=true'],
      ['product detail', `/api/store/products/${detail}`],
      ['search "cámara"', `/api/store/products?per_page=20&search=${encodeURIComponent('cámara')}`],
      ['search "camara"', '/api/store/products?per_page=20&search=camara'],
    ],
  };
}
