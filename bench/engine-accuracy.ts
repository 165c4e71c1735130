// Accuracy of the valuation engine on the newest sales, next to XGBoost: see bench/README.md.
//   npx tsx bench/engine-accuracy.ts --sales ../shared/data/sales/sales.csv [--xgboost]
//     [--weighting post-stratified|none|natural-only] [--context venue-and-year|year|none] [--seed 1]
//     [--calibration tld-length|estimate-band|tld-length-band] [--calibration-power 0.2]
// A grid of GBDT settings, judged on the VALIDATION sales only (never the test side), means over seeds:
//   npx tsx bench/engine-accuracy.ts --grid '[{"maxDepth":4},{"learningRate":0.03}]' [--seeds 1,2,3]
// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CalibrationScheme } from '../valuation/engine/calibration';
import { estimateName } from '../valuation/engine/estimate-name';
import { engineOf } from '../valuation/engine/load-engine';
import type { Metrics } from '../valuation/engine/model-file';
import type { GbdtParams } from '../valuation/gbdt/index';
import { readSales, type Sale } from '../valuation/index';
import { splitByDate } from '../valuation/train/date-split';
import { baseModels } from '../valuation/train/estimation-models';
import {
  type ContextMode,
  estimateContext,
  featureCount,
  featureMatrix,
} from '../valuation/train/feature-matrix';
import { accuracy } from '../valuation/train/metrics';
import type { WeightOptions } from '../valuation/train/sample-weights';
import { trainEstimationModel } from '../valuation/train/train-estimation-model';
import { plainFeatureCount, plainFeatures } from './plain-features';

const { values: args } = parseArgs({
  options: {
    sales: { type: 'string', default: '../shared/data/sales/sales.csv' },
    weighting: { type: 'string', default: 'post-stratified-sqrt' },
    context: { type: 'string', default: 'venue-and-year' },
    xgboost: { type: 'boolean', default: false },
    'calibration-power': { type: 'string', default: '' },
    seed: { type: 'string', default: '1' },
    calibration: { type: 'string', default: '' },
    grid: { type: 'string', default: '' },
    seeds: { type: 'string', default: '1,2,3' },
    out: { type: 'string', default: '/tmp/engine-bench' },
    'test-from': { type: 'string', default: '2019-07-01' },
    // Test only sales before this date (the split moved back for choices: --test-from 2019-01-01 --test-to 2019-07-01).
    'test-to': { type: 'string', default: '' },
    'validation-from': { type: 'string', default: '2019-01-01' },
  },
});

const spec = baseModels[0]!;
const { sales } = await readSales(args.sales);
const rows = sales.filter(spec.keep);
const split = splitByDate(rows, args['test-from']);
const trainSales = split.train.map((i) => rows[i]!);
const testTo = args['test-to'];
const testSales = split.validation
  .map((i) => rows[i]!)
  .filter((sale) => testTo === '' || (sale.date !== null && sale.date < testTo));
console.error(
  `train ${trainSales.length} (dropped ${split.droppedRepeats} repeats), test ${testSales.length}`,
);
if (args.grid) {
  await gridOnValidation(JSON.parse(args.grid) as Partial<GbdtParams>[], args.seeds.split(',').map(Number));
  process.exit(0);
}

const started = performance.now();
const trained = await trainEstimationModel(trainSales, spec, {
  validationFrom: args['validation-from'],
  weighting: args.weighting as WeightOptions['scheme'],
  contextMode: args.context as ContextMode,
  ...(args['calibration-power'] ? { calibrationWeightPower: Number(args['calibration-power']) } : {}),
  seed: Number(args.seed),
  ...(args.calibration ? { calibrationScheme: args.calibration as CalibrationScheme } : {}),
});
const seconds = (performance.now() - started) / 1000;
const engine = engineOf([trained.file]);
const estimates = testSales.map((sale) =>
  estimateName(engine, {
    label: sale.label,
    tld: sale.tld,
    context: { venue: sale.venue || undefined, year: sale.year ?? undefined },
    explain: false,
  }),
);
const actual = Float64Array.from(testSales, (sale) => Math.log(sale.priceUsd));
const ours = {
  estimate: Float64Array.from(estimates, (e) => e.log.estimate),
  low: Float64Array.from(estimates, (e) => e.log.low),
  high: Float64Array.from(estimates, (e) => e.log.high),
};
const natural = testSales.flatMap((sale, i) => (sale.sample === 'natural' ? [i] : []));
const everyRow = testSales.map((_, i) => i);

function metricsOn(
  indexes: number[],
  estimate: Float64Array,
  ranges?: { low: Float64Array; high: Float64Array },
) {
  const pick = (values: Float64Array) => Float64Array.from(indexes, (i) => values[i]!);
  return accuracy(
    pick(estimate),
    pick(actual),
    ranges ? { low: pick(ranges.low), high: pick(ranges.high) } : undefined,
  );
}

const table: { learner: string; natural: Metrics; all: Metrics }[] = [
  {
    learner: `ours (${args.weighting}, ${args.context}, ${trained.bestRounds} trees, ${seconds.toFixed(0)} s)`,
    natural: metricsOn(natural, ours.estimate, ours),
    all: metricsOn(everyRow, ours.estimate, ours),
  },
];

if (args.xgboost) {
  mkdirSync(args.out, { recursive: true });
  const { train, validation, all } = trained.data;
  const reference = trained.file.referenceContext;
  const mode = trained.file.contextMode;
  // Our features for the test rows: the same context and encodings the engine uses.
  const testOurs = featureMatrix(
    testSales.map((sale) => ({
      label: sale.label,
      tld: sale.tld,
      context: estimateContext(sale, mode, reference),
    })),
    () => trained.file.encodings,
  );
  const plain = (list: Sale[], context: 'own' | 'estimate') =>
    plainFeatures(list, (sale) =>
      context === 'own'
        ? { venue: sale.venue, year: sale.year ?? undefined }
        : estimateContext(sale, 'venue-and-year', reference),
    );
  const sets = {
    ours: {
      columns: featureCount,
      train: train.features,
      validation: validation.features,
      all: all.features,
      test: testOurs,
    },
    plain: {
      columns: plainFeatureCount,
      train: plain(train.sales, 'own'),
      validation: plain(validation.sales, 'estimate'),
      all: plain(all.sales, 'own'),
      test: plain(testSales, 'estimate'),
    },
  };
  for (const [name, set] of Object.entries(sets)) {
    for (const part of ['train', 'validation', 'all', 'test'] as const) {
      writeFileSync(`${args.out}/${name}-${part}.f32`, set[part]);
    }
  }
  writeFileSync(`${args.out}/train-target.f32`, Float32Array.from(train.target));
  writeFileSync(`${args.out}/train-weight.f32`, Float32Array.from(train.weights));
  writeFileSync(`${args.out}/validation-target.f32`, Float32Array.from(validation.target));
  writeFileSync(`${args.out}/validation-weight.f32`, Float32Array.from(validation.weights));
  writeFileSync(`${args.out}/all-target.f32`, Float32Array.from(all.target));
  writeFileSync(`${args.out}/all-weight.f32`, Float32Array.from(all.weights));
  for (const [name, set] of Object.entries(sets)) {
    const python = spawnSync(
      '/usr/bin/python3',
      [
        new URL('./engine-xgboost.py', import.meta.url).pathname,
        `--dir=${args.out}`,
        `--set=${name}`,
        `--columns=${set.columns}`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (python.status !== 0) throw new Error(`xgboost failed: ${python.stdout}`);
    const chosen = JSON.parse(python.stdout.trim().split('\n').pop() ?? '{}');
    const predicted = Float64Array.from(
      new Float32Array(readFileSync(`${args.out}/${name}-predictions.f32`).buffer),
    );
    table.push({
      learner: `XGBoost ${name} features (depth ${chosen.max_depth}, eta ${chosen.eta}, mcw ${chosen.min_child_weight}, ${chosen.rounds} trees)`,
      natural: metricsOn(natural, predicted),
      all: metricsOn(everyRow, predicted),
    });
  }
}

const cell = (m: Metrics) =>
  `${m.logRMSE.toFixed(3)} | ${m.medAbsLogErr.toFixed(3)} | ${m.within2x.toFixed(3)} | ${m.spearman.toFixed(3)} | ${m.bias.toFixed(3)} | ${Number.isNaN(m.coverage80) ? '-' : m.coverage80.toFixed(3)}`;
console.log(`test rows: natural ${natural.length}, all ${everyRow.length}`);
console.log('| learner | rows | logRMSE | medAbsLogErr | within2x | spearman | bias | coverage80 |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of table) {
  console.log(`| ${row.learner} | natural | ${cell(row.natural)} |`);
  console.log(`| ${row.learner} | all | ${cell(row.all)} |`);
}

// Coverage of the 80% ranges by group, and their width (median high / low), on natural and on all rows.
const groupsOf = (sale: Sale): string[] => {
  const length = [...sale.label].length;
  const lengthClass = length <= 3 ? '1-3' : length <= 5 ? '4-5' : length <= 9 ? '6-9' : '10+';
  return [
    sale.tld === 'com' ? '.com' : 'other TLDs',
    `length ${lengthClass}`,
    `sample ${sale.sample ?? '?'}`,
  ];
};
const coverageRows = new Map<string, { natural: number[]; all: number[] }>();
testSales.forEach((sale, i) => {
  for (const group of groupsOf(sale)) {
    const entry = coverageRows.get(group) ?? { natural: [], all: [] };
    entry.all.push(i);
    if (sale.sample === 'natural') entry.natural.push(i);
    coverageRows.set(group, entry);
  }
});
const coverageCell = (indexes: number[]): string => {
  if (indexes.length === 0) return '-';
  let inside = 0;
  let below = 0;
  const widths: number[] = [];
  for (const i of indexes) {
    if (actual[i]! < ours.low[i]! - 1e-9) below += 1;
    else if (actual[i]! <= ours.high[i]! + 1e-9) inside += 1;
    widths.push(Math.exp(ours.high[i]! - ours.low[i]!));
  }
  widths.sort((a, b) => a - b);
  const above = indexes.length - inside - below;
  const share = (count: number) => (count / indexes.length).toFixed(3);
  return `${indexes.length} | ${share(inside)} (${share(below)} / ${share(above)}) | x${widths[widths.length >> 1]!.toFixed(1)}`;
};
console.log('');
console.log(
  '| test sales | natural: n | in range (below / above) | width | all: n | in range (below / above) | width |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
console.log(`| every sale | ${coverageCell(natural)} | ${coverageCell(everyRow)} |`);
for (const [group, entry] of [...coverageRows].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(`| ${group} | ${coverageCell(entry.natural)} | ${coverageCell(entry.all)} |`);
}
console.log(
  JSON.stringify({ validation: trained.file.validation, calibration: trained.file.calibration.groups }),
);

/** Each setting trained on the training side, figures of the held-out model on its validation sales. */
async function gridOnValidation(
  grid: (Partial<GbdtParams> & { encodingSmoothing?: number })[],
  seeds: number[],
): Promise<void> {
  // Means over the seeds: one seed's column and row sampling moves these figures by about +-0.005.
  console.log(
    '| params | trees | validation natural: logRMSE / spearman / coverage80 | all: logRMSE / spearman / coverage80 | s |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  const mean = (values: number[]): string => (values.reduce((a, b) => a + b, 0) / values.length).toFixed(4);
  for (const { encodingSmoothing, ...params } of grid) {
    const started = performance.now();
    const runs = [];
    for (const seed of seeds) {
      runs.push(
        await trainEstimationModel(trainSales, spec, {
          validationFrom: args['validation-from'],
          params,
          seed,
          ...(encodingSmoothing === undefined ? {} : { encodingSmoothing }),
        }),
      );
    }
    const natural = runs.map((run) => run.file.validation.natural!);
    const all = runs.map((run) => run.file.validation.all);
    const figures = (list: typeof all) =>
      `${mean(list.map((m) => m.logRMSE))} / ${mean(list.map((m) => m.spearman))} / ${mean(list.map((m) => m.coverage80))}`;
    const seconds = ((performance.now() - started) / 1000 / seeds.length).toFixed(0);
    console.log(
      `| ${JSON.stringify({ ...params, ...(encodingSmoothing === undefined ? {} : { encodingSmoothing }) })} | ${runs.map((run) => run.bestRounds).join(', ')} | ${figures(natural)} | ${figures(all)} | ${seconds} |`,
    );
  }
}
