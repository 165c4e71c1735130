import { existsSync } from 'node:fs';
import { parseConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { importSalesFile } from './import-sales';

// npm run import-sales -- <sales.csv>: adds the file's sales to the database DATABASE_URL names
// (.env is read when present). Sales already there are skipped, so running it twice adds nothing.
if (existsSync('.env')) process.loadEnvFile('.env');

const path = process.argv[2];
if (!path || path.startsWith('-')) {
  console.error(
    'Usage: npm run import-sales -- <sales.csv>   (columns: date, domain, price_usd, venue[, sample, source])',
  );
  process.exit(2);
}
if (!existsSync(path)) {
  console.error(`${path}: no such file`);
  process.exit(1);
}

const config = parseConfig(process.env);
const database = openDatabase({ url: config.DATABASE_URL });
const started = performance.now();
try {
  await migrateToLatest(database.db);
  const report = await importSalesFile({
    db: database.db,
    path,
    onBatch: ({ inserted, skippedDuplicates }) => {
      const done = inserted + skippedDuplicates;
      if (done % 100_000 === 0) console.error(`  ${done.toLocaleString('en')} sales so far`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${path}: ${report.read} rows read, ${report.inserted} sales inserted, ` +
      `${report.skippedDuplicates} skipped as already stored, ${report.rejected} rejected (${seconds} s)`,
  );
  for (const row of report.firstRejected) console.error(`  line ${row.line}: ${row.reason}`);
  if (report.rejected > report.firstRejected.length) {
    console.error(`  ... and ${report.rejected - report.firstRejected.length} more rejected rows`);
  }
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
