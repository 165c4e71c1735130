import { type Kysely, type Migration, type MigrationProvider, PostgresAdapter, sql } from 'kysely';

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
  '0002-sales': {
    // Real domain sales (npm run import-sales, or at start into an empty database) and the words of
    // each sale's label, for similar sales and price trends. Derived columns (label, tld, pattern,
    // length, sale_year, sale_words) are computed at import so every look-up is an index range.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sales')
        .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (column) => column.primaryKey())
        .addColumn('domain', 'text', (column) => column.notNull())
        .addColumn('label', 'text', (column) => column.notNull())
        .addColumn('tld', 'text', (column) => column.notNull())
        .addColumn('price_usd', 'double precision', (column) => column.notNull())
        .addColumn('sale_date', 'varchar(10)')
        .addColumn('sale_year', 'integer')
        .addColumn('venue', 'text')
        .addColumn('sample', 'text')
        .addColumn('source', 'text')
        .addColumn('pattern', 'varchar(32)', (column) => column.notNull())
        .addColumn('length', 'integer', (column) => column.notNull())
        .execute();
      // One row per sale: NULL date or venue count as equal here (plain unique keys treat NULLs as
      // distinct on both dialects), so importing a file twice adds nothing.
      await sql`
        create unique index sales_unique_sale
        on sales (domain, coalesce(sale_date, ''), price_usd, coalesce(venue, ''))
      `.execute(db);
      await db.schema.createIndex('sales_label_date').on('sales').columns(['label', 'sale_date']).execute();
      await db.schema
        .createIndex('sales_pattern_length_date')
        .on('sales')
        .columns(['pattern', 'length', 'sale_date'])
        .execute();
      await db.schema
        .createIndex('sales_tld_year_price')
        .on('sales')
        .columns(['tld', 'sale_year', 'price_usd'])
        .execute();
      await db.schema
        .createTable('sale_words')
        .addColumn('sale_id', 'integer', (column) =>
          column.notNull().references('sales.id').onDelete('cascade'),
        )
        .addColumn('word', 'varchar(63)', (column) => column.notNull())
        .addPrimaryKeyConstraint('sale_words_pkey', ['sale_id', 'word'])
        .execute();
      await db.schema.createIndex('sale_words_word').on('sale_words').columns(['word', 'sale_id']).execute();
    },
  },
  '0003-model-versions': {
    // Every retraining run: the version it wrote to MODEL_STORE_PATH, whether it was promoted, its metrics
    // beside the active model's, and why it was not promoted. promoted is 0 or 1 on both dialects.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('model_versions')
        .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (column) => column.primaryKey())
        .addColumn('version', 'varchar(100)', (column) => column.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
        .addColumn('promoted', 'integer', (column) => column.notNull())
        .addColumn('metrics', 'text', (column) => column.notNull())
        .addColumn('reason', 'text')
        .execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
