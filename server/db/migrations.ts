import { type Kysely, type Migration, type MigrationProvider, PostgresAdapter } from 'kysely';

// Migrations live in code, in order; the name is what Kysely records as applied. Never edit an
// applied migration: add the next one.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const migrations: Record<string, Migration> = {
  '0001-client-logs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('client_logs')
        .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (column) => column.primaryKey())
        .addColumn('level', 'varchar(16)', (column) => column.notNull())
        .addColumn('report_id', 'varchar(200)')
        .addColumn('task', 'varchar(500)')
        .addColumn('server', 'varchar(500)')
        .addColumn('status', 'varchar(20)')
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('user_agent', 'varchar(500)')
        .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('client_logs_created_at').on('client_logs').column('created_at').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
