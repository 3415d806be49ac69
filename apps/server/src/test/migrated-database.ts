import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where each test file's fresh database starts from: the migrated schema, made once per run. On PGlite, the
     * path of a dump of its data folder; on PostgreSQL, the name of a template database.
     */
    migratedDatabase: { kind: 'pglite'; image: string } | { kind: 'postgres'; template: string };
  }
}

/**
 * Vitest global set-up of the server suites: migrates one database, once per run, that every test file's database
 * is copied from. An embedded PostgreSQL made empty runs initdb and then the 47 migrations: about 3 s of a busy
 * 2-core machine for each of the ~95 test databases, where loading the dump takes about 1 s. A PostgreSQL database
 * is created from the template, which copies files instead of running the migrations' statements again.
 */
export default async function migratedDatabase(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `shop_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    try {
      await runMigrations(handle);
    } finally {
      // A template may not have connections while a database is created from it.
      await handle.close();
    }
    project.provide('migratedDatabase', { kind: 'postgres', template });
    return () => adminQuery(url, `drop database if exists ${template} with (force)`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-test-db-'));
  const image = path.join(folder, 'migrated.tar');
  const handle = await openDatabase({});
  try {
    await runMigrations(handle);
    const dump = await handle.dump?.();
    if (!dump) throw new Error('The embedded database could not be dumped');
    writeFileSync(image, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('migratedDatabase', { kind: 'pglite', image });
  return () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
