import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

/**
 * Set on every connection: how close a search must be to a stretch of a product name to match (pg_trgm's `<%`).
 * The default 0.6 misses one typo in a short word ("camra" is 0.5 from "cámara"); 0.45 still keeps noise out.
 */
const WORD_SIMILARITY_THRESHOLD = '0.45';
const SEARCH_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;
/**
 * The one database type every service receives: the same for PGlite and node-postgres. Queries name their tables
 * (the query builder); the relational `db.query` API is not used, so the client needs no schema, and db/schema.ts
 * exists for drizzle-kit alone.
 */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;
/** A transaction handle is used exactly like the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database responds to a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's data folder as one file, to start another from (the tests' migrated schema). */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded store; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** A dump of an embedded data folder to start from instead of an empty one (tests: the migrated schema). */
  pgliteImage?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Startup parameters: in force from the first query, with no extra round trip per connection. The shop's
      // queries are short; a parallel plan's worker start-up costs more than it saves and, in a prepared
      // statement's generic plan (the LIMIT unknown), turned a 0.2 ms card list into 8 ms (decision 007). JIT
      // compiling likewise: a year's sales report spent 1 to 1.7 s of its 3 to 5 s compiling expressions it then
      // ran once (measured at 250,000 orders, issue 19).
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0 -c jit=off`,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let release = () => {};
  if (options.pgliteDir) {
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    release = lockDataDir(options.pgliteDir);
  }
  // The storefront search needs these two contrib extensions (migration 0003); PGlite ships them.
  const extensions = { pg_trgm, unaccent };
  const client = new PGlite({ dataDir: options.pgliteDir, extensions, loadDataDir: options.pgliteImage });
  try {
    await client.waitReady;
    await client.exec(SEARCH_SETTINGS);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      release();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
