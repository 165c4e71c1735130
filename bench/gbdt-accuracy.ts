// GBDT accuracy against XGBoost with the same parameters on the real sales: see bench/README.md.
//   npx tsx bench/gbdt-accuracy.ts --sales ../shared/data/sales/sales.csv [--trees 300] [--depth 6] [--eta 0.05]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  contributions,
  type GbdtModel,
  predict,
  predictBatch,
  serializeModel,
  trainGbdt,
} from '../valuation/gbdt/index';
import { readSales, type Sale } from '../valuation/index';
import { categoryCodes, featureCount, nameRow, writeFeatureMatrix } from './gbdt-features';

const { values: args } = parseArgs({
  options: {
    sales: { type: 'string', default: '../shared/data/sales/sales.csv' },
    trees: { type: 'string', default: '300' },
    depth: { type: 'string', default: '6' },
    eta: { type: 'string', default: '0.05' },
    out: { type: 'string', default: '/tmp/gbdt-bench' },
  },
});
const params = { rounds: Number(args.trees), maxDepth: Number(args.depth), learningRate: Number(args.eta) };
const { sales } = await readSales(args.sales);
const codes = categoryCodes(sales.map(nameRow));
mkdirSync(args.out, { recursive: true });

console.log(
  `${params.rounds} trees, depth ${params.maxDepth}, eta ${params.learningRate}, lambda 1, min child weight 1, 1 thread`,
);
console.log(
  '| split | train / test sales | ours: test RMSE | XGBoost: test RMSE | training mean: test RMSE |',
);
console.log('| --- | --- | --- | --- | --- |');
// The brief's split: the file's own order, first 80% to train. The file is not sorted: its tail is the
// top-sales reports, so this tests extrapolation to another kind of sale more than anything.
await compare('file order, first 80%', sales);
// The honest one for prices: dated sales by date, the newest 20% to test.
const dated = sales.filter((sale) => sale.date !== null);
const byDate = await compare(
  'dated sales by date, newest 20%',
  dated.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '')),
);
predictionSpeed(byDate.model, byDate.features);

async function compare(name: string, ordered: Sale[]): Promise<{ model: GbdtModel; features: Float32Array }> {
  const features = new Float32Array(ordered.length * featureCount);
  writeFeatureMatrix(ordered.map(nameRow), features, codes);
  const target = Float64Array.from(ordered, (sale) => Math.log(sale.priceUsd));
  const trainRows = Math.floor(ordered.length * 0.8);
  const split = trainRows * featureCount;
  const { model } = await trainGbdt({
    train: { features: features.subarray(0, split), target: target.subarray(0, trainRows) },
    featureCount,
    threads: 1,
    lambda: 1,
    minChildWeight: 1,
    ...params,
  });
  const testTarget = target.subarray(trainRows);
  const ours = rmse(predictBatch(model, features.subarray(split)), testTarget);
  writeFileSync(`${args.out}/accuracy-features.f32`, features);
  writeFileSync(`${args.out}/accuracy-target.f32`, Float32Array.from(target));
  const python = spawnSync(
    '/usr/bin/python3',
    [
      new URL('./gbdt-xgboost.py', import.meta.url).pathname,
      `--features=${args.out}/accuracy-features.f32`,
      `--target=${args.out}/accuracy-target.f32`,
      `--columns=${featureCount}`,
      `--trees=${params.rounds}`,
      `--depth=${params.maxDepth}`,
      `--eta=${params.learningRate}`,
      `--base-score=${model.baseScore}`,
      '--threads=1',
      `--train-rows=${trainRows}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (python.status !== 0) throw new Error(`gbdt-xgboost.py failed (${python.status})`);
  const xgb = JSON.parse(python.stdout.trim().split('\n').at(-1) ?? '{}') as { testRmse: number };
  const mean = target.subarray(0, trainRows).reduce((sum, y) => sum + y, 0) / trainRows;
  const baseline = rmse(new Float64Array(testTarget.length).fill(mean), testTarget);
  console.log(
    `| ${name} | ${trainRows} / ${testTarget.length} | ${ours.toFixed(4)} | ${xgb.testRmse.toFixed(4)} | ${baseline.toFixed(4)} |`,
  );
  return { model, features };
}

/** Rows per second of the model on the rows given, one core: in a batch, one at a time, and contributions. */
function predictionSpeed(model: GbdtModel, features: Float32Array): void {
  const rows = features.length / featureCount;
  const out = new Float64Array(rows);
  const time = (run: () => void) => {
    run();
    const started = performance.now();
    let repeats = 0;
    while (performance.now() - started < 1000) {
      run();
      repeats++;
    }
    return (rows * repeats) / ((performance.now() - started) / 1000);
  };
  const batch = time(() => predictBatch(model, features, out));
  const single = time(() => {
    for (let r = 0; r < rows; r++)
      out[r] = predict(model, features.subarray(r * featureCount, (r + 1) * featureCount));
  });
  const parts = time(() => {
    for (let r = 0; r < rows; r++)
      contributions(model, features.subarray(r * featureCount, (r + 1) * featureCount));
  });
  const nodes = model.trees.reduce((total, tree) => total + tree.feature.length, 0);
  console.log(
    `\nprediction, ${model.trees.length} trees of depth ${params.maxDepth} (${nodes} nodes, model file ` +
      `${(serializeModel(model).length / 1e6).toFixed(1)} MB), one core: predictBatch ${Math.round(batch)} rows/s, ` +
      `predict ${Math.round(single)} rows/s, contributions ${Math.round(parts)} rows/s`,
  );
}

function rmse(prediction: Float64Array, actual: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < actual.length; i++) sum += ((prediction[i] ?? 0) - (actual[i] ?? 0)) ** 2;
  return Math.sqrt(sum / actual.length);
}
