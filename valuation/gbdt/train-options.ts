// biome-ignore-all lint/style/noNonNullAssertion: indices below are in range by construction
// What trainGbdt takes: the data, the parameters and their defaults (XGBoost's, but for the learning
// rate), and the checks that turn bad options into one error naming every problem.
import type { GbdtParams } from './gbdt-model';

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
  /**
   * Threads building histograms and partitioning rows; by default 2 (if the machine has them) from
   * 100,000 rows on, else 1. Any count grows the same model.
   */
  threads?: number;
  /** Bin edges are read from a sample of this many rows (default 200,000). */
  binSampleRows?: number;
};

export const defaults: GbdtParams = {
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

/** The options with every parameter filled in; throws, naming every problem, on options it cannot train on. */
export function checkTrainOptions(options: TrainGbdtOptions): {
  params: GbdtParams;
  rows: number;
  validRows: number;
} {
  const params: GbdtParams = { ...defaults, ...definedOnly(options) };
  const rows = checkDataset(options.train, options.featureCount, 'train');
  const validRows = options.validation
    ? checkDataset(options.validation, options.featureCount, 'validation')
    : 0;
  checkParams(params, options);
  return { params, rows, validRows };
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
  if (!Number.isInteger(params.maxBins) || params.maxBins < 3 || params.maxBins > 256) {
    problems.push('maxBins must be an integer from 3 to 256');
  }
  if (options.earlyStoppingRounds !== undefined && !options.validation) {
    problems.push('earlyStoppingRounds needs a validation set');
  }
  if (options.featureNames && options.featureNames.length !== options.featureCount) {
    problems.push('featureNames must name each feature');
  }
  if (problems.length > 0) throw new Error(`trainGbdt: ${problems.join('; ')}`);
}
