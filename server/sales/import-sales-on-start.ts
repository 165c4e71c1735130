import { statSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type ImportSalesReport, importSalesFile } from './import-sales';

export type ImportSalesOnStartOptions = {
  db: Kysely<Database>;
  /** SALES_DATA_PATH; a path that does not exist is fine (nothing to import). */
  path: string;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
  blockingBytes?: number;
};

/** Files up to this size (about 200,000 sales, a few seconds) are imported before the server answers. */
export const blockingImportBytes = 16 * 1024 * 1024;

export type SalesImportPlan =
  | { kind: 'none'; reason: 'no-file' | 'has-sales' }
  | { kind: 'now' | 'background'; run: () => Promise<ImportSalesReport | undefined> };

/**
 * Decides what start-up does about sales: nothing when the database already holds some or the file
 * is missing; otherwise an import to run now (a small file) or after the server listens (a big one).
 * The import itself never throws: a bad file is logged and the server serves on without sales.
 */
export async function planSalesImportOnStart({
  db,
  path,
  log,
  signal,
  blockingBytes = blockingImportBytes,
}: ImportSalesOnStartOptions): Promise<SalesImportPlan> {
  const held = await db.selectFrom('sales').select('id').limit(1).executeTakeFirst();
  if (held) return { kind: 'none', reason: 'has-sales' };
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    log.info(`No sales to import at start: ${path} does not exist (SALES_DATA_PATH)`);
    return { kind: 'none', reason: 'no-file' };
  }
  const run = async () => {
    const started = performance.now();
    log.info(`Importing sales from ${path} into the empty database`);
    try {
      const report = await importSalesFile({ db, path, signal });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log.info(
        `Imported ${report.inserted} sales from ${path} in ${seconds} s ` +
          `(${report.read} rows, ${report.skippedDuplicates} duplicates, ${report.rejected} rejected)`,
      );
      for (const row of report.firstRejected) log.warn(`${path} line ${row.line}: ${row.reason}`);
      return report;
    } catch (error) {
      log.error({ err: error }, `Importing sales from ${path} failed; serving without them`);
      return undefined;
    }
  };
  return { kind: size <= blockingBytes ? 'now' : 'background', run };
}

/**
 * Start-up: imports SALES_DATA_PATH into an empty database, before serving when the file is small,
 * after the server listens when it is big (the server stops the import between batches on close).
 */
export async function importSalesOnStart({
  app,
  db,
  path,
  blockingBytes = blockingImportBytes,
}: {
  app: FastifyInstance;
  db: Kysely<Database>;
  path: string;
  blockingBytes?: number;
}): Promise<void> {
  const abort = new AbortController();
  const plan = await planSalesImportOnStart({ db, path, log: app.log, signal: abort.signal, blockingBytes });
  if (plan.kind === 'now') await plan.run();
  if (plan.kind !== 'background') return;
  let running: Promise<unknown> | undefined;
  app.addHook('onListen', async () => {
    // Once, even when the server listens on several addresses.
    running ??= plan.run();
  });
  app.addHook('onClose', async () => {
    abort.abort();
    await running;
  });
}
