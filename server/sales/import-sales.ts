import type { Kysely } from 'kysely';
import { type RejectedRow, readSales, type Sale } from '../../valuation';
import type { Database } from '../db/schema';
import { saleNameFacts } from './sale-name-facts';

export type ImportSalesReport = {
  /** Data rows read: the sales below and the rejected ones. */
  read: number;
  inserted: number;
  /** Sales already in the database (same domain, date, price and venue), or twice in the file. */
  skippedDuplicates: number;
  rejected: number;
  /** The first few rejected rows, with their line in the file. */
  firstRejected: RejectedRow[];
};

export type ImportSalesOptions = {
  db: Kysely<Database>;
  sales: Iterable<Sale> | AsyncIterable<Sale>;
  /** Sales per INSERT and per transaction. */
  batchSize?: number;
  /** Called after each batch, for progress lines on long imports. */
  onBatch?: (progress: { inserted: number; skippedDuplicates: number }) => void;
  /** Stops between batches (the server closing); what was imported stays. */
  signal?: AbortSignal;
};

const defaultBatchSize = 1000;
const reportedRejections = 5;

/**
 * Adds sales to the database, a batch per transaction, skipping those it already holds, so an
 * import can be run again (or resumed after a crash) without doubling anything. Each sale's
 * derived columns and words are stored with it.
 */
export async function importSales({
  db,
  sales,
  batchSize = defaultBatchSize,
  onBatch,
  signal,
}: ImportSalesOptions): Promise<{ read: number; inserted: number; skippedDuplicates: number }> {
  let read = 0;
  let inserted = 0;
  let batch: Sale[] = [];
  const flush = async () => {
    inserted += await insertBatch(db, batch);
    batch = [];
    onBatch?.({ inserted, skippedDuplicates: read - inserted });
  };
  for await (const sale of sales) {
    read += 1;
    batch.push(sale);
    if (batch.length >= batchSize) {
      await flush();
      if (signal?.aborted) break;
    }
  }
  if (batch.length > 0 && !signal?.aborted) await flush();
  return { read, inserted, skippedDuplicates: read - inserted };
}

/** Reads a sales CSV (bad rows are reported with their line and skipped) and imports it. */
export async function importSalesFile(
  options: Omit<ImportSalesOptions, 'sales'> & { path: string },
): Promise<ImportSalesReport> {
  // readSales holds the file's sales in memory (about 200 bytes a sale); the batches below are
  // what keeps the database work linear.
  const { sales, rejected } = await readSales(options.path);
  const result = await importSales({ ...options, sales });
  return {
    ...result,
    read: result.read + rejected.length,
    rejected: rejected.length,
    firstRejected: rejected.slice(0, reportedRejections),
  };
}

async function insertBatch(db: Kysely<Database>, sales: Sale[]): Promise<number> {
  const facts = new Map<string, ReturnType<typeof saleNameFacts>>();
  const factsOf = (label: string) => {
    let found = facts.get(label);
    if (!found) {
      found = saleNameFacts(label);
      facts.set(label, found);
    }
    return found;
  };
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('sales')
      .values(
        sales.map((sale) => {
          const { pattern, length } = factsOf(sale.label);
          return {
            domain: sale.domain,
            label: sale.label,
            tld: sale.tld,
            price_usd: sale.priceUsd,
            sale_date: sale.date,
            sale_year: sale.year,
            venue: sale.venue === '' ? null : sale.venue,
            sample: sale.sample,
            source: sale.source,
            pattern,
            length,
          };
        }),
      )
      // Any unique key: here the one sale key (domain, date, price, venue).
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'label'])
      .execute();
    const words = rows.flatMap((row) => factsOf(row.label).words.map((word) => ({ sale_id: row.id, word })));
    for (let start = 0; start < words.length; start += 5000) {
      await trx
        .insertInto('sale_words')
        .values(words.slice(start, start + 5000))
        .execute();
    }
    return rows.length;
  });
}
