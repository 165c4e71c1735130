import { createHash } from 'node:crypto';
import { type CalibrationScheme, calibrate, rangeOffsets } from '../engine/calibration';
import { compactForest, type Metrics, type ModelFile, modelFormat } from '../engine/model-file';
import { type Encodings, featureNames, fitTargetEncodings, lexiconFormat } from '../features/index';
import { type GbdtParams, predictBatch, trainGbdt } from '../gbdt/index';
import type { Sale } from '../read-sales';
import { splitByDate } from './date-split';
import type { EstimationModelSpec } from './estimation-models';
import {
  type ContextMode,
  estimateContext,
  featureCount,
  featureMatrix,
  type ReferenceContext,
  trainingContext,
} from './feature-matrix';
import { accuracy } from './metrics';
import { sampleWeights, type WeightOptions } from './sample-weights';

export type TrainModelOptions = {
  seed?: number;
  /** Sales on or after this date are held out for early stopping and calibration. */
  validationFrom?: string;
  weighting?: WeightOptions['scheme'];
  contextMode?: ContextMode;
  params?: Partial<GbdtParams>;
  maxRounds?: number;
  earlyStoppingRounds?: number;
  threads?: number;
  /**
   * Range quantiles from residuals weighted by the sample weights to this power: 0 counts every held-out
   * sale once (the range holds on all sales), 1 weighs them like training (it holds on the natural sample).
   */
  calibrationWeightPower?: number;
  /** How the held-out sales are grouped for the ranges (see valuation/engine/calibration.ts). */
  calibrationScheme?: CalibrationScheme;
  /** Prior weight of the target encodings' smoothing (valuation/features/target-encodings.ts). */
  encodingSmoothing?: number;
  /** Entries of the stored word and TLD tables need this many sales (fewer could point at one sale). */
  minEncodingSales?: number;
};

/** Row-major features, log prices and weights of one side, for comparisons (bench/). */
export type Side = { features: Float32Array; target: Float64Array; weights: Float64Array; sales: Sale[] };

export type TrainedModel = {
  file: ModelFile;
  /** The data of both fits: held-out (train/validation) and final (all rows). */
  data: { train: Side; validation: Side; all: Side };
  bestRounds: number;
};

/**
 * Residual weights of the range calibration, and its groups (.com or not x length x band of the estimate):
 * measured in bench/README.md (engine-accuracy), on sales before the test period.
 */
/** Prior weight of the target encodings (the grid preferred 3 to 1, 10 and 30). */
export const defaultEncodingSmoothing = 3;

export const defaultCalibrationPower = 0.2;
export const defaultCalibrationScheme: CalibrationScheme = 'tld-length-band';

// From a grid on the validation sales (bench/README.md, engine-accuracy --grid): the differences are small.
export const defaultParams: Partial<GbdtParams> = {
  learningRate: 0.05,
  maxDepth: 6,
  minChildWeight: 3,
  lambda: 5,
  rowSubsample: 0.8,
  colSubsample: 0.8,
};

/**
 * The training flow of one estimation model: filter -> sample weights -> split by date -> features with
 * out-of-fold target encodings -> boosted trees with early stopping on the newest sales -> conformal
 * ranges from their residuals -> retrain on every row with the early-stopped number of trees.
 * Deterministic for the same sales and seed.
 */
export async function trainEstimationModel(
  sales: readonly Sale[],
  spec: EstimationModelSpec,
  options: TrainModelOptions = {},
): Promise<TrainedModel> {
  const seed = options.seed ?? 1;
  const from = options.validationFrom ?? '2019-07-01';
  const contextMode = options.contextMode ?? 'venue-and-year';
  const rows = sales.filter(spec.keep);
  const { weights, report } = sampleWeights(rows, { scheme: options.weighting });
  const reference = referenceContext(rows, spec.venue);
  const split = splitByDate(rows, from);
  if (split.validation.length < 30 || split.train.length < 100) {
    throw new Error(
      `${spec.name}: ${split.train.length} sales before ${from} and ${split.validation.length} from it; too few to train and calibrate`,
    );
  }
  const params: Partial<GbdtParams> = {
    ...defaultParams,
    ...(spec.maxDepth ? { maxDepth: spec.maxDepth } : {}),
    ...options.params,
    seed,
  };

  const smoothing = options.encodingSmoothing ?? defaultEncodingSmoothing;
  const train = trainSide(pick(rows, split.train), pick(weights, split.train), contextMode, seed, smoothing);
  const validation = heldOutSide(
    pick(rows, split.validation),
    pick(weights, split.validation),
    contextMode,
    reference,
    train.table,
  );
  const heldOut = await trainGbdt({
    train: train.side,
    validation: validation,
    featureCount,
    featureNames: [...featureNames],
    rounds: options.maxRounds ?? 2000,
    earlyStoppingRounds: options.earlyStoppingRounds ?? 60,
    threads: options.threads,
    ...params,
  });
  const rounds = heldOut.bestRound + 1;
  const predicted = predictBatch(heldOut.model, validation.features);
  const residuals = validation.target.map((y, i) => y - (predicted[i] as number));
  const calibration = calibrate(validation.features, featureCount, residuals, {
    weights: validation.weights.map((w) => w ** (options.calibrationWeightPower ?? defaultCalibrationPower)),
    estimates: predicted,
    scheme: options.calibrationScheme ?? defaultCalibrationScheme,
  });
  const low = predicted.map((p, i) => p + rangeOffsets(calibration, rowOf(validation.features, i), p)[0]);
  const high = predicted.map((p, i) => p + rangeOffsets(calibration, rowOf(validation.features, i), p)[1]);
  const natural = validation.sales.flatMap((sale, i) => (sale.sample === 'natural' ? [i] : []));
  const metricsOf = (indexes: number[]): Metrics =>
    accuracy(pick(predicted, indexes), pick(validation.target, indexes), {
      low: pick(low, indexes),
      high: pick(high, indexes),
    });

  const all = trainSide(rows, weights, contextMode, seed, smoothing);
  const final = await trainGbdt({
    train: all.side,
    featureCount,
    featureNames: [...featureNames],
    rounds,
    threads: options.threads,
    ...params,
  });

  const years = rows.flatMap((sale) => (sale.year === null ? [] : [sale.year]));
  const file: Omit<ModelFile, 'version'> = {
    format: modelFormat,
    name: spec.name,
    description: spec.description,
    trainedAt: rows.reduce<string | null>(
      (newest, sale) => (sale.date !== null && (newest === null || sale.date > newest) ? sale.date : newest),
      null,
    ),
    seed,
    referenceContext: reference,
    contextMode,
    featureNames: [...featureNames],
    lexiconFormat,
    weighting: {
      scheme: report.scheme,
      meanWeightBySample: report.meanWeightBySample,
      paretoAlpha: report.paretoAlpha,
    },
    counts: {
      sales: rows.length,
      train: split.train.length,
      validation: split.validation.length,
      bySample: countBy(rows, (sale) => sale.sample ?? 'unknown'),
      firstYear: years.length ? Math.min(...years) : null,
      lastYear: years.length ? Math.max(...years) : null,
    },
    validation: {
      from,
      natural: natural.length ? metricsOf(natural) : null,
      all: metricsOf(validation.sales.map((_, i) => i)),
    },
    params: { ...final.model.params, rounds },
    encodings: pruneEncodings(all.table, all.counts, options.minEncodingSales ?? 3),
    calibration,
    forest: compactForest(final.model),
  };
  const version = `${spec.name}-${createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 10)}`;
  return {
    file: { ...file, version },
    data: { train: train.side, validation, all: all.side },
    bestRounds: rounds,
  };
}

/** Features with out-of-fold encodings, and the full table for rows outside this side. */
function trainSide(
  sales: Sale[],
  weights: Float64Array,
  mode: ContextMode,
  seed: number,
  smoothing: number,
): { side: Side; table: Encodings; counts: Encodings } {
  const fit = fitTargetEncodings(
    sales.map((sale, i) => ({
      label: sale.label,
      tld: sale.tld,
      priceUsd: sale.priceUsd,
      weight: weights[i],
    })),
    { seed, smoothing },
  );
  const counts = fitTargetEncodings(
    sales.map((sale) => ({ label: sale.label, tld: sale.tld, priceUsd: sale.priceUsd })),
    { seed, folds: 2 },
  ).table;
  const features = featureMatrix(
    sales.map((sale) => ({ label: sale.label, tld: sale.tld, context: trainingContext(sale, mode) })),
    (i) => fit.foldTables[fit.fold[i] as number] ?? null,
  );
  return { side: { features, target: logPrices(sales), weights, sales }, table: fit.table, counts };
}

/** Held-out rows: their own venue and year where known, else the reference; the training side's table. */
function heldOutSide(
  sales: Sale[],
  weights: Float64Array,
  mode: ContextMode,
  reference: ReferenceContext,
  table: Encodings,
): Side {
  const features = featureMatrix(
    sales.map((sale) => ({
      label: sale.label,
      tld: sale.tld,
      context: estimateContext(sale, mode, reference),
    })),
    () => table,
  );
  return { features, target: logPrices(sales), weights, sales };
}

/**
 * The context a user's estimate stands for: the model's marketplace, or the venue with most sales; and the
 * newest year with a substantial share (5%, at least 50) of the dated sales, so a few days of recent
 * report rows do not set it.
 */
export function referenceContext(sales: readonly Sale[], venue?: string): ReferenceContext {
  const venues = countBy(
    sales.filter((sale) => sale.venue !== ''),
    (sale) => sale.venue.trim().toLowerCase(),
  );
  const commonest = Object.entries(venues).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const years = countBy(
    sales.filter((sale) => sale.year !== null),
    (sale) => String(sale.year),
  );
  const dated = Object.values(years).reduce((sum, count) => sum + count, 0);
  const substantial = Object.entries(years)
    .filter(([, count]) => count >= Math.max(50, 0.05 * dated))
    .map(([year]) => Number(year));
  const allYears = Object.keys(years).map(Number);
  const year = substantial.length ? Math.max(...substantial) : allYears.length ? Math.max(...allYears) : 2019;
  return { venue: venue ?? commonest ?? 'godaddy', year };
}

/** Keeps the word and TLD entries with at least `minSales` sales (counted in `counts`, unweighted). */
function pruneEncodings(table: Encodings, counts: Encodings, minSales: number): Encodings {
  const keep = (stats: Encodings['words'], counted: Encodings['words']): Encodings['words'] =>
    Object.fromEntries(Object.entries(stats).filter(([key]) => (counted[key]?.[0] ?? 0) >= minSales));
  return {
    ...table,
    tlds: keep(table.tlds, counts.tlds),
    words: keep(table.words, counts.words),
    shapes: keep(table.shapes ?? {}, counts.shapes ?? {}),
  };
}

function logPrices(sales: readonly Sale[]): Float64Array {
  return Float64Array.from(sales, (sale) => Math.log(sale.priceUsd));
}

function pick<T extends Float64Array | Sale[]>(values: T, indexes: readonly number[]): T {
  if (values instanceof Float64Array) return Float64Array.from(indexes, (i) => values[i] as number) as T;
  return indexes.map((i) => (values as Sale[])[i] as Sale) as T;
}

function rowOf(features: Float32Array, i: number): Float32Array {
  return features.subarray(i * featureCount, (i + 1) * featureCount);
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => a[0].localeCompare(b[0])));
}
