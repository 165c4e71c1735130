// npm run train -- --sales ../shared/data/sales/sales.csv [--out models/group-medians-1.json]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSales } from './read-sales';
import { trainGroupModel } from './train-group-model';

const defaultOut = fileURLToPath(new URL('../models/group-medians-1.json', import.meta.url));
const rejectedShown = 5;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { sales: { type: 'string' }, out: { type: 'string' }, 'min-group-sales': { type: 'string' } },
  });
  if (!values.sales) throw new Error('usage: npm run train -- --sales <sales.csv> [--out <model.json>]');
  const out = values.out ? resolve(values.out) : defaultOut;
  const minGroupSales = values['min-group-sales'] ? Number(values['min-group-sales']) : undefined;
  if (minGroupSales !== undefined && !(Number.isInteger(minGroupSales) && minGroupSales > 0)) {
    throw new Error('--min-group-sales must be a positive whole number');
  }

  const { sales, rejected } = await readSales(values.sales);
  console.log(`read ${sales.length} sales, rejected ${rejected.length} rows`);
  for (const row of rejected.slice(0, rejectedShown)) console.log(`  line ${row.line}: ${row.reason}`);
  if (rejected.length > rejectedShown) console.log(`  ... and ${rejected.length - rejectedShown} more`);

  const model = trainGroupModel(sales, { minGroupSales });
  const bySample = Object.entries(model.counts.bySample).map(([sample, count]) => `${sample} ${count}`);
  console.log(`by sample: ${bySample.join(', ')}`);
  console.log(
    `trained on ${model.counts.trainedOn} natural-sample sales, newest ${model.trainedAt ?? 'undated'}`,
  );
  console.log(`${model.counts.groups} groups of at least ${model.minGroupSales} sales`);

  mkdirSync(dirname(out), { recursive: true });
  const json = `${JSON.stringify(model, null, 2)}\n`;
  writeFileSync(out, json);
  console.log(`wrote ${out} (${Math.round(json.length / 1024)} KB, version ${model.version})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
