import { describe, expect, it } from 'vitest';
import { sampleWeights } from './sample-weights';

function rows(): { priceUsd: number; sample: string }[] {
  const natural = Array.from({ length: 1000 }, (_, i) => ({
    priceUsd: i < 950 ? 150 + i : 6000 + i,
    sample: 'natural',
  }));
  const oversample = Array.from({ length: 500 }, (_, i) => ({
    priceUsd: 6000 + 10 * i,
    sample: 'high_value_oversample',
  }));
  return [...natural, ...oversample];
}

function weightedShareAbove(list: { priceUsd: number }[], weights: Float64Array, price: number): number {
  let above = 0;
  let total = 0;
  list.forEach((row, i) => {
    total += weights[i] as number;
    if (row.priceUsd >= price) above += weights[i] as number;
  });
  return above / total;
}

describe('sample weights', () => {
  it('pull the oversampled high end down to the share the natural sample gives it', () => {
    const list = rows();
    const { weights, report } = sampleWeights(list, { scheme: 'post-stratified' });
    // Natural sample: 5% of sales at $5,000 or more; unweighted the file says 37%.
    expect(weightedShareAbove(list, new Float64Array(list.length).fill(1), 5000)).toBeGreaterThan(0.35);
    // The band above $10,000 has no natural row: its share comes from the fitted Pareto tail.
    expect(weightedShareAbove(list, weights, 5000)).toBeGreaterThan(0.04);
    expect(weightedShareAbove(list, weights, 5000)).toBeLessThan(0.07);
    expect(report.meanWeightBySample.high_value_oversample).toBeLessThan(0.2);
    expect(report.meanWeightBySample.natural).toBeGreaterThan(0.9);
  });

  it('the default (square root) lies between no weights and full post-stratification', () => {
    const list = rows();
    const full = weightedShareAbove(list, sampleWeights(list, { scheme: 'post-stratified' }).weights, 5000);
    const root = weightedShareAbove(list, sampleWeights(list).weights, 5000);
    expect(root).toBeGreaterThan(full);
    expect(root).toBeLessThan(0.35);
  });

  it('weighs every row 1 when there is no natural sample to match', () => {
    const { weights } = sampleWeights([
      { priceUsd: 9000, sample: null },
      { priceUsd: 200, sample: null },
    ]);
    expect([...weights]).toEqual([1, 1]);
  });
});
