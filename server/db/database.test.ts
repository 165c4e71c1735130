import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './database';
import { createTestDatabase, testDialects } from './test-databases';

describe.each(testDialects)('database on %s', (dialect) => {
  it('creates the schema on a fresh database and migrating again changes nothing', async () => {
    const database = await createTestDatabase(dialect);
    try {
      await migrateToLatest(database.db);
      const tables = await database.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toContain('client_logs');
      await database.db
        .insertInto('client_logs')
        .values({
          level: 'info',
          message: 'hello',
          created_at: '2026-11-21T00:00:00.000Z',
          report_id: null,
          task: null,
          server: null,
          status: null,
          user_agent: null,
        })
        .execute();
      const rows = await database.db.selectFrom('client_logs').select(['id', 'message']).execute();
      expect(rows).toEqual([{ id: expect.anything(), message: 'hello' }]);
    } finally {
      await database.drop();
    }
  });
});
