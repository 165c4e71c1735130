// npm run --silent evaluate -- --sales <csv> [--model price_range] [--models <folder>] [--json]
// Judges a committed estimation model on a sales file: { n, logRMSE, medAbsLogErr, within2x, spearman,
// bias, coverage80 } in natural log of USD. Each row is estimated in its own sale context where the file
// gives it (venue, year of the date), and in the model's reference context where it does not; a year
// after the reference year counts as the reference year (see valuation/train/feature-matrix.ts).
import { parseArgs } from 'node:util';
import { evaluateEngine, loadEngine, readSales } from '../valuation/index';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sales: { type: 'string' },
      model: { type: 'string' },
      models: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.sales)
    throw new Error('usage: npm run --silent evaluate -- --sales <csv> [--model price_range] [--json]');
  const engine = loadEngine(values.models);
  if (values.model && !engine.models.has(values.model)) {
    throw new Error(
      `no estimation model '${values.model}'; there are: ${[...engine.models.keys()].join(', ')}`,
    );
  }
  const { sales, rejected } = await readSales(values.sales);
  if (rejected.length > 0)
    console.error(`skipped ${rejected.length} unreadable rows (first: line ${rejected[0]?.line})`);
  const metrics = evaluateEngine(engine, sales, values.model);
  if (values.json) {
    process.stdout.write(`${JSON.stringify(metrics)}\n`);
    return;
  }
  const model = engine.models.get(values.model ?? engine.defaultModel)?.file;
  console.log(`${model?.name} (${model?.version}) on ${metrics.n} sales of ${values.sales}`);
  console.log(`  log RMSE            ${metrics.logRMSE}`);
  console.log(
    `  median |log error|  ${metrics.medAbsLogErr} (×${Math.exp(metrics.medAbsLogErr).toFixed(2)})`,
  );
  console.log(`  within 2x           ${(metrics.within2x * 100).toFixed(1)}%`);
  console.log(`  Spearman            ${metrics.spearman}`);
  console.log(`  bias (log)          ${metrics.bias}`);
  console.log(`  in 80% range        ${(metrics.coverage80 * 100).toFixed(1)}%`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
