import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database';

// Test support: every data-layer test runs on SQLite always, and on PostgreSQL when
// TEST_DATABASE_URL is set. Each test database is fresh: a temp file, or a schema of its own.

export type TestDatabase = DatabaseHandle & { url: string; schema?: string; drop(): Promise<void> };

export const testDialects: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export async function createTestDatabase(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'dpc-db-'));
    const url = `sqlite:${join(dir, 'test.sqlite')}`;
    const handle = openDatabase({ url });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      url,
      async drop() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDatabase({ url, schema });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    schema,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
