import { describe, expect, it } from 'vitest';
import { featureImportance, predict, predictBatch, serializeModel, trainGbdt } from './index';
import { buildRows, rmse, sineAndSquare, standardDeviation } from './synthetic-rows-factory';

describe('training gradient-boosted trees', () => {
  it('learns a noisy function to a test error far below the spread of the target', async () => {
    const train = sineAndSquare(6000, 1);
    const test = sineAndSquare(2000, 2);
    const { model, curve } = await trainGbdt({ train, featureCount: 5, rounds: 300, maxDepth: 4 });
    const error = rmse(predictBatch(model, test.features), test.target);
    expect(standardDeviation(test.target)).toBeGreaterThan(2.5);
    // The noise alone has an RMSE of 0.29.
    expect(error).toBeLessThan(0.4);
    expect(curve.train).toHaveLength(300);
    expect(curve.train[299]).toBeLessThan(curve.train[0] ?? 0);
  });

  it('ranks the features the target depends on as the most important', async () => {
    const train = sineAndSquare(3000);
    const { model } = await trainGbdt({ train, featureCount: 5, rounds: 50 });
    const gains = featureImportance(model);
    const noise = Math.max(gains[2] ?? 0, gains[3] ?? 0, gains[4] ?? 0);
    expect(gains[1]).toBeGreaterThan(gains[0] ?? 0);
    expect(gains[0]).toBeGreaterThan(10 * noise);
  });

  it('lets a heavily weighted group pull the predictions towards it', async () => {
    // Two groups that no feature tells apart: targets 0 and 10, the second weighted 9 times.
    const rows = buildRows({ rows: 2000, featureCount: 2, target: () => 0 });
    const weights = new Float64Array(rows.rows);
    for (let r = 0; r < rows.rows; r++) {
      rows.target[r] = r % 2 === 0 ? 0 : 10;
      weights[r] = r % 2 === 0 ? 1 : 9;
    }
    const unweighted = await trainGbdt({ train: rows, featureCount: 2, rounds: 20, maxDepth: 2 });
    const weighted = await trainGbdt({
      train: { ...rows, weights },
      featureCount: 2,
      rounds: 20,
      maxDepth: 2,
    });
    expect(unweighted.model.baseScore).toBeCloseTo(5, 6);
    expect(weighted.model.baseScore).toBeCloseTo(9, 6);
    expect(predict(weighted.model, [0, 0])).toBeGreaterThan(8.5);
    expect(predict(unweighted.model, [0, 0])).toBeLessThan(6);
  });

  it('sends missing values where rows with missing values went in training', async () => {
    // x0 missing in a fifth of the rows, and those rows have target 5; otherwise y = x0.
    const rows = buildRows({ rows: 4000, featureCount: 2, target: (x) => x[0] ?? 0 });
    for (let r = 0; r < rows.rows; r += 5) {
      rows.features[r * 2] = Number.NaN;
      rows.target[r] = 5;
    }
    const { model } = await trainGbdt({ train: rows, featureCount: 2, rounds: 100, maxDepth: 3 });
    expect(predict(model, [Number.NaN, 0])).toBeCloseTo(5, 0);
    expect(predict(model, [-2, 0])).toBeCloseTo(-2, 0);
    expect(predict(model, [2, 0])).toBeCloseTo(2, 0);
  });

  it('keeps a value beyond the training range apart from missing values', async () => {
    // Only whether x0 is missing matters: missing 8, present 0, whatever the value.
    const rows = buildRows({ rows: 2000, featureCount: 2, target: () => 0 });
    for (let r = 0; r < rows.rows; r += 4) {
      rows.features[r * 2] = Number.NaN;
      rows.target[r] = 8;
    }
    const { model } = await trainGbdt({ train: rows, featureCount: 2, rounds: 60, maxDepth: 1 });
    expect(model.trees[0]?.feature[0]).toBe(0);
    expect(predict(model, [Number.NaN, 0])).toBeCloseTo(8, 1);
    expect(predict(model, [-100, 0])).toBeCloseTo(0, 1);
    expect(predict(model, [100, 0])).toBeCloseTo(0, 1);
    expect(predict(model, [Number.POSITIVE_INFINITY, 0])).toBeCloseTo(0, 1);
  });

  it('sends a missing value never seen in training to the side most training rows took', async () => {
    // Most rows have x0 < 2 and target 0; the few above have target 10.
    const rows = buildRows({ rows: 2000, featureCount: 1, target: (x) => ((x[0] ?? 0) >= 2 ? 10 : 0) });
    const { model } = await trainGbdt({ train: rows, featureCount: 1, rounds: 50, maxDepth: 1 });
    expect(predict(model, [2.5])).toBeCloseTo(10, 0);
    expect(predict(model, [Number.NaN])).toBeCloseTo(0, 0);
  });

  it('stops when the validation error has not improved for a while, keeping the best round', async () => {
    // Deep trees, a high learning rate and few rows: the model soon fits noise.
    const train = sineAndSquare(400, 3);
    const validation = sineAndSquare(400, 4);
    const { model, curve, bestRound } = await trainGbdt({
      train,
      validation,
      featureCount: 5,
      rounds: 500,
      maxDepth: 8,
      minChildWeight: 0,
      lambda: 0,
      learningRate: 0.5,
      earlyStoppingRounds: 10,
    });
    expect(curve.validation.length).toBeLessThan(500);
    expect(curve.validation).toHaveLength(bestRound + 11);
    expect(Math.min(...curve.validation)).toBe(curve.validation[bestRound]);
    expect(model.trees).toHaveLength(bestRound + 1);
    expect(rmse(predictBatch(model, validation.features), validation.target)).toBeCloseTo(
      curve.validation[bestRound] ?? 0,
      10,
    );
  });

  it('grows the same model from the same seed, and another from another seed', async () => {
    const train = sineAndSquare(3000);
    const options = { train, featureCount: 5, rounds: 30, rowSubsample: 0.7, colSubsample: 0.6 };
    const first = serializeModel((await trainGbdt({ ...options, seed: 11 })).model);
    const again = serializeModel((await trainGbdt({ ...options, seed: 11 })).model);
    const other = serializeModel((await trainGbdt({ ...options, seed: 12 })).model);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('grows exactly the same model on two threads as on one', async () => {
    const train = sineAndSquare(20_000, 5);
    for (let r = 0; r < train.rows; r += 7) train.features[r * 5 + 1] = Number.NaN;
    // With and without sampling: without it, each root histogram is carried over from the last tree.
    for (const sampling of [{ rowSubsample: 0.8, colSubsample: 0.8 }, {}]) {
      const options = { train, featureCount: 5, rounds: 20, maxDepth: 7, ...sampling };
      const one = await trainGbdt({ ...options, threads: 1 });
      const two = await trainGbdt({ ...options, threads: 2 });
      expect(serializeModel(two.model)).toBe(serializeModel(one.model));
      expect(two.curve).toEqual(one.curve);
    }
  });

  it('refuses data and options it cannot train on', async () => {
    const train = sineAndSquare(100);
    await expect(trainGbdt({ train, featureCount: 3, rounds: 5 })).rejects.toThrow(/not rows of 3/);
    await expect(trainGbdt({ train, featureCount: 5, rounds: 5, earlyStoppingRounds: 3 })).rejects.toThrow(
      /needs a validation set/,
    );
    await expect(
      trainGbdt({ train: { ...train, target: train.target.subarray(1) }, featureCount: 5, rounds: 5 }),
    ).rejects.toThrow(/99 targets for 100 rows/);
  });
});
