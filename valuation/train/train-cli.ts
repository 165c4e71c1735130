// npm run train -- --sales ../shared/data/sales/sales.csv [--out models] [--seed 1] [--only price_range,...]
// Trains every estimation model and writes models/<name>.json and models/manifest.json. Deterministic for
// the same sales file and seed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSales } from '../read-sales';
import { trainAllModels } from './train-all-models';

const defaultOut = fileURLToPath(new URL('../../models', import.meta.url));
const rejectedShown = 5;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sales: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      only: { type: 'string' },
      'min-marketplace-sales': { type: 'string' },
    },
  });
  if (!values.sales) {
    throw new Error('usage: npm run train -- --sales <sales.csv> [--out <folder>] [--seed <n>] [--only a,b]');
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  const out = values.out ? resolve(values.out) : defaultOut;

  const { sales, rejected } = await readSales(values.sales);
  console.log(`read ${sales.length} sales, rejected ${rejected.length} rows`);
  for (const row of rejected.slice(0, rejectedShown)) console.log(`  line ${row.line}: ${row.reason}`);

  const started = performance.now();
  const { files, manifest } = await trainAllModels(sales, {
    seed,
    only: values.only?.split(','),
    minMarketplaceSales: values['min-marketplace-sales']
      ? Number(values['min-marketplace-sales'])
      : undefined,
    log: (line) => console.log(line),
  });
  mkdirSync(out, { recursive: true });
  // Model files of estimation models no longer trained would linger in the manifest's folder: remove them.
  const current = new Set(files.map((file) => `${file.name}.json`));
  for (const name of readdirSync(out)) {
    if (/^(price_range|outliers_filtered_out|trained_over_all_domains)/.test(name) && !current.has(name)) {
      rmSync(join(out, name));
    }
  }
  let bytes = 0;
  for (const file of files) {
    const json = `${JSON.stringify(file)}\n`;
    bytes += json.length;
    writeFileSync(join(out, `${file.name}.json`), json);
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`wrote ${files.length} models to ${out} (${(bytes / 1e6).toFixed(1)} MB) in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
