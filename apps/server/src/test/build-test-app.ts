import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ensureAdmin, seedRoles } from '../db/seed';
import { seedOnStart } from '../db/seed/start';
import { createMailer, type Mailer, type MailMessage } from '../modules/mail';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin12345' };

export interface TestApp {
  app: FastifyInstance;
  /**
   * Every mail the app sent, whole (secret links included), oldest first: what the recipient's mailbox would
   * hold. The outbox and the logs never see the secrets.
   */
  mailbox: MailMessage[];
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL of
 * DATABASE_URL (dropped afterwards), so both drivers run the very same suites. Both start from the schema the
 * run migrated once (test/migrated-database.ts).
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const migrated = inject('migratedDatabase');
  if (!url) {
    const image = migrated?.kind === 'pglite' ? new Blob([readFileSync(migrated.image)]) : undefined;
    const handle = await openDatabase({ pgliteImage: image });
    return { handle, drop: async () => {} };
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated?.kind === 'postgres' ? ` template ${migrated.template}` : '';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 20 });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    webDist?: string;
    webRender?: string;
    /** Fastify's logger options (a level and a stream to read the lines); no logger when absent. */
    logger?: object;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    DATA_DIR: '/tmp/shop-test',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    // Tests change the database behind the server's back (jobs called directly, rows written by factories), which
    // a kept storefront reply would not see; storefront-cache.routes.test.ts turns the cache on.
    STOREFRONT_CACHE_MS: '0',
    ...options.env,
  });
  config.webDist = options.webDist;
  config.webRender = options.webRender;
  const { handle, drop } = await freshDatabase();
  await runMigrations(handle);
  await seedRoles(handle.db);
  await seedOnStart(handle.db, config.seed, config.dataDir);
  await ensureAdmin(handle.db, TEST_ADMIN.email, TEST_ADMIN.password);
  const mailbox: MailMessage[] = [];
  const sender =
    options.mailer ??
    createMailer({
      db: handle.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: { info() {}, warn() {}, error() {} },
      outbox: config.mailOutbox,
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
    });
  const mailer: Mailer = {
    async send(message) {
      mailbox.push(message);
      await sender.send(message);
    },
  };
  const app = await buildApp({
    config,
    db: handle.db,
    pingDatabase: handle.ping,
    logger: options.logger ?? false,
    mailer,
  });
  await app.ready();
  return {
    app,
    mailbox,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
