import { describe, expect, it } from 'vitest';
import { estimateName } from '../engine/estimate-name';
import { engineOf } from '../engine/load-engine';
import { baseModels } from './estimation-models';
import { buildMarket } from './sales-factory';
import { trainEstimationModel } from './train-estimation-model';

const options = { validationFrom: '2019-01-01', maxRounds: 40, earlyStoppingRounds: 10, threads: 1 };
const priceRange = baseModels[0] as (typeof baseModels)[number];

describe('training an estimation model', () => {
  it('gives the same model file twice for the same sales and seed', async () => {
    const sales = buildMarket(300);
    const first = await trainEstimationModel(sales, priceRange, options);
    const second = await trainEstimationModel(sales, priceRange, options);
    expect(JSON.stringify(second.file)).toBe(JSON.stringify(first.file));
    expect(first.file.version).toMatch(/^price_range-[0-9a-f]{10}$/);
  });

  it('learns the market: one-word .com names above long hyphenated .info names, with a stated context', async () => {
    const { file } = await trainEstimationModel(buildMarket(600), priceRange, options);
    const engine = engineOf([file]);
    const short = estimateName(engine, { label: 'homeshop', tld: 'com' });
    const long = estimateName(engine, { label: 'cheap-car-home-shop-online', tld: 'info' });
    expect(short.estimation).toBeGreaterThan(long.estimation);
    expect(short.context).toEqual({ venue: 'godaddy', year: 2019, reference: true });
    expect(file.trainedAt).toBe('2019-12-15');
  });

  it('stores no sold name and no word or TLD seen in fewer than 3 sales', async () => {
    const sales = buildMarket(300);
    const { file } = await trainEstimationModel(sales, priceRange, options);
    const text = JSON.stringify(file);
    for (const sale of sales.slice(0, 50)) expect(text).not.toContain(`"${sale.domain}"`);
    expect(Object.keys(file.encodings.words)).toContain('home');
    for (const word of Object.keys(file.encodings.words)) {
      expect(sales.filter((sale) => sale.label.includes(word)).length, word).toBeGreaterThanOrEqual(3);
    }
  });
});
