import { describe, expect, it } from 'vitest';
import { contributions, deserializeModel, predict, predictBatch, serializeModel, trainGbdt } from './index';
import { rmse, sineAndSquare } from './synthetic-rows-factory';

async function trainedModel() {
  const train = sineAndSquare(3000, 9);
  for (let r = 0; r < train.rows; r += 11) train.features[r * 5] = Number.NaN;
  const result = await trainGbdt({ train, featureCount: 5, rounds: 60, colSubsample: 0.8 });
  return { train, ...result };
}

describe('a trained model', () => {
  it('predicts the same on raw training rows as training did through the bins', async () => {
    const { train, model, curve } = await trainedModel();
    expect(rmse(predictBatch(model, train.features), train.target)).toBe(curve.train[59]);
  });

  it('predicts the same one row at a time as in a batch', async () => {
    const { train, model } = await trainedModel();
    const batch = predictBatch(model, train.features);
    for (let r = 0; r < 200; r++) {
      expect(predict(model, train.features.subarray(r * 5, r * 5 + 5))).toBe(batch[r]);
    }
    expect(predict(model, [0.5, -1, 2, 0, 0])).toBe(predict(model, Float32Array.of(0.5, -1, 2, 0, 0)));
  });

  it('predicts identically after a trip through JSON', async () => {
    const { train, model } = await trainedModel();
    const text = serializeModel(model);
    const loaded = deserializeModel(text);
    expect(Array.from(predictBatch(loaded, train.features))).toEqual(
      Array.from(predictBatch(model, train.features)),
    );
    expect(predict(loaded, [Number.NaN, 1, 1, 1, 1])).toBe(predict(model, [Number.NaN, 1, 1, 1, 1]));
    expect(serializeModel(loaded)).toBe(text);
    // Rounded floats: about 25 characters a node, not the 200 of full-precision doubles.
    const nodes = model.trees.reduce((total, tree) => total + tree.feature.length, 0);
    expect(text.length / nodes).toBeLessThan(110);
  });

  it('refuses text that is not a model', () => {
    expect(() => deserializeModel('{"format":"other"}')).toThrow(/not a gbdt-1 model/);
    expect(() =>
      deserializeModel(
        '{"format":"gbdt-1","featureCount":1,"cuts":[[]],"trees":[{"feature":[0],"thresholdBin":[1]}]}',
      ),
    ).toThrow(/tree 0 has no threshold/);
  });

  it('splits a prediction into feature contributions and a bias that add up to it', async () => {
    const { train, model } = await trainedModel();
    for (let r = 0; r < 50; r++) {
      const row = train.features.subarray(r * 5, r * 5 + 5);
      const parts = contributions(model, row);
      expect(parts).toHaveLength(6);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBeCloseTo(predict(model, row), 9);
    }
    // Far from zero x1 pushes the price up through x1, not through the features that mean nothing.
    const parts = contributions(model, [0, 2.8, 0, 0, 0]);
    expect(parts[1]).toBeGreaterThan(2);
    expect(Math.abs(parts[3] ?? 0)).toBeLessThan(0.5);
  });

  it('refuses a row with the wrong number of features', async () => {
    const { model } = await trainedModel();
    expect(() => predict(model, [1, 2, 3])).toThrow(/row of 3 features for a model of 5/);
  });
});
