// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { availableParallelism } from 'node:os';
import { binMatrix, computeCuts } from './bin-features';
import type { GbdtModel, GbdtParams, GbdtTree } from './gbdt-model';
import { growTree } from './grow-tree';
import { type Random, seededRandom } from './seeded-random';
import { startTreeThreads } from './tree-threads';

/** Rows of features, row-major (feature f of row r at r * featureCount + f), NaN where missing. */
export type GbdtDataset = {
  features: Float32Array;
  target: ArrayLike<number>;
  /** Per-row sample weights (default 1): they scale gradient and hessian. */
  weights?: ArrayLike<number>;
};

export type TrainGbdtOptions = Partial<GbdtParams> & {
  train: GbdtDataset;
  /** Held-out rows (for prices: the newest sales) for the validation curve and early stopping. */
  validation?: GbdtDataset;
  featureCount: number;
  featureNames?: string[];
  /** Trees to grow at most. */
  rounds: number;
  /** Stop after this many rounds without a lower validation RMSE, keeping the best round's trees. */
  earlyStoppingRounds?: number;
  /** Histogram threads; by default 2 (if the machine has them) from 100,000 rows on, else 1. */
  threads?: number;
  /** Bin edges are read from a sample of this many rows (default 200,000). */
  binSampleRows?: number;
};

export type TrainGbdtResult = {
  model: GbdtModel;
  /** Index of the last tree kept: the best validation round, or the last round without validation. */
  bestRound: number;
  /** Weighted RMSE after each round grown (validation: empty without a validation set). */
  curve: { train: number[]; validation: number[] };
  /** Wall time of binning and of growing the trees. */
  seconds: { binning: number; trees: number };
};

const defaults: GbdtParams = {
  learningRate: 0.1,
  maxDepth: 6,
  lambda: 1,
  gamma: 0,
  minChildWeight: 1,
  rowSubsample: 1,
  colSubsample: 1,
  maxBins: 256,
  seed: 1,
};

/**
 * Gradient-boosted regression trees on squared error, grown like XGBoost's `tree_method=hist` depthwise.
 * The same options and seed give the same model whatever the thread count.
 */
export async function trainGbdt(options: TrainGbdtOptions): Promise<TrainGbdtResult> {
  const params: GbdtParams = { ...defaults, ...definedOnly(options) };
  const { featureCount } = options;
  const rows = checkDataset(options.train, featureCount, 'train');
  const validRows = options.validation ? checkDataset(options.validation, featureCount, 'validation') : 0;
  checkParams(params, options);
  const threadCount = Math.max(
    1,
    options.threads ?? (rows >= 100_000 ? Math.min(2, availableParallelism()) : 1),
  );

  const started = performance.now();
  const cuts = computeCuts(options.train.features, rows, featureCount, {
    maxBins: params.maxBins,
    sampleRows: options.binSampleRows ?? 200_000,
    seed: params.seed,
  });
  const realBins = Int32Array.from(cuts, (edges) => edges.length + 1);
  const shared = threadCount > 1;
  const bins = binMatrix(options.train.features, rows, featureCount, cuts, shared);
  const validBins = options.validation
    ? binMatrix(options.validation.features, validRows, featureCount, cuts)
    : undefined;
  const binned = performance.now();

  const target = Float64Array.from(options.train.target);
  const weights = options.train.weights
    ? Float64Array.from(options.train.weights)
    : new Float64Array(rows).fill(1);
  const baseScore = weightedMean(target, weights);
  const prediction = new Float64Array(shared ? new SharedArrayBuffer(rows * 8) : new ArrayBuffer(rows * 8));
  prediction.fill(baseScore);
  const validTarget = options.validation ? Float64Array.from(options.validation.target) : new Float64Array(0);
  const validWeights = options.validation?.weights
    ? Float64Array.from(options.validation.weights)
    : new Float64Array(validRows).fill(1);
  const validPrediction = new Float64Array(validRows).fill(baseScore);

  const data = {
    bins,
    rowCount: rows,
    positions: new Uint32Array(shared ? new SharedArrayBuffer(rows * 4) : new ArrayBuffer(rows * 4)),
    gradHess: new Float32Array(shared ? new SharedArrayBuffer(rows * 8) : new ArrayBuffer(rows * 8)),
  };
  const threads = startTreeThreads(data, prediction, featureCount, threadCount);
  const everyRowAndFeature = params.rowSubsample === 1 && params.colSubsample === 1;
  const context = {
    threads,
    gradHess: data.gradHess,
    featureCount,
    cuts,
    realBins,
    params,
    rootHistogram: everyRowAndFeature ? { slot: threads.allocateSlot(), ready: false } : undefined,
  };
  const random = seededRandom(params.seed);
  const inSample = params.rowSubsample < 1 ? new Uint8Array(rows) : undefined;
  const trees: GbdtTree[] = [];
  const curve = { train: [] as number[], validation: [] as number[] };
  let bestRound = -1;
  try {
    for (let round = 0; round < options.rounds; round++) {
      const sampleCount = samplePositions(data.positions, rows, params.rowSubsample, random, inSample);
      const features = sampleFeatures(featureCount, params.colSubsample, random);
      setGradients(data.positions, sampleCount, data.gradHess, prediction, target, weights);
      const tree = await growTree(context, sampleCount, features, !inSample);
      trees.push(tree);
      if (inSample) addTreeOnBins(tree, bins, rows, prediction, inSample);
      curve.train.push(weightedRmse(prediction, target, weights));
      if (!validBins) {
        bestRound = round;
        continue;
      }
      addTreeOnBins(tree, validBins, validRows, validPrediction);
      const rmse = weightedRmse(validPrediction, validTarget, validWeights);
      curve.validation.push(rmse);
      if (bestRound < 0 || rmse < curve.validation[bestRound]!) bestRound = round;
      else if (options.earlyStoppingRounds !== undefined && round - bestRound >= options.earlyStoppingRounds)
        break;
    }
  } finally {
    await threads.close();
  }

  const model: GbdtModel = {
    format: 'gbdt-1',
    featureCount,
    ...(options.featureNames ? { featureNames: options.featureNames } : {}),
    baseScore,
    cuts,
    trees: trees.slice(0, bestRound + 1),
    params,
  };
  const seconds = { binning: (binned - started) / 1000, trees: (performance.now() - binned) / 1000 };
  return { model, bestRound, curve, seconds };
}

function definedOnly(options: Partial<GbdtParams>): Partial<GbdtParams> {
  const picked: Partial<GbdtParams> = {};
  for (const key of Object.keys(defaults) as (keyof GbdtParams)[]) {
    const value = options[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

function checkDataset(dataset: GbdtDataset, featureCount: number, name: string): number {
  if (!Number.isInteger(featureCount) || featureCount < 1)
    throw new Error('featureCount must be a positive integer');
  const rows = dataset.features.length / featureCount;
  if (!Number.isInteger(rows) || rows < 1) {
    throw new Error(`${name}: ${dataset.features.length} feature values are not rows of ${featureCount}`);
  }
  if (dataset.target.length !== rows)
    throw new Error(`${name}: ${dataset.target.length} targets for ${rows} rows`);
  if (dataset.weights && dataset.weights.length !== rows) {
    throw new Error(`${name}: ${dataset.weights.length} weights for ${rows} rows`);
  }
  for (let i = 0; i < rows; i++) {
    if (!Number.isFinite(dataset.target[i]))
      throw new Error(`${name}: target of row ${i} is not a finite number`);
    const weight = dataset.weights ? dataset.weights[i]! : 1;
    if (!(weight >= 0 && Number.isFinite(weight))) throw new Error(`${name}: weight of row ${i} is not >= 0`);
  }
  return rows;
}

function checkParams(params: GbdtParams, options: TrainGbdtOptions): void {
  const problems: string[] = [];
  if (!Number.isInteger(options.rounds) || options.rounds < 1)
    problems.push('rounds must be a positive integer');
  if (!(params.learningRate > 0)) problems.push('learningRate must be > 0');
  if (!Number.isInteger(params.maxDepth) || params.maxDepth < 0)
    problems.push('maxDepth must be an integer >= 0');
  if (!(params.lambda >= 0) || !(params.gamma >= 0) || !(params.minChildWeight >= 0)) {
    problems.push('lambda, gamma and minChildWeight must be >= 0');
  }
  if (!(params.rowSubsample > 0 && params.rowSubsample <= 1)) problems.push('rowSubsample must be in (0, 1]');
  if (!(params.colSubsample > 0 && params.colSubsample <= 1)) problems.push('colSubsample must be in (0, 1]');
  if (options.earlyStoppingRounds !== undefined && !options.validation) {
    problems.push('earlyStoppingRounds needs a validation set');
  }
  if (options.featureNames && options.featureNames.length !== options.featureCount) {
    problems.push('featureNames must name each feature');
  }
  if (problems.length > 0) throw new Error(`trainGbdt: ${problems.join('; ')}`);
}

function weightedMean(values: Float64Array, weights: Float64Array): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < values.length; i++) {
    sum += weights[i]! * values[i]!;
    weight += weights[i]!;
  }
  return weight > 0 ? sum / weight : 0;
}

export function weightedRmse(prediction: Float64Array, target: Float64Array, weights: Float64Array): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < target.length; i++) {
    const error = prediction[i]! - target[i]!;
    sum += weights[i]! * error * error;
    weight += weights[i]!;
  }
  return weight > 0 ? Math.sqrt(sum / weight) : 0;
}

/** The rows of this round, ascending (Bernoulli sampling like XGBoost's `subsample`); returns their count. */
function samplePositions(
  positions: Uint32Array,
  rows: number,
  rate: number,
  random: Random,
  inSample: Uint8Array | undefined,
): number {
  if (!inSample) {
    for (let r = 0; r < rows; r++) positions[r] = r;
    return rows;
  }
  let count = 0;
  for (let r = 0; r < rows; r++) {
    const picked = random() < rate;
    inSample[r] = picked ? 1 : 0;
    if (picked) positions[count++] = r;
  }
  return count;
}

/** The features of this tree, ascending (XGBoost's `colsample_bytree`). */
function sampleFeatures(featureCount: number, rate: number, random: Random): Int32Array {
  const all = Int32Array.from({ length: featureCount }, (_, f) => f);
  if (rate >= 1) return all;
  const count = Math.max(1, Math.round(rate * featureCount));
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (featureCount - i));
    const swap = all[i]!;
    all[i] = all[j]!;
    all[j] = swap;
  }
  return all.subarray(0, count).sort();
}

/** Squared error: gradient w * (prediction - y), hessian w, stored by position. */
function setGradients(
  positions: Uint32Array,
  count: number,
  gradHess: Float32Array,
  prediction: Float64Array,
  target: Float64Array,
  weights: Float64Array,
): void {
  for (let p = 0; p < count; p++) {
    const row = positions[p]!;
    const weight = weights[row]!;
    gradHess[2 * p] = weight * (prediction[row]! - target[row]!);
    gradHess[2 * p + 1] = weight;
  }
}

/** Adds a tree's output to rows given as column-major bins (skipping rows marked in `skip`). */
function addTreeOnBins(
  tree: GbdtTree,
  bins: Uint8Array,
  rows: number,
  prediction: Float64Array,
  skip?: Uint8Array,
): void {
  const { feature, thresholdBin, defaultLeft, left, right, value } = tree;
  for (let r = 0; r < rows; r++) {
    if (skip?.[r]) continue;
    let node = 0;
    for (let f = feature[0]!; f >= 0; f = feature[node]!) {
      const bin = bins[f * rows + r]!;
      const goLeft = bin === 0 ? defaultLeft[node] === 1 : bin <= thresholdBin[node]!;
      node = goLeft ? left[node]! : right[node]!;
    }
    prediction[r]! += value[node]!;
  }
}
