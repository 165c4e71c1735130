import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** 'sqlite:<file path>' (the embedded default) or 'postgres://...'. */
  url: string;
  /** PostgreSQL schema to work in (tests use one each); default is the server's search_path. */
  schema?: string;
};

/** Opens the database the URL names; the SQLite file and its folder are created when missing. */
export function openDatabase({ url, schema }: DatabaseOptions): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Kysely looks for its migration tables in every schema it can see unless told which: another schema
  // holding them (a parallel test's, or one left by a failed run) would make it skip creating its own.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
