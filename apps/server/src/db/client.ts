import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every service receives: the same for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle is used exactly like the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database responds to a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded store; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
