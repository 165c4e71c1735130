import type { Kysely } from 'kysely';
import type { Sale } from '../../valuation';
import type { Database } from '../db/schema';

const batchSize = 10_000;

/** Every sale of the database in import order, in batches by id, in the shape valuation trains on. */
export async function readTrainingSales(db: Kysely<Database>): Promise<Sale[]> {
  const sales: Sale[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('sales')
      .select([
        'id',
        'domain',
        'label',
        'tld',
        'price_usd',
        'sale_date',
        'sale_year',
        'venue',
        'sample',
        'source',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const row of rows) {
      sales.push({
        date: row.sale_date,
        year: row.sale_year,
        domain: row.domain,
        label: row.label,
        tld: row.tld,
        // PostgreSQL's double precision arrives as a number, SQLite's REAL too; Number() keeps both plain.
        priceUsd: Number(row.price_usd),
        venue: row.venue ?? '',
        sample: row.sample,
        source: row.source,
      });
    }
    if (rows.length < batchSize) return sales;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
