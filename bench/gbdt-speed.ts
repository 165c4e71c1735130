// GBDT training speed against XGBoost on the same matrix: see bench/README.md.
//   npx tsx bench/gbdt-speed.ts --sales ../shared/data/sales/sales.csv [--rows 2600000] [--trees 200]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { trainGbdt } from '../valuation/gbdt/index';
import { seededRandom } from '../valuation/gbdt/seeded-random';
import { readSales, type Sale } from '../valuation/index';
import { categoryCodes, featureCount, type NameRow, nameRow, writeFeatureMatrix } from './gbdt-features';

const { values: args } = parseArgs({
  options: {
    sales: { type: 'string', default: '../shared/data/sales/sales.csv' },
    rows: { type: 'string', default: '2600000' },
    trees: { type: 'string', default: '200' },
    depth: { type: 'string', default: '6' },
    eta: { type: 'string', default: '0.1' },
    threads: { type: 'string', default: '2' },
    out: { type: 'string', default: '/tmp/gbdt-bench' },
    'skip-xgboost': { type: 'boolean', default: false },
  },
});
const rows = Number(args.rows);
const params = { rounds: Number(args.trees), maxDepth: Number(args.depth), learningRate: Number(args.eta) };
const threads = Number(args.threads);

const { sales } = await readSales(args.sales);
let started = performance.now();
const { features, target } = resampledMatrix(sales, rows, seededRandom(2026));
console.log(`matrix: ${rows} rows x ${featureCount} features in ${seconds(started)} s`);

mkdirSync(args.out, { recursive: true });
writeFileSync(`${args.out}/features.f32`, features);
writeFileSync(`${args.out}/target.f32`, Float32Array.from(target));
const cpuBefore = process.cpuUsage();
started = performance.now();
const result = await trainGbdt({
  train: { features, target },
  featureCount,
  threads,
  ...params,
  lambda: 1,
  minChildWeight: 1,
});
const ours = {
  wall: Number(seconds(started)),
  cpu: cpuSeconds(process.cpuUsage(cpuBefore)),
  setup: result.seconds.binning,
  trees: result.seconds.trees,
  rmse: result.curve.train.at(-1) ?? Number.NaN,
  peakRssMb: process.resourceUsage().maxRSS / 1024,
};
console.log(
  `ours:    ${ours.wall.toFixed(1)} s wall (binning ${ours.setup.toFixed(1)} s, ${params.rounds} trees ` +
    `${ours.trees.toFixed(1)} s = ${((ours.trees / params.rounds) * 1000).toFixed(0)} ms/tree), ` +
    `${ours.cpu.toFixed(1)} s CPU on ${threads} threads, train RMSE ${ours.rmse.toFixed(4)}, ` +
    `peak RSS ${ours.peakRssMb.toFixed(0)} MB (whole process, matrix included)`,
);

if (!args['skip-xgboost']) {
  const python = spawnSync(
    '/usr/bin/python3',
    [
      new URL('./gbdt-xgboost.py', import.meta.url).pathname,
      `--features=${args.out}/features.f32`,
      `--target=${args.out}/target.f32`,
      `--columns=${featureCount}`,
      `--trees=${params.rounds}`,
      `--depth=${params.maxDepth}`,
      `--eta=${params.learningRate}`,
      `--base-score=${result.model.baseScore}`,
      `--threads=${threads}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (python.status !== 0) throw new Error(`gbdt-xgboost.py failed (${python.status})`);
  const xgb = JSON.parse(python.stdout.trim().split('\n').at(-1) ?? '{}') as {
    wall: number;
    cpu: number;
    setup: number;
    dmatrix: number;
    msPerTree: number;
    rmse: number;
    peakRssMb: number;
    version: string;
  };
  console.log(
    `xgboost ${xgb.version}: ${xgb.wall.toFixed(1)} s wall (DMatrix ${xgb.dmatrix.toFixed(1)} s, with quantiles, ` +
      `binning and the first tree ${xgb.setup.toFixed(1)} s, then ${xgb.msPerTree.toFixed(0)} ms/tree), ` +
      `${xgb.cpu.toFixed(1)} s CPU, train RMSE ${xgb.rmse.toFixed(4)}, peak RSS ${xgb.peakRssMb.toFixed(0)} MB`,
  );
  const ourMsPerTree = (ours.trees / params.rounds) * 1000;
  console.log(
    `ratio ours/xgboost: wall ${(ours.wall / xgb.wall).toFixed(2)}, per tree ${(ourMsPerTree / xgb.msPerTree).toFixed(2)}, ` +
      `CPU ${(ours.cpu / xgb.cpu).toFixed(2)}`,
  );
}

/**
 * `rows` rows resampled from the sales: each a sale drawn at random with its name perturbed (a letter
 * changed, a digit or letter added or dropped) and log-price noise, so the 31k names become millions of
 * distinct ones with a price signal of the same kind.
 */
function resampledMatrix(sales: Sale[], rows: number, random: () => number) {
  const base = sales.map(nameRow);
  const codes = categoryCodes(base);
  const features = new Float32Array(rows * featureCount);
  const target = new Float64Array(rows);
  const chunk = 65_536;
  for (let first = 0; first < rows; first += chunk) {
    const batch: NameRow[] = [];
    for (let r = first; r < Math.min(rows, first + chunk); r++) {
      const index = Math.floor(random() * sales.length);
      const sale = sales[index] as Sale;
      const row = base[index] as NameRow;
      batch.push({ ...row, label: perturb(row.label, random) });
      target[r] = Math.log(sale.priceUsd) + (random() - 0.5) * 0.6;
    }
    writeFeatureMatrix(batch, features.subarray(first * featureCount), codes);
  }
  return { features, target };
}

function perturb(label: string, random: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const pick = () => alphabet[Math.floor(random() * (random() < 0.8 ? 26 : 36))] ?? 'a';
  const at = Math.floor(random() * (label.length + 1));
  const roll = random();
  if (roll < 0.3) return label;
  if (roll < 0.6) return label.slice(0, at) + pick() + label.slice(at + 1);
  if (roll < 0.85) return label.slice(0, at) + pick() + label.slice(at);
  return label.length > 1 ? label.slice(0, at) + label.slice(at + 1) : label;
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(2);
}

function cpuSeconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1e6;
}
