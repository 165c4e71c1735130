// npx tsx bench/first-model-accuracy.ts --sales ../shared/data/sales/sales.csv
//
// Judges the group-medians model on sales it has never seen, split by date: trained on sales dated
// before 2019, tested on the natural-sample sales of 2019 (the market's own price distribution). A
// name sold in 2019 is kept out of training altogether, so no name sits on both sides.
import { parseArgs } from 'node:util';
import {
  type EstimateOutput,
  estimate,
  readSales,
  type Sale,
  trainGroupModel,
  type ValuationModel,
} from '../valuation';

const testYear = 2019;

type Result = { price: number; output: EstimateOutput };
type Subset = { name: string; keep: (sale: Sale) => boolean };

const subsets: Subset[] = [
  { name: 'all', keep: () => true },
  { name: '.com', keep: (sale) => sale.tld === 'com' },
  { name: 'other TLDs', keep: (sale) => sale.tld !== 'com' },
  { name: 'names of 1-3 characters', keep: (sale) => sale.label.length <= 3 },
];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { sales: { type: 'string' } } });
  if (!values.sales) throw new Error('usage: npx tsx bench/first-model-accuracy.ts --sales <sales.csv>');
  const { sales } = await readSales(values.sales);

  const test = sales.filter((sale) => sale.sample === 'natural' && sale.year === testYear);
  const testDomains = new Set(test.map((sale) => sale.domain));
  const dated = sales.filter((sale) => sale.year !== null && sale.year < testYear);
  const train = dated.filter((sale) => !testDomains.has(sale.domain));
  const model = trainGroupModel(train);
  const baseline = globalOnly(model);

  console.log(`train: ${model.counts.trainedOn} natural-sample sales dated before ${testYear}`);
  console.log(
    `       (${dated.length - train.length} earlier sales of names sold again in ${testYear} left out)`,
  );
  console.log(`test:  ${test.length} natural-sample sales of ${testYear}\n`);
  console.log(
    '| test sales | n | model: median error | model: in 80% range | below / above | baseline: median error | baseline: in range |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const subset of subsets) {
    const part = test.filter(subset.keep);
    const ours = part.map((sale) => ({ price: sale.priceUsd, output: estimateSale(model, sale) }));
    const naive = part.map((sale) => ({ price: sale.priceUsd, output: estimateSale(baseline, sale) }));
    const outside = belowAbove(ours);
    console.log(
      `| ${subset.name} | ${part.length} | ×${medianErrorFactor(ours).toFixed(2)} | ${percent(inRange(ours))} | ` +
        `${percent(outside.below)} / ${percent(outside.above)} | ×${medianErrorFactor(naive).toFixed(2)} | ${percent(inRange(naive))} |`,
    );
  }
  console.log(`\nestimate(): ${microsecondsPerEstimate(model, test).toFixed(1)} µs per call`);
}

function estimateSale(model: ValuationModel, sale: Sale): EstimateOutput {
  return estimate(model, { name: sale.label, tld: sale.tld });
}

/** The naive baseline: every name gets the global median and the global 10th..90th percentile range. */
function globalOnly(model: ValuationModel): ValuationModel {
  return {
    ...model,
    groups: Object.fromEntries(Object.entries(model.groups).filter(([key]) => key === '*|*|*')),
  };
}

/** exp(median |log(price / estimation)|): ×1.5 means half the sales are within a factor 1.5 of the estimate. */
function medianErrorFactor(results: Result[]): number {
  const errors = results
    .map(({ price, output }) => Math.abs(Math.log(price / output.estimation)))
    .sort((a, b) => a - b);
  const middle = errors.length / 2;
  const median =
    errors.length % 2 === 1
      ? (errors[Math.floor(middle)] ?? 0)
      : ((errors[middle - 1] ?? 0) + (errors[middle] ?? 0)) / 2;
  return Math.exp(median);
}

function inRange(results: Result[]): number {
  return share(results, ({ price, output }) => price >= output.range[0] && price <= output.range[1]);
}

function belowAbove(results: Result[]): { below: number; above: number } {
  return {
    below: share(results, ({ price, output }) => price < output.range[0]),
    above: share(results, ({ price, output }) => price > output.range[1]),
  };
}

function share(results: Result[], test: (result: Result) => boolean): number {
  return results.length === 0 ? Number.NaN : results.filter(test).length / results.length;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function microsecondsPerEstimate(model: ValuationModel, sales: Sale[]): number {
  const rounds = 20;
  const started = performance.now();
  let sink = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const sale of sales) sink += estimateSale(model, sale).estimation;
  }
  const elapsed = performance.now() - started;
  if (sink <= 0) throw new Error('estimates were not positive');
  return (elapsed * 1000) / (rounds * sales.length);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
